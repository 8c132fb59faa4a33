package ai

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
)

// The Ludo and Aviation Ludo estimator: Monte-Carlo playouts from the
// position, every choice made by the Hard bot's policy (the best position by
// its evaluation, one move ahead), the dice drawn from the seed. A position
// waiting for a move plays every movable piece out with the same dice (the
// playout j of every candidate rolls the same numbers), takes the best
// candidate as the Expert's choice and its chance as the position's; the
// position that candidate leads to, estimated on its own, gets the very
// same playouts and so the very same chance: the estimator keeps the last
// candidates' results and answers the position a review asks about next
// from them instead of playing the same games again.

// racePlayouts is the number of playouts of an estimate at the review's
// default budget: a chance's 95 % interval is within ±4 points
// (1.96·√(¼/620) ≈ 0.039). The candidates of a move meet the same dice, so
// the difference between two of them, which a review's marks read, is
// much tighter than that. (1,100 playouts, ±3 points, made the review of a
// Ludo game too slow: issue 27, docs/benchmarks.md.)
const racePlayouts = 620

// racePlayoutsPerMilli converts a time allowance into playouts on a slow
// machine (docs/benchmarks.md has the measured times).
const racePlayoutsPerMilli = 20

// NewRaceEstimator returns the estimator of Ludo and Aviation Ludo. The
// games hide nothing, so every viewer gets the same estimates.
func NewRaceEstimator(engine.Seat) Estimator { return newRaceEstimator(raceWorkers()) }

// newRaceEstimator is the estimator with its playouts shared among workers
// goroutines.
func newRaceEstimator(workers int) *raceEstimator {
	e := &raceEstimator{workers: make([]racePlayer, workers)}
	for i := range e.workers {
		w := &e.workers[i]
		w.policy = raceLevels["hard"]("hard", nil).(*raceBot)
		w.rng = rand.New(&w.pcg)
	}
	return e
}

// raceWorkers is how many goroutines play an estimate's playouts: one a
// core, at most four (one in the browser, whose Go has one thread).
func raceWorkers() int { return min(4, runtime.GOMAXPROCS(0)) }

type raceEstimator struct {
	// workers play the playouts, each its share; playout j is the same
	// game whichever plays it, so the tally is too.
	workers []racePlayer
	// The tallies of the last choice's candidates, with the seed and the
	// number of playouts they were made with: the positions a review
	// estimates next, whose own playouts would repeat them exactly.
	children  map[race.Position]Estimate
	childSeed uint64
	childN    int
}

// racePlayer plays playouts: the policy and the dice of one goroutine.
type racePlayer struct {
	policy *raceBot
	pcg    rand.PCG
	rng    *rand.Rand
}

// Estimate implements Estimator.
func (e *raceEstimator) Estimate(s engine.State, seed uint64, b Budget) (Estimate, error) {
	p, ok := s.(race.Position)
	if !ok {
		return Estimate{}, wrongState("race", s)
	}
	if o := p.Outcome(); o.Finished() {
		return outcomeEstimate(o), nil
	}
	n := b.samples(racePlayouts, racePlayoutsPerMilli)
	me := p.ToMove()
	if p.Die() == 0 {
		if est, ok := e.children[p]; ok && e.childSeed == seed && e.childN == n {
			return est, nil
		}
		t := e.playouts(p, me, n, seed, b)
		return t.estimate(me), nil
	}
	acts, vals := e.values(p, n, seed, b)
	best := 0
	for k := range vals {
		if vals[k].Score(me) > vals[best].Score(me) {
			best = k
		}
	}
	return vals[best].withBest(acts[best]), nil
}

// Values implements ActionValuer: every movable piece played out with the
// same dice.
func (e *raceEstimator) Values(s engine.State, seed uint64, b Budget) ([]engine.Action, []Estimate, error) {
	p, ok := s.(race.Position)
	if !ok {
		return nil, nil, wrongState("race", s)
	}
	if p.Die() == 0 || p.Outcome().Finished() {
		return nil, nil, nil
	}
	acts, vals := e.values(p, b.samples(racePlayouts, racePlayoutsPerMilli), seed, b)
	return acts, vals, nil
}

