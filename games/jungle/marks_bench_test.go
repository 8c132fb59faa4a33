package jungle

import (
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/jungle"
)

// BenchmarkReviewFloor reviews one seeded Hard-vs-Hard game at the
// review's default budget with Jungle's marks and with their thresholds
// alone: what the floor (forced losses, pieces lost for nothing) costs a
// review. docs/benchmarks.md has the figures:
//
//	go test ./games/jungle -run '^$' -bench ReviewFloor -benchtime 1x -count 3
func BenchmarkReviewFloor(b *testing.B) {
	var bots [2]ai.Bot
	for i := range bots {
		bots[i], _ = Game.NewBot("hard", uint64(3+i))
	}
	var actions []engine.Action
	r := rand.New(rand.NewPCG(3, 3))
	if _, _, err := ai.Play(jungle.Start(), bots, r, ai.Budget{Millis: 20}, func(_ engine.State, a engine.Action, _ engine.State) {
		actions = append(actions, a)
	}); err != nil {
		b.Fatal(err)
	}
	bare := Game.Marks
	bare.Floor = nil
	for _, c := range []struct {
		name  string
		marks ai.Marks
	}{{"floor", Game.Marks}, {"thresholds", bare}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := ai.Review(Game.NewEstimator, c.marks, jungle.Start(), actions, engine.NoSeat, 1, ai.Budget{}, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(actions)), "actions")
		})
	}
}
