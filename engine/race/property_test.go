package race

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// maxActions bounds a game in the tests; random games end far sooner.
const maxActions = 100_000

// randomAction picks an action the way RandomPlayout does: one draw among
// several legal actions, none for a single one, and a die draw for a roll.
func randomAction(t testing.TB, s engine.State, r engine.Rand) engine.Action {
	t.Helper()
	legal := s.Legal()
	a := legal[0]
	if len(legal) > 1 {
		a = legal[r.IntN(len(legal))]
	}
	ch := s.(engine.Chance)
	if ch.Outcomes(a) > 0 {
		var err error
		a, err = ch.WithOutcome(a, r.IntN(ch.Outcomes(a))+1)
		if err != nil {
			t.Fatal(err)
		}
	}
	return a
}

// applyPlayout plays s to the end through the engine.State interface, calling
// step after every action, and returns the outcome and the action count.
func applyPlayout(t testing.TB, s engine.State, r engine.Rand, step func(before Position, a engine.Action, after Position, ev []engine.Event)) (engine.Outcome, int) {
	t.Helper()
	n := 0
	for !s.Outcome().Finished() {
		if n >= maxActions {
			t.Fatalf("no end after %d actions: %v", n, s)
		}
		a := randomAction(t, s, r)
		next, ev, err := s.Apply(a)
		if err != nil {
			t.Fatalf("%v: legal action %s refused: %v", s, s.FormatAction(a), err)
		}
		n++
		if step != nil {
			step(s.(Position), a, next.(Position), ev)
		}
		s = next
	}
	return s.Outcome(), n
}

// checkStep verifies the invariants of one applied action.
func checkStep(t testing.TB, before Position, a engine.Action, after Position, ev []engine.Event) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%v then %s gave %v: "+format, append([]any{before, before.FormatAction(a), after}, args...)...)
	}
	text := after.String()
	if back, err := Parse(text); err != nil || back != after {
		fail("notation does not round-trip: %v", err)
	}
	// Four pieces per colour, each in base or at a progress 0–56.
	cols := strings.Split(strings.Fields(text)[0], "/")
	if len(cols) != 2 || strings.Count(cols[0], ",") != 3 || strings.Count(cols[1], ",") != 3 {
		fail("not four pieces per colour")
	}
	for s := range after.pieces {
		for _, q := range after.pieces[s] {
			if q != Base && (q < 0 || q > Finish) {
				fail("progress %d", q)
			}
		}
	}
	if !after.Outcome().Finished() && len(after.Legal()) == 0 {
		fail("no legal action in an ongoing game")
	}
	if len(ev) == 0 {
		fail("no events")
	}
	// The fast path gives the same position, and says what Apply's events
	// say.
	if a&kindMask == Roll {
		fast, movable := before.NextRoll(int(a & valueMask))
		if fast != after {
			fail("NextRoll reached %v", fast)
		}
		if movable != after.Movable() || movable == 0 && after.Die() != 0 {
			fail("NextRoll offered %04b, the position %04b", movable, after.Movable())
		}
	} else {
		fast, report := before.NextMove(int(a & valueMask))
		if fast != after {
			fail("NextMove reached %v", fast)
		}
		if want := reportOf(ev); report != want {
			fail("NextMove reported %+v, the events %+v", report, want)
		}
	}
	mover := before.side
	captured := map[[2]int]int{}
	for _, e := range ev {
		if e.Kind == engine.Captured {
			if e.Seat != mover.Other() {
				fail("captured a piece of the mover")
			}
			captured[[2]int{int(e.Seat), e.Piece}] = e.At
		}
	}
	if a&kindMask == Roll {
		if ev[0].Kind != engine.Rolled || ev[0].Value != int(a&valueMask) || after.pieces != before.pieces {
			fail("a roll moved pieces or was not reported")
		}
		return
	}
	moved := int(a & valueMask)
	for s := range after.pieces {
		for i, q := range after.pieces[s] {
			old := before.pieces[s][i]
			at, wasCaptured := captured[[2]int{s, i}]
			switch {
			case engine.Seat(s) == mover && i == moved:
				want := old + before.die
				if old == Base {
					want = 0
				}
				if q != want {
					fail("moved piece went %d to %d", old, q)
				}
			case wasCaptured:
				if q != Base || at != int(old) || old < 0 || old > LastLoop {
					fail("captured piece %d:%d went %d to %d, reported at %d", s, i, old, q, at)
				}
			case q != old:
				fail("piece %d:%d changed %d to %d without a reason", s, i, old, q)
			}
		}
	}
}

