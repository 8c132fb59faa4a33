package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/sprites"
)

// The settings' page for typing the name: its title, the field with the
// name and a caret, what the rule says of it (how many characters of how
// many, or why a character was refused), then Cancel and Keep. On the
// desktop the app reads the keyboard itself (Enter keeps, Escape cancels,
// Backspace erases); in the browser the page's own text field lies over
// the drawn one, so that a phone brings up its keyboard. Back cancels too.
// The page stands at the top of the window, clear of a phone's keyboard.

// fieldBox is a text field drawn on the screen: its box and its text.
type fieldBox struct {
	r    layout.Rect
	text string
	// placeholder shows, dimmed, while text is empty.
	placeholder string
}

// startEdit opens the name for typing: the player's own name, or nothing
// over the guest name as a placeholder.
func (s *settingsScene) startEdit(c *Context) {
	s.edit = newNameEditor(c.Settings.Name)
	if s.openField != nil {
		s.field = s.openField(c.Settings.Name, guestShown(c), c.T("settings.name"))
	}
}

// guestShown is the player's guest name as this app shows it.
func guestShown(c *Context) string { return shownName(c, room.GuestName(c.Settings.Guest)) }

// stopEdit returns to the page of settings.
func (s *settingsScene) stopEdit() {
	if s.field != nil {
		s.field.close()
		s.field = nil
	}
	s.edit = nil
}

// keepName keeps the name typed, when the rule takes it, and returns to
// the settings; else the page says why not.
func (s *settingsScene) keepName(c *Context) {
	name, ok := s.edit.keep()
	if !ok {
		return
	}
	c.Settings.Name = name
	c.ApplySettings()
	s.stopEdit()
}

// updateEdit types what the keyboard (or the page's field) typed on this
// tick, and takes the taps.
func (s *settingsScene) updateEdit(c *Context) {
	if s.field != nil {
		_, _, f := s.editPlace(c)
		s.field.place(f.r, fieldFace(c, f).Size, c.Screen.DPR)
		for _, ev := range s.field.take() {
			s.edit.set(ev.Text)
			s.edit.typed = true
			switch ev.Kind {
			case fieldKeep:
				s.keepName(c)
			case fieldCancel:
				s.stopEdit()
			}
			if s.edit == nil {
				return
			}
		}
	} else {
		for _, r := range c.Keys.Chars {
			s.edit.typeRune(r)
		}
		if c.Keys.Erase {
			s.edit.erase()
		}
		switch {
		case c.Keys.Enter:
			s.keepName(c)
			return
		case c.Keys.Escape:
			s.stopEdit()
			return
		}
	}
	bs, _, _ := s.editPlace(c)
	tapButtons(c, bs)
}

// editPlace lays the name's page out: Cancel, Keep and Back (which
// cancels), the lines of text from the title down, and the field.
func (s *settingsScene) editPlace(c *Context) ([]play.Button, []waitLine, fieldBox) {
	sc := c.Screen
	u := sc.U
	col := sc.Column(s.top(c), 460)
	title := wrapLines(c, col.Y, []textLine{{c.T("settings.name"), 17, true, sprites.InkSoft, 0}})
	y := col.Y + float64(len(title))*title[0].face.Size*layout.TextBox + 8*u
	// The app draws the text in its own font, the page's field included
	// (its own text is transparent: it only takes the keys).
	f := fieldBox{r: layout.Rect{X: col.X, Y: y, W: col.W, H: max(58*u, sc.Px(48))}, text: string(s.edit.text), placeholder: guestShown(c)}
	y += f.r.H + 10*u
	lines := wrapLines(c, y, s.editTexts(c))
	last := lines[len(lines)-1]
	y = last.y + last.face.Size*layout.TextBox/2 + 16*u
	row := layout.Rect{X: col.X, Y: y, W: col.W, H: sc.Btn(50)}.Cols(2, sc.Gap(8))
	bs := []play.Button{
		{R: row[0], Label: c.T("name.cancel"), Style: sprites.Secondary, Action: s.stopEdit},
		{R: row[1], Label: c.T("name.keep"), Style: sprites.Primary, Action: func() { s.keepName(c) }},
		{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: s.stopEdit},
	}
	return bs, append(title, lines...), f
}

// editTexts are the lines under the field: why the last thing typed was
// refused, or how many characters there are (nothing yet: that it stays
// the guest name); then how to keep it, where a keyboard does.
func (s *settingsScene) editTexts(c *Context) []textLine {
	var first textLine
	switch n := len(s.edit.text); {
	case s.edit.refusal != "":
		first = textLine{c.F(s.edit.refusal, room.MaxName), 16, true, sprites.RedDark, 0}
	case n == 0:
		first = textLine{c.F("name.empty", guestShown(c)), 16, false, sprites.InkSoft, 0}
	default:
		first = textLine{c.F("name.count", n, room.MaxName), 16, false, sprites.InkSoft, 0}
	}
	how := textLine{c.T("name.keys"), 15, false, sprites.InkSoft, 4}
	if s.field != nil {
		if s.edit.typed {
			return []textLine{first} // typing: the field has its keyboard
		}
		how.text = c.T("name.tap") // a phone's keyboard may wait for a tap on the field
	}
	return []textLine{first, how}
}

// fieldFace is the face of a field's text: 24 units, smaller for a text
// that would not fit (down to the floor, at which any name fits).
func fieldFace(c *Context, f fieldBox) *sprites.Font {
	u := c.Screen.U
	shown := f.text
	if shown == "" {
		shown = f.placeholder
	}
	size := 24 * u
	face := sprites.Face(size, true)
	for sprites.Measure(shown, face) > f.r.W-34*u && size > sprites.MinText() {
		size--
		face = sprites.Face(size, true)
	}
	return face
}

func (s *settingsScene) drawEdit(dst *ebiten.Image, c *Context) {
	page(dst, c, s.title(c))
	bs, lines, f := s.editPlace(c)
	for _, l := range lines {
		sprites.Text(dst, l.text, l.face, c.Screen.W/2, l.y, sprites.Center, l.ink)
	}
	drawField(dst, c, f, true, true)
	drawButtons(dst, c, bs)
}

// drawField draws a text field: its box (edged in the accent while typed
// into), its text, or dimmed its placeholder, and with caret the caret
// after the text, blinking unless motion is reduced.
func drawField(dst *ebiten.Image, c *Context, f fieldBox, active, caret bool) {
	u := c.Screen.U
	r := f.r
	sprites.Mark(dst, layout.KindPanel, r, false)
	edge := sprites.PaperDeep
	if active {
		edge = sprites.Accent
	}
	sprites.RoundRect(dst, r.X, r.Y, r.W, r.H, 12*u, sprites.White)
	sprites.RoundRectStroke(dst, r.X+u, r.Y+u, r.W-2*u, r.H-2*u, 11*u, 2*u, edge)
	face := fieldFace(c, f)
	x, y := r.X+14*u, r.Y+r.H/2
	cx := x - 3*u // the caret: before the placeholder, after a text
	switch {
	case f.text != "":
		sprites.Text(dst, f.text, face, x, y, sprites.Left, sprites.Ink)
		cx = x + sprites.Measure(f.text, face) + u
	case f.placeholder != "":
		sprites.Text(dst, f.placeholder, face, x, y, sprites.Left, sprites.InkSoft)
	}
	if caret && (c.Beat()/30)%2 == 0 {
		h := face.Size * 1.1
		sprites.RoundRect(dst, cx, y-h/2, max(2*u, c.Screen.Px(2)), h, u, sprites.Ink)
	}
}
