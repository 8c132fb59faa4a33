package race

import (
	"errors"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// ruleCase plays actions from a position and checks the position reached,
// and, when given, the events of all the actions and the legal actions at
// the end.
type ruleCase struct {
	name    string
	from    string
	actions []string
	want    string
	events  string
	legal   string
}

func checkCases(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, ev := run(t, c.from, c.actions...)
			if got.String() != c.want {
				t.Errorf("from %q after %v:\n got  %q\n want %q", c.from, c.actions, got, c.want)
			}
			if c.events != "" && eventText(ev) != c.events {
				t.Errorf("events:\n got  %s\n want %s", eventText(ev), c.events)
			}
			if c.legal != "" && legalText(got) != c.legal {
				t.Errorf("legal: got %q, want %q", legalText(got), c.legal)
			}
		})
	}
}

func TestStartRedFirst(t *testing.T) {
	const start = "b,b,b,b/b,b,b,b r roll 0"
	for _, g := range []engine.Game{LudoGame, AviationGame} {
		s := g.Start(nil)
		if s.String() != start {
			t.Errorf("%s start: got %q, want %q", g.Name, s, start)
		}
		if s.ToMove() != engine.First {
			t.Errorf("%s: %v to move first, want red", g.Name, s.ToMove())
		}
		if legalText(s.(Position)) != "roll" {
			t.Errorf("%s: legal at start %q, want roll", g.Name, legalText(s.(Position)))
		}
		if s.Outcome().Finished() {
			t.Errorf("%s: start is finished", g.Name)
		}
	}
	if Start().String() != start {
		t.Errorf("Start: %q", Start())
	}
}

func TestGames(t *testing.T) {
	if LudoGame.Name != "ludo" || AviationGame.Name != "aviation" {
		t.Errorf("names %q %q", LudoGame.Name, AviationGame.Name)
	}
	if Ludo.Name() != "ludo" || Aviation.String() != "aviation" {
		t.Errorf("variant names %q %q", Ludo.Name(), Aviation.String())
	}
	for _, g := range []engine.Game{LudoGame, AviationGame} {
		if g.Sides != [2]string{"r", "y"} || g.SideNames != [2]string{"red", "yellow"} {
			t.Errorf("%s sides %v %v", g.Name, g.Sides, g.SideNames)
		}
		s, err := g.Parse("10,b,b,b/b,b,b,b y roll 0")
		if err != nil || s.String() != "10,b,b,b/b,b,b,b y roll 0" {
			t.Errorf("%s Parse: %v %v", g.Name, s, err)
		}
		s, err = g.Parse("nonsense")
		if err == nil || s != nil {
			t.Errorf("%s Parse(nonsense) = %v, %v; want nil state and an error", g.Name, s, err)
		}
	}
}

// Leaving base needs a 6; the piece goes to its own start square. A 6 may
// instead move a piece already out.
func TestLeaveBase(t *testing.T) {
	var cases []ruleCase
	for _, v := range []string{"1", "2", "3", "4", "5"} {
		cases = append(cases, ruleCase{
			name: "no entry on " + v, from: "b,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:" + v},
			want:   "b,b,b,b/b,b,b,b y roll 0",
			events: "rolled r " + v + "; nomove r " + v + "; turn y",
		})
	}
	cases = append(cases,
		ruleCase{
			name: "a six offers every piece in base", from: "b,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:6"},
			want: "b,b,b,b/b,b,b,b r 6 1", events: "rolled r 6", legal: "p0 p1 p2 p3",
		},
		ruleCase{
			name: "entering goes to the start square", from: "b,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:6", "p2"},
			want: "b,b,0,b/b,b,b,b r roll 1", events: "rolled r 6; entered r p2 0; extra r",
		},
		ruleCase{
			name: "yellow enters onto its own start", from: "b,b,b,b/b,b,b,b y roll 0", actions: []string{"roll:6", "p0"},
			want: "b,b,b,b/0,b,b,b y roll 1", events: "rolled y 6; entered y p0 0; extra y",
		},
		ruleCase{
			name: "a six may move a piece already out", from: "10,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:6"},
			want: "10,b,b,b/b,b,b,b r 6 1", legal: "p0 p1 p2 p3",
		},
		ruleCase{
			name: "moving out with a six", from: "10,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:6", "p0"},
			want:   "16,b,b,b/b,b,b,b r roll 1",
			events: "rolled r 6; moved r p0 10-16 [11 12 13 14 15 16]; extra r",
		},
		ruleCase{
			name: "without a six only pieces out move", from: "10,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:4"},
			want: "10,b,b,b/b,b,b,b r 4 0", legal: "p0",
		},
		ruleCase{
			name: "a non-six move ends the turn", from: "10,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:4", "p0"},
			want: "14,b,b,b/b,b,b,b y roll 0", events: "rolled r 4; moved r p0 10-14 [11 12 13 14]; turn y",
		},
	)
	checkCases(t, cases)
}

