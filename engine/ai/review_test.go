package ai

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

// review reviews the actions in notation from start.
func review(t *testing.T, c estimatorCase, start engine.State, viewer engine.Seat, seed uint64, actions ...string) Analysis {
	t.Helper()
	var as []engine.Action
	s := start
	for _, text := range actions {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		as = append(as, a)
		if s, _, err = s.Apply(a); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	an, err := Review(c.new, testMarks, start, as, viewer, seed, c.budget, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(an.Steps) != len(actions) || len(an.Positions) != len(actions)+1 {
		t.Fatalf("%d steps and %d positions for %d actions", len(an.Steps), len(an.Positions), len(actions))
	}
	return an
}

// blunderCase is a position, a move that throws the game away and a move
// that keeps it.
type blunderCase struct {
	game, pos     string
	viewer        engine.Seat
	blunder, good string
}

var blunderCases = []blunderCase{
	// Blue's dog on d2 threatens Red's den; only Red's wolf on e2 can take
	// it (in Red's own trap). Any other move loses.
	{"jungle", "l5t/1w3c1/r1p3e/7/7/7/E3P1R/1C1dW2/T5L r 5", engine.NoSeat, "g3g4", "e2d2"},
	// Yellow has three pieces home and the fourth on Red's square 19 (its
	// own 45). Red rolled 4: its piece on 15 can send it back to base;
	// moving the other piece to the star on 34 lets Yellow run home.
	{"race", "15,30,56,56/45,56,56,56 r 4 0", engine.NoSeat, "p1", "p0"},
	// The boneyard is spent (its last two are never drawn). White holds
	// 66 44 26 55 24 00 against Black's lone 33, the ends show 4 and 5.
	// 24 on the left leaves White unable to place its 44 and 00 once the
	// 6s and 5s are gone: the game blocks and Black's 6 pips beat White's
	// 8. 44 on the left (or 55 on the right) keeps a 4 and a way out.
	{"domino", "33/66,44,26,55,24,00/22,56/46,60,04,43,36,61,13,30,01,14,45,51,11,12,25,53,32,20,05 w 0", engine.NoSeat, "play:24:L", "play:44:L"},
	// The same seen by White alone, who does not know Black's tile: the
	// three unseen tiles 22, 33 and 56 make three worlds, and the blunder
	// loses in the one that is real.
	{"domino", "33/66,44,26,55,24,00/22,56/46,60,04,43,36,61,13,30,01,14,45,51,11,12,25,53,32,20,05 w 0", engine.Second, "play:24:L", "play:44:L"},
}

func parseFor(t *testing.T, game, pos string) engine.State {
	switch game {
	case "jungle":
		return enginetest.Must(t, jungle.Parse, pos)
	case "race":
		return enginetest.Must(t, race.Parse, pos)
	}
	return enginetest.Must(t, domino.Parse, pos)
}

// A known blunder in each game is marked ??, and the move the estimator
// prefers is the good one, unmarked.
func TestReviewMarksBlunders(t *testing.T) {
	for _, bc := range blunderCases {
		c := estimatorCases[bc.game]
		start := parseFor(t, bc.game, bc.pos)
		bad := review(t, c, start, bc.viewer, 1, bc.blunder).Steps[0]
		if bad.Mark != Blunder || bad.Kind != Decision || bad.Drop() < testMarks.Blunder {
			t.Errorf("%s %s: %+v, want a blunder", bc.game, bc.blunder, bad)
		}
		if !bad.HasBest || bad.BestText != bc.good {
			t.Errorf("%s: best %q, want %s", bc.game, bad.BestText, bc.good)
		}
		good := review(t, c, start, bc.viewer, 1, bc.good).Steps[0]
		if good.Mark != NoMark || good.Drop() > testMarks.Mistake {
			t.Errorf("%s %s: %+v, want no mark", bc.game, bc.good, good)
		}
		if bad.Before != good.Before {
			t.Errorf("%s: the position before got %v and %v", bc.game, bad.Before, good.Before)
		}
		// The playouts of the best move and of the position it leads to
		// meet the same dice and deals: playing it costs exactly nothing.
		if bc.game != "jungle" && good.Drop() != 0 {
			t.Errorf("%s: the best move dropped %v", bc.game, good.Drop())
		}
	}
}

// testMarks are the thresholds the tests of this package mark by.
var testMarks = Marks{Blunder: 0.25, Mistake: 0.10, Inaccuracy: 0.05}

func TestMarksFor(t *testing.T) {
	for drop, want := range map[float64]string{-0.2: "-", 0: "-", 0.0499: "-", 0.05: "?!", 0.0999: "?!", 0.1: "?", 0.2499: "?", 0.25: "??", 1: "??"} {
		if got := testMarks.For(drop); got != want {
			t.Errorf("drop %v: %q, want %q", drop, got, want)
		}
	}
	if !testMarks.Valid() || (Marks{Blunder: 0.1, Mistake: 0.2, Inaccuracy: 0.05}).Valid() || (Marks{}).Valid() {
		t.Error("Valid wants positive thresholds in order")
	}
	for _, c := range [][3]string{{"-", "?!", "?!"}, {"??", "?", "??"}, {"?", "?!", "?"}, {"", "-", ""}} {
		if got := Worse(c[0], c[1]); got != c[2] {
			t.Errorf("Worse(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

// A floor raises a decision's mark whatever its drop, and an estimator's
// best action that the floor calls a blunder gives way to one it does not.
func TestReviewFloor(t *testing.T) {
	c := estimatorCases["jungle"]
	start := enginetest.Must(t, jungle.Parse, "l5t/1w3c1/r1p3e/7/7/7/E3P1R/1C1dW2/T5L r 5")
	good, _ := start.ParseAction("e2d2")
	m := testMarks
	m.Floor = func(s engine.State, a engine.Action) string {
		if s.String() == start.String() && a == good {
			return Blunder
		}
		return Inaccuracy
	}
	an, err := Review(c.new, m, start, []engine.Action{good}, engine.NoSeat, 1, c.budget, nil)
	if err != nil {
		t.Fatal(err)
	}
	if st := an.Steps[0]; st.Mark != Blunder || st.Best == good || !st.HasBest {
		t.Errorf("e2d2 floored a blunder: mark %q, best %s", st.Mark, st.BestText)
	}
}

// Rolls and draws are chance's, not the player's: no mark, no best action.
// A lone legal action is forced: never a mistake. Every step's chances
// are the estimates of the positions around it.
func TestReviewStepKinds(t *testing.T) {
	c := estimatorCases["race"]
	// Red rolls a 6 with all in base: four equal entries; then rolls 1 with
	// one piece out: forced.
	an := review(t, c, race.Start(), engine.NoSeat, 1, "roll:6", "p0", "roll:1", "p0", "roll:3")
	kinds := []StepKind{Chance, Decision, Chance, Forced, Chance}
	for i, st := range an.Steps {
		if st.Kind != kinds[i] || st.N != i+1 {
			t.Errorf("step %d %s: kind %d, want %d", st.N, st.Text, st.Kind, kinds[i])
		}
		if st.Kind == Chance && (st.Mark != "" || st.HasBest) {
			t.Errorf("chance step %s: %+v", st.Text, st)
		}
		if st.Kind == Forced && (st.Mark != NoMark || st.BestText != st.Text) {
			t.Errorf("forced step %s: %+v", st.Text, st)
		}
		if st.Before != an.Positions[i].Score(st.Mover) || st.After != an.Positions[i+1].Score(st.Mover) {
			t.Errorf("step %s: chances %v %v disagree with the positions", st.Text, st.Before, st.After)
		}
	}
	// Red's second roll is the extra roll of its six: the mover is Red,
	// then Yellow rolls.
	if an.Steps[2].Mover != engine.First || an.Steps[4].Mover != engine.Second {
		t.Errorf("movers %d %d", an.Steps[2].Mover, an.Steps[4].Mover)
	}
	// Entering one piece or another is all but the same.
	if d := an.Steps[1].Drop(); d > testMarks.Mistake {
		t.Errorf("entering a piece dropped %v", d)
	}

	// Dominoes: a draw from the boneyard is chance's; the opponent's moves
	// as one seat sees them are not judged.
	dc := estimatorCases["domino"]
	start := enginetest.Must(t, domino.Parse, "01,02,03,04,05,06,11/12,13,14,15,16,22,23/24,25,26,33,34,35,36,44,45,46,55,56,66,00/- b 0")
	// After 06, 61, 11 and 12 Black plays 02 and leaves two blanks open,
	// which White, holding 13 14 15 22 23, must draw for.
	an = review(t, dc, start, engine.First, 1, "play:06", "play:16:R", "play:11:R", "play:12:R", "play:02:R", "draw")
	kinds = []StepKind{Decision, Unseen, Decision, Unseen, Decision, Chance}
	for i, st := range an.Steps {
		if st.Kind != kinds[i] {
			t.Errorf("dominoes step %s: kind %d, want %d", st.Text, st.Kind, kinds[i])
		}
		if (st.Kind == Unseen || st.Kind == Chance) && (st.Mark != "" || st.HasBest) {
			t.Errorf("dominoes step %s: %+v", st.Text, st)
		}
	}
}

// A review is the same for the same seed; an illegal action is refused
// with its number before anything is estimated.
func TestReviewDeterministicAndRefuses(t *testing.T) {
	c := estimatorCases["jungle"]
	moves := []string{"g3g4", "a7a6", "a3a4", "g7g6"}
	a := review(t, c, jungle.Start(), engine.NoSeat, 5, moves...)
	b := review(t, c, jungle.Start(), engine.NoSeat, 5, moves...)
	for i := range a.Steps {
		if a.Steps[i] != b.Steps[i] {
			t.Errorf("step %d: %+v then %+v", i+1, a.Steps[i], b.Steps[i])
		}
	}
	m, err := jungle.ParseMove("g3g4")
	if err != nil {
		t.Fatal(err)
	}
	bad := []engine.Action{m.Action(), m.Action()}
	calls := 0
	count := func(v engine.Seat) Estimator { calls++; return c.new(v) }
	if _, err := Review(count, testMarks, jungle.Start(), bad, engine.NoSeat, 1, c.budget, nil); err == nil || calls != 0 {
		t.Errorf("illegal second action: err %v, %d estimators made", err, calls)
	} else if want := "action 2 (g3g4)"; len(err.Error()) < len(want) || err.Error()[:len(want)] != want {
		t.Errorf("error %q does not start with %q", err, want)
	}
}

// Accuracy falls with the drop as lichess's curve does; luck is a roll's
// swing; a side's summary counts only its own decisions and rolls.
func TestReviewAccuracyAndLuck(t *testing.T) {
	for drop, want := range map[float64]float64{-0.1: 100, 0: 100, 0.10: 63.6, 0.25: 31.6, 0.9: 0} {
		if got := MoveAccuracy(drop); got < want-0.1 || got > want+0.1 {
			t.Errorf("drop %v: accuracy %.2f, want %.1f", drop, got, want)
		}
	}
	c := estimatorCases["race"]
	c.budget = Budget{} // the default playouts: a first six's luck stands out of the noise
	an := review(t, c, race.Start(), engine.NoSeat, 1, "roll:6", "p0", "roll:1", "p0", "roll:3")
	sides := an.Sides()
	red, yellow := sides[engine.First], sides[engine.Second]
	if red.Decisions != 1 || red.Chances != 2 || yellow.Decisions != 0 || yellow.Chances != 1 {
		t.Fatalf("counts: %+v %+v", red, yellow)
	}
	if want := MoveAccuracy(an.Steps[1].Drop()); red.Accuracy != want {
		t.Errorf("Red's accuracy %v, want its one decision's %v", red.Accuracy, want)
	}
	// A six with all in base is good luck, and the swing of each roll is
	// its luck.
	if l := an.Steps[0].Luck(); l < 0.03 || l != an.Steps[0].After-an.Steps[0].Before {
		t.Errorf("a first six's luck %v", l)
	}
	if got, want := red.Luck, an.Steps[0].Luck()+an.Steps[2].Luck(); got != want || an.Steps[1].Luck() != 0 {
		t.Errorf("Red's luck %v, want %v", got, want)
	}
	if yellow.Luck != an.Steps[4].Luck() {
		t.Errorf("Yellow's luck %v, want %v", yellow.Luck, an.Steps[4].Luck())
	}
}

// The Expert's line starts with its best action and is played from the
// position: in Jungle the search's line goes on past it; in the dice
// games a roll comes next, so the line is the best move alone.
func TestReviewBestLine(t *testing.T) {
	an := review(t, estimatorCases["jungle"], jungle.Start(), engine.NoSeat, 5, "g3g4", "a7a6")
	for _, st := range an.Steps {
		line := strings.Fields(st.LineText)
		if len(line) < 2 || len(line) > MaxLine || line[0] != st.BestText {
			t.Errorf("jungle step %s: line %q, best %s", st.Text, st.LineText, st.BestText)
		}
	}
	e := an.Positions[0]
	var s engine.State = jungle.Start()
	for _, a := range e.BestLine() {
		next, _, err := s.Apply(a)
		if err != nil {
			t.Fatalf("the line %v does not play from the start: %v", e.BestLine(), err)
		}
		s = next
	}
	an = review(t, estimatorCases["race"], race.Start(), engine.NoSeat, 1, "roll:6", "p0")
	if an.Steps[1].LineText != an.Steps[1].BestText || an.Steps[0].LineText != "" {
		t.Errorf("race lines %q %q", an.Steps[0].LineText, an.Steps[1].LineText)
	}
}
