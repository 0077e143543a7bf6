// Base64 for links (URL-safe alphabet, no padding) and for text storage
// (standard alphabet, padded). The decoder takes one spelling only: the given
// alphabet, padding exactly where the encoder writes it (never in a link), and
// zero bits after the last byte, so each byte string has one text.
#pragma once
#include <string>
#include <string_view>

namespace emp {

std::string base64_encode(std::string_view in, bool url_safe);
bool base64_decode(std::string_view in, std::string& out, bool url_safe);

}  // namespace emp