// Finishing needs the exact value; a piece that would overshoot cannot move.
// A finished piece never moves again. From 50 a piece turns into its home
// column.
func TestExactFinish(t *testing.T) {
	checkCases(t, []ruleCase{
		{
			name: "exact value arrives", from: "53,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:3", "p0"},
			want:   "56,b,b,b/b,b,b,b r roll 0",
			events: "rolled r 3; moved r p0 53-56 [54 55 56]; arrived r p0; extra r",
		},
		{
			name: "overshoot cannot move", from: "53,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:4"},
			want: "53,b,b,b/b,b,b,b y roll 0", events: "rolled r 4; nomove r 4; turn y",
		},
		{
			name: "overshooting piece is not offered", from: "53,20,b,b/b,b,b,b r roll 0", actions: []string{"roll:5"},
			want: "53,20,b,b/b,b,b,b r 5 0", legal: "p1",
		},
		{
			name: "finished piece never moves", from: "56,20,b,b/b,b,b,b r roll 0", actions: []string{"roll:2"},
			want: "56,20,b,b/b,b,b,b r 2 0", legal: "p1",
		},
		{
			name: "from the loop into the home column", from: "48,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:5", "p0"},
			want: "53,b,b,b/b,b,b,b y roll 0", events: "rolled r 5; moved r p0 48-53 [49 50 51 52 53]; turn y",
		},
		{
			name: "yellow arrives", from: "b,b,b,b/b,55,b,b y roll 0", actions: []string{"roll:1", "p1"},
			want: "b,b,b,b/b,56,b,b y roll 0", events: "rolled y 1; moved y p1 55-56 [56]; arrived y p1; extra y",
		},
	})
}

// Own pieces may share a square and never block; no blocks of any kind.
func TestStackingAndNoBlocks(t *testing.T) {
	checkCases(t, []ruleCase{
		{
			name: "own pieces stack", from: "10,14,b,b/b,b,b,b r roll 0", actions: []string{"roll:4", "p0"},
			want: "14,14,b,b/b,b,b,b y roll 0", events: "rolled r 4; moved r p0 10-14 [11 12 13 14]; turn y",
		},
		{
			name: "own stack does not block", from: "10,12,12,b/b,b,b,b r roll 0", actions: []string{"roll:5", "p0"},
			want: "15,12,12,b/b,b,b,b y roll 0",
		},
		{
			name: "enemy stacks do not block", from: "5,b,b,b/33,33,34,b r roll 0", actions: []string{"roll:5", "p0"},
			want:   "10,b,b,b/33,33,34,b y roll 0",
			events: "rolled r 5; moved r p0 5-10 [6 7 8 9 10]; turn y",
		},
		{
			name: "entering onto an own piece", from: "0,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:6", "p1"},
			want: "0,0,b,b/b,b,b,b r roll 1",
		},
		{
			name: "stacking in the home column", from: "52,54,b,b/b,b,b,b r roll 0", actions: []string{"roll:2", "p0"},
			want: "54,54,b,b/b,b,b,b y roll 0",
		},
	})
}

