package ai

import (
	"math/rand/v2"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
)

// The dominoes estimator judges a position as its viewer knows it.
//
//   - A seat's viewer knows its own hand, the line, the counts, and what
//     the opponent showed it lacks by drawing or passing (a
//     domino.Knowledge fed by the events, as the Hard and Expert bots keep
//     it). Each estimate deals the unseen tiles at random consistently with
//     that knowledge, as those bots do, and plays every candidate out in
//     every dealt world. On the opponent's turn the viewer cannot list the
//     opponent's actions: each world is played out from the position.
//   - With no seat (engine.NoSeat) both hands are known, as they are once
//     the game is over: only the boneyard's order is dealt at random, and
//     once the boneyard is spent the one remaining world is solved exactly.
//
// A world is played out with the Expert's playout policy (an evaluator of
// the tiles that fit the new ends, with a little noise), and solved exactly
// with alpha-beta when the boneyard is spent and the solve takes at most
// dominoSolveNodes nodes. Every world and its playout draw from the seed
// and the world's number alone, so the candidate the viewer plays and the
// position it leads to meet the same worlds and the same luck.

// dominoWorlds is the number of dealt worlds of an estimate at the review's
// default budget (±3 points at 95 %, as racePlayouts).
const dominoWorlds = 1100

// dominoWorldsPerMilli converts a time allowance into worlds on a slow
// machine (docs/benchmarks.md has the measured times).
const dominoWorldsPerMilli = 40

// dominoSolveNodes bounds the exact solve of one world.
const dominoSolveNodes = 20_000

// NewDominoEstimator returns the dominoes estimator for viewer: a seat, or
// engine.NoSeat for a judge who sees both hands.
func NewDominoEstimator(viewer engine.Seat) Estimator {
	e := &dominoEstimator{viewer: viewer}
	e.rng = rand.New(&e.dealPCG)
	e.pcg = rand.NewPCG(0, 0)
	e.prng = rand.New(e.pcg)
	return e
}

type dominoEstimator struct {
	viewer engine.Seat
	// The bots' machinery: the knowledge (domTracker), the deal of the
	// hidden tiles, the playouts' generator.
	dominoSearch
	dealPCG rand.PCG
}

// Observe implements Observer: the events of each action, as the viewer
// sees them.
func (e *dominoEstimator) Observe(events []engine.Event) {
	if e.viewer.Valid() {
		e.domTracker.Observe(events)
	}
}

// Estimate implements Estimator.
func (e *dominoEstimator) Estimate(s engine.State, seed uint64, b Budget) (Estimate, error) {
	p, ok := s.(domino.Position)
	if !ok {
		return Estimate{}, wrongState("domino", s)
	}
	if o := p.Outcome(); o.Finished() {
		return outcomeEstimate(o), nil
	}
	legal, results := e.values(p, seed, b)
	best := 0
	for i := range results {
		if results[i].score() > results[best].score() {
			best = i
		}
	}
	est := results[best].estimate(p.ToMove())
	if legal != nil {
		est = est.withBest(legal[best])
	}
	return est, nil
}

// Values implements ActionValuer: every action of the side to move played
// in the same dealt worlds with the same playouts; nothing on the turn of
// a seat whose hand the viewer cannot see.
func (e *dominoEstimator) Values(s engine.State, seed uint64, b Budget) ([]engine.Action, []Estimate, error) {
	p, ok := s.(domino.Position)
	if !ok {
		return nil, nil, wrongState("domino", s)
	}
	if p.Outcome().Finished() || e.viewer.Valid() && e.viewer != p.ToMove() {
		return nil, nil, nil
	}
	legal, results := e.values(p, seed, b)
	vals := make([]Estimate, len(legal))
	for i := range legal {
		vals[i] = results[i].estimate(p.ToMove())
	}
	return legal, vals, nil
}

// values plays p out in the budget's dealt worlds: the tally of every
// action of the side to move (legal), or of the position itself (legal
// nil) where the viewer cannot list them.
func (e *dominoEstimator) values(p domino.Position, seed uint64, b Budget) ([]engine.Action, []tally) {
	me := p.ToMove()
	var v domino.View
	var unseen []domino.Tile
	var legal []engine.Action
	n := b.samples(dominoWorlds, dominoWorldsPerMilli)
	if e.viewer.Valid() {
		v = p.SeatView(e.viewer)
		e.sync(v)
		unseen = v.Unseen()
		e.groups = e.k.Hidden()
		if !domFeasible(e.groups, unseen) {
			e.k = domino.NewKnowledge(v)
			e.groups = e.k.Hidden()
		}
		if e.viewer == me {
			legal = v.Legal()
		}
	} else {
		legal = p.Legal()
	}
	// With both hands known and nothing left to draw there is one world:
	// once it is solved, no other world can differ.
	oneWorld := !e.viewer.Valid() && len(p.Boneyard()) <= domino.KeptBone
	results := make([]tally, max(1, len(legal)))
	for w := 0; w < n; w++ {
		if w&15 == 15 {
			b.pause()
			if b.cancelled() {
				break
			}
		}
		e.dealPCG.Seed(mix(seed, uint64(w)), uint64(w))
		world, ok := e.world(p, v, unseen)
		if !ok {
			break
		}
		s1, s2 := e.rng.Uint64(), e.rng.Uint64()
		exact := true
		if legal == nil {
			r, solved := e.value(world, me, s1, s2)
			results[0].addResult(r)
			exact = solved
		}
		for i, a := range legal {
			c := world
			c.apply(a)
			r, solved := e.value(c, me, s1, s2)
			results[i].addResult(r)
			exact = exact && solved
		}
		if oneWorld && exact {
			break
		}
	}
	return legal, results
}

// world deals one world: the hidden tiles consistent with the viewer's
// knowledge, or with both hands known the boneyard in a random order.
func (e *dominoEstimator) world(p domino.Position, v domino.View, unseen []domino.Tile) (domSim, bool) {
	if e.viewer.Valid() {
		q, ok := e.deal(v, unseen)
		if !ok {
			return domSim{}, false
		}
		w := domSim{Compact: q.Compact()}
		w.void[e.viewer.Other()] = e.k.Void()
		w.void[e.viewer] = e.myVoid
		return w, true
	}
	bone := p.Boneyard()
	e.rng.Shuffle(len(bone), func(i, j int) { bone[i], bone[j] = bone[j], bone[i] })
	me := p.ToMove()
	q, err := p.SeatView(me).WithHidden(p.Hand(me.Other()), bone)
	if err != nil {
		return domSim{}, false
	}
	return domSim{Compact: q.Compact()}, true
}

// value is the result of world w for seat (2 a win, 1 a draw, 0 a loss):
// solved exactly when the boneyard is spent and the solve is small enough,
// else played out with the playout generator seeded s1, s2. solved says
// which.
func (e *dominoEstimator) value(w domSim, seat engine.Seat, s1, s2 uint64) (r int, solved bool) {
	if w.BoneyardCount() <= domino.KeptBone {
		left := dominoSolveNodes
		if v, ok := w.solve(seat, 0, 2, &left); ok {
			return v, true
		}
	}
	e.pcg.Seed(s1, s2)
	w.playout(&domPlayoutWeights, e.prng)
	return w.result(seat), false
}
