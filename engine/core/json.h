// A tiny streaming JSON writer for engine output (CLI, observations). No
// parsing, no allocation beyond the output string.
#pragma once
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "core/messages.h"

namespace emp {

struct GameInfo;

class JsonWriter {
 public:
  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }
  JsonWriter& key(std::string_view k) {
    comma();
    quote(k);
    out_ += ':';
    after_key_ = true;
    return *this;
  }
  JsonWriter& value(std::string_view s) {
    comma();
    quote(s);
    return *this;
  }
  JsonWriter& value(const char* s) { return value(std::string_view(s)); }
  JsonWriter& value(bool b) {
    comma();
    out_ += b ? "true" : "false";
    return *this;
  }
  JsonWriter& value(int64_t v) {
    comma();
    out_ += std::to_string(v);
    return *this;
  }
  JsonWriter& value(int v) { return value(static_cast<int64_t>(v)); }
  JsonWriter& value(unsigned v) { return value(static_cast<int64_t>(v)); }
  JsonWriter& value(uint64_t v) {
    comma();
    out_ += std::to_string(v);
    return *this;
  }
  JsonWriter& value(double v) {
    comma();
    // JSON has no NaN or infinity: such a value is written as null.
    if (!std::isfinite(v)) {
      out_ += "null";
      return *this;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    out_ += buf;
    return *this;
  }
  JsonWriter& null() {
    comma();
    out_ += "null";
    return *this;
  }
  // Inserts pre-built JSON text as a value.
  JsonWriter& raw(std::string_view json) {
    comma();
    out_ += json;
    return *this;
  }
  template <class T>
  JsonWriter& field(std::string_view k, const T& v) {
    key(k);
    return value(v);
  }
  const std::string& str() const { return out_; }
  std::string take() { return std::move(out_); }

 private:
  JsonWriter& open(char c) {
    comma();
    out_ += c;
    first_ = true;
    return *this;
  }
  JsonWriter& close(char c) {
    out_ += c;
    first_ = false;
    return *this;
  }
  void comma() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (!first_ && !out_.empty()) out_ += ',';
    first_ = false;
  }
  // Control characters (C0, DEL and the C1 controls U+0080..U+009F) are
  // written as \u escapes, so JSON output never carries a terminal escape.
  void quote(std::string_view s) {
    out_ += '"';
    for (size_t i = 0; i < s.size(); ++i) {
      const char ch = s[i];
      const auto c = static_cast<unsigned char>(ch);
      if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
          static_cast<unsigned char>(s[i + 1]) < 0xA0) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned char>(s[++i]));
        out_ += buf;
        continue;
      }
      // Invisible and text-direction characters too (what a seat name may not hold).
      if (uint32_t cp = 0; c >= 0xC2) {
        const size_t len = utf8_char(s, i, cp);
        if (len > 0 && is_hidden_char(cp)) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(cp));
          out_ += buf;
          i += len - 1;
          continue;
        }
      }
      switch (c) {
        case '"':
          out_ += "\\\"";
          break;
        case '\\':
          out_ += "\\\\";
          break;
        case '\n':
          out_ += "\\n";
          break;
        case '\r':
          out_ += "\\r";
          break;
        case '\t':
          out_ += "\\t";
          break;
        default:
          if (c < 0x20 || c == 0x7F) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out_ += buf;
          } else {
            out_ += ch;
          }
      }
    }
    out_ += '"';
  }
  std::string out_;
  bool first_ = true;
  bool after_key_ = false;
};

// Writes a game's registry entry as the fields of the current object: id,
// names, player range, rules version, listed (shared by the CLI and the app).
void write_game_info_fields(JsonWriter& w, const GameInfo& g);

}  // namespace emp
