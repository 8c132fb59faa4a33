package scenes

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// playScene is the play screen of every game: it runs the game's board
// (board.go) and does for every game alike what surrounds it — the buttons
// (the game's own, Hint, Resign, New game, Menu; online: the draw offer,
// Resign, the room), the status line and the plates, the hint, the sounds,
// saving an unfinished game, counting a finished one, and moving to the
// result when the last move has landed.
type playScene struct {
	b         play.Board
	confirm   int  // the tick until which a second Resign tap resigns
	saved     int  // the controller version last saved
	overSince int  // the tick the game was first seen over
	shown     bool // the result was shown once
	recorded  bool // the result was counted in the statistics
	hint      hint
	legend    int            // the tick until which the analysis' legend shows
	analysis  bool           // the analysis was shown at the last update
	sheet     bool           // the spare buttons are open above a portrait bar
	pops      []play.Pop     // the bursts that celebrate a six, a piece home, the last tile
	finished  *save.Finished // the game as the history keeps it, once over
	online    *onlineRoom    // the room of an online game, else nil
	acts      play.Actions   // the buttons' actions, made once
	lists     buttonLists    // the buttons, laid out anew in the same slices every frame
}

// buttonLists are the slices a play screen lays its buttons out in: the
// game's own (lead and tail), all of them, and on a portrait bar the ones
// on it, the spare ones and the two together.
type buttonLists struct{ lead, tail, all, on, spare, both []play.Button }

func newPlayScene(b play.Board) *playScene { return &playScene{b: b, saved: -1, overSince: -1} }

// screen is the screen the board lays out on: online the connection line
// keeps the top edge.
func (p *playScene) screen(c *Context) layout.Screen { return p.online.screen(c) }

func (p *playScene) Update(c *Context) {
	if p.online != nil && p.online.tick(c) {
		return
	}
	ctl := p.b.Base()
	c.pace(&ctl.Cfg)
	if a, ok := p.b.(play.AutoMover); ok {
		a.SetAutoMove(c.Settings.AutoMove)
	}
	s := p.screen(c)
	pl := p.b.Panel(s)
	bs := p.buttons(c, pl)
	if i := tapped(c, bs); i >= 0 {
		if p.sheet && p.folded(pl) && bs[i].Spare {
			p.sheet = false // a choice on the open sheet shuts it
		}
		press(c, bs[i])
	} else if c.Ptr.Pressed {
		if p.sheet {
			p.sheet = false // a tap beside the open sheet closes it
		} else {
			p.b.Press(s, c.Ptr.X, c.Ptr.Y)
		}
	}
	if p.online == nil {
		p.b.Update() // online, the room's table advances the board
	}
	p.hint.update(ctl.Version)
	if on := play.AnalysisShown(&c.Host, ctl); on != p.analysis {
		p.analysis = on
		if on {
			p.legend = c.Tick + legendTicks // switched on: what its marks mean
		}
	}
	cues := ctl.Cues()
	react(c, cues)
	p.pop(c, s, cues)
	p.save(c)
	p.finish(c)
}

// pop starts the pops the board places for the cues, and drops the pops
// that have run out.
func (p *playScene) pop(c *Context, s layout.Screen, cues []play.Cue) {
	kept := p.pops[:0]
	for _, q := range p.pops {
		if c.Tick < q.Start+play.PopTicks {
			kept = append(kept, q)
		}
	}
	p.pops = kept
	pp, places := p.b.(play.Popper)
	for _, cue := range cues {
		if !places || !c.Motion() {
			continue
		}
		if q, ok := pp.PopAt(s, cue); ok {
			q.Start = c.Tick + q.Delay
			p.pops = append(p.pops, q)
		}
	}
}

// drawPops draws the pops that run now.
func (p *playScene) drawPops(dst *ebiten.Image, c *Context) {
	for _, q := range p.pops {
		if k := float64(c.Tick-q.Start) / play.PopTicks; k >= 0 && k < 1 {
			sprites.Pop(dst, q.X, q.Y, q.Size, k, q.Colour)
		}
	}
}

// react plays the sound of each cue and shakes the phone for those that
// vibrate.
func react(c *Context, cues []play.Cue) {
	for _, cue := range cues {
		c.Sounds.Play(soundOf(cue))
		c.Vibrate(vibrations[cue])
	}
}

// vibrations are how long the phone shakes for a cue: briefly for a six, a
// little longer for a capture.
var vibrations = map[play.Cue]time.Duration{
	play.CueSix:     40 * time.Millisecond,
	play.CueCapture: 100 * time.Millisecond,
}

