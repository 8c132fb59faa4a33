package jungle

import (
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// board is the board of a landscape desktop window.
var board = layout.PlayLayout(layout.NewScreen(1280, 800, 1), 7, 9, 4, false).Board

// tap taps the centre of a square through the pixel geometry, as a mouse
// would.
func tap(c *Controller, b layout.Board, s jungle.Square) {
	x, y := b.CellCenter(int(s))
	c.TapAt(b, x, y)
}

func destinations(ms []jungle.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	sort.Strings(out)
	return out
}

func TestSelectHighlightsEngineMoves(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, jungle.Start())
	for s := jungle.Square(0); s < jungle.Squares; s++ {
		pc, ok := c.Pos.At(s)
		if !ok || pc.Side != engine.First {
			continue
		}
		c.Unselect()
		tap(c, board, s)
		var want []jungle.Move
		for _, m := range c.Pos.Moves() {
			if m.From == s {
				want = append(want, m)
			}
		}
		if len(want) == 0 {
			if c.Sel != jungle.NoSquare || c.RefusalShown() != RefuseStuck {
				t.Errorf("%v has no move: sel %v refusal %q", s, c.Sel, c.Refusal)
			}
			continue
		}
		if c.Sel != s {
			t.Fatalf("tap on %v selected %v", s, c.Sel)
		}
		if got, w := destinations(c.Targets), destinations(want); fmt.Sprint(got) != fmt.Sprint(w) {
			t.Fatalf("%v: highlighted %v, engine says %v", s, got, w)
		}
		for _, m := range want {
			if !c.IsTarget(m.To) {
				t.Fatalf("%v: %v is legal but not lit", s, m)
			}
		}
	}
}

func TestMoveReselectAndRefusals(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, jungle.Start())
	// Reselect: tap the rat, then the elephant.
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "g3"))
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "a3"))
	if c.Sel != enginetest.Must(t, jungle.ParseSquare, "a3") {
		t.Fatalf("reselect: sel %v", c.Sel)
	}
	// A refused tap (a square the elephant cannot reach) changes nothing.
	before := *c
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "e5"))
	if c.Pos != before.Pos || c.Sel != before.Sel || len(c.Moves) != 0 || c.RefusalShown() != RefuseTarget {
		t.Fatalf("refused tap changed the game: sel %v refusal %q", c.Sel, c.Refusal)
	}
	// Tap a lit square: the move is played with no confirmation.
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "a4"))
	if len(c.Moves) != 1 || c.Moves[0].String() != "a3a4" || c.Pos.ToMove() != engine.Second {
		t.Fatalf("move not played: %v", c.Moves)
	}
	if c.Sel != jungle.NoSquare || c.Anim == nil || c.Anim.Jump {
		t.Fatalf("after move: sel %v anim %+v", c.Sel, c.Anim)
	}
	if last, ok := c.LastMove(); !ok || last.String() != "a3a4" {
		t.Fatalf("last move %v", last)
	}
	// Now Blue moves: a Red piece is the opponent's.
	pos := c.Pos
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "a4"))
	if c.RefusalShown() != RefuseEnemy || c.Pos != pos {
		t.Fatalf("tap on enemy: %q", c.Refusal)
	}
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "d5"))
	if c.RefusalShown() != RefuseEmpty {
		t.Fatalf("tap on empty: %q", c.Refusal)
	}
	// Tapping the selected piece again clears the selection.
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "a7"))
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "a7"))
	if c.Sel != jungle.NoSquare {
		t.Fatal("second tap did not deselect")
	}
	// A tap off the board clears the selection too.
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "a7"))
	bb := board.Bounds()
	c.TapAt(board, bb.X-5, bb.Y-5)
	if c.Sel != jungle.NoSquare {
		t.Fatal("tap off the board kept the selection")
	}
}

func TestFlippedBoardTapsTheSameSquares(t *testing.T) {
	c := New(play.Config{Mode: play.VsAI, Human: engine.Second, Level: 1, Seed: 1}, jungle.Start())
	if !c.Flipped {
		t.Fatal("playing blue against the computer must turn the board")
	}
	fb := board
	fb.Flipped = true
	// Red (the computer) moves first; a tap now is refused.
	tap(c, fb, enginetest.Must(t, jungle.ParseSquare, "a7"))
	if c.RefusalShown() != play.RefuseTurn {
		t.Fatalf("tap during the computer's turn: %q", c.Refusal)
	}
	c.WaitBot()
	if len(c.Moves) != 1 || c.Pos.ToMove() != engine.Second {
		t.Fatalf("the computer did not open: %v", c.Moves)
	}
	tap(c, fb, enginetest.Must(t, jungle.ParseSquare, "a7"))
	if c.Sel != enginetest.Must(t, jungle.ParseSquare, "a7") {
		t.Fatalf("flipped tap selected %v", c.Sel)
	}
}

