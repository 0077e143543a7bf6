// Golden share links and save files written by earlier versions must load and
// replay to the recorded state in every later version.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/record.h"

using namespace emp;

namespace {
std::string slurp(const std::filesystem::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::ostringstream ss;
  ss << f.rdbuf();
  return ss.str();
}
std::string json_string(const std::string& json, const std::string& key) {
  const auto k = json.find("\"" + key + "\": \"");
  if (k == std::string::npos) return {};
  const auto b = k + key.size() + 5;
  return json.substr(b, json.find('"', b) - b);
}
char hexdigit(int v) { return static_cast<char>(v < 10 ? '0' + v : 'a' + v - 10); }
std::string hex(uint64_t v) {
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i, v >>= 4) s[static_cast<size_t>(i)] = hexdigit(static_cast<int>(v & 15));
  return s;
}
// Compact JSON in the spacing Python's json.dumps writes (", " and ": "
// outside strings), as the .json files are written.
std::string spaced(const std::string& json) {
  std::string out;
  bool in_string = false;
  for (size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    out += c;
    if (in_string) {
      if (c == '\\' && i + 1 < json.size())
        out += json[++i];
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == ',' || c == ':') {
      out += ' ';
    }
  }
  return out;
}
}  // namespace

TEST_CASE("golden links and saves load and replay to the recorded state", "[golden]") {
  const std::filesystem::path dir = std::filesystem::path(EMPIRES_TEST_DIR) / "golden";
  int checked = 0, with_table = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() != ".link") continue;
    const auto base = e.path().parent_path() / e.path().stem();
    const std::string expect = slurp(base.string() + ".json");
    const std::string want_hash = json_string(expect, "hash");
    REQUIRE(want_hash.size() == 16);
    INFO(e.path().filename().string());
    Record from_link, from_save;
    std::string why;
    REQUIRE(decode_link(slurp(e.path()), from_link, &why));
    REQUIRE(load_from_bytes(slurp(base.string() + ".save"), from_save, &why));
    CHECK(from_link == from_save);
    // Version 2 files carry the table the .json states; version 1 files none.
    if (expect.find("\"table\"") != std::string::npos) {
      CHECK(from_link.table.seats.size() == static_cast<size_t>(from_link.options.players));
      CHECK(expect.find("\"table\": " + spaced(table_json(from_link.table))) != std::string::npos);
      ++with_table;
    } else {
      CHECK(from_link.table.seats.empty());
      CHECK(from_link.table.game_uid == 0);
    }
    // The rules version the file was played with (files without it: version 1).
    const auto rv = expect.find("\"rules_version\": ");
    const uint32_t want_rules =
        rv == std::string::npos ? 1u : static_cast<uint32_t>(std::stoul(expect.substr(rv + 17)));
    CHECK(from_link.rules_version == want_rules);
    auto s = replay(from_link, &why);
    REQUIRE(s);
    CHECK(s->rules_version() == want_rules);
    CHECK(hex(s->hash()) == want_hash);
    ++checked;
  }
  CHECK(checked >= 3);
  CHECK(with_table >= 3);
}