// soundOf is the sound of a cue.
func soundOf(cue play.Cue) audio.Effect {
	switch cue {
	case play.CueSelect, play.CueArrive:
		return audio.Select
	case play.CueMove:
		return audio.Move
	case play.CueJump, play.CueRoll:
		return audio.Jump
	case play.CueCapture:
		return audio.Capture
	case play.CueTileDrawn, play.CuePass:
		return audio.Tap
	case play.CueRefuse:
		return audio.Refuse
	case play.CueWin:
		return audio.Win
	case play.CueLose:
		return audio.Lose
	case play.CueDrawnGame:
		return audio.Draw
	}
	return 0
}

// buttons are the game's lead buttons, the shared ones, the game's tail
// and Menu, placed on the panel: all in a column in landscape; in portrait
// the ones a player needs now on one bar, the spare ones behind More.
//
// The list is laid out anew on every call, in the screen's own slices: it
// is valid until the next call.
func (p *playScene) buttons(c *Context, pl layout.Panel) []play.Button {
	ctl := p.b.Base()
	l := &p.lists
	lead, tail := p.b.Buttons(&c.Host, &p.acts, l.lead[:0], l.tail[:0])
	l.lead, l.tail = lead, tail
	if ctl.Cfg.Watch {
		lead = nil // a spectator acts on nothing
	}
	over := ctl.Over()
	for i := range tail {
		tail[i].Spare = true
	}
	for i := range lead {
		lead[i].Spare = lead[i].Spare || over // the game's own buttons rest once it is over
	}
	bs := append(l.all[:0], lead...)
	var menu play.Button
	if p.online != nil && p.online.t.S.Spectator() {
		var mid []play.Button
		mid, menu = p.online.watchButtons(c)
		bs = append(bs, mid...)
	} else if p.online != nil && p.online.talk {
		bs = append(l.all[:0], p.online.talkButtons(c)...)
		l.all = bs
		placeTalk(pl, bs)
		return bs
	} else if p.online != nil {
		offer, resign, room, m := p.online.playButtons(c)
		resign.Spare = resign.Style != sprites.Danger
		room.Spare = room.Action == nil || room.Label != c.T("online.decline")
		say := p.online.sayButton(c)
		say.Spare = true
		bs, menu = append(bs, offer, resign, room, say), m
	} else {
		a := &p.acts
		newGame := play.Button{Label: c.T("play.new"), Style: sprites.Secondary, Spare: !over,
			Action: a.Of("new", func() func() { return func() { c.GoTo(p.restart(c)) } })}
		if over {
			newGame.Style = sprites.Primary
		}
		resign := resignLook(c, p.confirm, over, a.Of("resign", func() func() { return resignAction(c, &p.confirm, ctl.Resign) }))
		resign.Spare = resign.Style != sprites.Danger // asking again: on the bar
		hint, undo := p.hintButton(c), undoButton(c, ctl, a)
		hint.Spare, undo.Spare = over, over
		bs = append(bs, hint, undo, analysisButton(c, a), resign, newGame)
		menu = play.Button{Label: c.T("play.menu"), Style: sprites.Secondary, Action: a.Of("menu", func() func() { return func() { c.GoTo(&titleScene{}) } })}
	}
	menu.Spare = !over
	bs = append(append(bs, tail...), menu)
	l.all = bs
	if !p.folded(pl) {
		for i, r := range placed(pl, len(bs)) {
			bs[i].R = r
		}
		return bs
	}
	return p.bar(c, pl, bs)
}

// folded reports whether the buttons last laid out (buttons) stand on a
// bar with More (a portrait bar, or a column too short for them all).
func (p *playScene) folded(pl layout.Panel) bool { return pl.Row || !pl.Fits(len(p.lists.all)) }

// bar lays the buttons on a portrait bar, or a column too short for them
// all: the ones in use, then More when some are spare; with the sheet
// open, the spare ones stand above the bar or beside the column (a choice
// there shuts the sheet: Update).
func (p *playScene) bar(c *Context, pl layout.Panel, bs []play.Button) []play.Button {
	l := &p.lists
	on, spare := l.on[:0], l.spare[:0]
	for _, b := range bs {
		if b.Spare {
			spare = append(spare, b)
		} else {
			on = append(on, b)
		}
	}
	if len(spare) > 0 {
		label := c.T("play.more")
		if p.sheet {
			label = c.T("play.less")
		}
		on = append(on, play.Button{Label: label, Style: play.Choice(p.sheet), Action: p.acts.Of("more", func() func() { return func() { p.sheet = !p.sheet } })})
	}
	l.on, l.spare = on, spare
	for i, r := range placed(pl, len(on)) {
		on[i].R = r
	}
	if !p.sheet || len(spare) == 0 {
		return on
	}
	for i, r := range sheetPlaced(pl, len(spare)) {
		spare[i].R = r
	}
	l.both = append(append(l.both[:0], spare...), on...)
	return l.both
}

