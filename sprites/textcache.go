package sprites

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Laying a line of text out allocates, and most lines stay the same from
// frame to frame, so each line is measured once and drawn once, in white,
// into an image that later frames colour and place; a text wrapped into
// lines keeps its lines the same way. A line (or a wrapping) not used for
// textKeep frames is dropped (a status that changed, a size left behind).

// textKey is a line in a face.
type textKey struct {
	s    string
	face *Font
}

// textEntry is what is kept of a line: its width and, once drawn, its image
// with the padding round it.
type textEntry struct {
	w    float64
	img  *ebiten.Image
	pad  float64
	seen uint64
}

const textKeep = 180

// wrapKey is a text wrapped in a face to a width, and wrapEntry its lines.
type wrapKey struct {
	s    string
	face *Font
	w    float64
}

type wrapEntry struct {
	lines []string
	seen  uint64
}

var (
	textOp ebiten.DrawImageOptions
)

// line returns the entry of s in face, measuring it the first time.
func line(s string, face *Font) *textEntry {
	k := textKey{s, face}
	e, ok := cur.texts[k]
	if !ok {
		e = &textEntry{w: fixedPx(font.MeasureString(face.face, s))}
		cur.texts[k] = e
	}
	e.seen = cur.frame
	return e
}

// lineImage returns the image of s in face, in white, drawing it the first
// time: the line's start at (pad, pad), its middle pad+height/2 down.
func lineImage(s string, face *Font) *textEntry {
	e := line(s, face)
	if e.img == nil {
		e.pad = math.Ceil(face.Size * 0.4)
		e.img = ebiten.NewImageFromImage(whiteOn(lineMask(s, face, e.w, e.pad)))
	}
	return e
}

// lineMask draws s, w wide in face, on the CPU into a mask with pad round
// it: the glyphs kerned as Measure measures them, the line's ascent and
// descent centred on its middle, the baseline on a whole pixel. A rune
// the font lacks is its .notdef box.
func lineMask(s string, face *Font, w, pad float64) *image.Alpha {
	h := face.Size * textBox
	mask := image.NewAlpha(image.Rect(0, 0, int(math.Ceil(w+2*pad)), int(math.Ceil(h+2*pad))))
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: face.face, Dot: fixed.Point26_6{
		X: fixed.Int26_6(math.Round(pad * 64)),
		Y: fixed.I(int(math.Floor(pad + h/2 + (face.ascent-face.descent)/2))),
	}}
	d.DrawString(s)
	return mask
}

// whiteOn returns white through mask: the line's image, for DrawImage to
// colour.
func whiteOn(mask *image.Alpha) *image.RGBA {
	img := image.NewRGBA(mask.Rect)
	for i, a := range mask.Pix {
		p := img.Pix[4*i : 4*i+4 : 4*i+4]
		p[0], p[1], p[2], p[3] = a, a, a, a
	}
	return img
}

// fixedPx is x in pixels.
func fixedPx(x fixed.Int26_6) float64 { return float64(x) / 64 }

// ageTexts counts a frame and, once a second, drops the lines not used
// for textKeep frames.
func ageTexts() {
	cur.frame++
	if cur.frame%60 != 0 {
		return
	}
	for k, e := range cur.texts {
		if cur.frame-e.seen > textKeep {
			dropText(k, e)
		}
	}
	for k, e := range cur.wraps {
		if cur.frame-e.seen > textKeep {
			delete(cur.wraps, k)
		}
	}
}

// resetTexts drops every line and every wrapped text (the screen's scale
// changed).
func resetTexts() {
	for k, e := range cur.texts {
		dropText(k, e)
	}
	clear(cur.wraps)
}

func dropText(k textKey, e *textEntry) {
	if e.img != nil {
		e.img.Deallocate()
	}
	delete(cur.texts, k)
}
