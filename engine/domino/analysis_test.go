package domino

import (
	"slices"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// bruteFits answers Fits from the rules: the legal actions of seat's view
// as if it were seat's turn (the notation cannot say so: the turn follows
// from the position).
func bruteFits(p Position, seat engine.Seat, tile Tile) (left, right bool) {
	v := p.SeatView(seat)
	v.toMove = seat
	legal := v.Legal()
	return slices.Contains(legal, PlayAction(tile, LeftEnd)), slices.Contains(legal, PlayAction(tile, RightEnd))
}

// TestAnalysisMatchesRules plays seeded random games; at every step, for
// both seats, Fits agrees with the legal moves for every tile of the hand,
// and what Learn replays from the deal equals the knowledge kept step by
// step (itself checked against the true hands by checkKnowledge).
func TestAnalysisMatchesRules(t *testing.T) {
	r := newRand(14)
	voids := 0
	for g := 0; g < 200; g++ {
		start := NewGame(r)
		p := start
		var actions []engine.Action
		for !p.Outcome().Finished() {
			for _, seat := range []engine.Seat{Black, White} {
				v := p.SeatView(seat)
				for _, tile := range v.Hand() {
					l, rt := v.Fits(tile)
					if len(p.Line()) == 0 {
						if l || rt {
							t.Fatalf("%s: %s fits an empty table's ends", p, tile)
						}
						continue
					}
					if bl, br := bruteFits(p, seat, tile); l != bl || rt != br {
						t.Fatalf("%s: %s of seat %d fits %v/%v, the rules say %v/%v", p, tile, seat, l, rt, bl, br)
					}
				}
				k, err := Learn(start, actions, seat)
				if err != nil {
					t.Fatal(err)
				}
				checkKnowledge(t, &k, p)
				if k.Void() != 0 && len(p.Hand(seat.Other())) > 0 {
					voids++
				}
			}
			legal := p.Legal()
			a := legal[r.IntN(len(legal))]
			next, _, err := p.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			p = next.(Position)
			actions = append(actions, a)
		}
	}
	if voids == 0 {
		t.Fatal("no game taught anything about the opponent's hand")
	}
}

func TestLearnRefusesAnIllegalAction(t *testing.T) {
	start, _ := Deal(Set())
	if _, err := Learn(start, []engine.Action{PassAction}, Black); err == nil {
		t.Fatal("a pass with tiles to play was replayed")
	}
}