func TestCaptureAnimationAndCues(t *testing.T) {
	// Red's elephant takes Blue's lion next to it.
	p, err := jungle.Parse("7/7/7/7/7/3l3/3E3/7/7 r 0")
	if err != nil {
		t.Fatal(err)
	}
	c := New(play.Config{Mode: play.Hotseat}, p)
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "d3"))
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "d4"))
	if c.Anim == nil || c.Anim.Captured == nil || c.Anim.Captured.Animal != jungle.Lion {
		t.Fatalf("capture not animated: %+v", c.Anim)
	}
	cues := c.Cues()
	if len(cues) < 3 || cues[0] != play.CueSelect || cues[1] != play.CueMove || cues[2] != play.CueCapture {
		t.Fatalf("cues %v", cues)
	}
	seen := false
	for i := 0; i < 200 && c.Anim != nil; i++ {
		if _, ok := c.Anim.Burst(c.Tick); ok {
			seen = true
		}
		c.Update()
	}
	if c.Anim != nil || !seen {
		t.Fatalf("animation did not run its course (burst seen %v)", seen)
	}
}

func TestResignAndOutcome(t *testing.T) {
	c := New(play.Config{Mode: play.Hotseat}, jungle.Start())
	c.Resign()
	o := c.Outcome()
	if o.Status != engine.Win || o.Winner != engine.Second || o.Reason != "resign" {
		t.Fatalf("outcome %+v", o)
	}
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "a3"))
	if c.RefusalShown() != play.RefuseOver {
		t.Fatalf("tap after the end: %q", c.Refusal)
	}
}

func TestComputerTakesTheDen(t *testing.T) {
	// Red's rat stands on d8, next to the Blue den: every level goes in.
	p, err := jungle.Parse("7/3R3/7/7/7/7/7/7/6r r 0")
	if err != nil {
		t.Fatal(err)
	}
	for level := 1; level <= play.Levels; level++ {
		c := New(play.Config{Mode: play.VsAI, Human: engine.Second, Level: level, Seed: 1}, p)
		c.WaitBot()
		if m, ok := c.LastMove(); !ok || m.To != enginetest.Must(t, jungle.ParseSquare, "d9") || !c.Over() {
			t.Errorf("level %d played %v instead of entering the den", level, m)
		}
	}
}

// TestReducedMotionMovesAtOnce: with reduced motion a capture, even a
// lion's leap over the river, is over within two ticks.
func TestReducedMotionMovesAtOnce(t *testing.T) {
	for _, tc := range []struct{ pos, from, to string }{
		{"7/7/7/7/7/3l3/3E3/7/7 r 0", "d3", "d4"},
		{"7/7/7/7/7/7/7/7/1L5 r 0", "b1", "b2"},
		{"7/7/7/7/7/7/1L5/7/7 r 0", "b3", "b7"},
	} {
		c := New(play.Config{Mode: play.Hotseat, Still: true}, enginetest.Must(t, jungle.Parse, tc.pos))
		tap(c, board, enginetest.Must(t, jungle.ParseSquare, tc.from))
		tap(c, board, enginetest.Must(t, jungle.ParseSquare, tc.to))
		if c.Anim == nil {
			t.Fatalf("%s %s-%s: no move", tc.pos, tc.from, tc.to)
		}
		ticks := 0
		for ; c.Anim != nil && ticks < 10; ticks++ {
			c.Update()
		}
		if ticks > 2 || c.Busy() {
			t.Fatalf("%s %s-%s: the move took %d ticks", tc.pos, tc.from, tc.to, ticks)
		}
	}
}

