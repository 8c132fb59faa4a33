package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// settingsScene changes the player's name online, the language, the
// volumes of the effects and of the music, vibration, the animation speed,
// reduced motion, the move hints and the automatic move. Every change is
// saved at once.
//
// In a landscape window the settings stand in two columns (the name,
// language and sound; the game); in a portrait one in a single column where
// two On/Off settings share a line. Each title sits close above its own
// buttons, well apart from the row above. A tap on the name opens it for
// typing on a page of its own (settings_name.go); the mobile library, with
// no keyboard, offers Another name instead.
type settingsScene struct {
	// edit is the name being typed, nil on the page of settings.
	edit *nameEditor
	// field is the page's text field the name is typed in (the browser),
	// nil where the app reads the keyboard itself.
	field pageField
	// keyboard: a name can be typed here (not in the mobile library).
	keyboard bool
	// openField opens the page's field (openPageField; a test's own).
	openField func(text, placeholder, label string) pageField
}

// newSettings is the page of settings.
func newSettings() *settingsScene {
	return &settingsScene{keyboard: hasKeyboard, openField: openPageField}
}

// settingsFromOptions opens the settings; -select name opens the name for
// typing, and -select name:TEXT types TEXT into it (screenshots).
func settingsFromOptions(c *Context) *settingsScene {
	s := newSettings()
	if typed, ok := strings.CutPrefix(c.Opts.Select, "name"); ok && s.keyboard {
		s.startEdit(c)
		for _, r := range strings.TrimPrefix(typed, ":") {
			s.edit.typeRune(r)
		}
	}
	return s
}

// setting is one row of the page: its title, its choices, the one chosen
// and what choosing one does.
type setting struct {
	title  string
	labels []string
	chosen int // -1: none (buttons that act rather than choose)
	set    func(int)
	// after runs once the choice is applied.
	after func()
	// field, when set, is shown before the buttons in a box of its own (the
	// name where it cannot be typed).
	field string
}

// volumeSteps are the volumes a row of steps offers, in percent.
var volumeSteps = []int{0, 25, 50, 75, 100}

// settings lists the rows: the name; language; effects, music, vibration;
// animation speed, reduced motion, legal moves, the automatic move.
func (s *settingsScene) settings(c *Context) []setting {
	st := &c.Settings
	onOff := []string{c.T("common.on"), c.T("common.off")}
	toggle := func(key string, v *bool) setting {
		return setting{title: c.T(key), labels: onOff, chosen: b2i(!*v), set: func(i int) { *v = i == 0 }}
	}
	li := 0
	if c.Lang == lang.RU {
		li = 1
	}
	speeds := []string{save.AnimSlow, save.AnimNormal, save.AnimFast}
	si := 1
	for i, v := range speeds {
		if v == st.Anim {
			si = i
		}
	}
	return []setting{
		s.nameRow(c),
		{title: c.T("settings.language"), labels: []string{c.T("lang.en"), c.T("lang.ru")}, chosen: li, set: func(i int) { st.Lang = string(lang.All[i]) }},
		s.volume(c, "settings.effects", &st.Effects, func() { c.Sounds.Play(audio.Move) }),
		s.volume(c, "settings.music", &st.Music, nil),
		toggle("settings.vibrate", &st.Vibrate),
		{title: c.T("settings.anim"), labels: []string{c.T("anim.slow"), c.T("anim.normal"), c.T("anim.fast")}, chosen: si, set: func(i int) { st.Anim = speeds[i] }},
		toggle("settings.motion", &st.ReduceMotion),
		toggle("settings.legal", &st.ShowLegal),
		toggle("settings.automove", &st.AutoMove),
	}
}

// nameRow shows the player's name: a tap opens it for typing; without a
// keyboard, Another name beside it draws a new guest name.
func (s *settingsScene) nameRow(c *Context) setting {
	name := shownName(c, playerName(c))
	if !s.keyboard {
		return setting{title: c.T("settings.name"), field: name, labels: []string{c.T("settings.name.another")}, chosen: -1, set: func(int) { anotherGuest(c) }}
	}
	return setting{title: c.T("settings.name"), labels: []string{name}, chosen: -1, set: func(int) { s.startEdit(c) }}
}

// volume is a row of volume steps for *v; after a change, after runs (the
// effects play a sample, so that the player hears the level).
func (s *settingsScene) volume(c *Context, key string, v *int, after func()) setting {
	labels := make([]string, len(volumeSteps))
	chosen := 0
	for i, p := range volumeSteps {
		labels[i] = c.F("settings.percent", p)
		if abs(p-*v) < abs(volumeSteps[chosen]-*v) {
			chosen = i
		}
	}
	labels[0] = c.T("common.off")
	return setting{title: c.T(key), labels: labels, chosen: chosen, set: func(i int) { *v = volumeSteps[i] }, after: after}
}

func abs(x int) int { return max(x, -x) }

// columns arranges the rows: each column is a list of lines, each line one
// setting or two side by side.
func (s *settingsScene) columns(c *Context, r []setting) [][][]setting {
	if sc := c.Screen; sc.W > sc.H {
		// Five lines of a title over a row of buttons, when they fit;
		// else four, the toggles in pairs (a phone on its side).
		line := labelFace(c).Size*layout.TextBox + 6*sc.U + sc.Tap()
		if 5*line+4*14*sc.U <= sc.H-16*sc.U-s.top(c) {
			return [][][]setting{{{r[0]}, {r[1]}, {r[2]}, {r[3]}, {r[4]}}, {{r[5]}, {r[6]}, {r[7]}, {r[8]}}}
		}
		return [][][]setting{{{r[0]}, {r[1]}, {r[2]}, {r[3]}}, {{r[4], r[6]}, {r[5]}, {r[7], r[8]}}}
	}
	return [][][]setting{{{r[0]}, {r[1]}, {r[2]}, {r[3]}, {r[4], r[6]}, {r[5]}, {r[7], r[8]}}}
}