// placeKey is what the places of n buttons on a panel depend on.
type placeKey struct {
	controls    layout.Rect
	row         bool
	u, tap, gap float64
	n           int
}

func (k placeKey) panel() layout.Panel {
	return layout.Panel{Controls: k.controls, Row: k.row, U: k.u, Tap: k.tap, Gap: k.gap}
}

func keyOf(pl layout.Panel, n int) placeKey {
	return placeKey{pl.Controls, pl.Row, pl.U, pl.Tap, pl.Gap, n}
}

var places, sheetPlaces play.Memo[placeKey, []layout.Rect]

// placed is pl.Place(n), kept.
func placed(pl layout.Panel, n int) []layout.Rect {
	return places.Get(keyOf(pl, n), func(k placeKey) []layout.Rect { return k.panel().Place(k.n) })
}

// sheetPlaced is pl.Sheet(n), kept.
func sheetPlaced(pl layout.Panel, n int) []layout.Rect {
	return sheetPlaces.Get(keyOf(pl, n), func(k placeKey) []layout.Rect { return k.panel().Sheet(k.n) })
}

// restart starts the next game with the same settings.
func (p *playScene) restart(c *Context) Scene {
	cfg := p.b.Base().Cfg
	cfg.Seed = nextSeed(cfg.Seed)
	c.pace(&cfg)
	b, err := play.NewGame(c.kitOf(p.b.Game()), cfg)
	if err != nil {
		println("cannot start the game:", err.Error())
		return &titleScene{}
	}
	return newPlayScene(b)
}

// save keeps the unfinished game after every change, and forgets it once
// the game is over. An online game is the server's to keep.
func (p *playScene) save(c *Context) {
	ctl := p.b.Base()
	if p.saved == ctl.Version || ctl.Cfg.Mode == play.Online {
		return
	}
	p.saved = ctl.Version
	if ctl.Over() {
		_ = c.Saves.ClearGame()
		return
	}
	start, actions, ok := ctl.History()
	if !ok {
		return
	}
	u := save.Unfinished{Game: p.b.Game().Name, Mode: play.Hotseat.String(), Level: ctl.Cfg.Level, Seed: ctl.Cfg.Seed,
		Start: start, Actions: actions, Undone: ctl.UndoUsed}
	if ctl.Cfg.Mode == play.VsAI {
		u.Mode, u.Human = play.VsAI.String(), int(ctl.Cfg.Human)
	}
	if f, ok := p.b.(play.Flipper); ok {
		u.Flipped = f.IsFlipped()
	}
	_ = c.Saves.SaveGame(u)
}

// finish counts the result once and shows the result scene after the last
// move has landed.
func (p *playScene) finish(c *Context) {
	ctl := p.b.Base()
	if !ctl.Over() {
		return
	}
	if !p.recorded {
		p.recorded = true
		if !ctl.Cfg.Watch { // a spectator's statistics are not the players'
			recordResult(c, p.b.Game().Name, ctl.Cfg, ctl.Outcome(), ctl.UndoUsed)
		}
		p.keepHistory(c)
	}
	if p.shown {
		return
	}
	if p.overSince < 0 {
		p.overSince = c.Tick
	}
	if !p.b.Busy() && c.Tick-p.overSince > 50 {
		p.shown = true
		c.GoTo(&resultScene{play: p, online: p.online, since: c.Tick})
	}
}

// keepHistory puts the finished game in the history, for its review: an
// online game as its record was rebuilt from the revealed seed (the deal
// and every draw included), any other when its log leads to the board.
func (p *playScene) keepHistory(c *Context) {
	if f, ok := p.finishedRecord(); ok && c.Saves.AddFinished(f) == nil {
		p.finished = &f
	}
}

// finishedRecord is the finished game as the history keeps it; false when
// its log does not lead to the board.
func (p *playScene) finishedRecord() (save.Finished, bool) {
	ctl := p.b.Base()
	start, actions, ok := ctl.History()
	if p.online != nil {
		if ch := p.online.t.Check; ch != nil && ch.OK {
			start, actions, ok = ch.Start, ch.Actions, true
		}
	}
	if !ok {
		return save.Finished{}, false
	}
	o := ctl.Outcome()
	winner := int(o.Winner)
	if o.Status != engine.Win {
		winner = -1
	}
	return save.Finished{
		Game: p.b.Game().Name, Mode: ctl.Cfg.Mode.String(), Human: int(ctl.Cfg.Human), Level: ctl.Cfg.Level,
		When: time.Now().Unix(), Start: start, Actions: actions, Winner: winner, Reason: o.Reason, Undo: ctl.UndoUsed,
	}, true
}

