#include "i18n.h"

#include <set>
#include <string>
#include <unordered_map>

namespace empui {
namespace {

// clang-format off
const std::vector<Translation> kTable = {
  // ---- general ----
  {"app.title", "Empires", "Empires"},
  {"app.tagline", "Board games of empire building, in your browser.", "Brettspiele über den Aufbau von Reichen, im Browser."},
  {"common.back", "Back", "Zurück"},
  {"common.close", "Close", "Schließen"},
  {"common.ok", "OK", "OK"},
  {"common.menu", "Menu", "Menü"},
  {"common.settings", "Settings", "Einstellungen"},
  {"common.about", "Rules", "Regeln"},
  {"lang.en", "English", "English"},
  {"lang.de", "Deutsch", "Deutsch"},

  // ---- main menu ----
  {"menu.choose_game", "Game", "Spiel"},
  {"menu.players", "Players", "Spieler"},
  {"menu.players_range", "{0}–{1} players", "{0}–{1} Spieler"},
  {"menu.seat", "Seat {0}", "Platz {0}"},
  {"menu.human", "Human", "Mensch"},
  {"menu.bot", "Bot", "Computer"},
  {"menu.name", "Name", "Name"},
  {"menu.colour", "Colour", "Farbe"},
  {"menu.language", "Language", "Sprache"},
  {"menu.start", "Start game", "Spiel starten"},
  {"menu.continue", "Continue game", "Spiel fortsetzen"},
  {"menu.rules", "Rules of {0}", "Regeln von {0}"},
  {"menu.no_games", "No games are available yet.", "Noch sind keine Spiele verfügbar."},
  {"menu.dev", "Developer mode: test games are shown.", "Entwicklermodus: Testspiele werden angezeigt."},
  {"menu.open_link", "Open a game link", "Spiel-Link öffnen"},
  {"menu.link_hint", "Paste a link or code", "Link oder Code einfügen"},
  {"menu.open", "Open", "Öffnen"},
  {"menu.default_name", "Player {0}", "Spieler {0}"},
  {"menu.bot_name", "Bot {0}", "Computer {0}"},

  // ---- seat colours ----
  {"colour.0", "Red", "Rot"},
  {"colour.1", "Blue", "Blau"},
  {"colour.2", "Green", "Grün"},
  {"colour.3", "Yellow", "Gelb"},
  {"colour.4", "Purple", "Lila"},

  // ---- bots ----
  {"bot.random", "Random", "Zufällig"},
  {"bot.heuristic", "Simple", "Einfach"},
  {"bot.ismcts-easy", "Easy", "Leicht"},
  {"bot.ismcts-normal", "Normal", "Normal"},
  {"bot.ismcts-hard", "Hard", "Schwer"},
  {"menu.strength", "Bot strength", "Spielstärke"},

  // ---- settings ----
  {"settings.title", "Settings", "Einstellungen"},
  {"settings.language", "Language", "Sprache"},
  {"settings.bot_speed", "Bot speed", "Tempo der Computerspieler"},
  {"settings.bot_delay", "Pause between bot moves", "Pause zwischen Computerzügen"},
  {"settings.ms", "{0} ms", "{0} ms"},
  {"settings.speed.instant", "Instant", "Sofort"},
  {"settings.speed.fast", "Fast", "Schnell"},
  {"settings.speed.normal", "Normal", "Normal"},
  {"settings.speed.slow", "Slow", "Langsam"},
  {"settings.ui_scale", "Interface size", "Größe der Oberfläche"},
  {"settings.percent", "{0} %", "{0} %"},

  // ---- about / rules ----
  {"about.title", "Rules", "Regeln"},
  {"about.players", "{0}–{1} players", "{0}–{1} Spieler"},
  {"about.rules_version", "Rules version {0}", "Regelversion {0}"},
  {"about.no_summary", "No rules summary is available for this game yet.", "Für dieses Spiel gibt es noch keine Regelübersicht."},
  {"about.app", "Empires runs entirely on your device: no account, no server. Games can be shared as links.",
                "Empires läuft ganz auf deinem Gerät: ohne Konto, ohne Server. Partien lassen sich als Link teilen."},
  {"about.rise.h.goal", "Goal", "Spielziel"},
  {"about.rise.goal", "Lead your civilisation from the dawn of history to modern times. The player with the most victory points after three eras wins; ties go to the player with the most gold.",
                      "Führe deine Zivilisation vom Anbeginn der Geschichte bis in die Neuzeit. Nach drei Epochen gewinnt, wer die meisten Siegpunkte hat; bei Gleichstand entscheidet das meiste Gold."},
  {"about.rise.h.turns", "Eras and turns", "Epochen und Runden"},
  {"about.rise.turns", "The game has three eras of two turns each: an A turn and a B turn. Each turn: new tiles, player actions, food, income, victory points, new turn order.",
                       "Das Spiel hat drei Epochen mit je zwei Runden: Runde A und Runde B. Jede Runde: neue Plättchen, Spieleraktionen, Ernährung, Einkommen, Siegpunkte, neue Spielerreihenfolge."},
  {"about.rise.h.actions", "Actions", "Aktionen"},
  {"about.rise.actions", "Each player takes six actions per turn, one at a time. In an A turn you place an action disc in a row of the action display; in the B turn you take your discs back again, paying one gold, cube, resource, food or victory point for every disc to the left of the one you remove.",
                         "Jeder Spieler führt pro Runde sechs Aktionen aus, immer eine nach der anderen. In Runde A legst du eine Aktionsscheibe in eine Reihe der Aktionsübersicht; in Runde B nimmst du deine Scheiben wieder zurück und zahlst für jede Scheibe links von deiner je ein Gold, einen Spielstein, eine Ware, einen Nahrungs- oder Siegpunkt."},
  {"about.rise.tiles", "Progress tiles give lasting advantages. Territory tiles bring cubes and food. City tiles cost gold and score victory points; wonders score at once. Empire tiles let you place cubes on the world map and fight battles. Trading turns resources into gold or victory points.",
                       "Fortschrittsplättchen bringen dauerhafte Vorteile. Gebietsplättchen bringen Spielsteine und Nahrung. Stadtplättchen kosten Gold und bringen Siegpunkte; Weltwunder zählen sofort. Imperiumsplättchen erlauben es, Spielsteine auf die Weltkarte zu setzen und Kämpfe auszutragen. Handel macht aus Waren Gold oder Siegpunkte."},
  {"about.rise.h.map", "The world map", "Die Weltkarte"},
  {"about.rise.map", "Whoever has the most cubes in a region controls it and earns its larger victory-point number and its income; second place earns the smaller number. Ties share. Later eras open more regions; the New World and the Far East need water on the empire tile.",
                     "Wer die meisten Spielsteine in einer Region hat, kontrolliert sie und erhält die größere Siegpunktzahl und ihr Einkommen; der Zweite erhält die kleinere Zahl. Bei Gleichstand wird geteilt. Spätere Epochen öffnen weitere Regionen; die Neue Welt und der Ferne Osten brauchen Wasser auf dem Imperiumsplättchen."},
  {"about.rise.h.end", "End of an era and of the game", "Ende einer Epoche und Spielende"},
  {"about.rise.end", "At the end of an era you pay to keep progress and city tiles and lose half of your cubes in each region. At the end of the game every three gold and every three resources score one more victory point.",
                     "Am Ende einer Epoche zahlst du, um Fortschritts- und Stadtplättchen zu behalten, und verlierst die Hälfte deiner Spielsteine in jeder Region. Am Spielende bringen je drei Gold und je drei Waren einen weiteren Siegpunkt."},

  // ---- game screen ----
  {"game.to_act", "{0} to act", "{0} ist am Zug"},
  {"game.your_turn", "{0}, your turn", "{0}, du bist am Zug"},
  {"game.bot_thinking", "{0} is thinking…", "{0} überlegt …"},
  {"game.bot_tag", "bot", "Computer"},
  {"game.actions", "Actions", "Aktionen"},
  {"game.choose_action", "Choose an action:", "Wähle eine Aktion:"},
  {"game.filter", "Filter", "Filter"},
  {"game.waiting", "Waiting for other players…", "Warten auf die anderen Spieler …"},
  {"game.log", "Game log", "Spielverlauf"},
  {"game.log_empty", "No moves yet.", "Noch keine Züge."},
  {"game.players", "Players", "Spieler"},
  {"game.score", "Score", "Punkte"},
  {"game.rank", "Rank", "Platz"},
  {"game.moves", "Moves: {0}", "Züge: {0}"},
  {"game.details", "Game state (details)", "Spielstand (Details)"},
  {"game.over", "Game over", "Spielende"},
  {"game.winner", "{0} wins!", "{0} gewinnt!"},
  {"game.tie", "Tie: {0}", "Gleichstand: {0}"},
  {"game.and", " and ", " und "},
  {"game.final_scores", "Final scores", "Endwertung"},
  {"game.new", "New game", "Neues Spiel"},
  {"game.again", "Play again", "Nochmal spielen"},
  {"game.share", "Share link", "Link teilen"},
  {"game.share_hint", "Anyone with this link can replay this game:", "Mit diesem Link lässt sich die Partie nachspielen:"},
  {"game.copy", "Copy", "Kopieren"},
  {"game.copied", "Copied.", "Kopiert."},
  {"game.rank_n", "{0}.", "{0}."},
  {"game.secret_choice", "{0} made a secret choice.", "{0} hat geheim gewählt."},

  // ---- errors ----
  {"err.no_game", "No game is running.", "Es läuft kein Spiel."},
  {"err.not_human_turn", "It is not a human player's turn.", "Gerade ist kein menschlicher Spieler am Zug."},
  {"err.illegal", "That action is not allowed now.", "Diese Aktion ist jetzt nicht erlaubt."},
  {"err.game_over", "The game is over.", "Das Spiel ist vorbei."},
  {"err.unknown_game", "Unknown game: {0}", "Unbekanntes Spiel: {0}"},
  {"err.players", "{0} needs {1}–{2} players.", "{0} braucht {1}–{2} Spieler."},
  {"err.seats", "Every player needs a seat (got {0} seats for {1} players).", "Jeder Spieler braucht einen Platz ({0} Plätze für {1} Spieler)."},
  {"err.bot_kind", "Unknown bot: {0}", "Unbekannter Computerspieler: {0}"},
  {"err.create", "The game could not be started: {0}", "Das Spiel konnte nicht gestartet werden: {0}"},
  {"err.link", "This game link cannot be opened: {0}", "Dieser Spiel-Link lässt sich nicht öffnen: {0}"},
  {"error.game_over", "The game is over.", "Das Spiel ist vorbei."},
  {"error.illegal_action", "That action is not allowed now.", "Diese Aktion ist jetzt nicht erlaubt."},
  {"err.colours", "Two players have the same colour.", "Zwei Spieler haben dieselbe Farbe."},

  // ---- page (shell/glue.js) ----
  {"page.update", "A new version is available.", "Eine neue Version ist verfügbar."},
  {"page.reload", "Reload", "Neu laden"},
};
// clang-format on

emp::Lang g_lang = emp::Lang::En;

const std::unordered_map<std::string_view, const Translation*>& index() {
  static const auto* idx = [] {
    auto* m = new std::unordered_map<std::string_view, const Translation*>();
    for (const auto& t : kTable) m->emplace(t.key, &t);
    return m;
  }();
  return *idx;
}

std::set<std::string>& missing_keys() {
  static std::set<std::string> s;
  return s;
}

std::set<std::string> placeholders(const char* s) {
  std::set<std::string> out;
  std::string_view v(s);
  for (size_t i = 0; i < v.size(); ++i) {
    if (v[i] != '{') continue;
    const size_t j = v.find('}', i);
    if (j == std::string_view::npos) break;
    out.emplace(v.substr(i, j - i + 1));
    i = j;
  }
  return out;
}

}  // namespace

void set_language(emp::Lang lang) { g_lang = lang; }
emp::Lang language() { return g_lang; }

const char* tr(std::string_view key, emp::Lang lang) {
  const auto& idx = index();
  auto it = idx.find(key);
  if (it == idx.end()) {
    auto& miss = missing_keys();
    return miss.emplace(key).first->c_str();
  }
  return lang == emp::Lang::De ? it->second->de : it->second->en;
}

const char* tr(std::string_view key) { return tr(key, g_lang); }

bool has_key(std::string_view key) { return index().count(key) != 0; }

std::string trf(std::string_view key, std::initializer_list<std::string_view> args) {
  const std::string_view src = tr(key);
  std::string s;
  s.reserve(src.size() + 16);
  for (size_t i = 0; i < src.size(); ++i) {
    // "{N}" with a single digit N picks the N-th argument.
    if (src[i] == '{' && i + 2 < src.size() && src[i + 2] == '}' && src[i + 1] >= '0' && src[i + 1] <= '9') {
      const size_t n = static_cast<size_t>(src[i + 1] - '0');
      if (n < args.size()) {
        s.append(*(args.begin() + n));
        i += 2;
        continue;
      }
    }
    s.push_back(src[i]);
  }
  return s;
}

std::string tr_message(const std::string& msg) {
  if (has_key(msg)) return tr(msg);
  return msg;
}

const std::vector<Translation>& translation_table() { return kTable; }

std::vector<std::string> translation_problems() {
  std::vector<std::string> out;
  std::set<std::string_view> seen;
  for (const auto& t : kTable) {
    if (!seen.insert(t.key).second) out.push_back(std::string("duplicate key: ") + t.key);
    if (!t.en || !*t.en) out.push_back(std::string("missing English: ") + t.key);
    if (!t.de || !*t.de) out.push_back(std::string("missing German: ") + t.key);
    if (t.en && t.de && placeholders(t.en) != placeholders(t.de))
      out.push_back(std::string("placeholders differ: ") + t.key);
  }
  for (const auto& k : missing_keys()) out.push_back("key not in table: " + k);
  return out;
}

}  // namespace empui
