package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/sprites"
)

// Button is a tappable rounded rectangle.
type Button struct {
	R      layout.Rect
	Label  string
	Style  sprites.ButtonStyle
	Action func()
	// Spare buttons wait behind More on a portrait bar (the play screens').
	Spare bool
}

// tapButtons runs the action of the button under a new press and reports
// whether one was hit.
func tapButtons(c *Context, bs []Button) bool {
	i := tapped(c, bs)
	if i >= 0 {
		press(c, bs[i])
	}
	return i >= 0
}

// tapped is the index of the button with an action under a new press, or
// -1.
func tapped(c *Context, bs []Button) int {
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
func press(c *Context, b Button) {
	c.Sounds.Play(audio.Tap)
	b.Action()
}

// Actions keeps a screen's button Actions by name, each made the first
// time it is asked for: the screens lay their buttons out anew on every
// frame, and a closure made per frame would be garbage per frame. An
// action reads what it acts on when it runs, never when it is made. A nil
// *Actions keeps nothing (each action is made at every ask).
type Actions map[string]func()

// Of returns the action under name, made by mk the first time.
func (a *Actions) Of(name string, mk func() func()) func() {
	if a == nil {
		return mk()
	}
	if f, ok := (*a)[name]; ok {
		return f
	}
	if *a == nil {
		*a = Actions{}
	}
	f := mk()
	(*a)[name] = f
	return f
}

// choice is the style of one option among several: chosen or not.
func choice(on bool) sprites.ButtonStyle {
	if on {
		return sprites.Chosen
	}
	return sprites.Secondary
}

func drawButtons(dst *ebiten.Image, c *Context, bs []Button) {
	for _, b := range bs {
		hover := c.Ptr.Hover && b.R.Contains(c.Ptr.X, c.Ptr.Y)
		sprites.Button(dst, b.R.X, b.R.Y, b.R.W, b.R.H, c.Screen.U, b.Label, b.Style, hover)
	}
}

// header places a screen's title: centred on the row of the corner
// buttons (Back, and on some screens one in the other corner) when it fits
// between them, else on a row of its own below them. It returns the
// title's centre line, and how much lower than usual the content under it
// starts.
func header(c *Context, title string) (y, shift float64) {
	u := c.Screen.U
	b := backRect(c)
	y = 56 * u
	face := headingFace(c)
	if sprites.Measure(title, face) <= c.Screen.W-2*(b.X+b.W+8*u) {
		return y, 0
	}
	y = b.Y + b.H + 10*u + face.Size*layout.TextBox/2
	return y, y - 56*u
}

func headingFace(c *Context) *sprites.Font { return sprites.Face(34*c.Screen.U, true) }

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
	return layout.Rect{X: 16 * u, Y: 16 * u, W: 120 * u, H: 46 * u}
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
	layout(c *Context) ([]Button, []labelled)
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
	sprites.Background(dst, c.Tick)
	heading(dst, c, f.title(c))
	bs, ls := f.layout(c)
	for _, l := range ls {
		drawLabel(dst, c, l.label, c.Screen.W/2, l.y)
	}
	drawButtons(dst, c, bs)
}
