// Package layout places every part of the screen from the window size. It is
// pure geometry: no drawing, no Ebitengine, so hit-testing is unit-tested
// without a GPU.
package layout

import "math"

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point lies inside r (edges included on the
// top-left, excluded on the bottom-right, so neighbours never overlap).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, math.Max(0, r.W-2*d), math.Max(0, r.H-2*d)}
}

// Center returns the middle of r.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Rows cuts r into n rows of equal height with gap between them.
func (r Rect) Rows(n int, gap float64) []Rect {
	out := make([]Rect, n)
	h := (r.H - gap*float64(n-1)) / float64(n)
	for i := range out {
		out[i] = Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h}
	}
	return out
}

// Cols cuts r into n columns of equal width with gap between them.
func (r Rect) Cols(n int, gap float64) []Rect {
	out := make([]Rect, n)
	w := (r.W - gap*float64(n-1)) / float64(n)
	for i := range out {
		out[i] = Rect{r.X + float64(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// Screen describes the drawing surface: its size in device pixels and the
// scale of one layout unit (the device scale times a zoom that keeps the UI
// readable on small and large windows).
type Screen struct {
	W, H float64
	// U is the size of one layout unit in pixels.
	U float64
	// Top is room kept free along the top edge (an online game's
	// connection line), in pixels.
	Top float64
	// DPR is the device pixels per window pixel.
	DPR float64
	// Bare lays out the board alone, filling the screen: no status, plates
	// or buttons round it (a review draws a board into a corner of its
	// own screen).
	Bare bool
}

// OnlineTop is the room, in units, an online game keeps along the top
// edge for its connection line.
const OnlineTop = 30

// NewScreen measures a screen of w×h device pixels at the device scale
// factor dpr.
func NewScreen(w, h, dpr float64) Screen {
	if dpr <= 0 {
		dpr = 1
	}
	// The interface is designed for a 720-unit short side; below that it
	// shrinks, above it grows slowly.
	short := math.Min(w, h) / dpr
	base := 720.0
	if h > w {
		base = 500 // a phone held upright: its width is all there is
	}
	zoom := math.Max(0.55, math.Min(1.6, short/base))
	return Screen{W: w, H: h, U: dpr * zoom, DPR: dpr}
}

// TextBox is the height of a line of text, in font sizes (the Go fonts'
// ascent and descent).
const TextBox = 1.17

// Px is v window pixels in the screen's device pixels.
func (s Screen) Px(v float64) float64 {
	if s.DPR <= 0 {
		return v
	}
	return v * s.DPR
}

// LabelPad is the frame a board needs for labels of the smallest text.
func (s Screen) LabelPad() float64 { return s.Px(MinTextPx*TextBox + 4) }

// Tap is the least side of a control on this screen, in its pixels (the
// TapFloor of its window).
func (s Screen) Tap() float64 {
	d := s.DPR
	if d <= 0 {
		d = 1
	}
	return d * TapFloor(s.W/d, s.H/d)
}

// Btn is the side of a control h units high: never under Tap.
func (s Screen) Btn(h float64) float64 { return math.Max(h*s.U, s.Tap()) }

// Gap is a gap of g units between two controls: never under TapGap
// window pixels.
func (s Screen) Gap(g float64) float64 { return math.Max(g*s.U, s.Px(TapGap)) }

// Portrait reports whether the screen is taller than wide.
func (s Screen) Portrait() bool { return s.H > s.W }

// Full is the whole screen.
func (s Screen) Full() Rect { return Rect{0, 0, s.W, s.H} }

// Column returns a centred column for menus: at most maxW units wide.
func (s Screen) Column(top, maxW float64) Rect {
	w := math.Min(s.W-2*16*s.U, maxW*s.U)
	return Rect{(s.W - w) / 2, top, w, s.H - top}
}

// Stack places n buttons of height h units (Btn) with gap units (Gap)
// between them, starting at the top of col.
func (s Screen) Stack(col Rect, n int, h, gap float64) []Rect {
	out := make([]Rect, n)
	bh, g := s.Btn(h), s.Gap(gap)
	for i := range out {
		out[i] = Rect{col.X, col.Y + float64(i)*(bh+g), col.W, bh}
	}
	return out
}

// Hit returns the index of the first rectangle that contains the point, or
// -1.
func Hit(rs []Rect, x, y float64) int {
	for i, r := range rs {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}
