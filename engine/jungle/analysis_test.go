package jungle

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// withSide is p with side to move, built through the notation.
func withSide(t *testing.T, p Position, side engine.Seat) Position {
	t.Helper()
	f := strings.Fields(p.String())
	f[1] = Rules.Sides[side]
	q, err := Parse(strings.Join(f, " "))
	if err != nil {
		t.Fatalf("%s with %s to move: %v", p, Rules.Sides[side], err)
	}
	return q
}

// bruteThreats answers Threatened and DenThreats from the public rules:
// Legal and Play on the position with the opponent to move.
func bruteThreats(t *testing.T, p Position, seat engine.Seat) (taken, den []Square) {
	q := withSide(t, p, seat.Other())
	for _, m := range q.Moves() {
		if pc, ok := q.At(m.To); ok && pc.Side == seat {
			taken = append(taken, m.To)
		}
		if m.To == Den(seat) {
			den = append(den, m.From)
			continue
		}
		next, _, err := q.Play(m)
		if err != nil {
			t.Fatal(err)
		}
		if next.Outcome().Finished() {
			continue
		}
		for _, n := range withSide(t, next, seat.Other()).Moves() {
			if n.From == m.To && n.To == Den(seat) {
				den = append(den, m.To)
			}
		}
	}
	slices.Sort(taken)
	slices.Sort(den)
	return slices.Compact(taken), slices.Compact(den)
}

// TestThreatsMatchBruteForce walks random games and compares the analysis
// of both sides with the answer of the public rules at every position.
func TestThreatsMatchBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 6))
	positions, seenTaken, seenDen := 0, 0, 0
	for game := 0; game < 40; game++ {
		p := Start()
		for ply := 0; ply < 200 && !p.Outcome().Finished(); ply++ {
			for _, seat := range []engine.Seat{Red, Blue} {
				taken, den := bruteThreats(t, p, seat)
				if got := p.Threatened(seat); !slices.Equal(got, taken) {
					t.Fatalf("%s: Threatened(%d) = %v, the rules say %v", p, seat, got, taken)
				}
				if got := p.DenThreats(seat); !slices.Equal(got, den) {
					t.Fatalf("%s: DenThreats(%d) = %v, the rules say %v", p, seat, got, den)
				}
				positions++
				seenTaken += len(taken)
				seenDen += len(den)
			}
			ms := p.Moves()
			next, _, err := p.Play(ms[r.IntN(len(ms))])
			if err != nil {
				t.Fatal(err)
			}
			p = next
		}
	}
	if seenTaken == 0 || seenDen == 0 {
		t.Fatalf("the walk never met a threat (%d taken, %d den squares in %d positions)", seenTaken, seenDen, positions)
	}
}

func TestThreatsExamples(t *testing.T) {
	// Blue's lion beside Red's rat: the rat is threatened. Blue's dog
	// on c2, one step from c1 and d2, which touch Red's den.
	p, err := Parse("7/7/7/7/7/7/7/Rld4/6T r 0")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Threatened(Red); !slices.Equal(got, []Square{Sq(0, 1)}) {
		t.Errorf("Threatened(Red) = %v, want [a2]", got)
	}
	den := p.DenThreats(Red)
	for _, s := range []Square{Sq(2, 0), Sq(3, 1)} {
		if !slices.Contains(den, s) {
			t.Errorf("DenThreats(Red) = %v, want %s among them", den, s)
		}
	}
	if got := p.Threatened(Blue); len(got) != 0 {
		t.Errorf("Threatened(Blue) = %v, want none", got)
	}
	over, err := Parse("7/7/7/7/7/7/7/7/3l3 r 0")
	if err == nil {
		if got := over.DenThreats(Red); got != nil {
			t.Errorf("a finished game has den threats %v", got)
		}
	}
}
