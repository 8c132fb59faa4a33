package race

import (
	"reflect"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// board is the race board of a landscape desktop window.
var board = layout.CrossFrom(layout.RaceLayout(layout.NewScreen(1280, 800, 1), 4).Board, 3)

func dice(vs ...int) func() int {
	return func() int {
		v := vs[0]
		if len(vs) > 1 {
			vs = vs[1:]
		}
		return v
	}
}

// settle runs the clock until nothing moves.
func settle(c *Controller) {
	for i := 0; i < 5000 && c.Busy(); i++ {
		c.Update()
	}
}

// tapPiece taps the drawn centre of seat's piece i through the pixels.
func tapPiece(t *testing.T, c *Controller, seat engine.Seat, i int) {
	t.Helper()
	for _, s := range c.Spots() {
		if s.Seat == seat && s.Piece == i {
			x, y := board.Point(s.Y, s.X)
			c.TapAt(board, x, y)
			return
		}
	}
	t.Fatalf("no spot for %v/%d", seat, i)
}

func tapDie(c *Controller) {
	x, y := c.DieRect(board).Center()
	c.TapAt(board, x, y)
}

func legalPieces(p race.Position) []int {
	var out []int
	for _, a := range p.Legal() {
		for i := 0; i < race.Pieces; i++ {
			if a == race.Move(i) {
				out = append(out, i)
			}
		}
	}
	return out
}

// The die is blank until the first roll: a six shown before anyone rolled
// would read as a rolled six.
func TestDieIsBlankUntilTheFirstRoll(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, race.Ludo, race.Start())
	if c.Face != 0 {
		t.Fatalf("a new game's die shows %d", c.Face)
	}
	c.Dice = dice(3)
	tapDie(c)
	if c.Face != 3 {
		t.Fatalf("after rolling a 3 the die shows %d", c.Face)
	}
	if d := New(play.Config{}, race.Ludo, enginetest.Must(t, race.Parse, "5,b,b,b/b,b,b,b r 4 0")); d.Face != 4 {
		t.Fatalf("a position awaiting a move of 4 shows %d", d.Face)
	}
}

func TestRollLightsExactlyTheLegalPieces(t *testing.T) {
	for _, pos := range []string{
		"b,b,b,b/b,b,b,b r roll 0",
		"3,b,20,b/b,10,b,b r roll 0",
		"3,3,b,55/4,b,b,b r roll 0",
	} {
		for v := 1; v <= 6; v++ {
			c := New(play.Config{Mode: play.Hotseat}, race.Ludo, enginetest.Must(t, race.Parse, pos))
			c.Dice = dice(v)
			tapDie(c)
			if c.Face != v || !c.Rolling() || c.Lit() != nil {
				t.Fatalf("%s roll %d: face %d rolling %v lit %v", pos, v, c.Face, c.Rolling(), c.Lit())
			}
			settle(c)
			want := []int(nil)
			if c.Pos.ToMove() == engine.First {
				want = legalPieces(c.Pos)
			}
			if got := c.Lit(); !reflect.DeepEqual(got, want) {
				t.Errorf("%s roll %d: lit %v, legal %v", pos, v, got, want)
			}
		}
	}
}

func TestNoMovePassesAfterAPause(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, race.Ludo, race.Start())
	c.Dice = dice(3)
	tapDie(c)
	if c.Pos.ToMove() != engine.Second || !c.Busy() {
		t.Fatalf("side %v busy %v", c.Pos.ToMove(), c.Busy())
	}
	// While the pause runs, yellow cannot roll, and the message is shown.
	for c.Rolling() {
		c.Update()
	}
	if m, s := c.MsgShown(); m != MsgNoMove || s != engine.First {
		t.Fatalf("message %q %v", m, s)
	}
	tapDie(c)
	if c.RefusalShown() != RefuseWait {
		t.Fatalf("refusal %q", c.RefusalShown())
	}
	settle(c)
	if !c.CanRoll() {
		t.Fatal("yellow cannot roll after the pause")
	}
}

func TestThirdSixIsAnnounced(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, race.Ludo, enginetest.Must(t, race.Parse, "3,b,b,b/b,b,b,b r roll 2"))
	c.Dice = dice(6)
	tapDie(c)
	for c.Rolling() {
		c.Update()
	}
	if m, _ := c.MsgShown(); m != MsgSixes || c.Pos.ToMove() != engine.Second {
		t.Fatalf("message %q side %v", m, c.Pos.ToMove())
	}
}

