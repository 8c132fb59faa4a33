package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/sprites"
)

// button is a tappable rounded rectangle.
type button struct {
	r      layout.Rect
	label  string
	style  sprites.ButtonStyle
	action func()
}

// tapButtons runs the action of the button under a new press and reports
// whether one was hit.
func tapButtons(c *Context, bs []button) bool {
	if !c.Ptr.Pressed {
		return false
	}
	for _, b := range bs {
		if b.r.Contains(c.Ptr.X, c.Ptr.Y) && b.action != nil {
			c.Sounds.Play(audio.Tap)
			b.action()
			return true
		}
	}
	return false
}

func drawButtons(dst *ebiten.Image, c *Context, bs []button) {
	for _, b := range bs {
		hover := c.Ptr.Hover && b.r.Contains(c.Ptr.X, c.Ptr.Y)
		sprites.Button(dst, b.r.X, b.r.Y, b.r.W, b.r.H, c.Screen.U, b.label, b.style, hover)
	}
}

// heading draws a scene title centred at y.
func heading(dst *ebiten.Image, c *Context, s string, y float64) {
	sprites.Text(dst, s, sprites.Face(34*c.Screen.U, true), c.Screen.W/2, y, sprites.Center, sprites.Ink)
}

// backButton is the rectangle of a scene's back button, top left.
func backRect(c *Context) layout.Rect {
	u := c.Screen.U
	return layout.Rect{X: 16 * u, Y: 16 * u, W: 120 * u, H: 46 * u}
}
