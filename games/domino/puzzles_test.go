package domino

import (
	"testing"

	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/puzzle"
)

// TestDominoConforms checks the entry (gamestest.Conform: its bots, views,
// lessons, and every puzzle proved) and the puzzle set's shape: its kinds,
// the guide's among them, and its themes (gamestest.Themes).
func TestDominoConforms(t *testing.T) {
	gamestest.SetShape(t, Game, 40, 5)
	guide := 0
	for _, p := range Game.Puzzles {
		if p.Kind == puzzle.Guide {
			guide++
		}
	}
	if guide == 0 {
		t.Error("no puzzle of kind guide")
	}
	gamestest.Themes(t, Game, Themes, 40)
	gamestest.Conform(t, Game)
}

// TestDominoWrongAnswerFails: with its answer replaced by any other legal
// action, a puzzle's proof fails — every puzzle with both hands known, and
// the first two with a hidden hand.
func TestDominoWrongAnswerFails(t *testing.T) {
	hidden := 0
	for _, p := range Game.Puzzles {
		if p.Proof.Deals > 0 {
			if hidden++; hidden > 2 {
				continue
			}
		}
		var legal []string
		if p.Proof.Deals > 0 {
			v, err := domino.ParseView(p.Position)
			if err != nil {
				t.Fatal(err)
			}
			legal = gamestest.Legal(v)
		} else {
			s, err := domino.Parse(p.Position)
			if err != nil {
				t.Fatal(err)
			}
			legal = gamestest.Legal(s)
		}
		gamestest.OthersFail(t, Game, p, legal)
	}
}

// TestDominoSolverByHand checks the exact solver against endings worked
// out by hand.
func TestDominoSolverByHand(t *testing.T) {
	cases := []struct {
		why, position string
		want          map[string]float64
	}{{
		// White holds 1-1, 0-2, 0-0, 0-1; Black only 0-3; the ends are 0
		// and 4 and nothing can be drawn. 0-0 keeps the 0 and Black goes
		// out (0). 0-1 makes a 1: Black passes, White adds 1-1, both are
		// stuck, and the block counts White's 0-2 and 0-0 (2) against
		// Black's 3 (1). 0-2 makes a 2: both are stuck at once with 3 pips
		// each, a draw (½).
		"the block counted, a draw included",
		"03/11,02,00,01/13,24/06,63,33,35,55,56,66,62,23,34,45,52,22,21,16,64,44,41,15,50,04 w 0",
		map[string]float64{"play:00:L": 0, "play:01:L": 1, "play:02:L": 0.5},
	}, {
		// Black's last tile is 2-6; White holds 0-6 and 3-3 with the ends
		// 0 and 3. 0-6 opens a 6 and Black goes out (0); 3-3 shows no 6,
		// Black passes and 0-6 goes out (1).
		"the order of the last two tiles",
		"26/06,33/23,55/05,52,22,20,01,11,12,24,45,56,66,64,44,41,16,63,35,51,13,30,00,04,43 w 0",
		map[string]float64{"play:06:L": 0, "play:33:R": 1},
	}}
	for _, c := range cases {
		actions, values, err := DominoValues(c.position, 0)
		if err != nil {
			t.Fatalf("%s: %v", c.why, err)
		}
		if len(actions) != len(c.want) {
			t.Errorf("%s: actions %v, want those of %v", c.why, actions, c.want)
		}
		for i, a := range actions {
			if w, ok := c.want[a]; !ok || values[i] != w {
				t.Errorf("%s: %s is worth %v, want %v", c.why, a, values[i], w)
			}
		}
	}
}

// TestDominoDealsByHand: Black holds 0-2 and 0-3 with the ends 3 and 0 and
// White two hidden tiles. 0-3 on the 3 makes both ends 0; White can cover
// one end at most before Black's next turn and cannot go out with two
// tiles, so 0-2 goes out in every world: the action is worth exactly 1 over
// any number of deals.
func TestDominoDealsByHand(t *testing.T) {
	for _, deals := range []int{1, 7, 50} {
		actions, values, err := DominoValues("b:02,03/2/14/35,52,24,41,11,10,06,63,34,40 b 0", deals)
		if err != nil {
			t.Fatal(err)
		}
		for i, a := range actions {
			if a == "play:03:L" && values[i] != 1 {
				t.Errorf("%d deals: play:03:L is worth %v, want 1", deals, values[i])
			}
		}
	}
}

