// Package racectl is the controller of the Ludo and Aviation Ludo play
// screen: the die, the lit pieces, the walk of a piece along its path, the
// flight home of captured pieces, the status messages and the computer's
// turn. Like junglectl it draws nothing and counts time in ticks at 60 per
// second, so it is tested with synthetic taps and no GPU.
package racectl

import (
	"math"
	"math/rand/v2"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/scenes/pacing"
	"github.com/plyyard/plyyard/scenes/playmode"
)

// Mode is how the game is played.
type Mode = playmode.Mode

// The modes.
const (
	Hotseat = playmode.Hotseat
	VsAI    = playmode.VsAI
	Online  = playmode.Online
)

// Cue is something the sound reacts to.
type Cue int

// The cues.
const (
	CueRoll Cue = iota + 1
	CueStep
	CueCapture
	CueArrive
	CueRefuse
	CueWin
	CueLose
)

// Refusals and messages are catalogue keys; the view formats the messages
// with the name of their seat.
const (
	RefuseTurn   = "play.refused.turn"
	RefuseOver   = "play.refused.over"
	RefuseRolled = "race.refused.rolled"
	RefuseRoll   = "race.refused.roll"
	RefusePiece  = "race.refused.piece"
	RefuseWait   = "race.refused.wait"

	MsgExtra  = "race.msg.extra"
	MsgSixes  = "race.msg.sixes"
	MsgNoMove = "race.msg.nomove"
)

// Config sets up a game.
type Config struct {
	Variant race.Variant
	Mode    Mode
	Human   engine.Seat
	Level   int // 1 easy … 4 expert
	Seed    uint64
	Speed   float64
	// AutoMove plays the only legal move by itself.
	AutoMove bool
}

// Walk is a piece on its way: it steps along Points (board cell units),
// then the pieces it captured fly home.
type Walk struct {
	Seat     engine.Seat
	Piece    int
	Points   [][2]float64
	Start    int
	Step     int // ticks per square
	Captured []Flight
}

// Flight is a captured piece flying from where it stood back to its base.
type Flight struct {
	Seat     engine.Seat
	Piece    int
	From, To [2]float64
}

// Controller runs one race game on screen.
type Controller struct {
	Cfg Config
	Pos race.Position
	// Tick counts updates.
	Tick int
	// Face is the value the die shows; Tumble the tick its last roll
	// started (the die tumbles for TumbleTicks).
	Face, Tumble int
	RollSeat     engine.Seat
	// Walk is the move being animated, if any.
	Walk *Walk
	// Msg is a message (catalogue key) about MsgSeat, shown until MsgUntil.
	Msg      string
	MsgSeat  engine.Seat
	MsgUntil int
	// Refusal is the key of the last refused tap.
	Refusal      string
	RefusalUntil int
	// Hold keeps input and the computer waiting until this tick (the
	// pause after a turn that passes by itself).
	Hold     int
	Resigned engine.Seat
	Version  int
	// Dice supplies die values; nil uses the seeded generator.
	Dice func() int
	// Turns is the board turn that puts the human's base nearest them.
	Turns int
	// Net holds an online game's link to the server ("roll", "p2").
	playmode.Net

	rng     *rand.Rand
	src     *rand.PCG
	cues    []Cue
	bot     ai.Bot
	botCh   chan engine.Action
	botFrom int
	botPos  race.Position
}

// TumbleTicks is how long the die tumbles before it shows its value.
const TumbleTicks = 34

// New starts a controller at pos.
func New(cfg Config, pos race.Position) *Controller {
	if cfg.Speed <= 0 {
		cfg.Speed = 1
	}
	cfg.Level = max(1, min(4, cfg.Level))
	c := &Controller{Cfg: cfg, Pos: pos, Resigned: engine.NoSeat, Face: 6, Tumble: -1000, RollSeat: pos.Side()}
	c.src = rand.NewPCG(cfg.Seed, cfg.Seed^0x5851f42d4c957f2d)
	c.rng = rand.New(c.src)
	c.Turns = layout.TurnFor(0)
	if cfg.Mode.OneHuman() {
		c.Turns = layout.TurnFor(int(cfg.Human))
	}
	if cfg.Mode == VsAI {
		c.bot, _ = ai.NewRace(ai.Level(cfg.Level).String(), cfg.Seed^0x9e37)
	}
	if d := pos.Die(); d > 0 {
		c.Face = d
	}
	return c
}

// RNGState is the state of the die's generator, for the save.
func (c *Controller) RNGState() []byte {
	b, _ := c.src.MarshalBinary()
	return b
}

