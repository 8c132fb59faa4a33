package sprites

import (
	_ "embed"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
)

func mustSource(ttf []byte) *sfnt.Font {
	s, err := opentype.Parse(ttf)
	if err != nil {
		panic(err)
	}
	return s
}

// Font is one of the faces at a size, in device pixels. Its glyphs come
// from golang.org/x/image's OpenType reader, kerned by the font's own
// table, drawn by golang.org/x/image's rasteriser (textcache.go).
// (Ebitengine's text/v2 is not used: its GoTextFace, a port of a full
// shaping engine, made the browser's build 3.3 MB larger and its start
// slower, and even its GoXFace linked the shaper's font readers; Latin and
// Cyrillic need no more than glyphs and kerning.)
type Font struct {
	Size float64
	face font.Face
	// ascent and descent are the face's, in pixels.
	ascent, descent float64
}

// Ply Yard Sans: Liberation Sans (it covers Latin and Cyrillic, and its
// figures are proportional, plain-zeroed, like its letters; the Go fonts'
// slashed zero and typewriter figures read as another font among the
// words) cut to the characters the game draws, without hinting, renamed
// as its licence asks (fonts/README.md; scripts/subset-fonts.sh writes
// them). A character the fonts lack (a name in another script) is drawn as
// the fonts' .notdef, an empty box.
var (
	//go:embed fonts/PlyYardSans-Regular.ttf
	regularTTF []byte
	//go:embed fonts/PlyYardSans-Bold.ttf
	boldTTF []byte

	regular = mustSource(regularTTF)
	bold    = mustSource(boldTTF)
)

// MinText is the smallest font size, in device pixels, of any text: the
// layout rules' floor (layout.MinTextPx) at the screen's scale. Face never
// goes below it; a text that does not fit at it wraps, or its layout gives
// it room.
func MinText() float64 { return layout.MinTextPx * cur.scale }

// Face returns the regular (or bold) font at size pixels (to the half
// pixel), and at least MinText.
func Face(size float64, isBold bool) *Font {
	return cachedFace(size, isBold)
}

// Align is where text sits relative to its anchor point.
type Align int

// The alignments.
const (
	Left Align = iota
	Center
	Right
)

// Text draws s with its vertical middle at y and its anchor at x.
func Text(dst *ebiten.Image, s string, face *Font, x, y float64, align Align, c color.Color) {
	if cur.rec != nil || len(cur.open) > 0 {
		w, h := Measure(s, face), face.Size*textBox
		Note(dst, layout.Item{Kind: layout.KindText, X: x - w*float64(align)/2, Y: y - h/2, W: w, H: h, Text: s, Px: face.Size})
	}
	drawText(dst, s, face, x, y, align, c)
}

// drawText draws s with its vertical middle at y and its anchor at x.
// The line is drawn from its image (textcache.go), placed on whole pixels,
// through the linear filter as every image is (see drawFilter).
func drawText(dst *ebiten.Image, s string, face *Font, x, y float64, align Align, c color.Color) {
	if s == "" {
		return
	}
	e := lineImage(s, face)
	h := face.Size * textBox
	textOp = ebiten.DrawImageOptions{}
	textOp.GeoM.Translate(math.Round(x-e.w*float64(align)/2-e.pad), math.Round(y-h/2-e.pad))
	textOp.ColorScale.ScaleWithColor(c)
	textOp.Filter = drawFilter
	dst.DrawImage(e.img, &textOp)
}

// textBox is the height of a line of text, in font sizes.
const textBox = layout.TextBox

// ShadowText draws s as Text does, over its shadow of colour shadow offset
// by (dx, dy).
func ShadowText(dst *ebiten.Image, s string, face *Font, x, y float64, align Align, c, shadow color.Color, dx, dy float64) {
	drawText(dst, s, face, x+dx, y+dy, align, shadow)
	Text(dst, s, face, x, y, align, c)
}

// Measure returns the width of s in face.
func Measure(s string, face *Font) float64 {
	return line(s, face).w
}

// Wrap breaks s into lines no wider than w. The lines are kept while the
// text is wrapped on every frame (textcache.go): they are read, never
// written.
func Wrap(s string, face *Font, w float64) []string {
	k := wrapKey{s, face, w}
	e, ok := cur.wraps[k]
	if !ok {
		e = &wrapEntry{lines: wrap(s, face, w)}
		cur.wraps[k] = e
	}
	e.seen = cur.frame
	return e.lines
}

// wrap breaks s into lines no wider than w.
func wrap(s string, face *Font, w float64) []string {
	var lines []string
	line := ""
	for _, word := range splitWords(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && Measure(try, face) > w {
			lines = append(lines, line)
			line = word
			continue
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

func splitWords(s string) []string {
	var out []string
	word := ""
	for _, r := range s {
		if r == ' ' || r == '\n' {
			if word != "" {
				out = append(out, word)
			}
			word = ""
			continue
		}
		word += string(r)
	}
	if word != "" {
		out = append(out, word)
	}
	return out
}

// ParagraphHeight is the height Paragraph takes for s in a column w wide.
func ParagraphHeight(s string, face *Font, w float64) float64 {
	return face.Size * 1.4 * float64(len(Wrap(s, face, w)))
}

// Paragraph draws wrapped text from the top-left (x, y) and returns the
// height it took.
func Paragraph(dst *ebiten.Image, s string, face *Font, x, y, w float64, c color.Color) float64 {
	lh := face.Size * 1.4
	lines := Wrap(s, face, w)
	for i, l := range lines {
		Text(dst, l, face, x, y+lh*(float64(i)+0.5), Left, c)
	}
	return lh * float64(len(lines))
}

// Ellipsize cuts s until it is at most w wide in face, ending it in an
// ellipsis when it was cut (or when it ended in one already).
func Ellipsize(s string, face *Font, w float64) string {
	if Measure(s, face) <= w {
		return s
	}
	r := []rune(strings.TrimSuffix(s, "…"))
	for len(r) > 0 && Measure(string(r)+"…", face) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
