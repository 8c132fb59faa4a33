// Package sprites draws everything the scenes show: the palette, the fonts,
// rounded panels and buttons, the Jungle board and its animals. It decides
// no rule and keeps no game state.
package sprites

import "image/color"

// RGB is the opaque colour written 0xRRGGBB.
func RGB(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

func rgb(v uint32) color.RGBA { return RGB(v) }

func rgba(v uint32, a float64) color.RGBA {
	c := rgb(v)
	f := func(x uint8) uint8 { return uint8(float64(x) * a) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), uint8(255 * a)}
}

// The palette: warm paper, leafy greens, clear water, coral red and sky
// blue for the two sides.
var (
	Paper     = rgb(0xF5EDE0)
	PaperDeep = rgb(0xEADFCB)
	Ink       = rgb(0x2F2A25)
	InkSoft   = rgb(0x7A6D60)
	White     = rgb(0xFFFDF8)
	Accent    = rgb(0xF2A33A)
	AccentInk = rgb(0x5A3A08)
	Disabled  = rgb(0xD9CFC0)

	Grass     = rgb(0xA6CF74)
	GrassAlt  = rgb(0x9AC668)
	GrassEdge = rgb(0x6E9A45)
	Water     = rgb(0x5FB6E3)
	WaterDeep = rgb(0x3F97C9)
	Trap      = rgb(0xD7B27A)
	TrapInk   = rgb(0x8A6534)
	Den       = rgb(0x8C7A66)
	Frame     = rgb(0x5B7F3A)

	Red     = rgb(0xE2553F)
	RedDark = rgb(0xA8332A)
	Blue    = rgb(0x3D7FDB)
	BlueDrk = rgb(0x245199)

	Select   = rgb(0xFFD54A)
	LastMove = rgba(0xFFE08A, 0.55)

	// The dominoes palette: a green felt table, ivory tiles with dark pips.
	Felt     = rgb(0x2F7A55)
	FeltDeep = rgb(0x24644A)
	Ivory    = rgb(0xFFFBF0)
	TileEdge = rgb(0xCFC3AE)
	TileBack = rgb(0x3A4A63)

	// The animals' faces.
	furRat      = rgb(0xA9A3A0)
	furRatIn    = rgb(0xF2B8B5)
	furCat      = rgb(0xF3B562)
	furDog      = rgb(0xC98B54)
	furDogEar   = rgb(0x7E5330)
	furWolf     = rgb(0x8D97A3)
	furWolfIn   = rgb(0xD9DEE4)
	furLeopard  = rgb(0xF0C95A)
	furTiger    = rgb(0xF08A2C)
	furLion     = rgb(0xF2C46A)
	furMane     = rgb(0xB8642A)
	furElephant = rgb(0xA7B4C2)
	furElephIn  = rgb(0xC9D3DD)
	muzzle      = rgb(0xFFF3DE)
)

// SideColor is the main colour of a seat (0 red, 1 blue).
func SideColor(seat int) color.RGBA {
	if seat == 1 {
		return Blue
	}
	return Red
}

// SideDark is the darker shade of a seat's colour.
func SideDark(seat int) color.RGBA {
	if seat == 1 {
		return BlueDrk
	}
	return RedDark
}

// Fade returns c with its opacity multiplied by a.
func Fade(c color.Color, a float64) color.RGBA {
	r, g, b, al := c.RGBA()
	return color.RGBA{uint8(float64(r>>8) * a), uint8(float64(g>>8) * a), uint8(float64(b>>8) * a), uint8(float64(al>>8) * a)}
}