// Ending a move on an unsafe loop square where enemy pieces stand sends all
// of them to base, and earns an extra roll.
func TestCapture(t *testing.T) {
	checkCases(t, []ruleCase{
		{
			name: "two enemy pieces go to base", from: "7,b,b,b/36,36,20,b r roll 0", actions: []string{"roll:3", "p0"},
			want:   "10,b,b,b/b,b,20,b r roll 0",
			events: "rolled r 3; moved r p0 7-10 [8 9 10]; captured y p0 at 36; captured y p1 at 36; extra r",
		},
		{
			name: "yellow captures a red stack", from: "14,14,b,b/37,b,b,b y roll 0", actions: []string{"roll:3", "p0"},
			want:   "b,b,b,b/40,b,b,b y roll 0",
			events: "rolled y 3; moved y p0 37-40 [38 39 40]; captured r p0 at 14; captured r p1 at 14; extra y",
		},
		{
			name: "capture across red's square 0", from: "2,b,b,b/25,b,b,b y roll 0", actions: []string{"roll:3", "p0"},
			want:   "b,b,b,b/28,b,b,b y roll 0",
			events: "rolled y 3; moved y p0 25-28 [26 27 28]; captured r p0 at 2; extra y",
		},
		{
			name: "red captures on its last loop squares", from: "45,b,b,b/23,b,b,b r roll 0", actions: []string{"roll:4", "p0"},
			want: "49,b,b,b/b,b,b,b r roll 0", events: "rolled r 4; moved r p0 45-49 [46 47 48 49]; captured y p0 at 23; extra r",
		},
		{
			name: "passing over is no capture", from: "7,b,b,b/36,b,b,b r roll 0", actions: []string{"roll:4", "p0"},
			want: "11,b,b,b/36,b,b,b y roll 0",
		},
		{
			name: "captured piece needs a six again", from: "7,b,b,b/36,b,b,b r roll 0", actions: []string{"roll:3", "p0", "roll:1", "p0", "roll:5"},
			want: "11,b,b,b/b,b,b,b r roll 0",
		},
	})
}

// The start squares (loop 0, 13, 26, 39) and the stars (8, 21, 34, 47) are
// safe in either colour's frame; mixed stacks are fine there.
func TestSafeSquares(t *testing.T) {
	var cases []ruleCase
	// Red lands on every safe square where a yellow piece stands.
	for _, sq := range []int{8, 13, 21, 26, 34, 39, 47} {
		y := (sq + Offset) % LoopLen
		from := itoa(sq-3) + ",b,b,b/" + itoa(y) + ",b,b,b r roll 0"
		cases = append(cases, ruleCase{
			name: "red onto " + itoa(sq), from: from, actions: []string{"roll:3", "p0"},
			want:   itoa(sq) + ",b,b,b/" + itoa(y) + ",b,b,b y roll 0",
			events: "rolled r 3; moved r p0 " + itoa(sq-3) + "-" + itoa(sq) + " [" + itoa(sq-2) + " " + itoa(sq-1) + " " + itoa(sq) + "]; turn y",
		})
		// And yellow lands on red's piece there.
		from = itoa(sq) + ",b,b,b/" + itoa(y-3) + ",b,b,b y roll 0"
		if y >= 3 {
			cases = append(cases, ruleCase{
				name: "yellow onto its " + itoa(y), from: from, actions: []string{"roll:3", "p0"},
				want: itoa(sq) + ",b,b,b/" + itoa(y) + ",b,b,b r roll 0",
			})
		}
	}
	cases = append(cases,
		ruleCase{
			name: "red enters onto yellow on red's start", from: "b,b,b,b/26,26,b,b r roll 0", actions: []string{"roll:6", "p0"},
			want: "0,b,b,b/26,26,b,b r roll 1", events: "rolled r 6; entered r p0 0; extra r",
		},
		ruleCase{
			name: "yellow enters onto red on yellow's start", from: "26,b,b,b/b,b,b,b y roll 0", actions: []string{"roll:6", "p3"},
			want: "26,b,b,b/b,b,b,0 y roll 1", events: "rolled y 6; entered y p3 0; extra y",
		},
		ruleCase{
			name: "yellow moves onto red's start", from: "0,b,b,b/22,b,b,b y roll 0", actions: []string{"roll:4", "p0"},
			want: "0,b,b,b/26,b,b,b r roll 0",
		},
	)
	checkCases(t, cases)
	for _, sq := range []int{0, 8, 13, 21, 26, 34, 39, 47} {
		if !Safe(sq) {
			t.Errorf("Safe(%d) = false", sq)
		}
	}
	n := 0
	for sq := 0; sq <= LastLoop; sq++ {
		if Safe(sq) {
			n++
		}
	}
	if n != 8 || Safe(51) || Safe(Base) {
		t.Errorf("%d safe progress values on the loop, want 8 (and none off it)", n)
	}
}

