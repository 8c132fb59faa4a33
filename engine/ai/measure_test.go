package ai

import (
	"flag"
	"math"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

var fitJungle = flag.Int("fit-jungle", 0, "fit jungleScale on this many Hard-vs-Hard games (TestFitJungleScale)")

// TestFitJungleScale fits the scale of the Jungle estimator's logistic curve
// on self-play: Hard plays Hard from fixed seeds (12,000 nodes a move), every
// third position is scored by the estimator's search at the review's default
// budget (Budget{}), and the scale that best predicts the final results (1 a win for
// the side to move, ½ a draw, 0 a loss; the least cross-entropy) is
// printed. It runs only when asked:
//
//	go test ./engine/ai -run TestFitJungleScale -fit-jungle 60 -v
func TestFitJungleScale(t *testing.T) {
	if *fitJungle == 0 {
		t.Skip("run with -fit-jungle N")
	}
	type sample struct {
		score  int
		result float64
	}
	var mu sync.Mutex
	var samples []sample
	var draws, decided int
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			est := &jungleEstimator{}
			for g := range next {
				var bots [2]Bot
				for i := range bots {
					bots[i], _ = NewJungle("hard", mix(uint64(g), uint64(i)))
				}
				var seen []jungle.Position
				o, _, err := Play(jungle.Start(), bots, newRand(uint64(g)), Budget{Millis: 20}, func(s engine.State, _ engine.Action, _ engine.State) {
					seen = append(seen, s.(jungle.Position))
				})
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				if o.Status == engine.Draw {
					draws++
				} else {
					decided++
				}
				mu.Unlock()
				for k := 4; k < len(seen); k += 3 { // both sides to move, in turn
					p := seen[k]
					_, score, ok := est.search(p, uint64(k), Budget{})
					if !ok || score >= winScore-maxPly || score <= -winScore+maxPly {
						continue
					}
					r := 0.5
					if o.Status == engine.Win {
						r = 0
						if o.Winner == p.ToMove() {
							r = 1
						}
					}
					mu.Lock()
					samples = append(samples, sample{score, r})
					mu.Unlock()
				}
			}
		}()
	}
	for g := 0; g < *fitJungle; g++ {
		next <- g
	}
	close(next)
	wg.Wait()
	loss := func(scale float64) float64 {
		var l float64
		for _, s := range samples {
			p := 1 / (1 + math.Exp(-float64(s.score)/scale))
			p = min(max(p, 1e-9), 1-1e-9)
			l -= s.result*math.Log(p) + (1-s.result)*math.Log(1-p)
		}
		return l / float64(len(samples))
	}
	// Golden-section search over the scale.
	lo, hi := 50.0, 5000.0
	g := (math.Sqrt(5) - 1) / 2
	for hi-lo > 1 {
		a, b := hi-g*(hi-lo), lo+g*(hi-lo)
		if loss(a) < loss(b) {
			hi = b
		} else {
			lo = a
		}
	}
	scale := (lo + hi) / 2
	t.Logf("%d games (%d drawn, %d decided)", *fitJungle, draws, decided)
	t.Logf("%d games, %d positions: best scale %.0f (cross-entropy %.4f; at the current %d: %.4f; a coin: %.4f)",
		*fitJungle, len(samples), scale, loss(scale), jungleScale, loss(jungleScale), math.Log(2))
	// How the fitted curve does by bands of the score.
	for _, band := range [][2]int{{-100000, -1500}, {-1500, -700}, {-700, -300}, {-300, -100}, {-100, 100}, {100, 300}, {300, 700}, {700, 1500}, {1500, 100000}} {
		var n int
		var sum, pred float64
		for _, s := range samples {
			if s.score >= band[0] && s.score < band[1] {
				n++
				sum += s.result
				pred += 1 / (1 + math.Exp(-float64(s.score)/scale))
			}
		}
		if n > 0 {
			t.Logf("score %6d…%6d: %4d positions, scored %.2f, predicted %.2f", band[0], band[1], n, sum/float64(n), pred/float64(n))
		}
	}
}

var reviewOwnBest = flag.Int("review-own-best", 0, "review this many seeded Hard-vs-Hard games of each game and count the marks on the review's own best move (TestReviewOwnBestMove)")

// TestReviewOwnBestMove measures how the review judges the move it
// recommends: over Hard-vs-Hard games of each game (seeds 1…n), how many
// decisions were the review's own best move, how many of those were marked,
// the most such a move cost, and how many decisions gained more than a
// point. docs/benchmarks.md has the figures:
//
//	go test ./engine/ai -run TestReviewOwnBestMove -v -timeout 60m -args -review-own-best 3
func TestReviewOwnBestMove(t *testing.T) {
	if *reviewOwnBest == 0 {
		t.Skip("a measurement: -args -review-own-best N")
	}
	for _, c := range []struct {
		name   string
		start  func(seed uint64) engine.State
		bots   func(string, uint64) (Bot, error)
		new    func(engine.Seat) Estimator
		viewer engine.Seat
		budget Budget
	}{
		{"jungle", func(uint64) engine.State { return jungle.Start() }, NewJungle, NewJungleEstimator, engine.NoSeat, Budget{}},
		{"ludo (15 ms)", func(uint64) engine.State { return race.Start() }, NewRace, NewRaceEstimator, engine.NoSeat, Budget{Millis: 15}},
		{"domino-both", dealOf, NewDomino, NewDominoEstimator, engine.NoSeat, Budget{}},
		{"domino-seat", dealOf, NewDomino, NewDominoEstimator, engine.First, Budget{}},
	} {
		var decisions, own, ownMarked, marked, gains int
		var ownCost, gain float64
		for g := 1; g <= *reviewOwnBest; g++ {
			start := c.start(uint64(g))
			actions := hardGame(t, start, c.bots, uint64(g))
			an, err := Review(c.new, testMarks, start, actions, c.viewer, 1, c.budget, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range an.Steps {
				if st.Kind != Decision {
					continue
				}
				decisions++
				if st.Mark != NoMark {
					marked++
				}
				if -st.Drop() > 0.01 {
					gains++
					gain = max(gain, -st.Drop())
				}
				if st.Action == st.Best {
					own++
					ownCost = max(ownCost, st.Drop())
					if st.Mark != NoMark {
						ownMarked++
					}
				}
			}
		}
		t.Logf("%-13s %d games: %d decisions, %d marked; %d on the best move, %d of them marked, most cost %.0f points; %d gained over 1 point (most %.0f)",
			c.name, *reviewOwnBest, decisions, marked, own, ownMarked, 100*ownCost, gains, 100*gain)
	}
}

// dealOf is the dominoes deal of seed.
func dealOf(seed uint64) engine.State { return domino.NewGame(rand.New(rand.NewPCG(seed, 2))) }
