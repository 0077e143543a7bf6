// Translations: every user-visible string by key, in English and German. The
// shared table (i18n.cpp) holds the app's strings; each game's front end brings
// its own table (kit/web_game.h: keys "<id>.*" and "about.<id>.*"). tr() looks a
// key up in all of them in the current language; unknown keys are returned as
// they are and remembered, so tests can find them.
#pragma once
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace empui {

struct Translation {
  const char* key;
  const char* en;
  const char* de;
};

void set_language(emp::Lang lang);
emp::Lang language();
// Touch wording: while on (the last pointer input was a finger, kit/tooltip.h),
// tr() says "tap"/"tippe" where the texts say "click"/"klicke".
void set_touch_words(bool on);
bool touch_words();

// The string for `key` in the current language (stable pointer).
const char* tr(std::string_view key);
const char* tr(std::string_view key, emp::Lang lang);
bool has_key(std::string_view key);
// tr(key) with "{0}", "{1}", ... replaced by the arguments.
std::string trf(std::string_view key, std::initializer_list<std::string_view> args);
// Counted text, plural right in English and German (both: one / other): the
// key "<key>.one" when n is 1 and it exists, otherwise "<key>"; arguments as
// in trf.
// The UI language is German (names and texts the data tables hold in both languages).
inline bool german() { return language() == emp::Lang::De; }

std::string trn(std::string_view key, int n, std::initializer_list<std::string_view> args);
// Translates an engine message if it is a key, else returns it unchanged.
std::string tr_message(const std::string& msg);
// The plain message for a game whose record is full (Play::record_full).
std::string record_full_text();

// A message kept on screen for a while (the menu's and the game screen's
// notice): its parts are put into words each time it is shown, so a change of
// language re-translates it. Each part translates when called.
class LiveText {
 public:
  using Part = std::function<std::string()>;
  LiveText() = default;
  explicit LiveText(Part part) { parts_.push_back(std::move(part)); }
  LiveText& operator+=(const LiveText& more) {
    parts_.insert(parts_.end(), more.parts_.begin(), more.parts_.end());
    return *this;
  }
  bool empty() const { return parts_.empty(); }
  void clear() { parts_.clear(); }
  std::string str() const;  // the parts in the current language, joined by spaces

 private:
  std::vector<Part> parts_;
};

const std::vector<Translation>& translation_table();  // the shared table
// Completeness check over the shared and every game's table: keys with an
// empty English or German text, duplicate keys, keys whose placeholders differ
// between languages, a game's keys outside its table (or another game's in
// it), and keys looked up but missing. Empty when complete.
std::vector<std::string> translation_problems();

}  // namespace empui