// The landmarks of the loop, in red's frame: the four start squares in
// clockwise colour order and a star eight squares after each; a piece is
// safe exactly on them, whichever its colour.
func TestLoopLandmarks(t *testing.T) {
	starts := map[int]int{0: 0, 13: 1, 26: 2, 39: 3}
	stars := map[int]bool{8: true, 21: true, 34: true, 47: true}
	for sq := -1; sq <= LoopLen; sq++ {
		colour, start := StartColour(sq)
		want, wantStart := starts[sq]
		if start != wantStart || start && colour != want {
			t.Errorf("StartColour(%d) = %d, %v", sq, colour, start)
		}
		if Star(sq) != stars[sq] {
			t.Errorf("Star(%d) = %v", sq, Star(sq))
		}
	}
	for _, seat := range []engine.Seat{engine.First, engine.Second} {
		for q := 0; q <= LastLoop; q++ {
			sq, _ := LoopSquare(seat, q)
			_, start := StartColour(sq)
			if Safe(q) != (start || Star(sq)) {
				t.Errorf("seat %d progress %d (square %d): Safe %v", seat, q, sq, Safe(q))
			}
		}
	}
}

// OtherFrame names the opponent's progress on the same loop square, and
// knows the one square the opponent passes by into its home column.
func TestOtherFrame(t *testing.T) {
	for _, c := range []struct {
		q, want int
		ok      bool
	}{
		{0, 26, true}, {10, 36, true}, {24, 50, true}, {25, 51, false},
		{26, 0, true}, {50, 24, true}, {Base, 0, false}, {51, 0, false}, {Finish, 0, false},
	} {
		if got, ok := OtherFrame(c.q); got != c.want || ok != c.ok {
			t.Errorf("OtherFrame(%d) = %d, %v; want %d, %v", c.q, got, ok, c.want, c.ok)
		}
	}
}

