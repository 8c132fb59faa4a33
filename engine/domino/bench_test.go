package domino

import "testing"

// BenchmarkRandomGame deals a game and plays it out with uniformly random
// legal actions; one op is one whole game, deal included.
func BenchmarkRandomGame(b *testing.B) {
	r := newRand(1)
	actions := 0
	for b.Loop() {
		_, n := RandomPlayout(NewGame(r), r)
		actions += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
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
