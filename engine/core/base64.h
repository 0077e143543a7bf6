// Base64 for links (URL-safe alphabet, no padding) and for text storage
// (standard alphabet, padded). The decoder accepts either alphabet and
// optional padding, and refuses any other character or data after padding.
#pragma once
#include <string>
#include <string_view>

namespace emp {

std::string base64_encode(std::string_view in, bool url_safe);
bool base64_decode(std::string_view in, std::string& out);

}  // namespace emp
