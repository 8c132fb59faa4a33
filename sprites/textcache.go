package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
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
		w, _ := text.Measure(s, face.face, 0)
		e = &textEntry{w: w}
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
		h := face.Size * textBox
		e.img = ebiten.NewImage(int(math.Ceil(e.w+2*e.pad)), int(math.Ceil(h+2*e.pad)))
		op := &text.DrawOptions{}
		op.GeoM.Translate(e.pad, e.pad+h/2)
		op.SecondaryAlign = text.AlignCenter
		text.Draw(e.img, s, face.face, op)
	}
	return e
}

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