// titleLine is a line of a setting's title, centred on (x, y).
type titleLine struct {
	text string
	x, y float64
	face *sprites.Font
}

// layout implements form: the titles stand over their own columns, so
// place gives them and Draw draws them.
func (s *settingsScene) layout(c *Context) ([]play.Button, []labelled) {
	if s.edit != nil {
		bs, _, _ := s.editPlace(c)
		return bs, nil
	}
	bs, _, _ := s.place(c)
	return bs, nil
}

// place lays out the page: the buttons, the lines of the titles and the
// boxes of the fields.
func (s *settingsScene) place(c *Context) ([]play.Button, []titleLine, []fieldBox) {
	sc := c.Screen
	u := sc.U
	top := s.top(c)
	cols := s.columns(c, s.settings(c))
	// The columns side by side, at most 460 units wide each.
	gap := 40 * u
	w := min(sc.W-2*16*u, float64(len(cols))*460*u+float64(len(cols)-1)*gap)
	colW := (w - float64(len(cols)-1)*gap) / float64(len(cols))
	x0 := (sc.W - w) / 2

	face := labelFace(c)
	lh := face.Size * layout.TextBox
	titleGap, cellGap := 6*u, 16*u
	// titles wraps the titles of a line into its cells.
	titles := func(line []setting) ([][]string, float64) {
		cw := (colW - float64(len(line)-1)*cellGap) / float64(len(line))
		out, most := make([][]string, len(line)), 0
		for i, st := range line {
			out[i] = sprites.Wrap(st.title, face, cw)
			most = max(most, len(out[i]))
		}
		return out, float64(most) * lh
	}
	// The buttons are 50 units high, lower when a tall column would not
	// fit so (a tablet held upright), never below the floor of a control
	// (a thumb's on a phone, either way up); the gap between lines is
	// what room there is left, between 14 and 34 units, the same in every
	// column so that their lines stay level.
	room := sc.H - 16*u - top
	bh, rowGap := 50*u, 34*u
	// Where the buttons at the floor and the gaps at 14 units do not fit
	// (a squat window), the titles take a smaller face and the gaps close
	// to the least between two controls.
	least := 14 * u
	for _, col := range cols {
		h := 0.0
		for _, line := range col {
			_, th := titles(line)
			h += th + titleGap + sc.Tap()
		}
		if h+float64(len(col)-1)*least > room {
			face = sprites.Face(max(13*u, sprites.MinText()), true)
			lh = face.Size * layout.TextBox
			least = sc.Gap(8)
		}
	}
	for _, col := range cols {
		h, n := 0.0, float64(len(col))
		for _, line := range col {
			_, th := titles(line)
			h += th + titleGap
		}
		bh = min(bh, (room-h-(n-1)*least)/n)
	}
	bh = max(bh, sc.Tap())
	for _, col := range cols {
		h := 0.0
		for _, line := range col {
			_, th := titles(line)
			h += th + titleGap + bh
		}
		if n := float64(len(col) - 1); n > 0 {
			rowGap = min(rowGap, max(least, (room-h)/n))
		}
	}

	var bs []play.Button
	var ls []titleLine
	var fs []fieldBox
	for ci, col := range cols {
		x := x0 + float64(ci)*(colW+gap)
		y := top
		for _, line := range col {
			wrapped, th := titles(line)
			cells := layout.Rect{X: x, Y: y + th + titleGap, W: colW, H: bh}.Cols(len(line), cellGap)
			for i, st := range line {
				// A shorter title sits low, against its own buttons.
				ty := y + th - float64(len(wrapped[i]))*lh
				for k, text := range wrapped[i] {
					ls = append(ls, titleLine{text, cells[i].X + cells[i].W/2, ty + (float64(k)+0.5)*lh, face})
				}
				at := cells[i]
				if st.field != "" {
					// The field takes what its buttons leave, at least half.
					parts := at.Cols(2, sc.Gap(8))
					fs = append(fs, fieldBox{r: parts[0], text: st.field})
					at = parts[1]
				}
				for j, r := range at.Cols(len(st.labels), sc.Gap(8)) {
					bs = append(bs, play.Button{R: r, Label: st.labels[j], Style: play.Choice(j == st.chosen), Action: func() {
						st.set(j)
						c.ApplySettings()
						if st.after != nil {
							st.after()
						}
					}})
				}
			}
			y += th + titleGap + bh + rowGap
		}
	}
	bs = append(bs, play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(&titleScene{}) }})
	return bs, ls, fs
}

// top is where the page's first title stands, under the heading.
func (s *settingsScene) top(c *Context) float64 {
	_, shift := header(c, s.title(c))
	return min(110*c.Screen.U, c.Screen.H*0.13) + shift
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (s *settingsScene) Update(c *Context) {
	if s.edit != nil {
		s.updateEdit(c)
		return
	}
	updateForm(c, s)
}

func (s *settingsScene) Draw(dst *ebiten.Image, c *Context) {
	if s.edit != nil {
		s.drawEdit(dst, c)
		return
	}
	drawForm(dst, c, s)
	_, ts, fs := s.place(c)
	for _, t := range ts {
		sprites.Text(dst, t.text, t.face, t.x, t.y, sprites.Center, sprites.InkSoft)
	}
	for _, f := range fs {
		drawField(dst, c, f, false, false)
	}
}

func (s *settingsScene) title(c *Context) string { return c.T("settings.title") }
