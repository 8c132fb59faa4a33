package ai

import (
	"math"
	"slices"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
)

// The Jungle estimator: the Expert's search, its score mapped to a chance to
// win by a logistic curve fitted on self-play (TestFitJungleScale; the fit
// and its command are in docs/benchmarks.md). A won or lost position found
// by the search (a den entry, a side left without moves) is certain.

// jungleScale is the fitted scale of the logistic curve: a lead of
// jungleScale points is a chance of 1/(1+e⁻¹) ≈ 73 %. Fitted on 200
// Hard-vs-Hard games (3,943 positions): 1,645, and 1,636 on 300 games.
const jungleScale = 1640

// jungleEstimateConfig is the Expert's search and evaluator, without its
// contempt for the draw (which would make a neutral judge see every draw as
// a loss for the side it searches for), with the lead fading to nothing at
// the 60-ply draw instead of to 40 % (a lead no capture can cash is judged a
// draw), and with 60,000 nodes a position at the review's default budget:
// about a tenth of a game's review in Expert's own count
// (docs/benchmarks.md). It does not use the Expert's knowledge of den
// threats (on the same 200 decisions its marks agree with exact play less
// often with it than without: docs/benchmarks.md, "Jungle 60-move draws,
// fourth attempt"), nor its gathering of attackers, nor the Expert's own
// node rate: it is the former Expert's judge, with the Expert's table
// written whole (searchConfig.ttStore).
var jungleEstimateConfig = func() searchConfig {
	c := expertConfig(60_000)
	c.damp, c.fade, c.contempt = false, drawFade, 0
	c.threats, c.threatSearch, c.rate = false, false, 0
	c.attack, c.attackLevel = 0, false
	return c
}()

// NewJungleEstimator returns the Jungle estimator. Jungle hides nothing, so
// every viewer gets the same estimates.
func NewJungleEstimator(engine.Seat) Estimator { return &jungleEstimator{} }

type jungleEstimator struct {
	s        *jungleSearch
	searched bool      // the last estimate searched (not a den entry in one)
	full     []ttEntry // the search's whole table, of which s.tt is the part in use
}

// JungleChance maps a search score for the side to move to its chance to
// win.
func JungleChance(score int) float64 {
	switch {
	case score >= winScore-maxPly:
		return 1
	case score <= -winScore+maxPly:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(score)/jungleScale))
}

// Estimate implements Estimator.
func (e *jungleEstimator) Estimate(s engine.State, seed uint64, b Budget) (Estimate, error) {
	p, ok := s.(jungle.Position)
	if !ok {
		return Estimate{}, wrongState("jungle", s)
	}
	move, score, ok := e.search(p, seed, b)
	if !ok {
		return outcomeEstimate(p.Outcome()), nil
	}
	me := p.ToMove()
	var est Estimate
	est.Win[me] = JungleChance(score)
	est.Win[me.Other()] = 1 - est.Win[me]
	est = est.withBest(move.Action())
	// The rest of the line: the moves the search's table holds for the
	// positions along it, while they are legal.
	q, _ := p.Next(move)
	for e.searched && est.LineLen < MaxLine && !q.Ended() {
		entry := e.s.tt[e.s.key(&q)&uint64(len(e.s.tt)-1)]
		if entry.key != e.s.key(&q) || entry.flag == 0 || !slices.Contains(q.AppendMoves(nil), entry.move) {
			break
		}
		est.Line[est.LineLen] = entry.move.Action()
		est.LineLen++
		q, _ = q.Next(entry.move)
	}
	return est, nil
}

// search returns the Expert's move in p and its score for the side to
// move; ok is false when the game is over. A den entry wins at once.
func (e *jungleEstimator) search(p jungle.Position, seed uint64, b Budget) (jungle.Move, int, bool) {
	if p.Ended() {
		return jungle.Move{}, 0, false
	}
	moves := p.AppendMoves(nil)
	e.searched = false
	if m, ok := denMove(p, moves); ok {
		return m, winScore - 1, true
	}
	if e.s == nil {
		e.s = newJungleSearch("expert", nil, jungleEstimateConfig)
		e.full = e.s.tt
	}
	// A fresh search for every position: the same position, seed and
	// budget give the same answer whatever came before. The table is
	// four entries a node the budget allows (all of it at the default):
	// clearing the whole of it would be most of a small search's work.
	size := len(e.full)
	for size > 1<<10 && size/2 >= 4*b.nodes(jungleEstimateConfig.nodeCap) {
		size /= 2
	}
	e.s.tt = e.full[:size]
	clear(e.s.tt)
	e.s.history = [jungle.Squares][jungle.Squares]int32{}
	e.s.rng = newRand(seed)
	m, score := e.s.search(p, moves, b)
	e.searched = true
	return m, score, true
}