func TestMoveWalksThePathAndEarnsExtraRoll(t *testing.T) {
	// Red at 2 rolls 3: it walks 3, 4, then the diagonal to 5.
	c := New(play.Config{Mode: play.Hotseat}, race.Ludo, enginetest.Must(t, race.Parse, "2,b,b,b/b,b,b,b r roll 0"))
	c.Dice = dice(3)
	tapDie(c)
	settle(c)
	tapPiece(t, c, engine.First, 0)
	w := c.Walk
	if w == nil || len(w.Points) != 4 {
		t.Fatalf("walk %+v", w)
	}
	// The step from 4 to 5 is diagonal: both coordinates change.
	a, b := w.Points[2], w.Points[3]
	if a[0] == b[0] || a[1] == b[1] {
		t.Errorf("4→5 is not diagonal: %v %v", a, b)
	}
	// Half-way through the last step the piece is between the squares.
	y, x := w.At(w.Start + w.Step*5/2)
	if y == a[0] || x == a[1] {
		t.Errorf("no motion at mid-step: %v %v", y, x)
	}
	settle(c)
	if c.Pos.ToMove() != engine.Second || c.Walk != nil {
		t.Fatalf("turn %v", c.Pos.ToMove())
	}
	// A capture: red at 20 rolls 6 onto yellow's piece at red-frame 26?
	// 26 is safe; pick 24 (yellow progress 50).
	c = New(play.Config{Mode: play.Hotseat}, race.Ludo, enginetest.Must(t, race.Parse, "18,b,b,b/50,b,b,b r roll 0"))
	c.Dice = dice(6)
	tapDie(c)
	settle(c)
	if got := c.Lit(); !reflect.DeepEqual(got, legalPieces(c.Pos)) {
		t.Fatalf("lit %v", got)
	}
	tapPiece(t, c, engine.First, 0)
	if len(c.Walk.Captured) != 1 {
		t.Fatalf("captured %+v", c.Walk.Captured)
	}
	var cues []play.Cue
	for c.Busy() {
		c.Update()
		cues = append(cues, c.Cues()...)
		if _, flying := c.Walk.Flying(c.Tick); flying {
			break
		}
	}
	if !reflect.DeepEqual(cues, []play.Cue{play.CueRoll, play.CueSix, play.CueMove, play.CueCapture}) {
		t.Errorf("cues %v", cues)
	}
	settle(c)
	if m, s := c.MsgShown(); m != MsgExtra || s != engine.First || c.Pos.ToMove() != engine.First {
		t.Fatalf("after the capture: %q %v side %v", m, s, c.Pos.ToMove())
	}
	if c.Pos.Progress(engine.Second, 0) != race.Base {
		t.Fatal("the captured piece is not home")
	}
}

// TestSixIsCued: every roll raises CueRoll, a six CueSix after it (the
// phone vibrates for it).
func TestSixIsCued(t *testing.T) {
	for n := 1; n <= 6; n++ {
		c := New(play.Config{Mode: play.Hotseat}, race.Ludo, race.Start())
		c.Dice = dice(n)
		tapDie(c)
		want := []play.Cue{play.CueRoll}
		if n == 6 {
			want = append(want, play.CueSix)
		}
		if got := c.Cues(); !reflect.DeepEqual(got, want) {
			t.Errorf("rolled %d: cues %v, want %v", n, got, want)
		}
	}
}

// TestReducedMotionMovesAtOnce: with reduced motion the die lands and a
// capturing piece reaches its square (and its victim its base) within two
// ticks, with the same cues; the pauses of the messages keep their length.
func TestReducedMotionMovesAtOnce(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat, Still: true}, race.Ludo, enginetest.Must(t, race.Parse, "18,b,b,b/50,b,b,b r roll 0"))
	c.Dice = dice(6)
	tapDie(c)
	c.Update()
	if c.Rolling() || c.Busy() {
		t.Fatal("the die still tumbles a tick after the roll")
	}
	tapPiece(t, c, engine.First, 0)
	to := c.Pos.Progress(engine.First, 0)
	if w := c.Walk; w == nil || len(w.Points) != 2 {
		t.Fatalf("the walk %+v: want a jump from the square to the square", w)
	}
	cues := c.Cues()
	ticks := 0
	for ; c.Busy() && ticks < 10; ticks++ {
		c.Update()
		cues = append(cues, c.Cues()...)
	}
	if ticks > 2 {
		t.Fatalf("the move took %d ticks", ticks)
	}
	if !reflect.DeepEqual(cues, []play.Cue{play.CueRoll, play.CueSix, play.CueMove, play.CueCapture}) {
		t.Fatalf("cues %v", cues)
	}
	if to == race.Base || c.Pos.Progress(engine.Second, 0) != race.Base {
		t.Fatal("the pieces are not where the move put them")
	}
	if m, _ := c.MsgShown(); m != MsgExtra {
		t.Fatalf("the extra roll's message is gone at once: %q", m)
	}
}

