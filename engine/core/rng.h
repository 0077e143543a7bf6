// Seeded, serializable random number generator. All chance in a game state
// comes from an Rng stored inside that state, so a game is reproducible from
// (game id, rules version, options, seed, action list) on every platform.
#pragma once
#include <cstdint>

namespace emp {

// xoshiro128** style generator on 64-bit words (splitmix64-seeded). Pure integer
// arithmetic: identical results natively and in WebAssembly.
class Rng {
 public:
  Rng() { seed(0); }
  explicit Rng(uint64_t s) { seed(s); }

  void seed(uint64_t s) {
    for (auto& w : s_) {
      s += 0x9E3779B97F4A7C15ull;
      uint64_t z = s;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      w = z ^ (z >> 31);
    }
    if ((s_[0] | s_[1]) == 0) s_[0] = 1;
  }

  // xoroshiro128+ step.
  uint64_t next() {
    const uint64_t s0 = s_[0];
    uint64_t s1 = s_[1];
    const uint64_t r = s0 + s1;
    s1 ^= s0;
    s_[0] = rotl(s0, 24) ^ s1 ^ (s1 << 16);
    s_[1] = rotl(s1, 37);
    return r;
  }

  // Uniform integer in [0, n), n > 0. Lemire's multiply-shift on the high 32 bits
  // (bias below 2^-32 for the small n games use; deterministic everywhere).
  uint32_t below(uint32_t n) {
    const uint64_t x = next() >> 32;
    return static_cast<uint32_t>((x * n) >> 32);
  }

  uint64_t state0() const { return s_[0]; }
  uint64_t state1() const { return s_[1]; }
  void set_state(uint64_t a, uint64_t b) {
    s_[0] = a;
    s_[1] = b;
    if ((s_[0] | s_[1]) == 0) s_[0] = 1;
  }

  template <class Archive>
  void serialize(Archive& ar) {
    ar(s_[0], s_[1]);
  }

  friend bool operator==(const Rng& a, const Rng& b) { return a.s_[0] == b.s_[0] && a.s_[1] == b.s_[1]; }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[2];
};

// Fisher-Yates shuffle driven by an Rng.
template <class T>
void shuffle(T* first, int n, Rng& rng) {
  for (int i = n - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.below(static_cast<uint32_t>(i + 1)));
    T t = first[i];
    first[i] = first[j];
    first[j] = t;
  }
}

}  // namespace emp
