package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// The HUD pieces every play screen shares: the status line and the name
// plates.

// The pictures of the HUD: the seats' dots, the thinking dots and the
// plates.
var (
	thinkDots = sprites.NewImages[float64](4)
	plates    = sprites.NewImages[plateKey](32)
)

type plateKey struct {
	w, h, u float64
	col     sprites.ColorKey
	active  bool
	name    string
	size    float64 // the name's font size
}

// drawStatus draws the status line in r: a dot of the colour of the side
// it speaks of (none when col is nil), the message, wrapped, in red when it
// is a refusal, and three pulsing dots while the computer thinks. Of msgs,
// the first that fits the line is shown (a long one first, a short one
// after it); the last, when none does, is cut to fit with an ellipsis. A
// tag, when there is one, stands at the line's right end on a warning
// pill (the analysis switched on).
func drawStatus(dst *ebiten.Image, c *Context, r layout.Rect, col color.Color, warn, thinking bool, tag string, msgs ...string) {
	u := c.Screen.U
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	dot := min(r.H*0.28, 14*u)
	if col != nil {
		sprites.SeatDot(dst, r.X+16*u+dot, r.Y+r.H/2, dot, col)
	}
	tx := r.X + 24*u + 2*dot
	right := 10 * u
	if thinking {
		right = 44 * u
	}
	if tag != "" {
		size := max(sprites.MinText(), min(13*u, r.H*0.3))
		w := sprites.WarnTagWidth(tag, size)
		sprites.WarnTag(dst, tag, r.X+r.W-right-w/2, r.Y+r.H/2, size, sprites.Warn, sprites.White)
		right += w + 8*u
	}
	face, lines := fitLines(msgs, r.W-(tx-r.X)-right, r.H-4*u, min(18*u, r.H*0.34))
	lh := face.Size * layout.TextBox
	y0 := r.Y + r.H/2 - lh*float64(len(lines)-1)/2
	ink := sprites.Ink
	if warn {
		ink = sprites.RedDark
	}
	for i, line := range lines {
		sprites.Text(dst, line, face, tx, y0+lh*float64(i), sprites.Left, ink)
	}
	if thinking {
		for i := 0; i < 3; i++ {
			a := 0.3 + 0.7*float64((c.Beat()/10+i)%3)/2
			d := thinkDots.Get(u, int(8*u+2), int(8*u+2), func(img *ebiten.Image) {
				sprites.Circle(img, 4*u+1, 4*u+1, 3.5*u, sprites.InkSoft)
			})
			sprites.BlitScaled(dst, d, r.X+r.W-36*u+float64(i)*10*u, r.Y+r.H/2, 1, a)
		}
	}
}

// fitLines finds the first of msgs that wraps into a box w×h in bold, from
// size down to the smallest text; when none does, the last is cut to the
// lines that fit, its last line ending in an ellipsis.
func fitLines(msgs []string, w, h, size float64) (*sprites.Font, []string) {
	return fitFaces(msgs, w, h, size, true)
}

// fitText is fitLines for one message, bold or not.
func fitText(msg string, w, h, size float64, bold bool) (*sprites.Font, []string) {
	return fitFaces([]string{msg}, w, h, size, bold)
}

func fitFaces(msgs []string, w, h, size float64, bold bool) (*sprites.Font, []string) {
	for _, msg := range msgs {
		for s := size; ; s-- {
			face := sprites.Face(s, bold)
			lines := sprites.Wrap(msg, face, w)
			if float64(len(lines))*face.Size*layout.TextBox <= h {
				return face, lines
			}
			if face.Size <= sprites.MinText() {
				break
			}
		}
	}
	face := sprites.Face(0, bold)
	lines := sprites.Wrap(msgs[len(msgs)-1], face, w)
	n := max(1, int(h/(face.Size*layout.TextBox)))
	if len(lines) <= n {
		return face, lines
	}
	lines = append([]string(nil), lines[:n]...) // Wrap's lines are shared
	lines[n-1] = sprites.Ellipsize(lines[n-1]+"…", face, w)
	return face, lines
}