func TestRefusalsChangeNothing(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, race.Ludo, enginetest.Must(t, race.Parse, "3,b,b,b/b,b,b,b r roll 0"))
	before := c.Pos
	tapPiece(t, c, engine.First, 0)
	if c.RefusalShown() != RefuseRoll || c.Pos != before {
		t.Fatalf("moving before the roll: %q", c.RefusalShown())
	}
	c.Dice = dice(2)
	tapDie(c)
	settle(c)
	rolled := c.Pos
	tapDie(c)
	if c.RefusalShown() != RefuseRolled || c.Pos != rolled {
		t.Fatalf("second roll: %q", c.RefusalShown())
	}
	tapPiece(t, c, engine.First, 1) // in base, needs a six
	if c.RefusalShown() != RefusePiece || c.Pos != rolled {
		t.Fatalf("base piece on a 2: %q", c.RefusalShown())
	}
}

func TestStackFansOut(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, race.Ludo, enginetest.Must(t, race.Parse, "5,5,b,b/b,b,b,b r 1 0"))
	var pts [][2]float64
	for _, s := range c.Spots() {
		if s.Seat == engine.First && s.Piece < 2 {
			pts = append(pts, [2]float64{s.Y, s.X})
			if s.Scale >= 1 {
				t.Error("a stacked piece is not shrunk")
			}
		}
	}
	if pts[0] == pts[1] {
		t.Fatal("the stack is not fanned")
	}
	counts := 0
	for _, s := range c.Spots() {
		if s.Stack != 0 {
			counts++
			if s.Stack != 2 || s.Seat != engine.First {
				t.Errorf("stack count %+v", s)
			}
		}
	}
	if counts != 1 {
		t.Errorf("%d pieces carry the stack's count, want 1", counts)
	}
	tapPiece(t, c, engine.First, 1)
	if c.Walk == nil || c.Walk.Piece != 1 {
		t.Fatalf("tapping the second of the stack moved %+v", c.Walk)
	}
}

func TestAutoMoveAndComputer(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, race.Ludo, enginetest.Must(t, race.Parse, "3,b,b,b/b,b,b,b r roll 0"))
	c.AutoMove = true
	c.Dice = dice(2)
	tapDie(c)
	settle(c)
	if c.Pos.Progress(engine.First, 0) != 5 {
		t.Fatalf("the only move was not played: %v", c.Pos)
	}
	// Against the computer: red rolls a 1 (no move), the computer plays
	// yellow until it is red's turn again.
	c = New(play.Config{Mode: play.VsAI, Human: engine.First, Seed: 4}, race.Ludo, race.Start())
	c.Dice = dice(1, 6, 6, 1)
	tapDie(c)
	c.WaitBot()
	if c.Pos.ToMove() != engine.First || c.Over() {
		t.Fatalf("after the computer: %v", c.Pos)
	}
}

// runUntil runs the clock until cond holds: the computer thinks in a
// goroutine, so the clock may run ahead of it; a long wait fails the test.
func runUntil(t *testing.T, c *Controller, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("no %s: %v", what, c.Pos)
		}
		c.Update()
		time.Sleep(100 * time.Microsecond)
	}
}

// Undo returns to the person's choice with the same roll on the die and
// the same pieces lit; no new roll is possible, and the dice after it come
// out as they would have: playing another piece, the computer's next roll
// is the same.
func TestUndoKeepsTheRollAndTheDice(t *testing.T) {
	start := enginetest.Must(t, race.Parse, "5,5,30,b/12,40,b,56 r roll 0")
	c := New(play.Config{Mode: play.VsAI, Human: engine.First, Seed: 4}, race.Ludo, start)
	tapDie(c)
	settle(c)
	face, rolled, lit := c.Face, c.Pos, c.Lit()
	if len(lit) < 2 || face == 6 {
		t.Fatalf("the seed gives %d with %v lit: pick another", face, lit)
	}
	// The person moves, the computer rolls and replies.
	tapPiece(t, c, engine.First, lit[0])
	runUntil(t, c, "computer's roll", func() bool { return c.RollSeat == engine.Second })
	reply := c.Face
	c.WaitBot()
	if !c.HumanToMove() || c.CanUndo() != true {
		t.Fatalf("not the person's turn after the reply: %v", c.Pos)
	}
	if !c.Undo() {
		t.Fatalf("undo refused: %q", c.Refusal)
	}
	if c.Pos != rolled || c.Face != face || c.Pos.Die() != face || !reflect.DeepEqual(c.Lit(), lit) || c.Busy() {
		t.Fatalf("after the undo: %v face %d lit %v, want %v %d %v", c.Pos, c.Face, c.Lit(), rolled, face, lit)
	}
	if tapDie(c); c.Pos != rolled || c.RefusalShown() != RefuseRolled {
		t.Fatalf("rolled again after the undo: %v %q", c.Pos, c.Refusal)
	}
	// Another piece this time: the computer rolls what it rolled before.
	tapPiece(t, c, engine.First, lit[1])
	if c.Pos == rolled {
		t.Fatalf("the other piece was not moved: %q", c.Refusal)
	}
	runUntil(t, c, "computer's roll", func() bool { return c.RollSeat == engine.Second })
	if c.Face != reply {
		t.Fatalf("the computer rolled %d after the undo, %d before", c.Face, reply)
	}
}

