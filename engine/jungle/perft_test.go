package jungle

import "testing"

func TestPerftStart(t *testing.T) {
	want := []uint64{1, 24, 576, 12240, 260099, 5111620}
	max := len(want) - 1
	if testing.Short() {
		max = 4
	}
	for d := 0; d <= max; d++ {
		if got := Perft(Start(), d); got != want[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, want[d])
		}
	}
}

// BenchmarkPerft6 measures perft depth 6 from the start; leaves/s is the
// figure recorded in docs/benchmarks.md.
func BenchmarkPerft6(b *testing.B) {
	var n uint64
	for b.Loop() {
		n = Perft(Start(), 6)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}
