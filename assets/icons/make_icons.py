#!/usr/bin/env python3
"""Draws the Empires app icons (a golden crown on a dark tile) as PNG files.

Usage: make_icons.py <out_dir>   -> icon-192.png, icon-512.png
Pure Python (zlib only): polygon scanline fill at 4x resolution, then box-filter
downsampling for smooth edges.
"""
import os
import struct
import sys
import zlib

BG = (28, 26, 23)
TILE = (58, 44, 22)
GOLD = (222, 170, 72)
GEM = (190, 52, 40)

# Shapes in unit coordinates (0..1), drawn in order.
CROWN = [(0.20, 0.70), (0.16, 0.32), (0.34, 0.50), (0.50, 0.24), (0.66, 0.50), (0.84, 0.32), (0.80, 0.70)]
BAND = [(0.20, 0.73), (0.80, 0.73), (0.80, 0.80), (0.20, 0.80)]


def circle(cx, cy, r, n=40):
    import math
    return [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n)) for i in range(n)]


def rounded_rect(x0, y0, x1, y1, r, n=10):
    import math
    pts = []
    for cx, cy, a0 in ((x1 - r, y0 + r, -90), (x1 - r, y1 - r, 0), (x0 + r, y1 - r, 90), (x0 + r, y0 + r, 180)):
        for i in range(n + 1):
            a = math.radians(a0 + 90 * i / n)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def fill(buf, size, poly, colour):
    """Even-odd scanline fill of a polygon given in unit coordinates."""
    pts = [(x * size, y * size) for x, y in poly]
    ys = [p[1] for p in pts]
    for row in range(max(0, int(min(ys))), min(size, int(max(ys)) + 1)):
        y = row + 0.5
        xs = []
        for i in range(len(pts)):
            (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % len(pts)]
            if (y0 <= y < y1) or (y1 <= y < y0):
                xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
        xs.sort()
        for a, b in zip(xs[0::2], xs[1::2]):
            lo, hi = max(0, int(a + 0.5)), min(size, int(b + 0.5))
            if hi > lo:
                buf[row][lo:hi] = [colour] * (hi - lo)


def render(size, ss=4):
    big = size * ss
    buf = [[BG] * big for _ in range(big)]
    fill(buf, big, rounded_rect(0.04, 0.04, 0.96, 0.96, 0.18), TILE)
    fill(buf, big, CROWN, GOLD)
    fill(buf, big, BAND, GOLD)
    for cx, cy in ((0.16, 0.29), (0.50, 0.21), (0.84, 0.29)):
        fill(buf, big, circle(cx, cy, 0.045), GOLD)
    fill(buf, big, circle(0.50, 0.60, 0.05), GEM)
    rows = []
    n = ss * ss
    for y in range(size):
        line = bytearray([0])
        block = buf[y * ss:(y + 1) * ss]
        for x in range(size):
            r = g = b = 0
            for sub in block:
                for c in sub[x * ss:(x + 1) * ss]:
                    r += c[0]
                    g += c[1]
                    b += c[2]
            line += bytes((r // n, g // n, b // n))
        rows.append(bytes(line))
    return b"".join(rows)


def png(size, raw):
    def chunk(t, d):
        c = t + d
        return struct.pack(">I", len(d)) + c + struct.pack(">I", zlib.crc32(c) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    os.makedirs(out, exist_ok=True)
    for size in (192, 512):
        with open(os.path.join(out, "icon-%d.png" % size), "wb") as f:
            f.write(png(size, render(size, 4 if size <= 192 else 2)))


if __name__ == "__main__":
    main()