// recordResult counts a finished game in the statistics: a win or a loss
// against the computer or online, a draw, or a hotseat game played; a game
// in which undo was used apart from the others; a game against the computer
// without undo also at its level and in the streaks.
func recordResult(c *Context, game string, cfg play.Config, o engine.Outcome, undone bool) {
	m, human := cfg.Mode, cfg.Human
	r := save.Played
	switch {
	case o.Status == engine.Draw:
		r = save.Drawn
	case m.OneHuman() && o.Winner == human:
		r = save.Won
	case m.OneHuman():
		r = save.Lost
	}
	if undone {
		_ = c.Saves.RecordUndone(game, r)
		return
	}
	if m == play.VsAI && c.Saves.RecordAI(game, cfg.Level, r) == nil {
		return
	}
	_ = c.Saves.Record(game, r)
}

// status is the status line and the seat it speaks of: the result, a
// refusal (warn), the hint, a message, the computer thinking, the
// opponent's turn online, or the game's own prompt.
func (p *playScene) status(c *Context) (msg string, seat engine.Seat, warn bool) {
	if ctl := p.b.Base(); ctl.Over() {
		title, why := p.resultLines(c)
		return title + " · " + why, ctl.Outcome().Winner, false
	}
	return p.playing(c)
}

// playing is the status line of a game in progress.
func (p *playScene) playing(c *Context) (msg string, seat engine.Seat, warn bool) {
	b, ctl := p.b, p.b.Base()
	side := b.ToMove()
	if r := ctl.RefusalShown(); r != "" {
		return c.T(refusalKey(ctl.Cfg.Mode, r)), side, true
	}
	if p.hint.pending() {
		return c.T("hint.wait"), side, false
	}
	if a, ok := p.hint.shown(ctl.Version); ok {
		return b.Hint(&c.Host, a)[0], side, false
	}
	if m, s := b.MsgShown(); m != "" {
		return c.F(m, play.SideName(&c.Host, b.Game(), s)), s, false
	}
	if p.online != nil {
		if m, s, ok := p.online.offerText(c); ok {
			return m, s, false
		}
	}
	if ctl.Thinking() {
		return c.T("play.thinking"), side, false
	}
	if p.online != nil && !ctl.HumanToMove() {
		return p.online.turnText(c, ctl.Waiting, play.SideName(&c.Host, b.Game(), side)), side, false
	}
	msg, seat = b.Prompt(&c.Host)
	if c.Tick < p.legend && play.AnalysisShown(&c.Host, ctl) {
		msg = analysisLegend(c, b)
	}
	return msg, seat, false
}

// refusalKey words a refusal for the mode: online it is the opponent's
// turn, not the computer's.
func refusalKey(m play.Mode, key string) string {
	if m == play.Online && key == "play.refused.turn" {
		return "online.refused.turn"
	}
	return key
}

func (p *playScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	s := p.screen(c)
	pl := p.b.Panel(s)
	hint, hinted := p.hint.shown(p.b.Base().Version)
	p.b.Render(dst, &c.Host, s, hint, hinted)
	p.drawPops(dst, c)
	p.drawHUD(dst, c, pl)
	bs := p.buttons(c, pl)
	if (p.sheet && p.folded(pl)) || (p.online != nil && p.online.talk && pl.Row) {
		sprites.RoundRect(dst, 0, 0, c.Screen.W, c.Screen.H, 0, color.RGBA{0, 0, 0, 0x40}) // the board rests while the sheet is open
	}
	drawButtons(dst, c, bs)
	if p.online != nil {
		p.online.drawStatus(dst, c)
	}
	if o, ok := p.b.(play.Overlay); ok {
		o.RenderOver(dst, &c.Host, s, bs, hint, hinted)
	}
}