// The fast path reports what a move did, and the roll's movable pieces.
func TestNextRollAndMove(t *testing.T) {
	p := mustParse(t, "4,b,b,b/36,36,b,b r roll 0")
	p, m := p.NextRoll(6)
	if m != 0b1111 || m.Count() != 4 || m.First() != 0 || !m.Has(3) || m.Has(4) || p.String() != "4,b,b,b/36,36,b,b r 6 1" {
		t.Fatalf("after a six: %v, movable %04b", p, m)
	}
	next, r := p.NextMove(0)
	want := MoveReport{From: 4, To: 10, Captured: 2, Victims: 72, ExtraRoll: true}
	if r != want || next.String() != "10,b,b,b/b,b,b,b r roll 1" {
		t.Errorf("capture: %v, %+v; want %+v", next, r, want)
	}
	if next, r = p.NextMove(1); r != (MoveReport{From: Base, Entered: true, ExtraRoll: true}) || next.Progress(engine.First, 1) != 0 {
		t.Errorf("entry: %v, %+v", next, r)
	}
	won := mustParse(t, "56,56,56,53/b,b,b,b r 3 0")
	if next, r = won.NextMove(3); r != (MoveReport{From: 53, To: 56, Arrived: true, Won: true}) || next.Outcome().Winner != engine.First {
		t.Errorf("win: %v, %+v", next, r)
	}
	if _, m = mustParse(t, "53,b,b,b/b,b,b,b r roll 0").NextRoll(5); m != 0 || m.First() != -1 {
		t.Errorf("no move: movable %04b", m)
	}
	if m := mustParse(t, "53,b,b,b/b,b,b,b r roll 0").Movable(); m != 0 {
		t.Errorf("roll phase: movable %04b", m)
	}
}

// The home column is unreachable by the opponent: no captures there, and a
// home column square is never mistaken for the loop square it borders.
func TestHomeColumn(t *testing.T) {
	checkCases(t, []ruleCase{
		{
			// Red 51 is its home column; yellow 25 is red's loop square 51.
			name: "red into its column beside yellow", from: "47,b,b,b/25,b,b,b r roll 0", actions: []string{"roll:4", "p0"},
			want: "51,b,b,b/25,b,b,b y roll 0",
		},
		{
			// Yellow 51 would be red's loop square 25 if it were on the loop.
			name: "red on 25 with yellow in its column", from: "21,b,b,b/51,b,b,b r roll 0", actions: []string{"roll:4", "p0"},
			want: "25,b,b,b/51,b,b,b y roll 0",
		},
		{
			name: "yellow on 25 with red in its column", from: "51,b,b,b/21,b,b,b y roll 0", actions: []string{"roll:4", "p0"},
			want: "51,b,b,b/25,b,b,b r roll 0",
		},
		{
			name: "both columns at once", from: "53,b,b,b/50,b,b,b y roll 0", actions: []string{"roll:3", "p0"},
			want: "53,b,b,b/53,b,b,b r roll 0",
		},
	})
	if _, on := LoopSquare(engine.First, 51); on {
		t.Error("LoopSquare(red, 51) is on the loop")
	}
	if sq, on := LoopSquare(engine.Second, 0); !on || sq != 26 {
		t.Errorf("LoopSquare(yellow, 0) = %d, %v; want 26", sq, on)
	}
	if sq, on := LoopSquare(engine.Second, 30); !on || sq != 4 {
		t.Errorf("LoopSquare(yellow, 30) = %d, %v; want 4", sq, on)
	}
}

// An extra roll follows a 6, a capture or an arrival; one per move at most.
// It still needs a legal move.
func TestExtraRoll(t *testing.T) {
	checkCases(t, []ruleCase{
		{
			name: "after a six", from: "10,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:6", "p0"},
			want: "16,b,b,b/b,b,b,b r roll 1",
		},
		{
			name: "six and capture earn one", from: "4,b,b,b/36,b,b,b r roll 0", actions: []string{"roll:6", "p0"},
			want:   "10,b,b,b/b,b,b,b r roll 1",
			events: "rolled r 6; moved r p0 4-10 [5 6 7 8 9 10]; captured y p0 at 36; extra r",
		},
		{
			name: "six and arrival earn one", from: "50,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:6", "p0"},
			want:   "56,b,b,b/b,b,b,b r roll 1",
			events: "rolled r 6; moved r p0 50-56 [51 52 53 54 55 56]; arrived r p0; extra r",
		},
		{
			name: "the extra roll needs a legal move", from: "53,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:3", "p0", "roll:2"},
			want: "56,b,b,b/b,b,b,b y roll 0", events: "rolled r 3; moved r p0 53-56 [54 55 56]; arrived r p0; extra r; rolled r 2; nomove r 2; turn y",
		},
	})
}