// drawPlate draws a player's name plate: a dot of the side's colour, the
// name, a ring of that colour while it is the side's turn, and a note at
// the right end (a tile count, the quiet-move clock).
func drawPlate(dst *ebiten.Image, c *Context, r layout.Rect, name string, col color.Color, active bool, notes []string) {
	u := c.Screen.U
	m := math.Ceil(4 * u)
	note, nameFace, noteFace := plateFaces(c, r, name, notes)
	img := plates.Get(plateKey{r.W, r.H, u, sprites.KeyOf(col), active, name, nameFace.Size}, int(r.W+2*m), int(r.H+2*m), func(img *ebiten.Image) {
		fill := sprites.Fade(sprites.White, 0.55)
		if active {
			fill = sprites.White
		}
		sprites.RoundRect(img, m, m, r.W, r.H, r.H/2, fill)
		if active {
			sprites.RoundRectStroke(img, m, m, r.W, r.H, r.H/2, 3*u, col)
		}
		sprites.Circle(img, m+r.H/2, m+r.H/2, r.H*0.3, sprites.White)
		sprites.Circle(img, m+r.H/2, m+r.H/2, r.H*0.3*0.78, col)
		sprites.Text(img, name, nameFace, m+r.H, m+r.H/2, sprites.Left, sprites.Ink)
	})
	sprites.Blit(dst, img, r.X-m, r.Y-m, 1)
	if note != "" {
		note = sprites.Ellipsize(note, noteFace, plateRoom(c, r)-sprites.Measure(name, nameFace))
		sprites.Text(dst, note, noteFace, r.X+r.W-r.H/2, r.Y+r.H/2, sprites.Right, sprites.InkSoft)
	}
}

// plateFits reports whether a plate holds the name and the shortest of its
// notes whole, at the smallest sizes.
func plateFits(c *Context, r layout.Rect, name string, notes []string) bool {
	if len(notes) == 0 {
		return true
	}
	f := sprites.Face(sprites.MinText(), true)
	return sprites.Measure(name, f)+sprites.Measure(notes[len(notes)-1], sprites.Face(sprites.MinText(), false)) <= plateRoom(c, r)
}

// plateNameFits reports whether a plate holds the name at its own size
// beside the shortest of its notes at the smallest size.
func plateNameFits(c *Context, r layout.Rect, name string, notes []string) bool {
	room := plateRoom(c, r)
	if len(notes) > 0 {
		room -= sprites.Measure(notes[len(notes)-1], sprites.Face(sprites.MinText(), false))
	}
	return sprites.Measure(name, sprites.Face(min(17*c.Screen.U, r.H*0.42), true)) <= room
}

// plateRoom is the width a plate has for its name and its note together:
// from after the seat's disc to the note's end, less a gap between them.
func plateRoom(c *Context, r layout.Rect) float64 { return r.W - 1.5*r.H - 8*c.Screen.U }

// plateFaces chooses a plate's note among its forms (longest first) and
// the fonts of its name and note: the first form that fits beside the
// name at the plate's sizes, or made smaller (not below the smallest
// text); else the shortest form at the smallest sizes, what still does
// not fit of it cut with an ellipsis when drawn.
func plateFaces(c *Context, r layout.Rect, name string, notes []string) (note string, nameFace, noteFace *sprites.Font) {
	u := c.Screen.U
	room := plateRoom(c, r)
	for i, n := range notes {
		nameSize, noteSize := min(17*u, r.H*0.42), min(13*u, r.H*0.34)
		for {
			nameFace, noteFace = sprites.Face(nameSize, true), sprites.Face(noteSize, false)
			fits := sprites.Measure(name, nameFace)+sprites.Measure(n, noteFace) <= room
			if fits || (nameFace.Size <= sprites.MinText() && noteFace.Size <= sprites.MinText()) {
				if fits || i == len(notes)-1 {
					return n, nameFace, noteFace
				}
				break
			}
			nameSize, noteSize = nameSize-u, noteSize-u
		}
	}
	return "", sprites.Face(min(17*u, r.H*0.42), true), sprites.Face(min(13*u, r.H*0.34), false)
}

// resignButton is the Resign button that asks once more before it acts.
func resignButton(c *Context, confirm *int, over bool, resign func()) play.Button {
	return resignLook(c, *confirm, over, resignAction(c, confirm, resign))
}

// resignAction resigns when a tap confirms the one before (within three
// seconds, while confirm is ahead of the clock), else asks once more.
func resignAction(c *Context, confirm *int, resign func()) func() {
	return func() {
		if c.Tick < *confirm {
			resign()
			*confirm = 0
			return
		}
		*confirm = c.Tick + 180
	}
}

// resignLook is the Resign button running act: asking to confirm until
// the tick confirm, dimmed once the game is over.
func resignLook(c *Context, confirm int, over bool, act func()) play.Button {
	b := play.Button{Label: c.T("play.resign"), Style: sprites.Secondary, Action: act}
	if c.Tick < confirm {
		b.Label, b.Style = c.T("play.resign.confirm"), sprites.Danger
	}
	if over {
		b = play.Button{Label: c.T("play.resign"), Style: sprites.Muted}
	}
	return b
}

// nextSeed gives a new game a new seed.
func nextSeed(s uint64) uint64 { return s*6364136223846793005 + 1442695040888963407 }
