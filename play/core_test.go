package play

import (
	"errors"
	"fmt"
	"strconv"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
)

// count is a small game for the core's tests: the seats take turns adding
// 1 or 2 to a total, and whoever reaches 10 wins.
type count struct {
	total int
	side  engine.Seat
}

func (s count) String() string      { return fmt.Sprintf("%d %d", s.total, s.side) }
func (s count) ToMove() engine.Seat { return s.side }
func (s count) Legal() []engine.Action {
	if s.Outcome().Finished() {
		return nil
	}
	return []engine.Action{1, 2}
}
func (s count) Apply(a engine.Action) (engine.State, []engine.Event, error) {
	if a != 1 && a != 2 || s.Outcome().Finished() {
		return nil, nil, errors.New("illegal")
	}
	next := count{total: s.total + int(a), side: s.side.Other()}
	ev := []engine.Event{{Kind: engine.Moved, Seat: s.side}}
	if next.Outcome().Finished() {
		ev = append(ev, engine.Event{Kind: engine.GameWon, Seat: s.side})
	}
	return next, ev, nil
}
func (s count) Outcome() engine.Outcome {
	if s.total >= 10 {
		return engine.Outcome{Status: engine.Win, Winner: s.side.Other(), Reason: "ten"}
	}
	return engine.Outcome{}
}
func (s count) View(seat engine.Seat) engine.View   { return countView{s, seat} }
func (s count) FormatAction(a engine.Action) string { return strconv.Itoa(int(a)) }
func (s count) ParseAction(t string) (engine.Action, error) {
	n, err := strconv.Atoi(t)
	return engine.Action(n), err
}

type countView struct {
	count
	seat engine.Seat
}

func (v countView) Seat() engine.Seat { return v.seat }

// scripted is a bot that answers from a script: an action, or a failure
// for 0.
type scripted struct{ answers []engine.Action }

func (b *scripted) Name() string { return "scripted" }
func (b *scripted) Choose(v engine.View, _ ai.Budget) (engine.Action, error) {
	a := b.answers[0]
	b.answers = b.answers[1:]
	if a == 0 {
		return 0, errors.New("no idea")
	}
	return a, nil
}

// counter is a controller of the count game on the core.
type counter struct {
	Core
	pos    count
	busy   int // ticks of animation left
	played []engine.Action
}

func (c *counter) ToMove() engine.Seat          { return c.pos.ToMove() }
func (c *counter) RulesOutcome() engine.Outcome { return c.pos.Outcome() }
func (c *counter) State() engine.State          { return c.pos }
func (c *counter) Busy() bool                   { return c.busy > 0 }
func (c *counter) Unselect()                    {}
func (c *counter) PlayBot(a engine.Action)      { c.play(a) }
func (c *counter) Update() {
	c.Tick++
	if c.busy > 0 {
		c.busy--
	}
	c.Step()
}
func (c *counter) play(a engine.Action) {
	next, ev, err := c.pos.Apply(a)
	if err != nil {
		c.Refuse("illegal")
		return
	}
	c.pos = next.(count)
	c.played = append(c.played, a)
	c.busy = 5
	c.Played(ev)
	for _, e := range ev {
		if e.Kind == engine.GameWon {
			c.Ended()
		}
	}
}

// human plays a person's decision: Undo comes back to it.
func (c *counter) human(a engine.Action) {
	if c.Ready() {
		c.Mark()
		c.play(a)
	}
}

// countSnap is the counter's position at a decision.
type countSnap struct {
	pos    count
	played int
}

func (c *counter) Snapshot() any { return countSnap{c.pos, len(c.played)} }
func (c *counter) Restore(s any) {
	snap := s.(countSnap)
	c.pos, c.played, c.busy = snap.pos, c.played[:snap.played], 0
}

