package ai

import (
	"math/rand/v2"

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
// same playouts and so the very same chance.

// racePlayouts is the number of playouts of an estimate at the review's
// default budget: a chance's 95 % interval is within ±3 points
// (1.96·√(¼/1100) ≈ 0.0295).
const racePlayouts = 1100

// racePlayoutsPerMilli converts a time allowance into playouts on a slow
// machine (docs/benchmarks.md has the measured times).
const racePlayoutsPerMilli = 20

// NewRaceEstimator returns the estimator of Ludo and Aviation Ludo. The
// games hide nothing, so every viewer gets the same estimates.
func NewRaceEstimator(engine.Seat) Estimator {
	return &raceEstimator{policy: raceLevels["hard"]("hard", nil).(*raceBot)}
}

type raceEstimator struct {
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
	if e.rng == nil {
		e.rng = rand.New(&e.pcg)
	}
	n := b.samples(racePlayouts, racePlayoutsPerMilli)
	me := p.ToMove()
	if p.Die() == 0 {
		t := e.playouts(p, me, n, seed, b)
		return t.estimate(me), nil
	}
	var best tally
	bestPiece := -1
	for m := p.Movable(); m != 0; m &= m - 1 {
		i := m.First()
		c, _ := p.NextMove(i)
		t := e.playouts(c, me, n, seed, b)
		if bestPiece < 0 || t.score() > best.score() {
			best, bestPiece = t, i
		}
	}
	est := best.estimate(me)
	est.Best, est.HasBest = race.Move(bestPiece), true
	return est, nil
}

// playouts plays p out n times and counts the results for seat. Playout j
// draws its dice from seed and j alone.
func (e *raceEstimator) playouts(p race.Position, seat engine.Seat, n int, seed uint64, b Budget) tally {
	var t tally
	for j := 0; j < n; j++ {
		if j&15 == 15 {
			b.pause()
			if b.cancelled() {
				break
			}
		}
		e.pcg.Seed(mix(seed, uint64(j)), uint64(j))
		t.add(e.playout(p), seat)
	}
	return t
}

// playout plays p to its end: dice from e.rng, choices by the policy.
func (e *raceEstimator) playout(p race.Position) engine.Outcome {
	var m race.PieceSet
	if p.Die() != 0 {
		m = p.Movable()
	}
	for {
		if w := winner(&p); w != engine.NoSeat {
			return engine.Outcome{Status: engine.Win, Winner: w}
		}
		if p.Die() == 0 {
			p, m = p.NextRoll(1 + e.rng.IntN(6))
			continue
		}
		i := m.First()
		if m.Count() > 1 {
			i = e.policy.pick(e.policy, p, m, Budget{})
		}
		p, _ = p.NextMove(i)
	}
}
