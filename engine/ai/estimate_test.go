package ai

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

// Small budgets keep the package's tests quick: 12,000 search nodes, and
// 100 playouts or 200 dealt worlds.
var (
	testJungleBudget = Budget{Millis: 20}
	testRaceBudget   = Budget{Millis: 5}
	testDominoBudget = Budget{Millis: 5}
)

// estimatorCase is one game's estimator and budget for the tests.
type estimatorCase struct {
	name   string
	new    func(engine.Seat) Estimator
	budget Budget
}

var estimatorCases = map[string]estimatorCase{
	"jungle": {"jungle", NewJungleEstimator, testJungleBudget},
	"race":   {"race", NewRaceEstimator, testRaceBudget},
	"domino": {"domino", NewDominoEstimator, testDominoBudget},
}

func mustEstimate(t *testing.T, c estimatorCase, viewer engine.Seat, s engine.State, seed uint64) Estimate {
	t.Helper()
	e, err := c.new(viewer).Estimate(s, seed, c.budget)
	if err != nil {
		t.Fatalf("%s at %s: %v", c.name, s, err)
	}
	if e.Win[0] < 0 || e.Win[1] < 0 || e.Win[0]+e.Win[1] > 1+1e-9 {
		t.Fatalf("%s at %s: chances %v out of range", c.name, s, e.Win)
	}
	return e
}

// A finished game is certain: the winner's chance is 1, the loser's 0, and
// there is no best action.
func TestEstimateFinishedGames(t *testing.T) {
	finished := map[string]engine.State{
		"jungle": enginetest.Must(t, jungle.Parse, "3E3/7/7/7/7/7/7/7/4e2 b 4"), // Red's elephant in Blue's den
		"race":   enginetest.Must(t, race.Parse, "56,56,56,56/3,b,56,40 r roll 0"),
	}
	// A dominoes game played to its end.
	r := rand.New(rand.NewPCG(4, 4))
	var d engine.State = domino.NewGame(r)
	for !d.Outcome().Finished() {
		d, _ = enginetest.Apply(t, d, enginetest.RandomAction(d, r), true)
	}
	finished["domino"] = d
	for name, s := range finished {
		o := s.Outcome()
		if o.Status != engine.Win {
			t.Fatalf("%s: %s is not a won game", name, s)
		}
		for _, viewer := range []engine.Seat{engine.First, engine.Second, engine.NoSeat} {
			e := mustEstimate(t, estimatorCases[name], viewer, s, 1)
			if e.Win[o.Winner] != 1 || e.Win[o.Winner.Other()] != 0 || e.HasBest {
				t.Errorf("%s, viewer %d, at %s: %+v, want certain for seat %d", name, viewer, s, e, o.Winner)
			}
			if e.Score(o.Winner) != 1 || e.Score(o.Winner.Other()) != 0 {
				t.Errorf("%s: scores %v %v", name, e.Score(0), e.Score(1))
			}
		}
	}
	// A drawn Jungle game is half a point each.
	drawn := enginetest.Must(t, jungle.Parse, "7/7/7/3e3/7/3E3/7/7/7 r 60")
	e := mustEstimate(t, estimatorCases["jungle"], engine.First, drawn, 1)
	if e.Win != [2]float64{} || e.Score(0) != 0.5 || e.Score(1) != 0.5 {
		t.Errorf("drawn game: %+v", e)
	}
}

// A side that enters the den next move is sure to win; a side about to be
// entered with no defence is sure to lose.
func TestEstimateJungleWonInOne(t *testing.T) {
	c := estimatorCases["jungle"]
	// Red's dog beside Blue's den, Red to move.
	p := enginetest.Must(t, jungle.Parse, "l5t/1w1D1c1/r1p3e/7/7/7/E3P1R/1C3W1/T5L r 5")
	e := mustEstimate(t, c, engine.NoSeat, p, 1)
	if e.Win[0] != 1 || !e.HasBest || jungle.MoveOf(e.Best).To != jungle.Den(jungle.Blue) {
		t.Errorf("won in one: %+v (%s)", e, p.FormatAction(e.Best))
	}
	// The same with Blue to move: no Blue piece stands beside the dog on
	// d8, and Blue cannot guard its own den, so Red still wins.
	q := enginetest.Must(t, jungle.Parse, "l5t/1w1D1c1/r1p3e/7/7/7/E3P1R/1C3W1/T5L b 5")
	if e := mustEstimate(t, c, engine.NoSeat, q, 1); e.Win[1] > 0.5 {
		t.Errorf("Blue facing a den entry it cannot stop: %+v", e)
	}
}