// values plays every movable piece of p, whose die is rolled, out n times
// with the same dice, and keeps the estimates of the positions they lead
// to for the review's next question. Two pieces whose moves lead to the
// same position but for which piece is which (two in base entering) are
// played out once.
func (e *raceEstimator) values(p race.Position, n int, seed uint64, b Budget) ([]engine.Action, []Estimate) {
	if e.children == nil {
		e.children = make(map[race.Position]Estimate, race.Pieces)
	}
	clear(e.children)
	me := p.ToMove()
	var acts []engine.Action
	var vals []Estimate
	var kids []race.Position
	for m := p.Movable(); m != 0; m &= m - 1 {
		i := m.First()
		c, _ := p.NextMove(i)
		var est Estimate
		if k := slices.IndexFunc(kids, func(o race.Position) bool { return samePieces(o, c) }); k >= 0 {
			est = vals[k]
		} else {
			t := e.playouts(c, me, n, seed, b)
			est = t.estimate(me)
		}
		if est.Samples == n && c.Die() == 0 {
			e.children[c] = est
		}
		acts, vals, kids = append(acts, race.Move(i)), append(vals, est), append(kids, c)
	}
	e.childSeed, e.childN = seed, n
	return acts, vals
}

// samePieces reports whether a and b are the same position but for which
// of a seat's pieces is which.
func samePieces(a, b race.Position) bool {
	if a.ToMove() != b.ToMove() || a.Die() != b.Die() || a.Sixes() != b.Sixes() {
		return false
	}
	for _, s := range []engine.Seat{engine.First, engine.Second} {
		x, y := a.PiecesOf(s), b.PiecesOf(s)
		slices.Sort(x[:])
		slices.Sort(y[:])
		if x != y {
			return false
		}
	}
	return true
}

// playouts plays p out n times and counts the results for seat. Playout j
// draws its dice from seed and j alone; the workers share the playouts out.
func (e *raceEstimator) playouts(p race.Position, seat engine.Seat, n int, seed uint64, b Budget) tally {
	w := len(e.workers)
	if w == 1 || n < 64 {
		return e.workers[0].playouts(p, seat, 0, 1, n, seed, b)
	}
	tallies := make([]tally, w)
	var wg sync.WaitGroup
	for k := range e.workers {
		wg.Go(func() { tallies[k] = e.workers[k].playouts(p, seat, k, w, n, seed, b) })
	}
	wg.Wait()
	var t tally
	for _, u := range tallies {
		t.wins, t.draws, t.games = t.wins+u.wins, t.draws+u.draws, t.games+u.games
	}
	return t
}

// playouts plays the playouts from, from+step, … below n.
func (w *racePlayer) playouts(p race.Position, seat engine.Seat, from, step, n int, seed uint64, b Budget) tally {
	var t tally
	for j, c := from, 0; j < n; j, c = j+step, c+1 {
		if c&15 == 15 {
			b.pause()
			if b.cancelled() {
				break
			}
		}
		w.pcg.Seed(mix(seed, uint64(j)), uint64(j))
		t.add(w.playout(p), seat)
	}
	return t
}

// playout plays p to its end: dice from w.rng, choices by the policy.
func (w *racePlayer) playout(p race.Position) engine.Outcome {
	var m race.PieceSet
	if p.Die() != 0 {
		m = p.Movable()
	}
	for {
		if won := winner(&p); won != engine.NoSeat {
			return engine.Outcome{Status: engine.Win, Winner: won}
		}
		if p.Die() == 0 {
			p, m = p.NextRoll(1 + w.rng.IntN(6))
			continue
		}
		i := m.First()
		if m.Count() > 1 {
			i = w.policy.pickEval(p, m)
		}
		p, _ = p.NextMove(i)
	}
}
