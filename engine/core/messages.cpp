#include "core/messages.h"

#include <algorithm>
#include <vector>

namespace emp {
namespace {

using Message = MessageText;

// clang-format off
const Message kMessages[] = {
  {"game.unknown", "unknown game '{0}'", "unbekanntes Spiel „{0}“"},
  {"game.players", "{0} is played by {1} to {2} players, not {3}", "{0} wird von {1} bis {2} Personen gespielt, nicht von {3}"},
  {"game.variant", "{0} has no variant {1}", "{0} hat keine Variante {1}"},
  {"record.newer_format", "the game was saved by a newer version of Empires (format {0})", "die Partie stammt aus einer neueren Version von Empires (Format {0})"},
  {"record.format", "the game record is damaged (format {0})", "die Partie ist beschädigt (Format {0})"},
  {"record.rules_version", "the game uses rules version {0}, this version knows up to {1}", "die Partie nutzt Regelversion {0}, diese Version kennt nur bis {1}"},
  {"record.too_long", "the game record is too long ({0} actions; at most {1})", "die Partie ist zu lang ({0} Züge; höchstens {1})"},
  {"record.after_end", "the game record continues after the game ended (action {0})", "die Partie geht nach ihrem Ende weiter (Zug {0})"},
  {"record.illegal", "the game record contains an illegal action at position {0}", "die Partie enthält an Stelle {0} einen unerlaubten Zug"},
  {"save.too_large", "the file is too large to be an Empires save", "die Datei ist zu groß für einen Empires-Spielstand"},
  {"save.not_save", "this is not an Empires save file", "das ist kein Empires-Spielstand"},
  {"save.checksum", "the save file is damaged (checksum mismatch)", "der Spielstand ist beschädigt (Prüfsumme falsch)"},
  {"save.damaged", "the save file is damaged", "der Spielstand ist beschädigt"},
  {"save.newer", "the save was written by a newer version of Empires", "der Spielstand stammt aus einer neueren Version von Empires"},
  {"save.damaged_long", "the save file is damaged or too long", "der Spielstand ist beschädigt oder zu lang"},
  {"save.wrong_length", "the save file is damaged (wrong length)", "der Spielstand ist beschädigt (falsche Länge)"},
  {"table.name_hidden", "a seat's name contains an invisible or text-direction character ({0}), which is not allowed", "ein Name enthält ein unsichtbares oder die Schreibrichtung änderndes Zeichen ({0}), das ist nicht erlaubt"},
  {"table.name_glyph", "a seat's name contains a character Empires cannot draw ({0}), which is not allowed", "ein Name enthält ein Zeichen, das Empires nicht darstellen kann ({0}), das ist nicht erlaubt"},
  {"table.name_blank", "a seat's name shows nothing (only spaces), which is not allowed", "ein Name zeigt nichts (nur Leerzeichen), das ist nicht erlaubt"},
  {"link.too_long", "the link is too long to be an Empires game link", "der Link ist zu lang für einen Empires-Spiel-Link"},
  {"link.empty", "the link carries no game", "der Link enthält keine Partie"},
  {"link.characters", "the link contains characters that are not part of a game code", "der Link enthält Zeichen, die nicht zu einem Spielcode gehören"},
  {"link.truncated", "the link is truncated", "der Link ist unvollständig"},
  {"link.checksum", "the link is damaged or incomplete (checksum mismatch)", "der Link ist beschädigt oder unvollständig (Prüfsumme falsch)"},
  {"link.newer_format", "the link was made by a newer version of Empires (format {0})", "der Link stammt aus einer neueren Version von Empires (Format {0})"},
  {"link.format", "the link is damaged (format {0})", "der Link ist beschädigt (Format {0})"},
  {"link.spelling", "the link is damaged (a number is written longer than it is)", "der Link ist beschädigt (eine Zahl ist länger geschrieben als nötig)"},
  {"link.game_id", "the link is damaged (game id)", "der Link ist beschädigt (Spielkennung)"},
  {"link.unknown_game", "the link is for an unknown game '{0}'", "der Link gehört zu einem unbekannten Spiel „{0}“"},
  {"link.rules_version", "the link uses rules version {0} of {1}, which this version does not know", "der Link nutzt Regelversion {0} von {1}, die diese Version nicht kennt"},
  {"link.players", "the link is damaged (player count)", "der Link ist beschädigt (Personenzahl)"},
  {"link.options", "the link is damaged (options)", "der Link ist beschädigt (Optionen)"},
  {"link.too_many", "the link is damaged (too many actions)", "der Link ist beschädigt (zu viele Züge)"},
  {"link.after_end", "the link is damaged (actions after the end of the game)", "der Link ist beschädigt (Züge nach dem Spielende)"},
  {"link.action", "the link is damaged (action {0})", "der Link ist beschädigt (Zug {0})"},
  {"link.table", "the link is damaged (seats)", "der Link ist beschädigt (Plätze)"},
  {"link.trailing", "the link is damaged (data after the last action)", "der Link ist beschädigt (Daten nach dem letzten Zug)"},
  {"link.game_too_long", "the game is too long for a link ({0} actions; a link holds at most {1} characters): share the save file instead", "die Partie ist zu lang für einen Link ({0} Züge; ein Link fasst höchstens {1} Zeichen): teile stattdessen die Spielstand-Datei"},
  {"save.check", "the save file would not read back as the same game", "der Spielstand ließe sich nicht als dieselbe Partie wieder einlesen"},
  {"table.seats", "the seats do not match the number of players", "die Plätze passen nicht zur Personenzahl"},
  {"table.name_long", "a seat's name is too long ({0} bytes; at most {1})", "ein Name ist zu lang ({0} Bytes; höchstens {1})"},
  {"table.name_nul", "a seat's name contains a NUL character, which is not allowed", "ein Name enthält ein NUL-Zeichen, das ist nicht erlaubt"},
  {"table.name_control", "a seat's name contains a control character, which is not allowed", "ein Name enthält ein Steuerzeichen, das ist nicht erlaubt"},
  {"table.name_utf8", "a seat's name is not valid UTF-8 (for example a lone surrogate), which is not allowed", "ein Name ist kein gültiges UTF-8 (etwa ein einzelnes Surrogat), das ist nicht erlaubt"},
  {"table.colour", "a seat has a colour that does not exist", "ein Platz hat eine Farbe, die es nicht gibt"},
  {"table.takeover", "the table's take-overs name a seat that does not exist or a move that was not made", "die Übernahmen nennen einen Platz, den es nicht gibt, oder einen Zug, der nicht gemacht wurde"},
  {"table.bot", "a seat names a bot in a way this version does not understand", "ein Platz nennt einen Bot auf eine Weise, die diese Version nicht versteht"},
  {"link.bad_game", "the link is damaged: {0}", "der Link ist beschädigt: {0}"},
  {"error.game_over", "the game is over", "das Spiel ist vorbei"},
  {"error.illegal_action", "that action is not allowed now", "diese Aktion ist jetzt nicht erlaubt"},
  {"ev.changes", "{0}: {1}", "{0}: {1}"},
  {"ev.amount", "{0} {1}", "{0} {1}"},
};
// clang-format on

constexpr char kSep = '\x1f';
constexpr char kListSep = '\x1c';
constexpr char kSeatRef = '\x1d';

const Message* find(std::string_view key) {
  for (const Message& m : kMessages)
    if (key == m.key) return &m;
  for (const GameInfo* g : all_games())
    for (const Message& m : g->messages)
      if (key == m.key) return &m;
  return nullptr;
}

TermDecorator g_decorator = nullptr;

// "{N|one|other}": the word for argument N's count ("1 cube", "2 cubes"):
// `one` when it reads 1 (or -1, +1), else `other`. Returns the length of the
// form at tmpl[i] (0: none there).
size_t plural_form(std::string_view tmpl, size_t i, const std::vector<std::string>& args, std::string& out) {
  if (i + 3 >= tmpl.size() || tmpl[i] != '{' || tmpl[i + 1] < '0' || tmpl[i + 1] > '9' || tmpl[i + 2] != '|') return 0;
  const size_t bar = tmpl.find('|', i + 3), end = tmpl.find('}', i + 3);
  if (bar == std::string_view::npos || end == std::string_view::npos || bar > end) return 0;
  const size_t k = static_cast<size_t>(tmpl[i + 1] - '0');
  std::string_view n = k < args.size() ? std::string_view(args[k]) : std::string_view();
  if (!n.empty() && (n[0] == '+' || n[0] == '-')) n.remove_prefix(1);
  out += n == "1" ? tmpl.substr(i + 3, bar - i - 3) : tmpl.substr(bar + 1, end - bar - 1);
  return end - i + 1;
}

std::string fill(std::string_view tmpl, const std::vector<std::string>& args, Lang lang, bool amount) {
  std::string out;
  for (size_t i = 0; i < tmpl.size(); ++i) {
    if (const size_t form = plural_form(tmpl, i, args, out)) {
      i += form - 1;
    } else if (tmpl[i] == '{' && i + 2 < tmpl.size() && tmpl[i + 2] == '}' && tmpl[i + 1] >= '0' &&
               tmpl[i + 1] <= '9') {
      const size_t k = static_cast<size_t>(tmpl[i + 1] - '0');
      // An argument may itself be a coded message (a nested reason), or a list of them.
      if (k < args.size()) {
        std::string_view a = args[k];
        for (size_t n = 0;; ++n) {
          const size_t cut = a.find(kListSep);
          if (n) out += ", ";
          const std::string_view item = a.substr(0, cut);
          std::string t = message_text(item, lang);
          // A term (a key rendered as a word) may get its icon from the front end.
          if (g_decorator && find(item.substr(0, item.find(kSep)))) t = g_decorator(item, std::move(t), amount);
          out += t;
          if (cut == std::string_view::npos) break;
          a = a.substr(cut + 1);
        }
      }
      i += 2;
    } else {
      out += tmpl[i];
    }
  }
  return out;
}

}  // namespace

std::string msg(std::string_view key, std::initializer_list<std::string> args) {
  std::string out(key);
  for (const std::string& a : args) {
    out += kSep;
    out += a;
  }
  return out;
}

std::string message_text(std::string_view coded, Lang lang) {
  const size_t cut = coded.find(kSep);
  const std::string_view key = coded.substr(0, cut);
  const Message* m = find(key);
  if (!m) return std::string(coded);
  std::vector<std::string> args;
  if (cut != std::string_view::npos) {
    std::string_view rest = coded.substr(cut + 1);
    // Arguments are separated by kSep, but a nested coded message only ever
    // stands last, so split at most (placeholders - 1) times.
    size_t want = 0;  // the number of arguments: the highest placeholder's + 1
    for (const char* p = lang == Lang::De ? m->de : m->en; *p; ++p)
      if (p[0] == '{' && p[1] >= '0' && p[1] <= '9') want = std::max(want, static_cast<size_t>(p[1] - '0') + 1);
    while (args.size() + 1 < want) {
      const size_t n = rest.find(kSep);
      if (n == std::string_view::npos) break;
      args.emplace_back(rest.substr(0, n));
      rest = rest.substr(n + 1);
    }
    args.emplace_back(rest);
  }
  return fill(lang == Lang::De ? m->de : m->en, args, lang, key == "ev.amount");
}

void set_term_decorator(TermDecorator d) { g_decorator = d; }

std::string amount_arg(int n, std::string_view key) {
  std::string v = std::to_string(n);
  if (n > 0) v.insert(v.begin(), '+');
  return msg("ev.amount", {v, std::string(key)});
}

std::string changes_event(int seat, const std::vector<std::string>& amounts) {
  return msg("ev.changes", {seat_ref(seat), list_arg(amounts)});
}

bool parse_changes(std::string_view coded, int& seat, std::vector<Change>& out) {
  out.clear();
  const std::string_view head = "ev.changes";
  if (coded.substr(0, head.size()) != head || coded.size() < head.size() + 4) return false;
  std::string_view rest = coded.substr(head.size());
  if (rest[0] != kSep || rest[1] != kSeatRef || rest[2] < '0' || rest[2] > '9' || rest[3] != kSep) return false;
  seat = rest[2] - '0';
  rest = rest.substr(4);
  while (!rest.empty()) {
    const size_t cut = rest.find(kListSep);
    std::string_view item = rest.substr(0, cut);
    rest = cut == std::string_view::npos ? std::string_view() : rest.substr(cut + 1);
    const std::string_view amount = "ev.amount";
    if (item.substr(0, amount.size()) != amount || item.size() <= amount.size() || item[amount.size()] != kSep)
      continue;
    item = item.substr(amount.size() + 1);
    const size_t k = item.find(kSep);
    if (k == std::string_view::npos || k == 0) continue;
    int n = 0;
    bool ok = true, neg = false;
    for (size_t i = 0; i < k; ++i) {
      const char ch = item[i];
      if (i == 0 && (ch == '+' || ch == '-')) {
        neg = ch == '-';
        continue;
      }
      if (ch < '0' || ch > '9' || n > 100000) {
        ok = false;
        break;
      }
      n = n * 10 + (ch - '0');
    }
    if (ok) out.push_back({neg ? -n : n, std::string(item.substr(k + 1))});
  }
  return true;
}

size_t utf8_char(std::string_view s, size_t i, uint32_t& cp) {
  const auto c = static_cast<unsigned char>(s[i]);
  size_t len = 0;
  if (c < 0x80) {
    cp = c;
    return 1;
  }
  if ((c & 0xE0) == 0xC0) {
    cp = c & 0x1F;
    len = 2;
  } else if ((c & 0xF0) == 0xE0) {
    cp = c & 0x0F;
    len = 3;
  } else if ((c & 0xF8) == 0xF0) {
    cp = c & 0x07;
    len = 4;
  } else {
    return 0;
  }
  if (i + len > s.size()) return 0;
  for (size_t k = 1; k < len; ++k) {
    const auto d = static_cast<unsigned char>(s[i + k]);
    if ((d & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (d & 0x3F);
  }
  static constexpr uint32_t kMin[5] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

bool is_control_char(uint32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp < 0xA0); }

bool is_hidden_char(uint32_t cp) {
  return cp == 0xAD || cp == 0x34F || cp == 0x61C || cp == 0x180E || (cp >= 0x200B && cp <= 0x200F) ||
         (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x206F) || cp == 0xFEFF ||
         (cp >= 0xFFF9 && cp <= 0xFFFB);
}

bool is_undrawn_char(uint32_t cp) {
  // The UI font's ranges (web/fonts.cpp kRanges; keep them alike).
  constexpr uint32_t kDrawn[][2] = {{0x20, 0x17F},    {0x2010, 0x2044}, {0x20AC, 0x20AC}, {0x2190, 0x21FF},
                                    {0x2200, 0x22FF}, {0x2500, 0x26FF}, {0x2713, 0x2718}};
  for (const auto& r : kDrawn)
    if (cp >= r[0] && cp <= r[1]) return false;
  return true;
}

bool is_blank_char(uint32_t cp) {
  return cp == 0x20 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x202F || cp == 0x205F ||
         cp == 0x3000;
}

std::string printable_text(std::string_view s, size_t max_chars) {
  std::string out;
  size_t chars = 0;
  uint32_t cp = 0;
  for (size_t i = 0; i < s.size(); ++chars) {
    if (chars == max_chars) {
      out += "...";
      break;
    }
    const size_t len = utf8_char(s, i, cp);
    if (len == 0 || is_control_char(cp)) {
      out += '?';
      i += len == 0 ? 1 : len;
    } else {
      out.append(s.substr(i, len));
      i += len;
    }
  }
  return out;
}

std::string seat_ref(int seat) { return std::string(1, kSeatRef) + static_cast<char>('0' + seat); }

std::string name_seats(std::string_view text, const std::vector<std::string>* names) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == kSeatRef && i + 1 < text.size()) {
      const int seat = text[++i] - '0';
      if (names && seat >= 0 && static_cast<size_t>(seat) < names->size())
        out += (*names)[static_cast<size_t>(seat)];
      else
        out += "Player " + std::to_string(seat + 1);
      continue;
    }
    out += text[i];
  }
  return out;
}

std::string list_arg(const std::vector<std::string>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += kListSep;
    out += items[i];
  }
  return out;
}

std::string message_table_problems() {
  std::string out;
  auto count = [](const char* s) {  // the arguments a text uses ("{N}" and "{N|one|other}"), as bits
    unsigned used = 0;
    for (; *s; ++s)
      if (s[0] == '{' && s[1] >= '0' && s[1] <= '9') used |= 1u << (s[1] - '0');
    return used;
  };
  auto check = [&](const Message& m) {
    if (!*m.en || !*m.de) out += std::string("missing text: ") + m.key + "\n";
    if (count(m.en) != count(m.de)) out += std::string("placeholders differ: ") + m.key + "\n";
  };
  for (const Message& m : kMessages) check(m);
  for (const GameInfo* g : all_games())
    for (const Message& m : g->messages) {
      check(m);
      if (std::string_view(m.key).substr(0, g->id.size() + 1) != g->id + ".")
        out += std::string("key outside the game's namespace: ") + m.key + "\n";
    }
  return out;
}

}  // namespace emp
