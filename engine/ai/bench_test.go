package ai

import (
	"fmt"
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
