package domino

import (
	"testing"

	"github.com/plyyard/plyyard/engine/enginetest"
)

// BenchmarkRandomGame deals a game and plays it out with uniformly random
// legal actions; one op is one whole game, deal included.
func BenchmarkRandomGame(b *testing.B) {
	enginetest.BenchPlayouts(b, newRand(1), NewGame, RandomPlayout)
}

// BenchmarkPerft counts the positions 16 actions deep from a fixed deal
// (50,979 of them; forced draws keep the tree narrow).
func BenchmarkPerft(b *testing.B) {
	p, err := Parse(perftDeal)
	if err != nil {
		b.Fatal(err)
	}
	var n uint64
	for b.Loop() {
		n = Perft(p, 16)
	}
	b.ReportMetric(float64(n), "positions")
}
