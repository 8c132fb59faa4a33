package ai

import (
	"fmt"
	"math"
	"sync"

	"github.com/plyyard/plyyard/engine"
)

// maxActions stops a runaway game; no game of ours comes near it.
const maxActions = 100000

// Match plays one game: bots[0] takes seat 0. Chance actions (dice) and the
// deal are drawn from r, as a host would. Each bot is shown only its own
// seat's view.
func Match(g engine.Rules, bots [2]Bot, r engine.Rand, b Budget) (engine.Outcome, int, error) {
	return Play(g.Start(r), bots, r, b, nil)
}

// Play plays s to its end as Match does, and calls after, when it is set,
// with every state, the action taken there (its chance outcome drawn) and
// the state it led to.
func Play(s engine.State, bots [2]Bot, r engine.Rand, b Budget, after func(s engine.State, a engine.Action, next engine.State)) (engine.Outcome, int, error) {
	for n := 0; n < maxActions; n++ {
		if o := s.Outcome(); o.Finished() {
			return o, n, nil
		}
		seat := s.ToMove()
		a, err := bots[seat].Choose(s.View(seat), b)
		if err != nil {
			return engine.Outcome{}, n, fmt.Errorf("%s bot at %s: %w", bots[seat].Name(), s, err)
		}
		if c, ok := s.(engine.Chance); ok {
			if k := c.Outcomes(a); k > 0 {
				if a, err = c.WithOutcome(a, 1+r.IntN(k)); err != nil {
					return engine.Outcome{}, n, err
				}
			}
		}
		next, ev, err := s.Apply(a)
		if err != nil {
			return engine.Outcome{}, n, fmt.Errorf("%s bot at %s chose %s: %w", bots[seat].Name(), s, s.FormatAction(a), err)
		}
		for i, bot := range bots {
			if o, ok := bot.(Observer); ok {
				o.Observe(engine.ForSeat(ev, engine.Seat(i)))
			}
		}
		if after != nil {
			after(s, a, next)
		}
		s = next
	}
	return engine.Outcome{}, maxActions, fmt.Errorf("game did not end in %d actions", maxActions)
}

// ArenaResult counts an arena from the first bot's side.
type ArenaResult struct {
	Games, Wins, Draws, Losses int
	Actions                    int // over all games
}

// add returns the counts of r and o together.
func (r ArenaResult) add(o ArenaResult) ArenaResult {
	return ArenaResult{r.Games + o.Games, r.Wins + o.Wins, r.Draws + o.Draws, r.Losses + o.Losses, r.Actions + o.Actions}
}

// Score is the first bot's score in percent: wins plus half the draws.
func (r ArenaResult) Score() float64 {
	if r.Games == 0 {
		return 0
	}
	return 100 * (float64(r.Wins) + 0.5*float64(r.Draws)) / float64(r.Games)
}

// HalfWidth is the half-width of the score's 95 % confidence interval, in
// percentage points, from the spread of the per-game scores (1, ½, 0).
func (r ArenaResult) HalfWidth() float64 {
	n := float64(r.Games)
	if n < 2 {
		return 100
	}
	mean := (float64(r.Wins) + 0.5*float64(r.Draws)) / n
	sq := (float64(r.Wins) + 0.25*float64(r.Draws)) / n
	variance := (sq - mean*mean) * n / (n - 1)
	return 100 * 1.96 * math.Sqrt(max(variance, 0)/n)
}

// Arena plays games between bot A and bot B, alternating the seats (A takes
// seat 0 in even games), on up to workers goroutines. Game i draws its chance
// from seed and i alone and its bots are made afresh with seeds derived the
// same way, so the result does not depend on the number of workers.
func Arena(g engine.Rules, a, b func(seed uint64) (Bot, error), games int, seed uint64, budget Budget, workers int) (ArenaResult, error) {
	return arenaGames(g, a, b, 0, games, seed, budget, workers)
}

// arenaGames plays the arena's games from .. to-1: Arena's games, so that a
// long arena can be played in parts whose results add up to the whole.
func arenaGames(g engine.Rules, a, b func(seed uint64) (Bot, error), from, to int, seed uint64, budget Budget, workers int) (ArenaResult, error) {
	return arenaWatched(g, a, b, from, to, seed, budget, workers, nil)
}

// arenaWatched plays arenaGames' games; watch, when set, is asked before
// game i (bot A in seat aSeat) for the function that sees its moves (Play's
// after), which may be nil.
func arenaWatched(g engine.Rules, a, b func(seed uint64) (Bot, error), from, to int, seed uint64, budget Budget, workers int,
	watch func(i int, aSeat engine.Seat) func(s engine.State, a engine.Action, next engine.State)) (ArenaResult, error) {
	if workers < 1 {
		workers = 1
	}
	type result struct {
		o     engine.Outcome
		aSeat engine.Seat
		n     int
		err   error
	}
	results := make([]result, to-from)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				gs := mix(seed, uint64(i))
				r := newRand(gs)
				botA, err := a(mix(gs, 1))
				if err != nil {
					results[i-from].err = err
					continue
				}
				botB, err := b(mix(gs, 2))
				if err != nil {
					results[i-from].err = err
					continue
				}
				aSeat := engine.Seat(i % 2)
				bots := [2]Bot{botA, botB}
				if aSeat == engine.Second {
					bots = [2]Bot{botB, botA}
				}
				var after func(s engine.State, a engine.Action, next engine.State)
				if watch != nil {
					after = watch(i, aSeat)
				}
				o, n, err := Play(g.Start(r), bots, r, budget, after)
				results[i-from] = result{o, aSeat, n, err}
			}
		}()
	}
	for i := from; i < to; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	var res ArenaResult
	for _, r := range results {
		if r.err != nil {
			return res, r.err
		}
		res.Games++
		res.Actions += r.n
		switch {
		case r.o.Status == engine.Draw:
			res.Draws++
		case r.o.Winner == r.aSeat:
			res.Wins++
		default:
			res.Losses++
		}
	}
	return res, nil
}

// mix derives a seed from two numbers (SplitMix64's finaliser).
func mix(a, b uint64) uint64 {
	z := a*0x9e3779b97f4a7c15 + b + 0x632be59bd9b4e019
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
