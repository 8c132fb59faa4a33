package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Filling a path allocates its vertices and costs a stencilled draw, so the
// rounded panels and their shadows that stay the same from frame to frame are
// drawn once into an image (on the same quarter-pixel offset) and that image
// is drawn after. A shape not drawn for textKeep frames is dropped; a frame
// makes at most shapeNewPerFrame new ones and draws the rest directly, so a
// growing or moving shape costs no more than before.

type shapeKind uint8

const (
	shapeRoundRect shapeKind = iota + 1
	shapeShadow
)

type shapeKey struct {
	kind       shapeKind
	w, h, r, d float32
	fx, fy     float32
	c          color.RGBA64
}

type shapeEntry struct {
	img  *ebiten.Image
	pad  float64
	seen uint64
}

const shapeNewPerFrame = 12

var (
	shapeOp ebiten.DrawImageOptions
)

// cachedShape draws the shape from its image and reports true, or reports
// false when the caller should draw it directly: while drawing into a
// cached image, or when this frame has made enough new shapes.
func cachedShape(dst *ebiten.Image, kind shapeKind, x, y, w, h, r, d float64, c color.Color) bool {
	if len(cur.open) > 0 || w <= 0 || h <= 0 || w*h > 2e6 {
		return false
	}
	fx, fy := x-math.Floor(x), y-math.Floor(y)
	var cc color.RGBA64
	if c != nil {
		cc = color.RGBA64Model.Convert(c).(color.RGBA64)
	}
	k := shapeKey{kind, float32(w), float32(h), float32(r), float32(d), quarter(fx), quarter(fy), cc}
	e := cur.shapes[k]
	if e == nil {
		if cur.shapeSeen != cur.frame {
			cur.shapeSeen, cur.shapeNew = cur.frame, 0
		}
		if cur.shapeNew >= shapeNewPerFrame {
			return false
		}
		cur.shapeNew++
		pad := 2 + math.Ceil(2.5*d)
		e = &shapeEntry{pad: pad}
		e.img = ebiten.NewImage(int(math.Ceil(w+2*pad))+1, int(math.Ceil(h+2*pad))+1)
		ox, oy := pad+float64(k.fx), pad+float64(k.fy)
		switch kind {
		case shapeRoundRect:
			fillRoundRect(e.img, ox, oy, w, h, r, c)
		case shapeShadow:
			drawShadow(e.img, ox, oy, w, h, r, d)
		}
		cur.shapes[k] = e
	}
	e.seen = cur.frame
	shapeOp = ebiten.DrawImageOptions{}
	shapeOp.GeoM.Translate(math.Floor(x)-e.pad, math.Floor(y)-e.pad)
	shapeOp.Filter = drawFilter
	dst.DrawImage(e.img, &shapeOp)
	return true
}

func quarter(f float64) float32 { return float32(math.Round(f*4) / 4) }

// ageShapes drops the shapes not drawn for textKeep frames (once a second).
func ageShapes() {
	if cur.frame%60 != 0 {
		return
	}
	for k, e := range cur.shapes {
		if cur.frame-e.seen > textKeep {
			e.img.Deallocate()
			delete(cur.shapes, k)
		}
	}
}
