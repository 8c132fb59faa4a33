package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
)

// ButtonStyle picks a button's look.
type ButtonStyle int

// The button styles.
const (
	Primary ButtonStyle = iota
	Secondary
	Chosen
	Muted
	Danger
)

// Button draws a rounded button with a soft shadow and a centred label.
// u is the layout unit; hover lifts it slightly.
func Button(dst *ebiten.Image, x, y, w, h, u float64, label string, style ButtonStyle, hover bool) {
	noteRect(dst, layout.KindButton, x, y, w, h, style != Muted) // a dimmed button refuses taps
	m := math.Ceil(16 * u)
	key := buttonKey{w, h, u, label, style, hover}
	img := buttons.Get(key, int(w+2*m), int(h+2*m), func(img *ebiten.Image) {
		drawButton(img, m, m, w, h, u, label, style, hover)
	})
	Blit(dst, img, x-m, y-m, 1)
}

// The stores of the buttons and panels.
var (
	buttons = NewImages[buttonKey](160)
	panels  = NewImages[[3]float64](32) // width, height, unit
)

type buttonKey struct {
	w, h, u float64
	label   string
	style   ButtonStyle
	hover   bool
}

func drawButton(dst *ebiten.Image, x, y, w, h, u float64, label string, style ButtonStyle, hover bool) {
	r := 14 * u
	fill, ink, edge := color.Color(Accent), color.Color(AccentInk), color.Color(nil)
	switch style {
	case Secondary:
		fill, ink, edge = White, Ink, PaperDeep
	case Chosen:
		fill, ink = rgb(0x4E9A5B), White
	case Muted:
		fill, ink = Disabled, InkSoft
	case Danger:
		fill, ink = rgb(0xD9503E), White
	}
	lift := 0.0
	if hover && style != Muted {
		lift = 2 * u
	}
	if style != Muted {
		Shadow(dst, x, y-lift, w, h, r, 4*u+lift)
	}
	RoundRect(dst, x, y-lift, w, h, r, fill)
	if edge != nil {
		RoundRectStroke(dst, x+u, y-lift+u, w-2*u, h-2*u, r-u, 2*u, edge)
	}
	// The label shrinks to fit, down to the floor, and then wraps.
	size := min(h*0.4, 22*u)
	face := Face(size, true)
	for Measure(label, face) > w-16*u && size > MinText() {
		size--
		face = Face(size, true)
	}
	lines := []string{label}
	if Measure(label, face) > w-16*u {
		lines = Wrap(label, face, w-12*u)
	}
	lh := face.Size * textBox
	for i, l := range lines {
		Text(dst, l, face, x+w/2, y-lift+h/2+(float64(i)-float64(len(lines)-1)/2)*lh, Center, ink)
	}
}

// ButtonWidth is the least width of a button h high whose label keeps to
// lines that fit its height: where two lines of the smallest text do not
// fit, the label's width on one line at the size it shrinks to; else 0
// (the label may wrap).
func ButtonWidth(label string, h, u float64) float64 {
	face := Face(MinText(), true)
	if 2*face.Size*textBox <= h {
		return 0
	}
	return Measure(label, face) + 16*u + 1
}

// Panel draws a white card with a shadow.
func Panel(dst *ebiten.Image, x, y, w, h, u float64) {
	noteRect(dst, layout.KindPanel, x, y, w, h, false)
	m := math.Ceil(20 * u)
	img := panels.Get([3]float64{w, h, u}, int(w+2*m), int(h+2*m), func(img *ebiten.Image) {
		Shadow(img, m, m, w, h, 18*u, 6*u)
		RoundRect(img, m, m, w, h, 18*u, White)
	})
	Blit(dst, img, x-m, y-m, 1)
}

// Background fills the screen with paper and a few soft leaf-coloured
// blobs.
func Background(dst *ebiten.Image, tick int) {
	backdrop.Fill(dst, dst.Bounds().Size(), drawBackground)
}

// backdrop is the background's layer, for a screen of one size.
var backdrop = NewLayer[image.Point]()

func drawBackground(dst *ebiten.Image) {
	dst.Fill(Paper)
	b := dst.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	s := min(w, h)
	Circle(dst, w*0.08, h*0.12, s*0.22, rgba(0xDCE8C3, 0.55))
	Circle(dst, w*0.95, h*0.9, s*0.3, rgba(0xCFE4F2, 0.55))
	Circle(dst, w*0.88, h*0.08, s*0.12, rgba(0xF7D9B8, 0.6))
}