// In hotseat Undo takes back the last piece moved: its side chooses again
// with the same roll.
func TestUndoHotseatRace(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat, Seed: 3}, race.Aviation, enginetest.Must(t, race.Parse, "5,5,30,b/12,40,b,56 r roll 0"))
	c.Dice = dice(3, 2)
	tapDie(c)
	settle(c)
	rolled := c.Pos
	tapPiece(t, c, engine.First, 2)
	settle(c)
	tapDie(c)
	settle(c)
	if c.Pos.ToMove() != engine.Second || c.Pos.Die() != 2 {
		t.Fatalf("not yellow's choice: %v", c.Pos)
	}
	c.Undo()
	if c.Pos != rolled || c.Face != 3 || c.RollSeat != engine.First {
		t.Fatalf("after the undo: %v face %d", c.Pos, c.Face)
	}
}

// On a phone a piece on the track is about 20 px across: a tap within
// 24 px of a movable piece's centre takes it when no other movable piece
// is nearer, and a tap farther off takes none.
func TestTapNearAMovablePieceTakesIt(t *testing.T) {
	s := layout.NewScreen(360, 740, 1)
	phone := layout.CrossFrom(layout.RaceLayout(s, 4).Board, 3)
	phone.Reach = s.Px(layout.TapReach)
	centre := func(c *Controller, i int) (float64, float64) {
		for _, sp := range c.Spots() {
			if sp.Seat == engine.First && sp.Piece == i {
				return phone.Point(sp.Y, sp.X)
			}
		}
		t.Fatalf("no spot for piece %d", i)
		return 0, 0
	}
	for _, c := range []struct {
		name       string
		pos        string
		dx, dy     float64
		aim, other int // the piece tapped near, and the other movable one (-1: none)
		to         int // where the aimed piece stands after the tap
	}{
		{"14 px below the only one", "5,b,b,b/20,20,b,b r 3 0", 0, 14, 0, -1, 8},
		{"23 px aside", "5,b,b,b/20,20,b,b r 3 0", -16, 16, 0, -1, 8},
		{"30 px off", "5,b,b,b/20,20,b,b r 3 0", 0, 30, 0, -1, 5},
		{"nearer the second of two", "5,8,b,b/b,b,b,b r 3 0", 0, 0, 1, 0, 11},
	} {
		g := New(play.Config{Mode: play.Hotseat}, race.Ludo, enginetest.Must(t, race.Parse, c.pos))
		x, y := centre(g, c.aim)
		if c.other >= 0 {
			// A point on the way to the other piece, nearer the aimed one.
			ox, oy := centre(g, c.other)
			x, y = x+(ox-x)*0.3, y+(oy-y)*0.3
		}
		g.TapAt(phone, x+c.dx, y+c.dy)
		settle(g)
		if got := g.Pos.Progress(engine.First, c.aim); got != c.to {
			t.Errorf("%s: piece %d at %d, want %d", c.name, c.aim, got, c.to)
		}
		if c.other >= 0 && g.Pos.Progress(engine.First, c.other) != 5 {
			t.Errorf("%s: the farther piece moved", c.name)
		}
	}
}

// A game played back marks the piece its last action moved, and no piece
// once a roll (or anything else) follows.
func TestLastMovedMarksAPlayedBackMove(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, race.Ludo, race.Start())
	if _, _, ok := c.LastMoved(); ok {
		t.Fatal("a piece is marked at the start")
	}
	if err := c.Replay([]engine.Action{race.RollOf(6), race.Move(0)}); err != nil {
		t.Fatal(err)
	}
	if seat, i, ok := c.LastMoved(); !ok || seat != engine.First || i != 0 {
		t.Fatalf("after p0: %v %d %v", seat, i, ok)
	}
	if err := c.Replay([]engine.Action{race.RollOf(3)}); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := c.LastMoved(); ok {
		t.Fatal("the moved piece is still marked after the next roll")
	}
}
