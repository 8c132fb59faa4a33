package race

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// bruteHitBy answers HitBy from the public rules: the position with the
// opponent to roll (through the notation), each roll and each legal move
// played with Play, and the Captured events read.
func bruteHitBy(t *testing.T, p Position, seat engine.Seat) [Pieces]Dice {
	t.Helper()
	var out [Pieces]Dice
	if p.Outcome().Finished() {
		return out
	}
	f := strings.Fields(p.String())
	f[1], f[2], f[3] = string(sideLetters[seat.Other()]), "roll", "0"
	q, err := Parse(strings.Join(f, " "))
	if err != nil {
		t.Fatalf("%s with the opponent to roll: %v", p, err)
	}
	for n := 1; n <= 6; n++ {
		r, _, err := q.Play(RollOf(n))
		if err != nil {
			t.Fatal(err)
		}
		if r.ToMove() != seat.Other() || r.Die() == 0 {
			continue // no move, or the turn passed
		}
		for _, a := range r.Legal() {
			_, events, err := r.Play(a)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range events {
				if e.Kind == engine.Captured && e.Seat == seat {
					out[e.Piece] |= 1 << uint(n)
				}
			}
		}
	}
	return out
}

// TestHitByMatchesBruteForce walks random games and compares HitBy for both
// seats with the public rules at every position.
func TestHitByMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 6))
	positions, hits := 0, 0
	for game := 0; game < 30; game++ {
		p := Start()
		for ply := 0; ply < 600 && !p.Outcome().Finished(); ply++ {
			for _, seat := range []engine.Seat{engine.First, engine.Second} {
				want := bruteHitBy(t, p, seat)
				if got := p.HitBy(seat); got != want {
					t.Fatalf("%s: HitBy(%d) = %v, the rules say %v", p, seat, got, want)
				}
				for _, d := range want {
					hits += len(d.Values())
				}
				positions++
			}
			var a engine.Action
			if p.Die() == 0 {
				a = RollOf(1 + r.IntN(6))
			} else {
				legal := p.Legal()
				a = legal[r.IntN(len(legal))]
			}
			next, _, err := p.Play(a)
			if err != nil {
				t.Fatal(err)
			}
			p = next
		}
	}
	if hits == 0 {
		t.Fatalf("no hit met in %d positions", positions)
	}
}

func TestHitByExamples(t *testing.T) {
	// Red's piece 0 on progress 10 is yellow's progress 36; yellow's piece
	// at 33 hits it with a 3, and the one at 31 with a 5. Red's piece 1 on
	// a star (progress 8) is safe; piece 2 is in its home column.
	p, err := Parse("10,8,52,b/33,31,b,b r roll 0")
	if err != nil {
		t.Fatal(err)
	}
	got := p.HitBy(engine.First)
	if v := got[0].Values(); len(v) != 2 || v[0] != 3 || v[1] != 5 {
		t.Errorf("piece 0 is hit by %v, want [3 5]", v)
	}
	for i := 1; i < Pieces; i++ {
		if got[i] != 0 {
			t.Errorf("piece %d is hit by %v, want none", i, got[i].Values())
		}
	}
}