// The third consecutive 6 of a turn is void: no move, the turn passes, the
// moves made with the first two sixes stay. A non-six resets the count.
func TestThreeSixes(t *testing.T) {
	checkCases(t, []ruleCase{
		{
			name: "sixes are counted", from: "b,b,b,b/b,b,b,b r roll 0", actions: []string{"roll:6", "p0", "roll:6"},
			want: "0,b,b,b/b,b,b,b r 6 2", legal: "p0 p1 p2 p3",
		},
		{
			name: "third six is void, earlier moves stay", from: "b,b,b,b/b,b,b,b r roll 0",
			actions: []string{"roll:6", "p0", "roll:6", "p0", "roll:6"},
			want:    "6,b,b,b/b,b,b,b y roll 0",
			events:  "rolled r 6; entered r p0 0; extra r; rolled r 6; moved r p0 0-6 [1 2 3 4 5 6]; extra r; rolled r 6; voided r; turn y",
		},
		{
			name: "void from notation", from: "30,b,b,b/5,b,b,b y roll 2", actions: []string{"roll:6"},
			want: "30,b,b,b/5,b,b,b r roll 0", events: "rolled y 6; voided y; turn r",
		},
		{
			name: "a capture with a non-six resets the count", from: "7,b,b,b/36,b,b,b r roll 0",
			actions: []string{"roll:6", "p1", "roll:3", "p0", "roll:6", "p2", "roll:6", "p3"},
			want:    "10,0,0,0/b,b,b,b r roll 2",
		},
		{
			name: "and only then the third six is void", from: "7,b,b,b/36,b,b,b r roll 0",
			actions: []string{"roll:6", "p1", "roll:3", "p0", "roll:6", "p2", "roll:6", "p3", "roll:6"},
			want:    "10,0,0,0/b,b,b,b y roll 0",
		},
		{
			name: "an arrival with a non-six resets the count", from: "53,b,b,b/b,b,b,b r roll 1",
			actions: []string{"roll:3", "p0", "roll:6"},
			want:    "56,b,b,b/b,b,b,b r 6 1",
		},
		{
			name: "a turn ends and the count starts again", from: "20,b,b,b/30,b,b,b r roll 2",
			actions: []string{"roll:2", "p0", "roll:6", "p0"},
			want:    "22,b,b,b/36,b,b,b y roll 1",
		},
	})
}

// If no piece can move the turn passes at once, also after a 6.
func TestNoMovePasses(t *testing.T) {
	checkCases(t, []ruleCase{
		{
			name: "no move after a six", from: "56,56,56,53/b,b,b,b r roll 0", actions: []string{"roll:6"},
			want: "56,56,56,53/b,b,b,b y roll 0", events: "rolled r 6; nomove r 6; turn y",
		},
		{
			name: "second six without a move", from: "56,56,56,52/b,b,b,b r roll 1", actions: []string{"roll:6"},
			want: "56,56,56,52/b,b,b,b y roll 0", events: "rolled r 6; nomove r 6; turn y",
		},
		{
			name: "second six with no move passes", from: "56,56,52,b/b,b,b,b r roll 1", actions: []string{"roll:6"},
			want: "56,56,52,b/b,b,b,b r 6 2", legal: "p3",
		},
		{
			name: "no move for yellow", from: "b,b,b,b/b,b,b,b y roll 0", actions: []string{"roll:2"},
			want: "b,b,b,b/b,b,b,b r roll 0", events: "rolled y 2; nomove y 2; turn r",
		},
	})
}

