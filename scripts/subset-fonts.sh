#!/bin/sh
# Writes the game's two fonts (sprites/fonts/PlyYardSans-Regular.ttf and
# -Bold.ttf) from Liberation Sans 2.1.4 (the Go module below): only the
# characters the game draws (Basic Latin, Latin-1, Russian's Cyrillic,
# the punctuation and signs its texts use), kerning kept (GPOS 'kern', the
# table golang.org/x/image/font/sfnt reads), hinting and everything else
# sfnt never reads dropped, and the family renamed, as the SIL Open Font
# License asks of a modified font whose original name is reserved
# ("Liberation"). sprites' TestFontCoversTheCatalogue checks that every
# text of the catalogue has its glyphs; a text that needs a new character
# adds it to UNICODES below, and this script is run again.
#
# Needs Debian's fonttools (apt-get install -y fonttools: pyftsubset and
# Python's fontTools) and Go (to fetch the module).
set -e
cd "$(dirname "$0")/.."
MODULE=github.com/go-fonts/liberation@v0.3.3
# Basic Latin; Latin-1 Supplement (its signs « » · × ½ and the letters of
# Western European names); Cyrillic (Russian and its neighbours); dashes,
# quotes, the bullet and ellipsis, ‹ ›; №; the minus sign; the arrows;
# and U+FFFD, the replacement character.
UNICODES="U+0020-007E,U+00A0-00FF,U+0400-045F,U+2010-2027,U+2030,U+2039-203A,U+2116,U+2212,U+2190-2193,U+FFFD"
command -v pyftsubset >/dev/null || { echo "subset-fonts: pyftsubset missing (apt-get install -y fonttools)" >&2; exit 1; }
dir=$(go mod download -json "$MODULE" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -d "$dir" ] || { echo "subset-fonts: could not fetch $MODULE" >&2; exit 1; }
out=sprites/fonts
cp "$dir/LICENSE-SIL" "$out/OFL.txt"
chmod 644 "$out/OFL.txt"
for style in Regular Bold; do
	lower=$(echo "$style" | tr 'A-Z' 'a-z')
	tmp="$out/.subset-$style.ttf"
	pyftsubset "$dir/liberationsans$lower/LiberationSans-$style.ttf" \
		--unicodes="$UNICODES" \
		--layout-features=kern --no-hinting --notdef-outline --no-glyph-names \
		--drop-tables+=GSUB,kern,FFTM,gasp \
		--name-IDs=0,1,2,3,4,5,6,13,14 --name-languages=0x409 \
		--output-file="$tmp"
	# The reserved name goes: the family is Ply Yard Sans.
	/usr/bin/python3 - "$tmp" "$out/PlyYardSans-$style.ttf" "$style" <<'PY'
import sys
from fontTools.ttLib import TTFont
src, dst, style = sys.argv[1:]
f = TTFont(src, recalcTimestamp=False)
names = {
    1: "Ply Yard Sans",
    3: "Ply Yard Sans " + style + ": a subset of Liberation Sans 2.1.4",
    4: "Ply Yard Sans " + style,
    6: "PlyYardSans-" + style,
}
for rec in f["name"].names:
    if rec.nameID in names:
        rec.string = names[rec.nameID]
f["name"].names = [r for r in f["name"].names if r.nameID not in (16, 17)]
f.save(dst)
PY
	rm "$tmp"
done
ls -l "$out"
