// Stable 64-bit hashing (FNV-1a) used for state hashes that must agree between
// native and WebAssembly builds.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace emp {

class Hasher {
 public:
  void bytes(const void* p, size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) {
      h_ ^= b[i];
      h_ *= 0x100000001B3ull;
    }
  }
  void u64(uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      unsigned char c = static_cast<unsigned char>(v >> (8 * i));
      bytes(&c, 1);
    }
  }
  void i64(int64_t v) { u64(static_cast<uint64_t>(v)); }
  void str(std::string_view s) {
    u64(s.size());
    bytes(s.data(), s.size());
  }
  uint64_t value() const { return h_; }

 private:
  uint64_t h_ = 0xCBF29CE484222325ull;
};

}  // namespace emp
