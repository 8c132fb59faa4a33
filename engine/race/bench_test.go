package race

import (
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
)

// BenchmarkRandomGame plays whole random Ludo games from the start.
func BenchmarkRandomGame(b *testing.B) {
	enginetest.BenchPlayouts(b, rand.New(rand.NewPCG(1, 2)), func(engine.Rand) Position { return Start() }, RandomPlayout)
}

// BenchmarkApplyGame plays random games through engine.State.Apply, events
// included, for comparison with the fast path.
func BenchmarkApplyGame(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		var s engine.State = Start()
		for !s.Outcome().Finished() {
			next, _, err := s.Apply(randomAction(b, s, r))
			if err != nil {
				b.Fatal(err)
			}
			s = next
		}
	}
}

// BenchmarkPerft counts the positions 8 actions deep from the start.
func BenchmarkPerft(b *testing.B) {
	var nodes uint64
	for b.Loop() {
		nodes = Perft(Start(), 8)
	}
	b.ReportMetric(float64(nodes), "positions")
}