// reportOf reads from the events of a move what NextMove should report.
func reportOf(ev []engine.Event) MoveReport {
	var r MoveReport
	for _, e := range ev {
		switch e.Kind {
		case engine.Entered:
			r.From, r.To, r.Entered = Base, e.To, true
		case engine.Moved:
			r.From, r.To = e.From, e.To
		case engine.Captured:
			r.Captured++
			r.Victims += e.At
		case engine.Arrived:
			r.Arrived = true
		case engine.GameWon:
			r.Won = true
		case engine.ExtraRoll:
			r.ExtraRoll = true
		}
	}
	return r
}

func TestRandomGamesProperties(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 40
	}
	r := rand.New(rand.NewPCG(7, 11))
	wins := [2]int{}
	for g := 0; g < games; g++ {
		o, n := applyPlayout(t, LudoRules.Start(nil), r, func(before Position, a engine.Action, after Position, ev []engine.Event) {
			checkStep(t, before, a, after, ev)
		})
		if o.Status != engine.Win || o.Reason != "home" || n == 0 {
			t.Fatalf("game %d ended %+v after %d actions", g, o, n)
		}
		wins[o.Winner]++
	}
	if wins[0] == 0 || wins[1] == 0 {
		t.Errorf("wins %v: one side never wins", wins)
	}
}

// The fast path and Apply agree on whole games with the same draws.
func TestPlayoutMatchesApply(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 30
	}
	starts := []string{
		"b,b,b,b/b,b,b,b r roll 0",
		"b,b,b,b/b,b,b,b y roll 0",
		"50,51,b,0/13,b,48,55 r 6 2",
		"56,56,56,50/b,b,b,b r 6 1",
	}
	for g := 0; g < games; g++ {
		start := mustParse(t, starts[g%len(starts)])
		seed := uint64(g)
		o1, n1 := RandomPlayout(start, rand.New(rand.NewPCG(seed, 3)))
		o2, n2 := applyPlayout(t, start, rand.New(rand.NewPCG(seed, 3)), nil)
		if o1 != o2 || n1 != n2 {
			t.Fatalf("seed %d from %v: fast %+v in %d, Apply %+v in %d", seed, start, o1, n1, o2, n2)
		}
	}
	done := mustParse(t, "56,56,56,56/b,b,b,b r roll 0")
	if o, n := RandomPlayout(done, rand.New(rand.NewPCG(1, 1))); o != done.Outcome() || n != 0 {
		t.Errorf("playout of a finished game: %+v, %d", o, n)
	}
}

// Statistics sanity check: with uniformly random legal actions red, who
// moves first, wins slightly more than half the games.
func TestRedWinRate(t *testing.T) {
	games := 20_000
	r := rand.New(rand.NewPCG(2024, 5))
	red, actions := 0, 0
	for g := 0; g < games; g++ {
		o, n := RandomPlayout(Start(), r)
		if o.Winner == engine.First {
			red++
		}
		actions += n
	}
	pct := 100 * float64(red) / float64(games)
	t.Logf("red wins %.2f%% of %d random games, %.1f actions a game", pct, games, float64(actions)/float64(games))
	if pct < 49 || pct > 53 {
		t.Errorf("red wins %.2f%%, want 49–53%%", pct)
	}
}

// perftApply is Perft through the engine.State interface.
func perftApply(t testing.TB, s engine.State, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var total uint64
	ch := s.(engine.Chance)
	for _, a := range s.Legal() {
		outs := []engine.Action{a}
		if k := ch.Outcomes(a); k > 0 {
			outs = outs[:0]
			for n := 1; n <= k; n++ {
				c, err := ch.WithOutcome(a, n)
				if err != nil {
					t.Fatal(err)
				}
				outs = append(outs, c)
			}
		}
		for _, c := range outs {
			next, _, err := s.Apply(c)
			if err != nil {
				t.Fatal(err)
			}
			total += perftApply(t, next, depth-1)
		}
	}
	return total
}

func TestPerft(t *testing.T) {
	for depth, want := range []uint64{1, 6, 34, 194} {
		if got := Perft(Start(), depth); got != want {
			t.Errorf("Perft(start, %d) = %d, want %d", depth, got, want)
		}
	}
	maxDepth := 6
	if testing.Short() {
		maxDepth = 4
	}
	for _, s := range []string{
		"b,b,b,b/b,b,b,b r roll 0",
		"7,b,b,b/36,36,20,b r roll 0",
		"50,51,b,0/13,b,48,55 r 6 2",
		"56,56,56,50/54,b,b,53 r roll 1",
		"56,56,56,56/b,b,b,b r roll 0",
	} {
		p := mustParse(t, s)
		for d := 0; d <= maxDepth; d++ {
			if got, want := Perft(p, d), perftApply(t, p, d); got != want {
				t.Errorf("Perft(%q, %d) = %d, Apply gives %d", s, d, got, want)
			}
		}
	}
	if got := Perft(mustParse(t, "56,56,56,56/b,b,b,b r roll 0"), 1); got != 0 {
		t.Errorf("Perft of a finished game at depth 1 = %d", got)
	}
}
