package scenes

import (
	"sync"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/pacing"
)

// reviewMillis is the Expert's allowance for judging one position of a
// review (the browser's share of it is pacing's).
const reviewMillis = 15

// chances are the Expert's judgement of a reviewed game, worked out in the
// background (in the browser, in the bot worker, or paced without one)
// while the review is already shown.
type chances struct {
	mu   sync.Mutex
	done bool
	// judged and total count the positions estimated so far and all of
	// them: how far along the work is.
	judged, total int
	an            ai.Analysis
	err           error
	cancel        chan struct{}
}

// The marks a step can earn, in ai.MarkRank's order.
const (
	markNone = iota
	markInaccuracy
	markMistake
	markBlunder
)

// verdict is what the review says of one action.
type verdict struct {
	mark int
	// sign is the mark as the list shows it ("" for none).
	sign string
	// best is the action the Expert preferred, when it had one.
	best    engine.Action
	hasBest bool
	// line is the Expert's line from the position before the action,
	// best first, when it sees further than the best action (Jungle's
	// principal variation).
	line []engine.Action
}

// startChances judges the game of states and acts as viewer knew it.
func startChances(g *games.Game, states []engine.State, acts []engine.Action, viewer engine.Seat, seed int64) *chances {
	ch := &chances{cancel: make(chan struct{})}
	go func() {
		progress := func(done, total int) {
			ch.mu.Lock()
			ch.judged, ch.total = done, total
			ch.mu.Unlock()
		}
		an, err := pacing.Review(g, states[0], acts, viewer, uint64(seed), reviewMillis, ch.cancel, progress)
		ch.mu.Lock()
		ch.an, ch.err, ch.done = an, err, true
		ch.mu.Unlock()
	}()
	return ch
}

// stop abandons the work (the review was left).
func (ch *chances) stop() {
	select {
	case <-ch.cancel:
	default:
		close(ch.cancel)
	}
}

// progress is the share of the positions judged so far, 0…1.
func (ch *chances) progress() float64 {
	ch.mu.Lock()
	defer ch.mu.Unlock()
	if ch.total == 0 {
		return 0
	}
	return float64(ch.judged) / float64(ch.total)
}

// points are seat's chances at the start and after each action, and
// whether they are all known.
func (ch *chances) points(seat engine.Seat) ([]float64, bool) {
	ch.mu.Lock()
	defer ch.mu.Unlock()
	if !ch.done || ch.err != nil {
		return nil, ch.done
	}
	out := make([]float64, len(ch.an.Positions))
	for i, e := range ch.an.Positions {
		out[i] = e.Score(seat)
	}
	return out, true
}

// sides are the review's figures for each seat (accuracy, luck), once
// known.
func (ch *chances) sides() ([2]ai.SideSummary, bool) {
	ch.mu.Lock()
	defer ch.mu.Unlock()
	if !ch.done || ch.err != nil {
		return [2]ai.SideSummary{}, false
	}
	return ch.an.Sides(), true
}

// over reports whether the work has ended, with a judgement or without.
func (ch *chances) over() bool {
	ch.mu.Lock()
	defer ch.mu.Unlock()
	return ch.done
}

// failed reports whether the work ended without a judgement.
func (ch *chances) failed() bool {
	ch.mu.Lock()
	defer ch.mu.Unlock()
	return ch.done && ch.err != nil
}

// verdict is the review of action i (from 0), once known.
func (ch *chances) verdict(i int) (verdict, bool) {
	ch.mu.Lock()
	defer ch.mu.Unlock()
	if !ch.done || ch.err != nil || i < 0 || i >= len(ch.an.Steps) {
		return verdict{}, false
	}
	st := ch.an.Steps[i]
	v := verdict{best: st.Best, hasBest: st.HasBest, mark: ai.MarkRank(st.Mark)}
	if e := ch.an.Positions[i]; st.HasBest && e.LineLen > 1 && e.Line[0] == st.Best {
		v.line = e.Line[:e.LineLen]
	}
	if v.mark != markNone {
		v.sign = st.Mark
	}
	return v, true
}