func (c *counter) ParseView(view string) (engine.State, error) {
	var s count
	if _, err := fmt.Sscanf(view, "%d %d", &s.total, &s.side); err != nil {
		return nil, err
	}
	return s, nil
}
func (c *counter) Follow(seat engine.Seat, action string, _ []engine.Event, next engine.State) bool {
	a, err := c.pos.ParseAction(action)
	if err != nil || c.pos.side != seat {
		return false
	}
	c.play(a)
	return c.pos == next
}
func (c *counter) Put(a engine.Action, next engine.State, _ []engine.Event) {
	c.pos = next.(count)
	c.played = append(c.played, a)
}
func (c *counter) Adopt(next engine.State) {
	if p := next.(count); p != c.pos {
		c.pos = p
		c.Version++
	}
}

// newCounter starts a count game; against the computer its bot answers
// from the script.
func newCounter(cfg Config, answers ...engine.Action) *counter {
	bot := &scripted{answers: answers}
	g := &games.Game{Name: "count", NewBot: func(string, uint64) (ai.Bot, error) { return bot, nil }}
	c := &counter{}
	c.Init(cfg, c, g)
	return c
}

// answerIn blocks until the computer's answer has come, and leaves it
// where the core finds it.
func answerIn(c *counter) { c.think.ch <- <-c.think.ch }

func TestConfigDefaults(t *testing.T) {
	c := newCounter(Config{Level: 9})
	if c.Cfg.Speed != 1 || c.Cfg.Level != Levels || c.Resigned != engine.NoSeat || c.Game().Name != "count" || c.Base() != &c.Core {
		t.Fatalf("%+v", c.Cfg)
	}
	if c.Ticks(30) != 30 {
		t.Fatal("ticks at normal speed")
	}
	c.Cfg.Speed = 0.5
	if c.Ticks(30) != 15 || c.Ticks(0.2) != 1 {
		t.Fatal("ticks scale with the speed, and are at least one")
	}
}

func TestReadyAndRefusals(t *testing.T) {
	c := newCounter(Config{Mode: VsAI, Human: engine.Second}, 1)
	if c.Ready() || c.RefusalShown() != RefuseTurn {
		t.Fatalf("a tap on the computer's turn: %q", c.Refusal)
	}
	if cues := c.Cues(); len(cues) != 1 || cues[0] != CueRefuse {
		t.Fatalf("cues %v", cues)
	}
	for i := 0; i < refusalTicks; i++ {
		c.Tick++
	}
	if c.RefusalShown() != "" {
		t.Fatal("the refusal outstays its time")
	}
	h := newCounter(Config{Mode: Hotseat})
	if !h.Ready() || h.RefusalShown() != "" {
		t.Fatal("hotseat: either side may tap")
	}
	h.Resign()
	if h.Ready() || h.RefusalShown() != RefuseOver {
		t.Fatalf("a tap after the game: %q", h.Refusal)
	}
}

// The computer waits for the board to settle, thinks at least
// minThinkTicks (scaled by the speed), and plays its answer.
func TestComputerTurn(t *testing.T) {
	c := newCounter(Config{Mode: VsAI, Human: engine.Second, Speed: 2}, 2)
	c.busy = 3
	for c.Busy() {
		c.Update()
		if c.Busy() && c.think.ch != nil {
			t.Fatal("the computer thinks while the board moves")
		}
	}
	start := c.think.from
	answerIn(c) // the answer is in; the computer still waits its time
	for c.Tick-start < 2*minThinkTicks {
		if len(c.played) != 0 {
			t.Fatalf("the computer answered after %d ticks at half speed", c.Tick-start)
		}
		c.Update()
	}
	c.Update()
	if len(c.played) != 1 {
		t.Fatalf("no move after %d ticks", c.Tick-start)
	}
	if c.played[0] != 2 || c.ToMove() != engine.Second || !c.HumanToMove() {
		t.Fatalf("played %v", c.played)
	}
}

