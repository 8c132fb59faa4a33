package scenes

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/netplay"
	"github.com/plyyard/plyyard/sprites"
)

// lobbyScene opens or joins a room, then waits for the opponent (showing
// the code and the invite link) or for the connection, and moves to the
// game's board as soon as it exists.
type lobbyScene struct {
	room *onlineRoom
	game string
	side string
	code string
	err  string
}

func newLobby() *lobbyScene { return &lobbyScene{game: games.All()[0].Name, side: room.SideRandom} }

// lobbyFromOptions opens the lobby; with -game it opens a room for that
// game at once, with -side's seat when given.
func lobbyFromOptions(c *Context) Scene {
	l := newLobby()
	o := c.Opts
	if o.Game == "" {
		return l
	}
	l.game = o.Game
	switch {
	case o.Side == "first":
		l.side = room.SideFirst
	case o.Side == "second" || secondSide(o.Side):
		l.side = room.SideSecond
	}
	l.create(c)
	return l
}

// joinRoom connects to the room with code and waits in the lobby.
func joinRoom(c *Context, code string) Scene {
	l := newLobby()
	l.code = strings.ToUpper(code)
	l.join(c)
	return l
}

// resumeOnline returns to a saved seat.
func resumeOnline(c *Context, o *save.Online) Scene {
	tk := netplay.Ticket{Server: o.Server, Code: o.Code, Token: o.Token, Game: o.Game, NextID: o.NextID}
	cfg := netplay.Config{Seed: uint64(c.Tick) + 1}
	return &lobbyScene{room: newOnlineRoom(c, netplay.Resume(cfg, tk)), game: o.Game, side: room.SideRandom}
}

func (s *lobbyScene) create(c *Context) {
	cfg, err := sessionConfig(c)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.err = ""
	s.room = newOnlineRoom(c, netplay.Create(cfg, s.game, s.side))
}

func (s *lobbyScene) join(c *Context) {
	if !room.ValidCode(s.code) {
		s.err = c.T("online.code.type")
		return
	}
	cfg, err := sessionConfig(c)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.err = ""
	s.room = newOnlineRoom(c, netplay.Join(cfg, s.code))
}

// keypad is the code keypad: a key for each letter of the code alphabet
// (the backspace sits beside Join).
func (s *lobbyScene) keypad(c *Context, r layout.Rect) []button {
	u := c.Screen.U
	cols := 8
	alphabet := room.CodeAlphabet
	rows := (len([]rune(alphabet)) + cols - 1) / cols
	var bs []button
	kh := min(44*u, (r.H-float64(rows-1)*6*u)/float64(rows))
	for i, ch := range []rune(alphabet) {
		ch := ch
		row, col := i/cols, i%cols
		w := (r.W - float64(cols-1)*6*u) / float64(cols)
		rect := layout.Rect{X: r.X + float64(col)*(w+6*u), Y: r.Y + float64(row)*(kh+6*u), W: w, H: kh}
		bs = append(bs, button{r: rect, label: string(ch), style: sprites.Secondary, action: func() { s.key(ch) }})
	}
	return bs
}

func (s *lobbyScene) key(ch rune) {
	switch {
	case ch == '\b':
		if s.code != "" {
			s.code = s.code[:len(s.code)-1]
		}
	case len(s.code) < room.CodeLen:
		up := strings.ToUpper(string(ch))
		if strings.Contains(room.CodeAlphabet, up) {
			s.code += up
		}
	}
}

// layout returns the lobby's buttons and its labels.
func (s *lobbyScene) layout(c *Context) ([]button, []labelled) {
	sc := c.Screen
	u := sc.U
	var bs []button
	var ls []labelled
	back := button{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary, action: func() { c.GoTo(&titleScene{}) }}
	if s.room != nil {
		// Waiting: the code, the link and leaving, under the lines of
		// waitLines.
		col := sc.Column(max(sc.H*0.62, s.waitBottom(c)), 460)
		rs := sc.Stack(col, 2, 52, 10)
		bs = append(bs,
			button{r: rs[0], label: c.T("online.copy"), style: sprites.Primary, action: func() { s.room.copyInvite(c) }},
			button{r: rs[1], label: c.T("online.cancel"), style: sprites.Secondary, action: func() {
				s.room.t.S.Close()
				_ = c.Saves.ClearOnline()
				s.room = nil
			}},
		)
		return bs, ls
	}
	col := sc.Column(s.top(c), 620)
	y := col.Y
	ls = append(ls, labelled{c.T("online.create"), y})
	y += 26 * u
	all := games.All()
	gr := layout.Rect{X: col.X, Y: y, W: col.W, H: 46 * u}.Cols(len(all), 8*u)
	for i, g := range all {
		name := g.Name
		bs = append(bs, button{r: gr[i], label: c.T("game." + name), style: choice(s.game == name), action: func() { s.game = name }})
	}
	y += 54 * u
	sides := []string{room.SideFirst, room.SideSecond, room.SideRandom}
	sr := layout.Rect{X: col.X, Y: y, W: col.W, H: 46 * u}.Cols(len(sides), 8*u)
	for i, sd := range sides {
		sd := sd
		bs = append(bs, button{r: sr[i], label: c.T("online.side." + sd), style: choice(s.side == sd), action: func() { s.side = sd }})
	}
	y += 54 * u
	bs = append(bs, button{r: layout.Rect{X: col.X, Y: y, W: col.W, H: 50 * u}, label: c.T("online.open"), style: sprites.Primary, action: func() { s.create(c) }})
	y += 50*u + 30*u
	ls = append(ls, labelled{c.T("online.join"), y})
	y += 26 * u
	// The code typed so far is drawn at y; the keypad and Join below it.
	y += 48 * u
	keysH := min(4*44*u+3*6*u, sc.H-y-106*u) // room below for Join and the server line
	bs = append(bs, s.keypad(c, layout.Rect{X: col.X, Y: y, W: col.W, H: keysH})...)
	y += keysH + 10*u
	row := layout.Rect{X: col.X, Y: y, W: col.W, H: 50 * u}.Cols(3, 8*u)
	del := button{r: row[0], label: c.T("online.del"), style: sprites.Secondary, action: func() { s.key('\b') }}
	join := button{r: layout.Rect{X: row[1].X, Y: y, W: row[2].X + row[2].W - row[1].X, H: 50 * u}, label: c.T("online.enter"), style: sprites.Muted}
	if room.ValidCode(s.code) {
		join.style, join.action = sprites.Primary, func() { s.join(c) }
	}
	bs = append(bs, del, join, back)
	return bs, ls
}

