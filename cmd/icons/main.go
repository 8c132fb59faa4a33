// Command icons draws the browser build's app icons (wasm/icon-192.png,
// wasm/icon-512.png, and the maskable wasm/icon-maskable-512.png): a
// cream die showing five on the felt of the dominoes table, in a corner of
// each the colours of the race games. They are drawn here, in plain Go,
// and committed; run it again after changing the drawing:
//
//	go run ./cmd/icons wasm
package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
)

var (
	felt  = color.NRGBA{0x2F, 0x5D, 0x46, 0xFF}
	cream = color.NRGBA{0xFF, 0xFD, 0xF8, 0xFF}
	edge  = color.NRGBA{0xEA, 0xDF, 0xCB, 0xFF}
	ink   = color.NRGBA{0x2F, 0x2A, 0x25, 0xFF}
	seats = []color.NRGBA{
		{0xE2, 0x55, 0x3F, 0xFF}, // red
		{0x4A, 0x8F, 0xE0, 0xFF}, // blue
		{0xF2, 0xC1, 0x3A, 0xFF}, // yellow
		{0x4F, 0xA0, 0x5A, 0xFF}, // green
	}
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: icons <dir>")
		os.Exit(2)
	}
	for _, ic := range []struct {
		name     string
		size     int
		maskable bool
	}{{"icon-192.png", 192, false}, {"icon-512.png", 512, false}, {"icon-maskable-512.png", 512, true}} {
		if err := write(filepath.Join(os.Args[1], ic.name), draw(ic.size, ic.maskable)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

// draw makes one icon. A maskable icon fills its square (the platform
// cuts its own shape); the others are a rounded square on transparency.
func draw(size int, maskable bool) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	radius := s * 0.22
	if maskable {
		radius = 0
	}
	// What the platform may cut off a maskable icon: keep the die inside
	// its safe circle (80 % of the side).
	inner := 1.0
	if maskable {
		inner = 0.8
	}
	die := s * 0.5 * inner
	dx, dy := (s-die)/2, (s-die)/2
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			a := 1.0
			if !maskable {
				a = roundRect(px, py, 0, 0, s, s, radius)
			}
			if a == 0 {
				continue
			}
			c := felt
			// The race colours in the four corners, as quarter discs.
			for i, cx := range [][2]float64{{0, 0}, {s, 0}, {s, s}, {0, s}} {
				r := s * 0.3 * inner
				if d := math.Hypot(px-cx[0], py-cx[1]); d < r {
					c = blend(c, seats[i], math.Min(1, r-d))
				}
			}
			// The die: its shadow, its edge, its face, its five pips.
			if sh := roundRect(px, py, dx+die*0.04, dy+die*0.07, die, die, die*0.18); sh > 0 {
				c = blend(c, color.NRGBA{0, 0, 0, 0xFF}, 0.35*sh)
			}
			if e := roundRect(px, py, dx, dy, die, die, die*0.18); e > 0 {
				c = blend(c, edge, e)
			}
			if f := roundRect(px, py, dx+die*0.03, dy+die*0.03, die*0.94, die*0.91, die*0.16); f > 0 {
				c = blend(c, cream, f)
			}
			for _, p := range [][2]float64{{0.27, 0.27}, {0.73, 0.27}, {0.5, 0.5}, {0.27, 0.73}, {0.73, 0.73}} {
				d := math.Hypot(px-(dx+die*p[0]), py-(dy+die*p[1]))
				if r := die * 0.095; d < r+1 {
					c = blend(c, ink, math.Min(1, r+0.5-d))
				}
			}
			c.A = uint8(math.Round(255 * a))
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// roundRect is the coverage (0..1, anti-aliased over one pixel) of the
// point (px, py) by the rounded rectangle (x, y, w, h) of radius r (at
// least a pixel).
func roundRect(px, py, x, y, w, h, r float64) float64 {
	cx := math.Max(x+r, math.Min(px, x+w-r))
	cy := math.Max(y+r, math.Min(py, y+h-r))
	d := math.Hypot(px-cx, py-cy) - r
	return math.Max(0, math.Min(1, 0.5-d))
}

// blend lays c over base with coverage k.
func blend(base, c color.NRGBA, k float64) color.NRGBA {
	k = math.Max(0, math.Min(1, k))
	mix := func(a, b uint8) uint8 { return uint8(math.Round(float64(a)*(1-k) + float64(b)*k)) }
	return color.NRGBA{mix(base.R, c.R), mix(base.G, c.G), mix(base.B, c.B), 0xFF}
}

func write(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
