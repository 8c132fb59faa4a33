package jungle

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// The reference below is a slow, square-by-square reading of the rules in
// RULES.md, written from coordinates alone and the position's public
// accessors: it shares no table with the bitboard generator, and the
// differential tests compare the two on many positions.

// refWater reports whether file f, rank r is in the river: files b, c, e, f
// of ranks 4 to 6.
func refWater(f, r int) bool {
	return (f == 1 || f == 2 || f == 4 || f == 5) && r >= 3 && r <= 5
}

// refTrapOf returns whose trap file f, rank r is, or NoSeat.
func refTrapOf(f, r int) engine.Seat {
	switch {
	case r == 0 && (f == 2 || f == 4), r == 1 && f == 3:
		return Red
	case r == 8 && (f == 2 || f == 4), r == 7 && f == 3:
		return Blue
	}
	return engine.NoSeat
}

// refOver reports whether the game ended by a den entry or the clock.
func refOver(p Position) bool {
	_, red := p.At(Sq(3, 0))
	_, blue := p.At(Sq(3, 8))
	return red || blue || p.Clock() >= DrawPlies
}

// refMoves lists the legal moves of the side to move, piece by piece from
// the rat up, each piece's up, down, left and right in that order.
func refMoves(p Position) []Move {
	if refOver(p) {
		return nil
	}
	side := p.ToMove()
	var out []Move
	for a := Rat; a <= Elephant; a++ {
		from := p.Where(side, a)
		if from == NoSquare {
			continue
		}
		for _, d := range [4][2]int{{0, 1}, {0, -1}, {-1, 0}, {1, 0}} {
			f, r := from.File()+d[0], from.Rank()+d[1]
			if f < 0 || f >= Files || r < 0 || r >= Ranks {
				continue
			}
			if refWater(f, r) && a != Rat {
				if a != Lion && a != Tiger {
					continue
				}
				blocked := false
				for refWater(f, r) {
					if _, ok := p.At(Sq(f, r)); ok {
						blocked = true
					}
					f, r = f+d[0], r+d[1]
				}
				if blocked {
					continue
				}
			}
			to := Sq(f, r)
			if to == Den(side) {
				continue
			}
			if target, ok := p.At(to); ok {
				if target.Side == side {
					continue
				}
				fromWater := refWater(from.File(), from.Rank())
				switch {
				case fromWater != refWater(f, r):
					continue
				case refTrapOf(f, r) == side:
				case a == Rat && target.Animal == Elephant:
				case a == Elephant && target.Animal == Rat:
					continue
				case a < target.Animal:
					continue
				}
			}
			out = append(out, Move{from, to})
		}
	}
	return out
}

// refOutcome scores p by the rules.
func refOutcome(p Position) engine.Outcome {
	if _, ok := p.At(Sq(3, 8)); ok {
		return engine.Outcome{Status: engine.Win, Winner: Red, Reason: "den"}
	}
	if _, ok := p.At(Sq(3, 0)); ok {
		return engine.Outcome{Status: engine.Win, Winner: Blue, Reason: "den"}
	}
	if p.Clock() >= DrawPlies {
		return engine.Outcome{Status: engine.Draw, Winner: engine.NoSeat, Reason: "60-plies"}
	}
	if len(refMoves(p)) == 0 {
		return engine.Outcome{Status: engine.Win, Winner: p.ToMove().Other(), Reason: "no-moves"}
	}
	return engine.Outcome{Status: engine.Ongoing, Winner: engine.NoSeat}
}

// refPlay returns the notation of the position after m, and what m
// captured, from p's notation alone.
func refPlay(p Position, m Move) (string, Animal) {
	var board [Squares]byte
	for s := Square(0); s < Squares; s++ {
		if pc, ok := p.At(s); ok {
			board[s] = cellOf(pc.Side, pc.Animal).letter()
		}
	}
	victim, ok := p.At(m.To)
	board[m.To], board[m.From] = board[m.From], 0
	clock := p.Clock() + 1
	captured := NoAnimal
	if ok {
		clock, captured = 0, victim.Animal
	}
	side := "r"
	if p.ToMove() == Red {
		side = "b"
	}
	fen := string(appendBoard(nil, func(s Square) byte { return board[s] }))
	return mustParse(fen + " " + side + " " + strconv.Itoa(clock)).String(), captured
}

// refPerft counts the positions after depth moves with the reference
// generator, playing every move through refPlay.
func refPerft(p Position, depth int) uint64 {
	moves := refMoves(p)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		s, _ := refPlay(p, m)
		n += refPerft(mustParse(s), depth-1)
	}
	return n
}

// randomPosition places a random subset of the animals on random squares
// the rules allow them to stand on, the rats often in the river and the
// lions and tigers often on its banks, so that swims, jumps and blocked
// jumps are common. Now and then a piece stands in the enemy den (a
// finished game); the clock is usually low but sometimes at the draw.
func randomPosition(r *rand.Rand) Position {
	for {
		var board [Squares]byte
		for side := Red; side <= Blue; side++ {
			for a := Rat; a <= Elephant; a++ {
				if r.IntN(5) == 0 {
					continue
				}
				for {
					s := Square(r.IntN(Squares))
					switch {
					case a == Rat && r.IntN(2) == 0:
						s = Sq([4]int{1, 2, 4, 5}[r.IntN(4)], 3+r.IntN(3))
					case (a == Lion || a == Tiger) && r.IntN(2) == 0:
						banks := [...]Square{Sq(0, 3), Sq(0, 4), Sq(0, 5), Sq(3, 3), Sq(3, 4), Sq(3, 5),
							Sq(6, 3), Sq(6, 4), Sq(6, 5), Sq(1, 2), Sq(2, 2), Sq(4, 2), Sq(5, 2),
							Sq(1, 6), Sq(2, 6), Sq(4, 6), Sq(5, 6)}
						s = banks[r.IntN(len(banks))]
					case r.IntN(40) == 0:
						s = Den(side.Other())
					}
					if board[s] != 0 || s == Den(side) || refWater(s.File(), s.Rank()) && a != Rat {
						continue
					}
					board[s] = cellOf(side, a).letter()
					break
				}
			}
		}
		clock := r.IntN(DrawPlies)
		if r.IntN(20) == 0 {
			clock = DrawPlies
		}
		side := "r"
		if r.IntN(2) == 1 {
			side = "b"
		}
		fen := string(appendBoard(nil, func(s Square) byte { return board[s] }))
		if p, err := Parse(fen + " " + side + " " + strconv.Itoa(clock)); err == nil {
			return p
		}
	}
}