// Four pieces home win at once.
func TestWin(t *testing.T) {
	checkCases(t, []ruleCase{
		{
			name: "red wins", from: "56,56,56,53/20,b,b,b r roll 0", actions: []string{"roll:3", "p3"},
			want:   "56,56,56,56/20,b,b,b r roll 0",
			events: "rolled r 3; moved r p3 53-56 [54 55 56]; arrived r p3; won r home",
		},
		{
			name: "winning with a six earns no roll", from: "56,56,56,50/20,b,b,b r roll 0", actions: []string{"roll:6", "p3"},
			want:   "56,56,56,56/20,b,b,b r roll 1",
			events: "rolled r 6; moved r p3 50-56 [51 52 53 54 55 56]; arrived r p3; won r home",
		},
		{
			name: "yellow wins", from: "20,b,b,b/56,55,56,56 y roll 0", actions: []string{"roll:1", "p1"},
			want: "20,b,b,b/56,56,56,56 y roll 0",
		},
	})
	p, _ := run(t, "56,56,56,53/20,b,b,b r roll 0", "roll:3", "p3")
	want := engine.Outcome{Status: engine.Win, Winner: engine.First, Reason: "home"}
	if p.Outcome() != want {
		t.Errorf("outcome %+v, want %+v", p.Outcome(), want)
	}
	if p.Outcome().Format([2]string{"r", "y"}) != "win r home" {
		t.Errorf("status %q", p.Outcome().Format([2]string{"r", "y"}))
	}
	if p.Legal() != nil || p.View(engine.First).Legal() != nil {
		t.Errorf("legal actions in a finished game: %v", p.Legal())
	}
	for _, a := range []engine.Action{Roll, RollOf(3), Move(0), 0} {
		next, ev, err := p.Apply(a)
		if !errors.Is(err, engine.ErrFinished) || next != nil || ev != nil {
			t.Errorf("Apply(%s) on a finished game: %v, %v, %v", p.FormatAction(a), next, ev, err)
		}
	}
	y := mustParse(t, "20,b,b,b/56,56,56,56 y roll 0")
	if o := y.Outcome(); o.Status != engine.Win || o.Winner != engine.Second || o.Reason != "home" {
		t.Errorf("yellow outcome %+v", o)
	}
}

func TestAviationSameRules(t *testing.T) {
	seq := []string{"roll:6", "p0", "roll:6", "p1", "roll:4", "p0"}
	a, ea, err := engine.ApplyText(AviationGame.Start(nil), seq...)
	if err != nil {
		t.Fatal(err)
	}
	l, el, err := engine.ApplyText(LudoGame.Start(nil), seq...)
	if err != nil {
		t.Fatal(err)
	}
	if a != l || eventText(ea) != eventText(el) {
		t.Errorf("aviation %v and ludo %v differ", a, l)
	}
}

func TestIllegalActions(t *testing.T) {
	cases := []struct {
		from   string
		action engine.Action
		reason string
	}{
		{"b,b,b,b/b,b,b,b r roll 0", Move(0), "roll the die first"},
		{"b,b,b,b/b,b,b,b r roll 0", Roll, "needs its outcome from the host"},
		{"b,b,b,b/b,b,b,b r roll 0", Roll | 7, "not 7"},
		{"b,b,b,b/b,b,b,b r roll 0", Roll | 15, "not 15"},
		{"b,b,b,b/b,b,b,b r 6 1", RollOf(3), "already shows 6"},
		{"b,b,b,b/b,b,b,b r 6 1", Roll, "already shows 6"},
		{"10,b,b,b/b,b,b,b r 4 0", Move(1), "needs a 6"},
		{"56,10,b,b/b,b,b,b r 4 0", Move(0), "already home"},
		{"53,10,b,b/b,b,b,b r 4 0", Move(0), "needs exactly 3"},
		{"10,b,b,b/b,b,b,b r 4 0", 0, "not an action"},
		{"10,b,b,b/b,b,b,b r 4 0", movePiece | 4, "not an action"},
		{"10,b,b,b/b,b,b,b r 4 0", 0x99, "not an action"},
		{"10,b,b,b/b,b,b,b r 4 0", Move(7), "not an action"},
		{"10,b,b,b/b,b,b,b r 4 0", RollOf(0), "not an action"},
	}
	for _, c := range cases {
		p := mustParse(t, c.from)
		before := p
		next, ev, err := p.Apply(c.action)
		var ie *engine.IllegalError
		if !errors.As(err, &ie) || !strings.Contains(ie.Reason, c.reason) {
			t.Errorf("%s %s: error %v, want an illegal action saying %q", c.from, p.FormatAction(c.action), err, c.reason)
			continue
		}
		if ie.Action != p.FormatAction(c.action) {
			t.Errorf("error names %q, want %q", ie.Action, p.FormatAction(c.action))
		}
		if next != nil || ev != nil || p != before {
			t.Errorf("%s %s: refused action returned %v, %v or changed the position", c.from, ie.Action, next, ev)
		}
	}
}

