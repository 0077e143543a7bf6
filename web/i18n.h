// The one translation table: every user-visible string by key, in English and
// German. tr() looks a key up in the current language; unknown keys are
// returned as they are and remembered, so tests can find them.
#pragma once
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

// The string for `key` in the current language (stable pointer).
const char* tr(std::string_view key);
const char* tr(std::string_view key, emp::Lang lang);
bool has_key(std::string_view key);
// tr(key) with "{0}", "{1}", ... replaced by the arguments.
std::string trf(std::string_view key, std::initializer_list<std::string_view> args);
// Translates an engine message if it is a key, else returns it unchanged.
std::string tr_message(const std::string& msg);

const std::vector<Translation>& translation_table();
// Completeness check: keys with an empty English or German text, duplicate
// keys, keys whose placeholders differ between languages, and keys looked up
// but missing from the table. Empty when complete.
std::vector<std::string> translation_problems();

}  // namespace empui
