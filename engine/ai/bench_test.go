package ai

import (
	"testing"

	"github.com/plyyard/plyyard/engine/jungle"
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
				if _, err := bot.Choose(p.View(p.Side()), Budget{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