// drawHUD draws the plates and the status line.
func (p *playScene) drawHUD(dst *ebiten.Image, c *Context, pl layout.Panel) {
	bottom := p.b.Bottom()
	p.plate(dst, c, pl.Top, bottom.Other())
	p.plate(dst, c, pl.Bottom, bottom)
	msg, seat, warn := p.status(c)
	msgs := []string{msg}
	if a, ok := p.hint.shown(p.b.Base().Version); ok {
		if texts := p.b.Hint(&c.Host, a); texts[0] == msg {
			msgs = texts // the reason only when there is room
		}
	}
	if ctl := p.b.Base(); ctl.Over() {
		title, _ := p.resultLines(c)
		msgs = append(msgs, title) // the reason only when there is room
	}
	var col color.Color
	if seat.Valid() {
		col = p.b.SeatColor(seat)
	}
	ctl := p.b.Base()
	tag := p.analysisTag(c)
	if tag != "" {
		if prompt, _ := p.b.Prompt(&c.Host); msg == prompt {
			msgs = []string{msg + " · " + analysisLegend(c, p.b), msg} // the legend where there is room
		}
	}
	drawStatus(dst, c, pl.Status, col, warn, ctl.Thinking() && !p.b.Busy(), tag, msgs...)
}

// plate names the player of a seat (and, when one person plays, says who
// is who) and marks whose turn it is.
func (p *playScene) plate(dst *ebiten.Image, c *Context, r layout.Rect, seat engine.Seat) {
	ctl := p.b.Base()
	name := play.SideName(&c.Host, p.b.Game(), seat)
	player, named := "", false
	if p.online != nil {
		player, named = p.online.named(c, seat)
	}
	switch {
	case ctl.Cfg.Mode.OneHuman() && !ctl.Cfg.Watch && seat == ctl.Cfg.Human:
		name += " · " + c.T("play.you")
	case named:
		name += " · " + player // online, a spectator's plates too
	case ctl.Cfg.Mode.OneHuman() && !ctl.Cfg.Watch:
		name += " · " + c.T(opponentKey(ctl.Cfg.Mode))
	}
	if p.online != nil {
		clock := ""
		if t, ok := p.online.clockText(c, seat); ok {
			clock = " · " + t
		}
		// A rated player's rating: with the side, else (too long for the
		// plate) without it, else the bare number.
		if long, short, ok := p.online.plateRating(c, seat); ok && named {
			forms := []string{name + " · " + long, player + " · " + long, player + " · " + short}
			for i, f := range forms {
				if name = f + clock; i == len(forms)-1 || plateNameFits(c, r, name, p.b.PlateNote(&c.Host, seat)) {
					break
				}
			}
		} else {
			name += clock
		}
	}
	active := !ctl.Over() && p.b.ToMove() == seat
	notes := p.b.PlateNote(&c.Host, seat)
	if !plateFits(c, r, name, notes) {
		name = play.SideName(&c.Host, p.b.Game(), seat) // the note first: who is who shows in the status
	}
	drawPlate(dst, c, r, name, p.b.SeatColor(seat), active, notes)
}

// opponentKey names the other seat: the computer, or online the opponent.
func opponentKey(m play.Mode) string {
	if m == play.Online {
		return "online.opponent"
	}
	return "play.computer"
}

// hintButton asks the Hard bot what the side to move should do, from that
// side's view alone.
func (p *playScene) hintButton(c *Context) play.Button {
	b, ctl := p.b, p.b.Base()
	allowed := ctl.HumanToMove() && !b.Busy()
	if v, ok := b.(play.Veiled); ok && v.Veiled() {
		allowed = false
	}
	return hintButton(c, &p.hint, allowed, ctl.Version, p.acts.Of("hint", func() func() {
		return func() { p.hint.ask(b.Game(), ctl.Cfg.Seed, b.State().View(b.ToMove()), ctl.Version) }
	}))
}

// undoButton takes back everything since the person's last decision; it
// is dimmed when there is nothing to take back, and a tap on it then says
// why. (Online there is none.)
func undoButton(c *Context, ctl *play.Core, a *play.Actions) play.Button {
	b := play.Button{Label: c.T("play.undo"), Style: sprites.Secondary, Action: a.Of("undo", func() func() { return func() { ctl.Undo() } })}
	if !ctl.CanUndo() {
		b.Style = sprites.Muted
	}
	return b
}

// hintNow asks for a hint and waits for it (the -hint flag).
func (p *playScene) hintNow(c *Context) {
	if b := p.hintButton(c); b.Action != nil {
		b.Action()
		p.hint.wait()
	}
}

// searching reports whether the computer's search runs (the browser's
// frame probe).
func (p *playScene) searching() bool { return p.b.Base().Searching() }

// analysisTag is the sign at the end of the status line while the analysis
// is shown, "" while it is not.
func (p *playScene) analysisTag(c *Context) string {
	if play.AnalysisShown(&c.Host, p.b.Base()) {
		return c.T("analysis.on")
	}
	return ""
}