// SetRNGState puts the die's generator back where RNGState found it.
func (c *Controller) SetRNGState(b []byte) error { return c.src.UnmarshalBinary(b) }

func (c *Controller) ticks(n float64) int { return max(1, int(math.Round(n*c.Cfg.Speed))) }

// Outcome is the result so far, a resignation included.
func (c *Controller) Outcome() engine.Outcome {
	return playmode.Outcome(c.Final, c.Resigned, c.Pos.Outcome())
}

// Over reports whether the game has ended.
func (c *Controller) Over() bool { return c.Outcome().Finished() }

// Busy reports whether the die tumbles, a piece walks or a pause runs.
func (c *Controller) Busy() bool {
	return c.Tick < c.Tumble+c.ticks(TumbleTicks) || c.Walk != nil || c.Tick < c.Hold
}

// Rolling reports whether the die is tumbling now.
func (c *Controller) Rolling() bool { return c.Tick < c.Tumble+c.ticks(TumbleTicks) }

// HumanToMove reports whether a person may act now.
func (c *Controller) HumanToMove() bool {
	return !c.Over() && (c.Cfg.Mode == Hotseat || (c.Pos.Side() == c.Cfg.Human && !c.Waiting))
}

// Thinking reports whether the computer is to act.
func (c *Controller) Thinking() bool {
	return !c.Over() && c.Cfg.Mode == VsAI && c.Pos.Side() != c.Cfg.Human
}

// CanRoll reports whether the side to move may roll now.
func (c *Controller) CanRoll() bool { return !c.Over() && !c.Busy() && c.Pos.Die() == 0 }

// Lit returns the pieces that may move now: the legal moves of the side to
// move, once the die has landed and nothing is moving.
func (c *Controller) Lit() []int {
	if c.Over() || c.Busy() || c.Pos.Die() == 0 {
		return nil
	}
	var out []int
	for i := 0; i < race.Pieces; i++ {
		if c.legal(race.Move(i)) {
			out = append(out, i)
		}
	}
	return out
}

