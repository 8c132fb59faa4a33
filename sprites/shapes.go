package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(imageRect(1, 1, 2, 2)).(*ebiten.Image)
}()

// FillPath fills p with c, anti-aliased.
func FillPath(dst *ebiten.Image, p *vector.Path, c color.Color) {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	paint(dst, vs, is, c)
}

// StrokePath strokes p with c at width w.
func StrokePath(dst *ebiten.Image, p *vector.Path, w float32, c color.Color) {
	op := &vector.StrokeOptions{Width: w, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	vs, is := p.AppendVerticesAndIndicesForStroke(nil, nil, op)
	paint(dst, vs, is, c)
}

func paint(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, c color.Color) {
	r, g, b, a := c.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR = float32(r) / 0xffff
		vs[i].ColorG = float32(g) / 0xffff
		vs[i].ColorB = float32(b) / 0xffff
		vs[i].ColorA = float32(a) / 0xffff
	}
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true, FillRule: ebiten.FillRuleNonZero, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(vs, is, whitePixel, op)
}

// RoundRectPath appends a rounded rectangle to p.
func RoundRectPath(p *vector.Path, x, y, w, h, r float32) {
	r = min(r, w/2, h/2)
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.Arc(x+w-r, y+r, r, -math.Pi/2, 0, vector.Clockwise)
	p.LineTo(x+w, y+h-r)
	p.Arc(x+w-r, y+h-r, r, 0, math.Pi/2, vector.Clockwise)
	p.LineTo(x+r, y+h)
	p.Arc(x+r, y+h-r, r, math.Pi/2, math.Pi, vector.Clockwise)
	p.LineTo(x, y+r)
	p.Arc(x+r, y+r, r, math.Pi, 3*math.Pi/2, vector.Clockwise)
	p.Close()
}

// RoundRect fills a rounded rectangle.
func RoundRect(dst *ebiten.Image, x, y, w, h, r float64, c color.Color) {
	if !cachedShape(dst, shapeRoundRect, x, y, w, h, r, 0, c) {
		fillRoundRect(dst, x, y, w, h, r, c)
	}
}

func fillRoundRect(dst *ebiten.Image, x, y, w, h, r float64, c color.Color) {
	var p vector.Path
	RoundRectPath(&p, float32(x), float32(y), float32(w), float32(h), float32(r))
	FillPath(dst, &p, c)
}

// RoundRectStroke outlines a rounded rectangle.
func RoundRectStroke(dst *ebiten.Image, x, y, w, h, r, width float64, c color.Color) {
	var p vector.Path
	RoundRectPath(&p, float32(x), float32(y), float32(w), float32(h), float32(r))
	StrokePath(dst, &p, float32(width), c)
}

// Shadow draws a soft shadow under a rounded rectangle: a few widening,
// fading layers offset downwards by d.
func Shadow(dst *ebiten.Image, x, y, w, h, r, d float64) {
	if !cachedShape(dst, shapeShadow, x, y, w, h, r, d, nil) {
		drawShadow(dst, x, y, w, h, r, d)
	}
}

func drawShadow(dst *ebiten.Image, x, y, w, h, r, d float64) {
	for i := 3; i >= 1; i-- {
		s := float64(i) * d * 0.6
		fillRoundRect(dst, x-s/2, y+d-s/3, w+s, h+s, r+s/2, Fade(rgb(0x3a2a10), 0.09/float64(i)))
	}
}

// Circle fills a circle.
func Circle(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	vector.DrawFilledCircle(dst, float32(cx), float32(cy), float32(r), c, true)
}

// Ring strokes a circle.
func Ring(dst *ebiten.Image, cx, cy, r, w float64, c color.Color) {
	vector.StrokeCircle(dst, float32(cx), float32(cy), float32(r), float32(w), c, true)
}

// EllipsePath appends an ellipse to p.
func EllipsePath(p *vector.Path, cx, cy, rx, ry float32) {
	const n = 28
	for i := 0; i <= n; i++ {
		a := float64(i) / n * 2 * math.Pi
		x, y := cx+rx*float32(math.Cos(a)), cy+ry*float32(math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

// Ellipse fills an ellipse.
func Ellipse(dst *ebiten.Image, cx, cy, rx, ry float64, c color.Color) {
	var p vector.Path
	EllipsePath(&p, float32(cx), float32(cy), float32(rx), float32(ry))
	FillPath(dst, &p, c)
}

// Poly fills the polygon through pts (x0, y0, x1, y1, ...).
func Poly(dst *ebiten.Image, c color.Color, pts ...float64) {
	var p vector.Path
	for i := 0; i+1 < len(pts); i += 2 {
		if i == 0 {
			p.MoveTo(float32(pts[i]), float32(pts[i+1]))
		} else {
			p.LineTo(float32(pts[i]), float32(pts[i+1]))
		}
	}
	p.Close()
	FillPath(dst, &p, c)
}

// Line strokes a segment with round caps.
func Line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(x0), float32(y0))
	p.LineTo(float32(x1), float32(y1))
	StrokePath(dst, &p, float32(w), c)
}
