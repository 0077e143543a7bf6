// libFuzzer harness for the save entry's text (web/save_entry.h: autosave
// slots, named saves, exported .empires files), as fuzz_link.cpp is for links.
// Any input must be refused with a message or decode to an entry whose
// numbers are in range, and re-encode to an entry that decodes to the same;
// its hint notes parse to positions in the record. Never crash, hang, throw
// or leak. (Checksums are checked: a fuzzer rarely makes a right one, so the
// corpus holds entries and the harness also decodes the input with its
// checksum line made right.)
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "core/record.h"
#include "save_entry.h"

namespace {

void check(std::string_view text) {
  empui::persist::SaveEntry e;
  std::string why;
  if (!empui::persist::decode_entry_coded(text, e, &why)) {
    if (why.empty()) __builtin_trap();  // every refusal carries a message
    return;
  }
  // The record is checked when a game opens (replay; a refusal is a message),
  // not by the entry's decoder, and fuzz builds skip the save's own checksum.
  (void)emp::replay(e.record, &why);
  if (e.moves > e.record.actions.size() || e.seats.size() > static_cast<size_t>(e.players)) __builtin_trap();
  for (const auto& s : e.seats)
    if (s.colour < 0 || s.colour >= empui::kNumColours) __builtin_trap();
  for (const auto& [at, seat] : empui::persist::parse_hint_notes(e.hints, e.record.actions.size(), e.players))
    if (at > e.record.actions.size() || seat < 0 || seat >= e.players) __builtin_trap();
  empui::persist::SaveEntry again;
  const std::string code = empui::persist::encode_entry(e);
  if (!empui::persist::decode_entry_coded(code, again, &why)) __builtin_trap();
  if (!(again.record == e.record) || again.seats.size() != e.seats.size() || again.seq != e.seq) __builtin_trap();
  if (empui::persist::entry_format(code) != empui::persist::kSaveFormat) __builtin_trap();
  // The hint notes survive (all of them while they fit in what an entry keeps).
  if (e.hints.size() <= empui::persist::kMaxHintBytes &&
      empui::persist::parse_hint_notes(again.hints, again.record.actions.size(), again.players) !=
          empui::persist::parse_hint_notes(e.hints, e.record.actions.size(), e.players))
    __builtin_trap();
}

// The same text with its last "crc=" line recomputed, so that the fuzzer's
// changes reach the decoder's fields.
std::string with_right_crc(std::string_view text) {
  std::string_view body = text;
  while (!body.empty() && (body.back() == '\n' || body.back() == '\r')) body.remove_suffix(1);
  const size_t at = body.rfind("\ncrc=");
  if (at == std::string_view::npos) return std::string(text);
  std::string out(body.substr(0, at + 1));
  char hex[9];
  std::snprintf(hex, sizeof hex, "%08x", emp::crc32(out.data(), out.size()));
  return out + "crc=" + hex + "\n";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check(text);
  check(with_right_crc(text));
  (void)empui::persist::entry_format(text);
  (void)empui::persist::parse_hint_notes(text, 1000, 5);
  return 0;
}
