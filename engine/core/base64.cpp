#include "core/base64.h"

#include <cstdint>

namespace emp {

std::string base64_encode(std::string_view in, bool url_safe) {
  const char* tbl = url_safe ? "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
                             : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((in.size() + 2) / 3 * 4);
  uint32_t acc = 0;
  int bits = 0;
  for (char c : in) {
    acc = (acc << 8) | static_cast<unsigned char>(c);
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += tbl[(acc >> bits) & 63];
    }
  }
  if (bits > 0) out += tbl[(acc << (6 - bits)) & 63];
  if (!url_safe)
    while (out.size() % 4) out += '=';
  return out;
}

bool base64_decode(std::string_view in, std::string& out, bool url_safe) {
  out.clear();
  // Padding: none in a link; in storage exactly what makes whole groups of 4.
  size_t pad = 0;
  while (pad < in.size() && in[in.size() - 1 - pad] == '=') ++pad;
  if (url_safe ? pad != 0 : (in.size() % 4 != 0 || pad > 2)) return false;
  in.remove_suffix(pad);
  const char c62 = url_safe ? '-' : '+', c63 = url_safe ? '_' : '/';
  uint32_t acc = 0;
  int bits = 0;
  for (char c : in) {
    int v;
    if (c >= 'A' && c <= 'Z') {
      v = c - 'A';
    } else if (c >= 'a' && c <= 'z') {
      v = c - 'a' + 26;
    } else if (c >= '0' && c <= '9') {
      v = c - '0' + 52;
    } else if (c == c62) {
      v = 62;
    } else if (c == c63) {
      v = 63;
    } else {
      return false;  // the other alphabet's characters, padding inside, anything else
    }
    acc = (acc << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  // Canonical input only: the bits left over after the last byte are zero and
  // never a whole character (so each byte string has exactly one spelling and
  // a changed last character is noticed).
  return bits < 6 && (acc & ((1u << bits) - 1)) == 0;
}

}  // namespace emp