// TestDominoProverRefuses: positions and proofs the prover cannot take are
// errors, not proofs.
func TestDominoProverRefuses(t *testing.T) {
	full := "03/11,02,00,01/13,24/06,63,33,35,55,56,66,62,23,34,45,52,22,21,16,64,44,41,15,50,04 w 0"
	view := "b:02,03/2/14/35,52,24,41,11,10,06,63,34,40 b 0"
	for _, c := range []struct {
		position, answer string
		deals            int
		margin           float64
	}{
		{full, "play:01:L", 0, 0},    // no margin stated
		{full, "play:01:L", -1, 0.5}, // negative deals
		{full, "play:01:R", 0, 0.5},  // not a legal action
		{full, "play:02:L", 0, 0.5},  // a draw, not the best
		{view, "play:03:L", 0, 0.1},  // a view read as a full state
		{full, "play:01:L", 10, 0.5}, // a full state read as a view
		{"23,46,34,66/33,16,35,04,05/24,45,14,36,03,44,56/31,11,10,02,22,25,55,51,12,26,60,00 b 0", "play:23:L", 0, 0.1}, // seven tiles left to draw
	} {
		p := puzzle.Puzzle{ID: "domino-x", Game: "domino", Kind: puzzle.Rules, Position: c.position, Answer: []string{c.answer}, Proof: puzzle.Proof{Deals: c.deals, Margin: c.margin}}
		if err := Game.Check(p); err == nil {
			t.Errorf("%s %s deals %d margin %v: proved", c.position, c.answer, c.deals, c.margin)
		}
	}
}

// TestDominoApart: no puzzle's position is within 4 plies of another's.
// A ply lays one tile on the line or draws one from the boneyard, so one
// position can lead to another within 4 plies only if the later line holds
// the earlier one's tiles, the two differ by at most 4 tiles laid and
// drawn, and every hand known in both only lost tiles to the line and
// gained them from what was hidden; a pair that passes all of these counts
// as too near.
func TestDominoApart(t *testing.T) {
	seen := make([]tiles, len(puzzles))
	for i, p := range puzzles {
		k, err := tilesOf(p.Position)
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		seen[i] = k
	}
	// the check sees a puzzle's own position after its answer
	first, _ := domino.Parse(puzzles[0].Position)
	next, _, _ := first.Play(mustMove(t, puzzles[0].Answer[0]))
	if later, _ := tilesOf(next.String()); !near(seen[0], later, 4) || near(seen[0], later, 0) {
		t.Error("the check does not see a position one ply on as near, and only as near")
	}
	for i := range seen {
		for j := range seen {
			if i != j && near(seen[i], seen[j], 4) {
				t.Errorf("%s may lead to %s within 4 plies", puzzles[i].ID, puzzles[j].ID)
			}
		}
	}
}

func mustMove(t *testing.T, s string) domino.Move {
	m, err := domino.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// tiles is what a puzzle's position shows: the line, each hand that is
// known (nil when hidden) and the boneyard's size.
type tiles struct {
	line  domino.TileSet
	hands [2]*domino.TileSet
	bone  int
}

func tilesOf(position string) (tiles, error) {
	var k tiles
	set := func(ts []domino.Tile) *domino.TileSet {
		var s domino.TileSet
		for _, t := range ts {
			s = s.With(t.Canon())
		}
		return &s
	}
	if p, err := domino.Parse(position); err == nil {
		k.line, k.bone = *set(p.Line()), len(p.Boneyard())
		k.hands = [2]*domino.TileSet{set(p.Hand(domino.Black)), set(p.Hand(domino.White))}
		return k, nil
	}
	v, err := domino.ParseView(position)
	if err != nil {
		return k, err
	}
	k.line, k.bone = *set(v.Line()), v.BoneyardCount()
	k.hands[v.Seat()] = set(v.Hand())
	return k, nil
}

// near reports whether a could lead to b within n plies.
func near(a, b tiles, n int) bool {
	if a.line&b.line != a.line || b.bone > a.bone {
		return false
	}
	if (b.line.Len()-a.line.Len())+(a.bone-b.bone) > n {
		return false
	}
	for s := range 2 {
		if a.hands[s] == nil || b.hands[s] == nil {
			continue
		}
		ha, hb := *a.hands[s], *b.hands[s]
		var known domino.TileSet // tiles a shows outside the hidden places
		known = a.line | ha
		if a.hands[1-s] != nil {
			known |= *a.hands[1-s]
		}
		gained := hb &^ ha
		if gained&known != 0 || (ha&^hb)&^b.line != 0 {
			return false
		}
	}
	return true
}
