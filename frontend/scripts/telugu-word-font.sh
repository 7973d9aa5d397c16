#!/bin/sh
# Writes src/styles/fonts/telugu-word.woff2: the glyphs of the language switch's "తెలుగు" (and
# only those) from the Noto Sans Telugu the Telugu pages use, at the switch's weight (600).
# Why the file exists: frontend/README.md, "Languages". Needs fonttools' pyftsubset (Debian:
# `apt-get install fonttools python3-brotli`). Run it again when the word or the font changes.
set -eu
cd "$(dirname "$0")/../.."
pyftsubset node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-600-normal.woff2 \
  --text="తెలుగు" \
  --flavor=woff2 \
  --no-hinting \
  --output-file=frontend/src/styles/fonts/telugu-word.woff2
