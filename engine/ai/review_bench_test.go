package ai

import (
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

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
				if _, err := Review(c.new, c.start, actions, c.viewer, 1, Budget{}, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(actions)), "actions")
			b.ReportMetric((cpuTime()-cpu).Seconds()/float64(b.N), "cpu-s/op")
		})
	}
}
