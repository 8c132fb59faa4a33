package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// tapButtons runs the action of the button under a new press and reports
// whether one was hit.
func tapButtons(c *Context, bs []play.Button) bool {
	i := tapped(c, bs)
	if i >= 0 {
		press(c, bs[i])
	}
	return i >= 0
}

// tapped is the index of the button with an action under a new press, or
// -1.
func tapped(c *Context, bs []play.Button) int {
	if !c.Ptr.Pressed {
		return -1
	}
	for i, b := range bs {
		if b.R.Contains(c.Ptr.X, c.Ptr.Y) && b.Action != nil {
			return i
		}
	}
	return -1
}

// press runs a button's action with its sound.
func press(c *Context, b play.Button) {
	c.Sounds.Play(audio.Tap)
	b.Action()
}

func drawButtons(dst *ebiten.Image, c *Context, bs []play.Button) {
	for _, b := range bs {
		hover := c.Ptr.Hover && b.R.Contains(c.Ptr.X, c.Ptr.Y)
		sprites.Button(dst, b.R.X, b.R.Y, b.R.W, b.R.H, c.Screen.U, b.Label, b.Style, hover)
	}
}

// header places a screen's title: centred on the row of the corner
// buttons (Back, and on some screens one in the other corner) when it fits
// between them, else on a row of its own below them. It returns the
// title's centre line, and how much lower than usual the content under it
// starts (a Back taller than its 46 units, at a thumb's size, counts).
func header(c *Context, title string) (y, shift float64) {
	u := c.Screen.U
	b := backRect(c)
	y = 56 * u
	face := headingFace(c)
	if sprites.Measure(title, face) <= c.Screen.W-2*(b.X+b.W+8*u) {
		return y, b.H - 46*u
	}
	y = b.Y + b.H + 10*u + face.Size*layout.TextBox/2
	return y, y - 56*u
}

func headingFace(c *Context) *sprites.Font { return sprites.Face(34*c.Screen.U, true) }

// page draws a screen's background and its title.
func page(dst *ebiten.Image, c *Context, title string) {
	sprites.Background(dst, c.Tick)
	heading(dst, c, title)
}

// heading draws a screen's title where header places it, in a smaller
// face when it is wider than the window.
func heading(dst *ebiten.Image, c *Context, title string) {
	y, _ := header(c, title)
	face := headingFace(c)
	for size := face.Size; sprites.Measure(title, face) > c.Screen.W-32*c.Screen.U && size > 18*c.Screen.U; {
		size--
		face = sprites.Face(size, true)
	}
	sprites.Text(dst, title, face, c.Screen.W/2, y, sprites.Center, sprites.Ink)
}

// backButton is the rectangle of a scene's back button, top left.
func backRect(c *Context) layout.Rect {
	u := c.Screen.U
	return layout.Rect{X: 16 * u, Y: 16 * u, W: max(120*u, 1.6*c.Screen.Btn(46)), H: c.Screen.Btn(46)}
}

// cornerRect is the rectangle of a scene's button top right, the back
// button's mirror (header keeps the title clear of both).
func cornerRect(c *Context) layout.Rect {
	b := backRect(c)
	b.X = c.Screen.W - b.X - b.W
	return b
}

// labelled is a line of text centred across a form at height y.
type labelled struct {
	label string
	y     float64
}

// A form is a screen of labels and rows of buttons (the mode and settings
// screens).
type form interface {
	title(c *Context) string
	layout(c *Context) ([]play.Button, []labelled)
}

func updateForm(c *Context, f form) {
	bs, _ := f.layout(c)
	tapButtons(c, bs)
}

// labelFace is the face of a form's labels.
func labelFace(c *Context) *sprites.Font { return sprites.Face(17*c.Screen.U, true) }

// drawLabel draws a line of a form's label centred on (x, y).
func drawLabel(dst *ebiten.Image, c *Context, label string, x, y float64) {
	sprites.Text(dst, label, labelFace(c), x, y, sprites.Center, sprites.InkSoft)
}

// drawForm draws a form under its title.
func drawForm(dst *ebiten.Image, c *Context, f form) {
	page(dst, c, f.title(c))
	bs, ls := f.layout(c)
	for _, l := range ls {
		drawLabel(dst, c, l.label, c.Screen.W/2, l.y)
	}
	drawButtons(dst, c, bs)
}
