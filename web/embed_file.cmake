cmake_minimum_required(VERSION 3.20)
# Turns a binary file into a C++ header (a constexpr byte array), at build time.
# Usage: cmake -DINPUT=<file> -DOUTPUT=<header> -DSYMBOL=<name> -P embed_file.cmake
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" hex_len)
math(EXPR size "${hex_len} / 2")
# 0x.. per byte, 32 bytes per line.
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," body "${hex}")
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){32})" "\\1\n" body "${body}")
file(WRITE "${OUTPUT}.tmp"
"// Generated from ${INPUT} by web/embed_file.cmake. Do not edit.\n#pragma once\n#include <cstddef>\n\n"
"alignas(4) static const unsigned char ${SYMBOL}[${size}] = {\n${body}\n};\n"
"static constexpr std::size_t ${SYMBOL}_size = ${size};\n")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
