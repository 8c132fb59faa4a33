package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// ColorKey is a colour in the keys of stored pictures: its RGBA, and
// whether there is a colour at all.
type ColorKey struct {
	rgba [4]uint32
	set  bool
}

// KeyOf is c as a ColorKey.
func KeyOf(c color.Color) ColorKey {
	if c == nil {
		return ColorKey{}
	}
	r, g, b, a := c.RGBA()
	return ColorKey{[4]uint32{r, g, b, a}, true}
}

// seatDots are the seats' dots drawn so far.
var seatDots = NewImages[seatDotKey](16)

type seatDotKey struct {
	size int
	col  ColorKey
}

// SeatDot draws a disc of colour col with a white rim.
func SeatDot(dst *ebiten.Image, cx, cy, r float64, col color.Color) {
	ds := int(math.Ceil(r*2 + 2))
	img := seatDots.Get(seatDotKey{ds, KeyOf(col)}, ds, ds, func(img *ebiten.Image) {
		Circle(img, float64(ds)/2, float64(ds)/2, r, White)
		Circle(img, float64(ds)/2, float64(ds)/2, r*0.78, col)
	})
	Blit(dst, img, cx-float64(ds)/2, cy-float64(ds)/2, 1)
}
