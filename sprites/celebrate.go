package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// confettiColours are the colours of the paper strips.
var confettiColours = []color.RGBA{Accent, Red, Blue, Select, LudoGreen, rgb(0xB57EDC)}

// Confetti draws strips of paper falling over a w×h screen, tick ticks
// after they were thrown; every strip's path follows from its number, so
// the same tick draws the same picture. The first strips fall from above
// the screen; they keep falling, round and round.
func Confetti(dst *ebiten.Image, w, h float64, tick int, u float64) {
	t := float64(tick)
	for i := 0; i < 110; i++ {
		f := float64(i)
		x0 := frac(f*0.6180339) * w
		speed := (1.4 + 1.6*frac(f*0.3819661+0.11)) * u
		sway := (12 + 18*frac(f*0.7548776)) * u
		span := h + 40*u
		y := math.Mod(speed*t+frac(f*0.5698403)*span*0.8, span) - 20*u - span*0.15*frac(f*0.2451223)
		x := x0 + sway*math.Sin(t/40+f)
		size := (9 + 7*frac(f*0.1234567)) * u
		turn := math.Abs(math.Cos(t/14 + f)) // the strip flutters
		c := confettiColours[i%len(confettiColours)]
		RoundRect(dst, x-size/2, y-size*0.3*turn, size, math.Max(1, size*0.6*turn), 1, c)
	}
}

// frac is the fractional part of v.
func frac(v float64) float64 { return v - math.Floor(v) }

// Rays draws a slowly turning burst of light behind a winner's medallion
// at (cx, cy), of radius r.
func Rays(dst *ebiten.Image, cx, cy, r float64, tick int) {
	Circle(dst, cx, cy, r*0.62, Fade(Select, 0.35))
	turn := float64(tick) / 120
	for i := 0; i < 12; i++ {
		a := turn + float64(i)*math.Pi/6
		w := math.Pi / 24
		Poly(dst, Fade(Accent, 0.28),
			cx+math.Cos(a-w)*r*0.3, cy+math.Sin(a-w)*r*0.3,
			cx+math.Cos(a-w)*r, cy+math.Sin(a-w)*r,
			cx+math.Cos(a+w)*r, cy+math.Sin(a+w)*r,
			cx+math.Cos(a+w)*r*0.3, cy+math.Sin(a+w)*r*0.3)
	}
}