// Against the computer, Undo takes back the person's capture and the
// computer's reply: the captured piece is back, and so is the quiet-move
// counter the capture had reset. In hotseat it takes back one move.
func TestUndo(t *testing.T) {
	start := enginetest.Must(t, jungle.Parse, "l5t/1w3c1/r1p3e/7/7/7/E1DdP1R/1C3W1/T5L r 7")
	c := New(play.Config{Mode: play.VsAI, Human: engine.First, Seed: 1}, start)
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "e3"))
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "d3"))
	c.WaitBot()
	if len(c.Moves) != 2 || !c.HumanToMove() || c.Pos == start {
		t.Fatalf("the capture and the reply: moves %v", c.Moves)
	}
	if !c.Undo() {
		t.Fatalf("undo refused: %q", c.Refusal)
	}
	if c.Pos != start || c.Pos.Clock() != 7 || len(c.Moves) != 0 || c.Anim != nil || c.Sel != jungle.NoSquare || !c.HumanToMove() || !c.UndoUsed {
		t.Fatalf("after the undo: %v clock %d moves %v", c.Pos, c.Pos.Clock(), c.Moves)
	}
	if _, ok := c.LastMove(); ok {
		t.Fatal("the last move is still marked")
	}
	// Undo in the middle of the computer's reply: its move on its way is
	// dropped with it.
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "e3"))
	tap(c, board, enginetest.Must(t, jungle.ParseSquare, "f3"))
	if len(c.Moves) != 1 {
		t.Fatalf("e3f3 was not played: %q", c.Refusal)
	}
	for len(c.Moves) < 2 {
		c.Update()
	}
	c.Update()
	if c.Anim == nil || !c.Busy() {
		t.Fatal("the reply is not on its way")
	}
	c.Undo()
	if c.Pos != start || c.Anim != nil || len(c.Moves) != 0 {
		t.Fatalf("undo during the reply: %v", c.Pos)
	}

	h := New(play.Config{Mode: play.Hotseat}, jungle.Start())
	for _, sq := range []string{"a3", "a4", "g7", "g6"} {
		tap(h, board, enginetest.Must(t, jungle.ParseSquare, sq))
	}
	h.Undo()
	if len(h.Moves) != 1 || h.Pos.ToMove() != engine.Second || h.Moves[0].String() != "a3a4" {
		t.Fatalf("hotseat undo: %v, %v to move", h.Moves, h.Pos.ToMove())
	}
}

// The log replays to the board, and an undo takes its tail back with the
// moves.
func TestLogReplays(t *testing.T) {
	c := New(play.Config{Mode: play.VsAI, Human: engine.First, Seed: 3}, jungle.Start())
	for _, mv := range [][2]string{{"a3", "a4"}, {"g3", "g4"}} {
		tap(c, board, enginetest.Must(t, jungle.ParseSquare, mv[0]))
		tap(c, board, enginetest.Must(t, jungle.ParseSquare, mv[1]))
		c.WaitBot()
		for c.Busy() {
			c.Update()
		}
	}
	start, actions, ok := c.History()
	if !ok || len(actions) != 4 || start != jungle.Start().String() {
		t.Fatalf("replay %q %v %v", start, actions, ok)
	}
	var st engine.State = jungle.Start()
	for _, s := range actions {
		a, err := st.ParseAction(s)
		if err != nil {
			t.Fatal(err)
		}
		if st, _, err = st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if st.String() != c.Pos.String() {
		t.Fatalf("the log leads to %v, the board is %v", st, c.Pos)
	}
	c.Undo()
	if _, actions, _ := c.History(); len(actions) != 2 {
		t.Fatalf("after an undo the log holds %v", actions)
	}
}

// The trays hold what each side has taken, strongest first: the other
// side's animals no longer on the board.
func TestJungleTrays(t *testing.T) {
	// Red lacks its elephant and dog, Blue its elephant.
	b, err := Kit.Board(play.Config{Mode: play.Hotseat}, enginetest.Must(t, jungle.Parse, "l5t/1d3c1/r1p1w2/7/7/7/4P1R/1C3W1/T5L r 0"), nil)
	if err != nil {
		t.Fatal(err)
	}
	jb := b.(Board)
	if got, want := jb.taken(engine.First), []int{int(jungle.Elephant), int(jungle.Dog)}; !slices.Equal(got, want) {
		t.Errorf("Red's animals taken = %v, want %v", got, want)
	}
	if got, want := jb.taken(engine.Second), []int{int(jungle.Elephant)}; !slices.Equal(got, want) {
		t.Errorf("Blue's animals taken = %v, want %v", got, want)
	}
	// In portrait there is room for both trays, between the plates and
	// the status line and the bar, on every phone size.
	for _, sz := range [][2]float64{{360, 740}, {390, 844}, {414, 896}, {1280, 800}} {
		p := jb.Layout(layout.NewScreen(sz[0], sz[1], 1))
		if p.TopTray.H <= 0 || p.BottomTray.H <= 0 {
			t.Errorf("%v: no room for the trays", sz)
		}
		for _, r := range []layout.Rect{p.TopTray, p.BottomTray} {
			if r.Overlaps(p.Board.Framed()) || r.Overlaps(p.Top) || r.Overlaps(p.Bottom) || r.Overlaps(p.Status) {
				t.Errorf("%v: a tray %v runs into the board or a plate", sz, r)
			}
		}
	}
}