// gamePositions returns the positions of seeded random games from the
// start, every one of them.
func gamePositions(seed uint64, games int) []Position {
	r := rand.New(rand.NewPCG(seed, 3))
	var out []Position
	for g := 0; g < games; g++ {
		p := Start()
		for {
			out = append(out, p)
			moves := refMoves(p)
			if len(moves) == 0 {
				break
			}
			s, _ := refPlay(p, moves[r.IntN(len(moves))])
			p = mustParse(s)
		}
	}
	return out
}

// sameAsReference checks every generator entry point of p against the
// reference.
func sameAsReference(t *testing.T, p Position) {
	t.Helper()
	want := refMoves(p)
	if got := p.Moves(); !slices.Equal(got, want) {
		t.Fatalf("%s: moves %v, want %v", p, got, want)
	}
	if got := p.AppendMoves(nil); !slices.Equal(got, want) {
		t.Fatalf("%s: AppendMoves %v, want %v", p, got, want)
	}
	var tactical []Move
	for _, m := range want {
		if _, ok := p.At(m.To); ok || m.To == Den(p.ToMove().Other()) {
			tactical = append(tactical, m)
		}
	}
	if got := p.AppendTactical(nil); !slices.Equal(got, tactical) {
		t.Fatalf("%s: tactical %v, want %v", p, got, tactical)
	}
	if got, want := p.Outcome(), refOutcome(p); got != want {
		t.Fatalf("%s: outcome %+v, want %+v", p, got, want)
	}
	if !refOver(p) {
		if got := p.countMoves(); got != len(want) {
			t.Fatalf("%s: counted %d moves, want %d", p, got, len(want))
		}
	}
	for from := Square(-1); from <= Squares; from++ {
		if _, ok := p.At(from); !ok && from != -1 && from != Squares && from != Den(p.ToMove()) {
			continue // an empty square: a few stand for them all
		}
		for to := Square(-1); to <= Squares; to++ {
			m := Move{from, to}
			if got := p.IsLegal(m); got != slices.Contains(want, m) {
				t.Fatalf("%s: IsLegal(%s) = %v", p, m, got)
			}
		}
	}
	for _, m := range want {
		q, captured := p.Next(m)
		s, c := refPlay(p, m)
		if q.String() != s || captured != c {
			t.Fatalf("%s: %s gives %s (took %v), want %s (took %v)", p, m, q, captured, s, c)
		}
		if r := mustParse(s); q != r {
			t.Fatalf("%s: %s gives a position unequal to its own notation %s", p, m, s)
		}
		u := p
		undo := u.Make(m)
		if u != q || undo.Captured() != captured {
			t.Fatalf("%s: %s played in place gives %s (took %v), want %s", p, m, u, undo.Captured(), q)
		}
		if u.Unmake(m, undo); u != p {
			t.Fatalf("%s: %s taken back gives %s", p, m, u)
		}
	}
	// A searcher's pass: the other side to move, the clock a half-move on.
	f := strings.Fields(p.String())
	side := map[string]string{"r": "b", "b": "r"}[f[1]]
	clock, err := strconv.Atoi(f[2])
	if err != nil {
		t.Fatal(err)
	}
	u := p
	u.Pass()
	if want := fmt.Sprintf("%s %s %d", f[0], side, clock+1); u.String() != want {
		t.Fatalf("%s passed gives %s, want %s", p, u, want)
	}
	if u.PassBack(); u != p {
		t.Fatalf("%s: a pass taken back gives %s", p, u)
	}
}

// TestMovesMatchReference compares the generator with the reference on
// random placements and on the positions of random games.
func TestMovesMatchReference(t *testing.T) {
	n, games := 3000, 40
	if testing.Short() {
		n, games = 300, 5
	}
	r := rand.New(rand.NewPCG(17, 2026))
	for i := 0; i < n; i++ {
		sameAsReference(t, randomPosition(r))
	}
	for _, p := range gamePositions(5, games) {
		sameAsReference(t, p)
	}
}

// TestPerftMatchesReference compares perft with the reference's on random
// placements.
func TestPerftMatchesReference(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 30
	}
	r := rand.New(rand.NewPCG(23, 2026))
	for i := 0; i < n; i++ {
		p := randomPosition(r)
		if got, want := Perft(p, 3), refPerft(p, 3); got != want {
			t.Fatalf("%s: perft 3 = %d, reference %d", p, got, want)
		}
	}
	if got, want := Perft(Start(), 3), refPerft(Start(), 3); got != want {
		t.Fatalf("start: perft 3 = %d, reference %d", got, want)
	}
}

// FuzzMovesMatchReference compares the generator with the reference on
// positions placed from the fuzzer's seed.
func FuzzMovesMatchReference(f *testing.F) {
	for _, seed := range []uint64{0, 1, 2, 99, 1 << 40} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		sameAsReference(t, randomPosition(rand.New(rand.NewPCG(seed, seed>>7))))
	})
}