func TestChance(t *testing.T) {
	p := Start()
	if p.Outcomes(Roll) != 6 || p.Outcomes(RollOf(3)) != 0 || p.Outcomes(Move(0)) != 0 {
		t.Errorf("Outcomes: %d %d %d", p.Outcomes(Roll), p.Outcomes(RollOf(3)), p.Outcomes(Move(0)))
	}
	for n := 1; n <= 6; n++ {
		a, err := p.WithOutcome(Roll, n)
		if err != nil || a != RollOf(n) || p.FormatAction(a) != "roll:"+itoa(n) {
			t.Errorf("WithOutcome(roll, %d) = %v, %v", n, a, err)
		}
	}
	for _, n := range []int{0, 7, -1} {
		if _, err := p.WithOutcome(Roll, n); err == nil {
			t.Errorf("WithOutcome(roll, %d) accepted", n)
		}
	}
	if _, err := p.WithOutcome(Move(1), 3); err == nil {
		t.Error("WithOutcome(p1, 3) accepted")
	}
	if _, err := p.WithOutcome(RollOf(2), 3); err == nil {
		t.Error("WithOutcome(roll:2, 3) accepted")
	}
}

func TestView(t *testing.T) {
	p := mustParse(t, "10,b,b,b/b,b,b,b r 4 0")
	for _, seat := range []engine.Seat{engine.First, engine.Second} {
		v := p.View(seat)
		if v.Seat() != seat || v.ToMove() != engine.First || v.String() != p.String() || v.Outcome() != p.Outcome() {
			t.Errorf("view of %d: %v", seat, v)
		}
		if v.(View).Position() != p {
			t.Errorf("view of %d does not carry the position", seat)
		}
		if v.FormatAction(Move(2)) != "p2" {
			t.Errorf("view FormatAction %q", v.FormatAction(Move(2)))
		}
	}
	if got := p.View(engine.First).Legal(); len(got) != 1 || got[0] != Move(0) {
		t.Errorf("red view legal %v", got)
	}
	if got := p.View(engine.Second).Legal(); got != nil {
		t.Errorf("yellow view legal %v", got)
	}
}

func TestLegalDoesNotAlias(t *testing.T) {
	p := mustParse(t, "10,20,b,b/b,b,b,b r 6 1")
	l := p.Legal()
	l[0] = 0
	if legalText(p) != "p0 p1 p2 p3" {
		t.Errorf("legal %q", legalText(p))
	}
}

func TestAccessors(t *testing.T) {
	p := mustParse(t, "10,b,56,53/b,0,b,51 y 6 2")
	if p.Progress(engine.First, 0) != 10 || p.Progress(engine.First, 1) != Base || p.Progress(engine.Second, 3) != 51 {
		t.Error("Progress")
	}
	if p.ToMove() != engine.Second || p.Die() != 6 || p.Sixes() != 2 {
		t.Errorf("ToMove %v Die %d Sixes %d", p.ToMove(), p.Die(), p.Sixes())
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