// A failed or illegal answer is replaced by the first legal action; an
// answer to a position that has moved on is dropped.
func TestComputerFallbacksAndStaleAnswers(t *testing.T) {
	for _, answer := range []engine.Action{0, 7} {
		c := newCounter(Config{Mode: VsAI, Human: engine.Second}, answer)
		c.WaitBot()
		if len(c.played) != 1 || c.played[0] != 1 {
			t.Errorf("answer %d: played %v", answer, c.played)
		}
	}
	c := newCounter(Config{Mode: VsAI, Human: engine.Second}, 2, 1)
	c.Update() // the computer starts thinking
	if !c.Searching() && len(c.think.ch) == 0 {
		t.Fatal("no search started")
	}
	c.Version++ // the board moved on meanwhile
	c.WaitBot()
	if len(c.played) != 1 || c.played[0] != 1 {
		t.Fatalf("the stale answer was played: %v", c.played)
	}
}

func TestEndCueResignAndFinish(t *testing.T) {
	c := newCounter(Config{Mode: Hotseat})
	for _, a := range []engine.Action{2, 2, 2, 2, 1} {
		c.play(a)
	}
	if c.Cues() != nil {
		t.Fatal("moves raise no cue of the core's own")
	}
	c.play(1)
	if o := c.Outcome(); o.Winner != engine.Second || !c.Over() {
		t.Fatalf("outcome %+v", o)
	}
	if cues := c.Cues(); len(cues) != 1 || cues[0] != CueWin {
		t.Fatalf("hotseat end cues %v", cues)
	}
	// Against the computer the person resigns their own seat.
	v := newCounter(Config{Mode: VsAI, Human: engine.Second}, 1)
	v.Resign()
	if o := v.Outcome(); o.Winner != engine.First || o.Reason != "resign" {
		t.Fatalf("resigned: %+v", o)
	}
	if cues := v.Cues(); len(cues) != 1 || cues[0] != CueLose {
		t.Fatalf("resign cues %v", cues)
	}
	// Online the rules' end is silent; the server's result sounds once.
	o := newCounter(Config{Mode: Online, Human: engine.First})
	o.pos = count{total: 9}
	o.play(1)
	if !o.Over() || o.Cues() != nil {
		t.Fatal("online, the end sounds before the server declares it")
	}
	draw := engine.Outcome{Status: engine.Draw, Winner: engine.NoSeat, Reason: "agreement"}
	o.Finish(draw)
	o.Finish(engine.Outcome{Status: engine.Win, Winner: engine.Second, Reason: "resign"})
	if cues := o.Cues(); len(cues) != 1 || cues[0] != CueDrawnGame || o.Outcome() != draw {
		t.Fatalf("finish cues %v outcome %+v", cues, o.Outcome())
	}
}

func TestOnlineLink(t *testing.T) {
	var sent []string
	c := newCounter(Config{Mode: Online, Human: engine.First})
	c.Link(func(a string) { sent = append(sent, a) })
	c.Post("2")
	if !c.Waiting || len(sent) != 1 || c.HumanToMove() {
		t.Fatalf("posting: waiting %v sent %v", c.Waiting, sent)
	}
	// A broken announcement changes nothing.
	if err := c.Remote(engine.First, "2", nil, "garbage"); err == nil || c.pos != (count{}) || !c.Waiting {
		t.Fatal("a broken view was taken")
	}
	// The person's own action comes back and is played on the board.
	if err := c.Remote(engine.First, "2", nil, "2 1"); err != nil || c.pos != (count{2, 1}) || c.Waiting || len(c.played) != 1 {
		t.Fatalf("own action: %v %v waiting %v", err, c.pos, c.Waiting)
	}
	// An announcement that does not follow from the board: the server's
	// position is taken as it is.
	if err := c.Remote(engine.Second, "1", nil, "7 0"); err != nil || c.pos != (count{7, 0}) || len(c.played) != 2 {
		t.Fatalf("jump: %v %v", err, c.pos)
	}
	if err := c.Sync("8 1"); err != nil || c.pos != (count{8, 1}) {
		t.Fatalf("sync: %v %v", err, c.pos)
	}
	c.Refused("online.refused.turn")
	if c.Waiting || c.RefusalShown() != "online.refused.turn" {
		t.Fatal("a refusal lets the person act again")
	}
}
