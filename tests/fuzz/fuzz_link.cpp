// libFuzzer harness for the record decoders: share links and save files.
// Any input must be refused with a message or decode to a record that replays;
// never crash, hang or leak. Build: make fuzz (clang -fsanitize=fuzzer,address,undefined).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/record.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  emp::Record rec;
  std::string why;
  if (emp::decode_link(text, rec, &why)) {  // (checksums are not checked in fuzz builds)
    // A link that decodes must replay, and re-encode to a link that decodes
    // to the same record (a version 1 link is re-encoded as version 2, whose
    // record has format 2: the rest must match).
    if (!emp::replay(rec, &why)) __builtin_trap();
    // (Re-encoding a version 1 link adds the table's byte: it may just pass
    // the length bound, and must then say so.)
    const std::string code = emp::encode_link(rec, &why);
    if (!code.empty() || why.rfind("link.game_too_long", 0) != 0) {
      emp::Record again;
      if (!emp::decode_link(code, again, &why)) __builtin_trap();
      again.format_version = rec.format_version;
      if (!(again == rec)) __builtin_trap();
    }
  } else if (why.empty()) {
    __builtin_trap();  // every refusal carries a message
  }
  emp::Record saved;
  if (emp::load_from_bytes(text, saved, &why)) {
    (void)emp::replay(saved, &why);
  }
  return 0;
}