// The start of Jungle is symmetric, and so, but for the first roll, is the
// start of Ludo: both are near 50 %.
func TestEstimateSymmetricStarts(t *testing.T) {
	e := mustEstimate(t, estimatorCases["jungle"], engine.NoSeat, jungle.Start(), 1)
	if math.Abs(e.Win[0]-0.5) > 0.05 || !e.HasBest {
		t.Errorf("jungle start: %+v", e)
	}
	c := estimatorCases["race"]
	c.budget = Budget{Millis: 20} // 400 playouts: ±5 points
	e = mustEstimate(t, c, engine.NoSeat, race.Start(), 1)
	if math.Abs(e.Win[0]-0.5) > 0.07 || e.Win[0]+e.Win[1] != 1 || e.HasBest || e.Samples != 400 {
		t.Errorf("ludo start: %+v", e)
	}
	// Mirrored race positions: each side's chance is the other's with the
	// seats swapped (within the playouts' spread).
	a := enginetest.Must(t, race.Parse, "10,b,b,b/30,b,b,b r roll 0")
	b := enginetest.Must(t, race.Parse, "30,b,b,b/10,b,b,b y roll 0")
	ea, eb := mustEstimate(t, c, engine.NoSeat, a, 1), mustEstimate(t, c, engine.NoSeat, b, 2)
	if math.Abs(ea.Win[0]-eb.Win[1]) > 0.1 {
		t.Errorf("mirrored race positions: %v and %v", ea.Win, eb.Win)
	}
}

// The same position, seed and budget give the same estimate, whatever the
// estimator judged before.
func TestEstimateDeterministic(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	states := map[string][]engine.State{
		"jungle": {enginetest.RandomState(t, jungle.Start(), r, 12)},
		"race": {
			enginetest.RandomState(t, race.Start(), r, 40),
			enginetest.Must(t, race.Parse, "15,30,56,56/45,56,56,56 r 4 0"),
		},
		"domino": {enginetest.RandomState(t, domino.NewGame(r), r, 6)},
	}
	for name, list := range states {
		c := estimatorCases[name]
		for _, s := range list {
			for _, viewer := range []engine.Seat{engine.First, engine.NoSeat} {
				a := mustEstimate(t, c, viewer, s, 3)
				est := c.new(viewer)
				// Judge something else first.
				if _, err := est.Estimate(s, 99, c.budget); err != nil {
					t.Fatal(err)
				}
				b, err := est.Estimate(s, 3, c.budget)
				if err != nil || a != b {
					t.Errorf("%s at %s, viewer %d: %+v then %+v (%v)", name, s, viewer, a, b, err)
				}
			}
		}
	}
}

// The playouts' spread at the default budget is within ±4 points at 95 %
// in the race games, ±3 in dominoes.
func TestEstimateSampleCounts(t *testing.T) {
	if n := (Budget{}).samples(racePlayouts, racePlayoutsPerMilli); n != racePlayouts || 1.96*math.Sqrt(0.25/float64(n)) > 0.04 {
		t.Errorf("race playouts %d", n)
	}
	if n := (Budget{}).samples(dominoWorlds, dominoWorldsPerMilli); 1.96*math.Sqrt(0.25/float64(n)) > 0.03 {
		t.Errorf("dominoes worlds %d", n)
	}
	if n := (Budget{Millis: 1}).samples(racePlayouts, racePlayoutsPerMilli); n != 20 {
		t.Errorf("1 ms: %d playouts", n)
	}
}

