package dominoctl

import (
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
)

// Every seat's view along random games completes into a position whose
// view is the same, passes included: an opponent that passed gets
// stand-ins that fit neither open end.
func TestCompleteEveryView(t *testing.T) {
	passed := 0
	for g := uint64(0); g < 200; g++ {
		r := rand.New(rand.NewPCG(g, 9))
		s := domino.Game.Start(r)
		for !s.Outcome().Finished() {
			for seat := engine.First; seat <= engine.Second; seat++ {
				v := s.View(seat).(domino.View)
				p, err := Complete(v)
				if err != nil {
					t.Fatalf("game %d: %q: %v", g, v, err)
				}
				if p.SeatView(seat).String() != v.String() {
					t.Fatalf("game %d: %q completed to a view %q", g, v, p.SeatView(seat))
				}
				if v.Passes() > 0 {
					passed++
				}
			}
			legal := s.Legal()
			a := legal[r.IntN(len(legal))]
			if ch, ok := s.(engine.Chance); ok && ch.Outcomes(a) > 0 {
				a, _ = ch.WithOutcome(a, 1+r.IntN(ch.Outcomes(a)))
			}
			s, _, _ = s.Apply(a)
		}
	}
	if passed == 0 {
		t.Fatal("no view after a pass was tried")
	}
}
