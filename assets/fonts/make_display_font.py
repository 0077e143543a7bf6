#!/usr/bin/env python3
"""The display font for the build: EB Garamond with lining figures (its
default figures are old-style, which read oddly in "VP: 13" next to the UI
font) and subset to the Latin and punctuation the app draws with it.

Usage: make_display_font.py IN.ttf OUT.ttf  (fontTools, Debian's fonttools)."""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

src, out = sys.argv[1], sys.argv[2]
font = TTFont(src)
names = set(font.getGlyphOrder())
digits = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
for table in font["cmap"].tables:
    if not table.isUnicode():
        continue
    for i, d in enumerate(digits):
        if d + ".lnum" in names and (0x30 + i) in table.cmap:
            table.cmap[0x30 + i] = d + ".lnum"
opts = subset.Options()
opts.layout_features = []
opts.hinting = False
opts.desubroutinize = True
opts.notdef_outline = True
sub = subset.Subsetter(opts)
ranges = list(range(0x20, 0x180)) + list(range(0x2010, 0x2045)) + [0x20AC]
sub.populate(unicodes=ranges)
sub.subset(font)
font.save(out)
