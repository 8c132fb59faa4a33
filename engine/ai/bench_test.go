package ai

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

// BenchmarkJungleChoose times one decision of each searching level from an
// opening position (`ply move` gives single figures; this one averages).
func BenchmarkJungleChoose(b *testing.B) {
	p, err := jungle.Parse("l5t/1w3c1/2p1d1e/r6/7/5R1/E1D1P2/1C3W1/T5L b 3")
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"medium", "hard", "expert"} {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				bot, _ := NewJungle(name, 1)
				if _, err := bot.Choose(p.View(p.ToMove()), Budget{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// benchRacePositions returns n choose-phase Ludo positions with at least two
// movable pieces, from random games seeded with seed.
func benchRacePositions(b *testing.B, n int, seed uint64) []race.Position {
	r := newRand(seed)
	var out []race.Position
	p := race.Start()
	for len(out) < n {
		if p.Outcome().Finished() {
			p = race.Start()
		}
		legal := p.Legal()
		if len(legal) > 1 {
			out = append(out, p)
		}
		a := legal[r.IntN(len(legal))]
		if a == race.Roll {
			a = race.RollOf(1 + r.IntN(6))
		}
		next, _, err := p.Play(a)
		if err != nil {
			b.Fatal(err)
		}
		p = next
	}
	return out
}

// BenchmarkRaceChoose times the Ludo bots' decisions over 64 positions of
// random games; one op is the 64 decisions.
func BenchmarkRaceChoose(b *testing.B) {
	positions := benchRacePositions(b, 64, 1)
	for _, name := range []string{"greedy", "medium", "hard", "expert"} {
		b.Run(name, func(b *testing.B) {
			bot, _ := NewRace(name, 1)
			for b.Loop() {
				for _, p := range positions {
					if _, err := bot.Choose(p.View(p.ToMove()), Budget{}); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// BenchmarkDominoChoose times the dominoes bots' decisions over 16 positions
// of random games with at least two legal actions; one op is the 16
// decisions, each by a new bot that starts from the view alone.
func BenchmarkDominoChoose(b *testing.B) {
	var positions []domino.Position
	for _, p := range domRandomPositions(64, 3) {
		if len(p.Legal()) > 1 && len(positions) < 16 {
			positions = append(positions, p)
		}
	}
	for _, name := range []string{"medium", "hard", "expert"} {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				for i, p := range positions {
					bot, _ := NewDomino(name, uint64(i))
					if _, err := bot.Choose(p.View(p.ToMove()), Budget{}); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// BenchmarkExpertAllowance times one Expert decision of each family under
// the app's allowances: 200 ms (what the race and dominoes screens gave
// before the play kit) and 600 ms (every game's now, natively). The levels'
// node caps bound the work, so the figures show what the larger allowance
// costs a player in waiting.
func BenchmarkExpertAllowance(b *testing.B) {
	jp, err := jungle.Parse("l5t/1w3c1/2p1d1e/r6/7/5R1/E1D1P2/1C3W1/T5L b 3")
	if err != nil {
		b.Fatal(err)
	}
	rp := benchRacePositions(b, 1, 1)[0]
	var dp domino.Position
	for _, p := range domRandomPositions(16, 3) {
		if len(p.Legal()) > 1 {
			dp = p
			break
		}
	}
	for _, c := range []struct {
		name string
		bot  func(string, uint64) (Bot, error)
		view engine.View
	}{
		{"jungle", NewJungle, jp.View(jp.ToMove())},
		{"race", NewRace, rp.View(rp.ToMove())},
		{"domino", NewDomino, dp.View(dp.ToMove())},
	} {
		for _, ms := range []int{200, 600} {
			b.Run(fmt.Sprintf("%s/%dms", c.name, ms), func(b *testing.B) {
				for b.Loop() {
					bot, _ := c.bot("expert", 1)
					if _, err := bot.Choose(c.view, Budget{Millis: ms}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// hardGame plays Hard against Hard from start with chance drawn from seed,
// and returns the actions: a typical game to review.
func hardGame(b testing.TB, start engine.State, bots func(string, uint64) (Bot, error), seed uint64) []engine.Action {
	var players [2]Bot
	for i := range players {
		players[i], _ = bots("hard", mix(seed, uint64(i)))
	}
	var actions []engine.Action
	_, _, err := Play(start, players, rand.New(rand.NewPCG(seed, 1)), Budget{Millis: 20}, func(_ engine.State, a engine.Action, _ engine.State) {
		actions = append(actions, a)
	})
	if err != nil {
		b.Fatal(err)
	}
	return actions
}

// BenchmarkReview times the review of one Hard-vs-Hard game of each game at
// the review's default budget (Budget{}), the one the app uses; one op is a
// whole game; cpu-s/op is the processor time of all its threads, which the
// machine's other load moves less than the wall clock's. docs/benchmarks.md
// has the figures:
//
//	go test ./engine/ai -run '^$' -bench Review -benchtime 1x -count 3
func BenchmarkReview(b *testing.B) {
	deal := domino.NewGame(rand.New(rand.NewPCG(2, 2)))
	for _, c := range []struct {
		name   string
		start  engine.State
		bots   func(string, uint64) (Bot, error)
		new    func(engine.Seat) Estimator
		viewer engine.Seat
	}{
		{"jungle", jungle.Start(), NewJungle, NewJungleEstimator, engine.NoSeat},
		{"ludo", race.Start(), NewRace, NewRaceEstimator, engine.NoSeat},
		{"domino-seat", deal, NewDomino, NewDominoEstimator, engine.First},
		{"domino-both", deal, NewDomino, NewDominoEstimator, engine.NoSeat},
	} {
		actions := hardGame(b, c.start, c.bots, 3)
		b.Run(c.name, func(b *testing.B) {
			cpu := cpuTime()
			for b.Loop() {
				if _, err := Review(c.new, testMarks, c.start, actions, c.viewer, 1, Budget{}, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(actions)), "actions")
			b.ReportMetric((cpuTime()-cpu).Seconds()/float64(b.N), "cpu-s/op")
		})
	}
}

// BenchmarkJungleExpertGame times the Jungle Expert's decisions along a
// seeded game of Hard against itself, one bot for the whole game as the app
// keeps it, at 135,000 nodes a move (150 ms at the former rate), and the
// former Expert's (formerExpertConfig, a4bf431's play): the figures that set
// the node rates when the search's nodes get cheaper or dearer.
func BenchmarkJungleExpertGame(b *testing.B) {
	var game []jungle.Position
	hard := [2]Bot{}
	for i := range hard {
		hard[i], _ = NewJungle("hard", uint64(7+i))
	}
	p := jungle.Start()
	for len(game) < 60 && !p.Ended() {
		game = append(game, p)
		a, err := hard[p.ToMove()].Choose(p.View(p.ToMove()), Budget{Millis: 5})
		if err != nil {
			b.Fatal(err)
		}
		if p, _, err = p.Play(jungle.MoveOf(a)); err != nil {
			b.Fatal(err)
		}
	}
	for _, c := range []struct {
		name string
		bot  func(seed uint64) (Bot, error)
	}{
		{"expert", func(seed uint64) (Bot, error) {
			c := expertConfig(expertNodes)
			c.rate = jungleNodesPerMilli
			return newJungleSearch("expert", newRand(seed), c), nil
		}},
		{"former", formerExpert},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				bot, _ := c.bot(1)
				for _, p := range game {
					if _, err := bot.Choose(p.View(p.ToMove()), Budget{Millis: 150}); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N*len(game)), "ms/decision")
		})
	}
}