// The dominoes estimator for a seat reads only that seat's view: two deals
// that the seat cannot tell apart get the same estimate.
func TestEstimateDominoReadsOnlyTheView(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	s := enginetest.RandomState(t, domino.NewGame(r), r, 5).(domino.Position)
	me := s.ToMove()
	v := s.SeatView(me)
	opp, bone := s.Hand(me.Other()), s.Boneyard()
	// Swap the opponent's first tile with the boneyard's first.
	opp[0], bone[0] = bone[0], opp[0]
	alt, err := v.WithHidden(opp, bone)
	if err != nil {
		t.Fatal(err)
	}
	if alt == s || alt.SeatView(me) != v {
		t.Fatal("the two deals should differ and look the same to the seat")
	}
	c := estimatorCases["domino"]
	a, b := mustEstimate(t, c, me, s, 5), mustEstimate(t, c, me, alt, 5)
	if a != b {
		t.Errorf("the seat's estimate changed with what it cannot see: %+v and %+v", a, b)
	}
}

// An estimator refuses another game's position.
func TestEstimateWrongGame(t *testing.T) {
	for name, c := range estimatorCases {
		var s engine.State = jungle.Start()
		if name == "jungle" {
			s = race.Start()
		}
		if _, err := c.new(engine.First).Estimate(s, 1, c.budget); err == nil {
			t.Errorf("%s estimator accepted %s", name, s)
		}
	}
}

// The race estimator answers the position a candidate led to from that
// candidate's playouts: the answer is the one a fresh estimator gives.
func TestEstimateRaceChildrenAsFresh(t *testing.T) {
	c := estimatorCases["race"]
	p := enginetest.Must(t, race.Parse, "15,30,b,56/45,20,56,56 r 4 0")
	est := c.new(engine.NoSeat)
	if _, err := est.Estimate(p, 2, c.budget); err != nil {
		t.Fatal(err)
	}
	for _, a := range p.Legal() {
		next, _, err := p.Play(a)
		if err != nil {
			t.Fatal(err)
		}
		cached, err := est.Estimate(next, 2, c.budget)
		if err != nil {
			t.Fatal(err)
		}
		if fresh := mustEstimate(t, c, engine.NoSeat, next, 2); cached != fresh {
			t.Errorf("after %s: %+v from the candidates, %+v fresh", p.FormatAction(a), cached, fresh)
		}
	}
}

// Playout j is the same game whichever goroutine plays it: one worker or
// three give the very same estimates.
func TestRaceEstimateSameOnAnyWorkers(t *testing.T) {
	for _, pos := range []string{"15,30,56,56/45,56,56,56 r 4 0", "15,30,56,56/45,56,56,56 r roll 0"} {
		s := enginetest.Must(t, race.Parse, pos)
		one, err1 := newRaceEstimator(1).Estimate(s, 7, Budget{Millis: 10})
		three, err3 := newRaceEstimator(3).Estimate(s, 7, Budget{Millis: 10})
		if err1 != nil || err3 != nil || one != three || one.Samples != 200 {
			t.Errorf("%s: %+v on one worker, %+v on three (%v %v)", pos, one, three, err1, err3)
		}
	}
}

// The Jungle judge knows the 60-ply draw: a lead that no capture can cash
// before the clock runs out is a draw (near 50 %), the same lead with time
// left, or with a capture at hand, is not.
func TestEstimateJungleDraws(t *testing.T) {
	c := estimatorCases["jungle"]
	for _, tc := range []struct {
		fen      string
		min, max float64 // Red's chance
		why      string
	}{
		{"6e/7/7/7/7/7/7/7/E6 r 58", 0.45, 0.55, "bare elephants far apart, two half-moves left"},
		{"6c/7/7/7/7/7/7/7/E5L r 56", 0.45, 0.55, "elephant and lion against a cat far away, four half-moves left"},
		{"6c/7/7/7/7/7/7/7/E5L r 0", 0.65, 1, "the same lead with the whole clock left"},
		{"d6/7/7/7/7/7/7/6c/E5L r 58", 0.65, 1, "the same lead with the cat on g2 to take: the clock starts again"},
	} {
		p := enginetest.Must(t, jungle.Parse, tc.fen)
		e := mustEstimate(t, c, engine.NoSeat, p, 1)
		if e.Win[0] < tc.min || e.Win[0] > tc.max {
			t.Errorf("%s (%s): Red %.3f, want %.2f–%.2f", tc.fen, tc.why, e.Win[0], tc.min, tc.max)
		}
	}
}
