package jungle

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
)

func pieceCount(p Position) int {
	n := 0
	for s := Square(0); s < Squares; s++ {
		if _, ok := p.At(s); ok {
			n++
		}
	}
	return n
}

// consistent checks the position's two records of the pieces against each
// other: every animal stands on exactly one square and every occupied square
// holds exactly one animal.
func consistent(t *testing.T, p Position) {
	t.Helper()
	seen := 0
	for side := Red; side <= Blue; side++ {
		for a := Rat; a <= Elephant; a++ {
			s := p.Where(side, a)
			if s == NoSquare {
				continue
			}
			seen++
			if pc, ok := p.At(s); !ok || pc != (Piece{side, a}) {
				t.Fatalf("%s: %s %s listed on %s, which holds %v", p, sideName(side), a.Name(), s, pc)
			}
		}
	}
	if n := pieceCount(p); n != seen {
		t.Fatalf("%s: %d squares occupied, %d pieces listed", p, n, seen)
	}
}

// TestRandomGameProperties plays thousands of seeded random games through the
// public contract and checks, after every move: one piece a square, pieces
// vanish only by capture, the clock resets exactly on captures, notation
// round-trips, and every game ends.
func TestRandomGameProperties(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 200
	}
	r := rand.New(rand.NewPCG(2026, 11))
	ends := map[string]int{}
	for g := 0; g < games; g++ {
		var s engine.State = Start()
		// Captures happen at most 16 times and the clock draws at 60, so
		// no game can last longer than this.
		const maxPlies = 17 * DrawPlies
		plies := 0
		for ; plies <= maxPlies; plies++ {
			p := s.(Position)
			consistent(t, p)
			if q, err := Parse(p.String()); err != nil || q != p {
				t.Fatalf("%s does not round-trip: %v", p, err)
			}
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			// The tactical moves are exactly the captures and den entries.
			var want []Move
			for _, a := range legal {
				m := MoveOf(a)
				if _, occupied := p.At(m.To); occupied || m.To == Den(p.ToMove().Other()) {
					want = append(want, m)
				}
			}
			if got := p.AppendTactical(nil); !slices.Equal(got, want) {
				t.Fatalf("%s: tactical moves %v, want %v", p, got, want)
			}
			next, ev, err := s.Apply(legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatalf("%s: legal move refused: %v", p, err)
			}
			q := next.(Position)
			captures := 0
			for _, e := range ev {
				if e.Kind == engine.Captured {
					captures++
					if e.Seat != p.ToMove().Other() || e.At != ev[0].To {
						t.Fatalf("%s: odd capture %+v", p, e)
					}
				}
			}
			if lost := pieceCount(p) - pieceCount(q); lost != captures {
				t.Fatalf("%s -> %s: %d pieces lost, %d captures", p, q, lost, captures)
			}
			if captures > 0 && q.Clock() != 0 || captures == 0 && q.Clock() != p.Clock()+1 {
				t.Fatalf("%s -> %s: clock %d after %d captures", p, q, q.Clock(), captures)
			}
			if q.ToMove() != p.ToMove().Other() {
				t.Fatalf("%s -> %s: the turn did not pass", p, q)
			}
			s = next
		}
		o := s.Outcome()
		if !o.Finished() {
			t.Fatalf("game %d did not end after %d plies: %s", g, plies, s)
		}
		ends[o.Reason]++
	}
	if ends["den"] == 0 || ends["60-plies"] == 0 {
		t.Errorf("random games should end both ways: %v", ends)
	}
	t.Logf("%d games: %v", games, ends)
}

// TestPlayoutMatchesApply checks that the fast playout and the public Apply
// play the same games from the same random numbers.
func TestPlayoutMatchesApply(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		fast, fastPlies := RandomPlayout(Start(), rand.New(rand.NewPCG(seed, 1)))
		r := rand.New(rand.NewPCG(seed, 1))
		var s engine.State = Start()
		plies := 0
		for {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			s, _, _ = s.Apply(legal[r.IntN(len(legal))])
			plies++
		}
		if s.Outcome() != fast || plies != fastPlies {
			t.Fatalf("seed %d: playout %+v in %d, Apply %+v in %d", seed, fast, fastPlies, s.Outcome(), plies)
		}
	}
}

// BenchmarkRandomGame plays whole random games from the start (an action is
// a ply).
func BenchmarkRandomGame(b *testing.B) {
	enginetest.BenchPlayouts(b, rand.New(rand.NewPCG(1, 2)), func(engine.Rand) Position { return Start() }, RandomPlayout)
}