func (c *Controller) legal(a engine.Action) bool {
	for _, l := range c.Pos.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// Cues returns and forgets the cues raised since the last call.
func (c *Controller) Cues() []Cue {
	out := c.cues
	c.cues = nil
	return out
}

const refusalTicks = 150

func (c *Controller) refuse(key string) {
	c.Refusal, c.RefusalUntil = key, c.Tick+refusalTicks
	c.cues = append(c.cues, CueRefuse)
}

// RefusalShown returns the refusal to show now, or "".
func (c *Controller) RefusalShown() string {
	if c.Refusal != "" && c.Tick < c.RefusalUntil {
		return c.Refusal
	}
	return ""
}

// MsgShown returns the message to show now, or "".
func (c *Controller) MsgShown() (string, engine.Seat) {
	if c.Msg != "" && c.Tick < c.MsgUntil && !c.Rolling() {
		return c.Msg, c.MsgSeat
	}
	return "", engine.NoSeat
}

// TapRoll is a tap on the die or the roll button.
func (c *Controller) TapRoll() {
	switch {
	case c.Over():
		c.refuse(RefuseOver)
	case !c.HumanToMove():
		c.refuse(RefuseTurn)
	case c.Busy():
		c.refuse(RefuseWait)
	case c.Pos.Die() != 0:
		c.refuse(RefuseRolled)
	default:
		c.roll()
	}
}

func (c *Controller) roll() {
	if c.Cfg.Mode == Online {
		c.send("roll")
		return
	}
	n := 0
	if c.Dice != nil {
		n = c.Dice()
	} else {
		n = c.rng.IntN(6) + 1
	}
	c.rollWith(n)
}

// send hands an intention to the server and waits for its announcement.
func (c *Controller) send(action string) {
	c.Refusal = ""
	c.Post(action)
}

// rollWith rolls n and starts the die's tumble.
func (c *Controller) rollWith(n int) {
	a, err := c.Pos.WithOutcome(race.Roll, n)
	if err != nil {
		return
	}
	seat := c.Pos.Side()
	next, events, err := c.Pos.Play(a)
	if err != nil {
		return
	}
	c.Pos = next
	c.Face, c.Tumble, c.RollSeat = n, c.Tick, seat
	c.Refusal = ""
	c.Version++
	c.cues = append(c.cues, CueRoll)
	tumble := c.ticks(TumbleTicks)
	for _, e := range events {
		switch e.Kind {
		case engine.SixesVoided:
			c.say(MsgSixes, seat, tumble+c.ticks(110))
			c.Hold = c.Tick + tumble + c.ticks(80)
		case engine.NoMove:
			c.say(MsgNoMove, seat, tumble+c.ticks(100))
			c.Hold = c.Tick + tumble + c.ticks(70)
		}
	}
}

func (c *Controller) say(key string, seat engine.Seat, ticks int) {
	c.Msg, c.MsgSeat, c.MsgUntil = key, seat, c.Tick+ticks
}

// TapPiece is a tap on piece i of seat.
func (c *Controller) TapPiece(seat engine.Seat, i int) {
	switch {
	case c.Over():
		c.refuse(RefuseOver)
	case !c.HumanToMove():
		c.refuse(RefuseTurn)
	case c.Busy():
		c.refuse(RefuseWait)
	case c.Pos.Die() == 0:
		c.refuse(RefuseRoll)
	case seat != c.Pos.Side() || !c.legal(race.Move(i)):
		c.refuse(RefusePiece)
	default:
		c.move(i)
	}
}

// TapAt handles a tap at screen point (x, y) on the board: a piece (the
// nearest of those drawn under the point), or the die.
func (c *Controller) TapAt(b layout.Cross, x, y float64) {
	if c.DieRect(b).Contains(x, y) {
		c.TapRoll()
		return
	}
	best, bestD := -1, math.Inf(1)
	var bestSeat engine.Seat
	lit := map[int]bool{}
	for _, i := range c.Lit() {
		lit[i] = true
	}
	for _, s := range c.Spots() {
		px, py := b.Point(s.Y, s.X)
		d := math.Hypot(px-x, py-y)
		r := b.Cell * s.Scale * 0.5
		// A lit piece wins a tie in a fan.
		if lit[s.Piece] && s.Seat == c.Pos.Side() {
			d -= 0.01
		}
		if d <= math.Max(r, b.Cell*0.35) && d < bestD {
			best, bestD, bestSeat = s.Piece, d, s.Seat
		}
	}
	if best < 0 {
		if c.HumanToMove() && c.Pos.Die() == 0 && !c.Busy() {
			c.refuse(RefuseRoll)
		}
		return
	}
	c.TapPiece(bestSeat, best)
}

// DieRect is the screen rectangle of the die: in the empty base beside the
// side that rolled last.
func (c *Controller) DieRect(b layout.Cross) layout.Rect {
	y, x := DiePoint(c.dieSeat())
	cx, cy := b.Point(y, x)
	s := b.Cell * 2.6
	return layout.Rect{X: cx - s/2, Y: cy - s/2, W: s, H: s}
}

func (c *Controller) dieSeat() engine.Seat {
	if c.Rolling() || c.Pos.Die() != 0 || c.Busy() {
		return c.RollSeat
	}
	return c.Pos.Side()
}

// DieSeat is the seat whose die is shown.
func (c *Controller) DieSeat() engine.Seat { return c.dieSeat() }

// DiePoint is the centre of the die for seat, in board cells: red rolls in
// the empty blue base, yellow in the empty green one.
func DiePoint(seat engine.Seat) (y, x float64) {
	if seat == engine.Second {
		return 3, 12
	}
	return 12, 3
}

func (c *Controller) move(i int) {
	if c.Cfg.Mode == Online {
		if !c.legal(race.Move(i)) {
			c.refuse(RefusePiece)
			return
		}
		c.send(c.Pos.FormatAction(race.Move(i)))
		return
	}
	c.apply(i)
}

// apply moves piece i and starts its walk.
func (c *Controller) apply(i int) {
	seat := c.Pos.Side()
	from := c.Pos.Progress(seat, i)
	next, events, err := c.Pos.Play(race.Move(i))
	if err != nil {
		c.refuse(RefusePiece)
		return
	}
	c.Pos = next
	c.Refusal = ""
	c.Version++
	w := &Walk{Seat: seat, Piece: i, Start: c.Tick, Step: c.ticks(9)}
	y, x := layout.RacePoint(int(seat), from, i)
	w.Points = append(w.Points, [2]float64{y, x})
	for _, e := range events {
		switch e.Kind {
		case engine.Entered:
			y, x := layout.RacePoint(int(seat), 0, i)
			w.Points = append(w.Points, [2]float64{y, x})
		case engine.Moved:
			for _, p := range e.Path {
				y, x := layout.RacePoint(int(seat), p, i)
				w.Points = append(w.Points, [2]float64{y, x})
			}
		case engine.Captured:
			fy, fx := layout.RacePoint(int(e.Seat), e.At, e.Piece)
			ty, tx := layout.RacePoint(int(e.Seat), race.Base, e.Piece)
			w.Captured = append(w.Captured, Flight{Seat: e.Seat, Piece: e.Piece, From: [2]float64{fy, fx}, To: [2]float64{ty, tx}})
		case engine.Arrived:
			c.cues = append(c.cues, CueArrive)
		case engine.ExtraRoll:
			c.say(MsgExtra, seat, w.Dur()+c.ticks(120))
		case engine.GameWon:
			c.cues = append(c.cues, c.endCue())
		}
	}
	c.Walk = w
	c.cues = append(c.cues, CueStep)
}

// Dur is how long the walk and the flights take.
func (w *Walk) Dur() int {
	d := w.Step * (len(w.Points) - 1)
	if len(w.Captured) > 0 {
		d += FlightTicks
	}
	return d
}

// FlightTicks is how long a captured piece flies home.
const FlightTicks = 36

// At returns where the walking piece is at tick t.
func (w *Walk) At(t int) (y, x float64) {
	k := float64(t-w.Start) / float64(w.Step)
	n := len(w.Points) - 1
	if k >= float64(n) {
		p := w.Points[n]
		return p[0], p[1]
	}
	if k < 0 {
		k = 0
	}
	i := int(k)
	f := k - float64(i)
	f = f * f * (3 - 2*f)
	a, b := w.Points[i], w.Points[i+1]
	return a[0] + (b[0]-a[0])*f, a[1] + (b[1]-a[1])*f
}

// Hop is the height of the walking piece's hop at tick t, in cells.
func (w *Walk) Hop(t int) float64 {
	k := float64(t-w.Start) / float64(w.Step)
	if k >= float64(len(w.Points)-1) || k < 0 {
		return 0
	}
	f := k - math.Floor(k)
	return 0.25 * 4 * f * (1 - f)
}

// Flying returns how far the captured pieces have flown at tick t (0 before
// the walker lands, 1 once home) and whether they are still in the air.
func (w *Walk) Flying(t int) (float64, bool) {
	land := w.Start + w.Step*(len(w.Points)-1)
	if len(w.Captured) == 0 || t < land {
		return 0, false
	}
	f := float64(t-land) / FlightTicks
	if f >= 1 {
		return 1, false
	}
	return f * f * (3 - 2*f), true
}

func (c *Controller) endCue() Cue {
	if c.Cfg.Mode.Verdict(c.Outcome(), c.Cfg.Human) == playmode.Lost {
		return CueLose
	}
	return CueWin // no sound of its own for an agreed draw
}

// Resign ends the game for the human (or the side to move in hotseat).
func (c *Controller) Resign() {
	if c.Over() {
		return
	}
	c.Resigned = c.Cfg.Mode.Resigner(c.Pos.Side(), c.Cfg.Human)
	c.Version++
	c.cues = append(c.cues, c.endCue())
}

// Update advances one tick: the walk, the automatic moves and the
// computer's turn.
func (c *Controller) Update() {
	c.Tick++
	if c.Walk != nil {
		land := c.Walk.Start + c.Walk.Step*(len(c.Walk.Points)-1)
		if c.Tick == land && len(c.Walk.Captured) > 0 {
			c.cues = append(c.cues, CueCapture)
		}
		if c.Tick >= c.Walk.Start+c.Walk.Dur() {
			c.Walk = nil
		}
	}
	if c.Over() || c.Busy() {
		return
	}
	if c.Thinking() {
		c.botTurn()
		return
	}
	if c.Cfg.AutoMove && c.Pos.Die() != 0 && c.HumanToMove() {
		if lit := c.Lit(); len(lit) == 1 {
			c.move(lit[0])
		}
	}
}

// minThinkTicks keeps the computer from acting faster than a person can
// follow.
const minThinkTicks = 30

func (c *Controller) botTurn() {
	if c.botCh == nil {
		c.botCh = make(chan engine.Action, 1)
		c.botFrom, c.botPos = c.Tick, c.Pos
		view, bot, ch := c.Pos.View(c.Pos.Side()), c.bot, c.botCh
		go func() {
			a, err := bot.Choose(view, pacing.Budget(200, nil))
			if err != nil {
				a = 0
			}
			ch <- a
		}()
		return
	}
	if c.Tick-c.botFrom < c.ticks(minThinkTicks) {
		return
	}
	select {
	case a := <-c.botCh:
		c.botCh = nil
		c.botPlay(a)
	default:
	}
}

func (c *Controller) botPlay(a engine.Action) {
	if c.botPos != c.Pos {
		return
	}
	if c.Pos.Die() == 0 {
		c.roll()
		return
	}
	// The computer moves at once (never through the network).
	if !c.legal(a) {
		if l := c.Pos.Legal(); len(l) > 0 {
			a = l[0]
		}
	}
	for i := 0; i < race.Pieces; i++ {
		if race.Move(i) == a {
			c.apply(i)
			return
		}
	}
}

// WaitBot runs the clock until the human may act or the game ends (tests
// and screenshots).
func (c *Controller) WaitBot() {
	for i := 0; i < 200000 && !c.Over() && (c.Thinking() || c.Busy()); i++ {
		if c.botCh != nil && c.Tick-c.botFrom >= c.ticks(minThinkTicks) {
			a := <-c.botCh
			c.botCh = nil
			c.botPlay(a)
			continue
		}
		c.Update()
	}
}

// Spot is where one piece is drawn: board cell units, and a scale below 1
// when it shares its square and is fanned out.
type Spot struct {
	Seat  engine.Seat
	Piece int
	Y, X  float64
	Scale float64
}

// Spots places every piece as it stands in Pos, fanning out pieces that
// share a square so that each one can be seen and tapped.
func (c *Controller) Spots() []Spot {
	var out []Spot
	type key struct{ y, x int }
	groups := map[key][]int{}
	for s := engine.First; s <= engine.Second; s++ {
		for i := 0; i < race.Pieces; i++ {
			p := c.Pos.Progress(s, i)
			y, x := layout.RacePoint(int(s), p, i)
			sp := Spot{Seat: s, Piece: i, Y: y, X: x, Scale: 1}
			switch {
			case p >= race.Finish:
				sp.Scale = 0.5
			case p < 0:
				sp.Scale = 1.3 // the base spots are large
			}
			k := key{int(math.Round(y * 4)), int(math.Round(x * 4))}
			groups[k] = append(groups[k], len(out))
			out = append(out, sp)
		}
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		n := float64(len(g))
		for j, idx := range g {
			a := 2*math.Pi*float64(j)/n - math.Pi/2
			r := 0.26
			out[idx].Y += math.Sin(a) * r
			out[idx].X += math.Cos(a) * r
			out[idx].Scale = 0.68
		}
	}
	return out
}

// Remote plays an action the server announced: seat played action ("roll:4"
// with the value the server drew, or "p2"), and view is the position after
// it. The die tumbles to the server's value and pieces walk as in any game;
// if the position then differs from the server's, the server's is taken.
func (c *Controller) Remote(seat engine.Seat, action string, _ []engine.Event, view string) error {
	if _, err := race.Parse(view); err != nil {
		return err // a broken announcement changes nothing
	}
	if seat == c.Cfg.Human {
		c.Waiting = false
	}
	if c.Pos.Side() != seat {
		return c.Sync(view)
	}
	a, err := c.Pos.ParseAction(action)
	if err != nil {
		return c.Sync(view)
	}
	switch {
	case c.Pos.Die() == 0:
		n := 0
		for v := 1; v <= 6; v++ {
			if w, err := c.Pos.WithOutcome(race.Roll, v); err == nil && w == a {
				n = v
			}
		}
		if n == 0 {
			return c.Sync(view)
		}
		c.rollWith(n)
	case c.legal(a):
		for i := 0; i < race.Pieces; i++ {
			if race.Move(i) == a {
				c.apply(i)
			}
		}
	default:
		return c.Sync(view)
	}
	if c.Pos.String() != view {
		return c.Sync(view)
	}
	return nil
}

// Sync takes the server's position as it is, without animation.
func (c *Controller) Sync(view string) error {
	p, err := race.Parse(view)
	if err != nil {
		return err
	}
	if p.String() != c.Pos.String() {
		c.Pos = p
		c.Walk = nil
		c.Hold = 0
		if d := p.Die(); d > 0 {
			c.Face = d
		}
		c.Version++
	}
	c.Waiting = false
	return nil
}

// Refused is the server's refusal of the intention on its way.
func (c *Controller) Refused(key string) {
	c.Waiting = false
	c.refuse(key)
}

// Finish ends the game with the result the server declared.
func (c *Controller) Finish(o engine.Outcome) {
	already := c.Over()
	if !c.Declare(o) {
		return
	}
	c.Version++
	if !already {
		c.cues = append(c.cues, c.endCue())
	}
}