// top is where the lobby's first row begins, under its heading.
func (s *lobbyScene) top(c *Context) float64 {
	y, _ := header(c, c.T("online.title"))
	return y + min(54*c.Screen.U, c.Screen.H*0.07)
}

// codeY is where the typed code is drawn.
func (s *lobbyScene) codeY(c *Context, ls []labelled) float64 {
	return ls[len(ls)-1].y + 26*c.Screen.U + 22*c.Screen.U
}

func (s *lobbyScene) Update(c *Context) {
	if s.room != nil {
		s.room.publish()
		if st, _, _ := s.room.t.S.Status(); st == netplay.Failed {
			_, _, err := s.room.t.S.Status()
			s.err = c.F("online.failed", errorText(c, err))
			s.room.t.S.Close()
			if s.room.t.S.Ticket().Token != "" && !s.room.t.S.Joined() {
				_ = c.Saves.ClearOnline()
			}
			s.room = nil
			return
		}
		if s.room.tick(c) {
			return
		}
	} else {
		for _, ch := range ebiten.AppendInputChars(nil) {
			s.key(ch)
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) {
			s.key('\b')
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyEnter) && room.ValidCode(s.code) {
			s.join(c)
		}
	}
	bs, _ := s.layout(c)
	tapButtons(c, bs)
}

func (s *lobbyScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	sc := c.Screen
	u := sc.U
	heading(dst, c, c.T("online.title"))
	bs, ls := s.layout(c)
	for _, l := range ls {
		sprites.Text(dst, l.label, sprites.Face(18*u, true), sc.W/2, l.y, sprites.Center, sprites.InkSoft)
	}
	if s.room != nil {
		for _, l := range s.waitLines(c) {
			sprites.Text(dst, l.text, l.face, sc.W/2, l.y, sprites.Center, l.ink)
		}
	} else {
		code := s.code + strings.Repeat("·", room.CodeLen-len(s.code))
		sprites.Text(dst, spaced(code), sprites.Face(34*u, true), sc.W/2, s.codeY(c, ls), sprites.Center, sprites.Ink)
		// The server under the last row of buttons (Join).
		last := bs[len(bs)-2].r
		sprites.Text(dst, c.F("online.server", defaultServer(c)), sprites.Face(13*u, false), sc.W/2, last.Y+last.H+20*u, sprites.Center, sprites.InkSoft)
	}
	if s.err != "" {
		sprites.Text(dst, s.err, sprites.Face(16*u, true), sc.W/2, 96*u, sprites.Center, sprites.RedDark)
	}
	drawButtons(dst, c, bs)
}

// waitLine is a line of the waiting room.
type waitLine struct {
	text string
	face *text.GoTextFace
	ink  color.Color
	y    float64
}

// waitLines are the waiting room's lines from the heading down: the game,
// the connection, and once the room is open its code and invite link.
func (s *lobbyScene) waitLines(c *Context) []waitLine {
	u := c.Screen.U
	t := s.room.t
	msg, _ := s.room.status(c)
	type line struct {
		text   string
		size   float64
		bold   bool
		ink    color.Color
		before float64 // the gap above it, in units
	}
	lines := []line{{c.T("game." + t.Game), 22, true, sprites.Ink, 10}, {msg, 17, false, sprites.InkSoft, 8}}
	if t.Code != "" {
		lines = append(lines,
			line{c.T("online.share"), 18, false, sprites.Ink, 28},
			line{spaced(t.Code), 56, true, sprites.Ink, 10},
			line{t.Invite, 16, false, sprites.InkSoft, 8},
			line{c.T("online.waiting"), 20, true, sprites.Ink, 24})
	}
	y, _ := header(c, c.T("online.title"))
	y += 34 * u * layout.TextBox / 2
	var out []waitLine
	for _, l := range lines {
		f := sprites.Face(l.size*u, l.bold)
		h := f.Size * layout.TextBox
		y += l.before*u + h/2
		out = append(out, waitLine{l.text, f, l.ink, y})
		y += h / 2
	}
	return out
}

// waitBottom is the bottom of the waiting room's lines.
func (s *lobbyScene) waitBottom(c *Context) float64 {
	ls := s.waitLines(c)
	last := ls[len(ls)-1]
	return last.y + last.face.Size*layout.TextBox/2 + 24*c.Screen.U
}

// spaced writes a code with a thin gap between its characters.
func spaced(s string) string { return strings.Join(strings.Split(s, ""), " ") }
