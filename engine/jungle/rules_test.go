package jungle

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
)

// build makes a position from a spec: the side to move, the clock, then the
// pieces as a letter and a square ("Ld4" is Red's lion on d4, "ld4" Blue's),
// as in "r 0 Ld4 ea9". It goes through the notation, so that Parse is
// exercised too.
func build(t *testing.T, spec string) Position {
	t.Helper()
	f := strings.Fields(spec)
	var board [Squares]byte
	for _, pc := range f[2:] {
		s, err := ParseSquare(pc[1:])
		if err != nil {
			t.Fatalf("bad piece %q: %v", pc, err)
		}
		board[s] = pc[0]
	}
	fen := appendBoard(nil, func(s Square) byte { return board[s] })
	return enginetest.Must(t, Parse, string(fen)+" "+f[0]+" "+f[1])
}

// checkMove checks what the rules say of move mv in p: legal when refusal is
// empty, else refused with an error that says refusal. Moves, IsLegal and
// Play must agree.
func checkMove(t *testing.T, p Position, mv, refusal string) {
	t.Helper()
	m, err := ParseMove(mv)
	if err != nil {
		t.Fatal(err)
	}
	legal := p.IsLegal(m)
	_, _, err = p.Play(m)
	switch {
	case legal != slices.Contains(p.Moves(), m) || legal != (err == nil):
		t.Errorf("%s: %s: Moves, IsLegal and Play disagree (%v)", p, mv, err)
	case refusal == "" && !legal:
		t.Errorf("%s: %s refused: %v", p, mv, err)
	case refusal != "" && legal:
		t.Errorf("%s: %s accepted, want it refused (%s)", p, mv, refusal)
	case refusal != "" && !strings.Contains(err.Error(), refusal):
		t.Errorf("%s: %s refused with %v, want it to say %q", p, mv, err, refusal)
	}
}

func TestStartPosition(t *testing.T) {
	p := Start()
	if p.String() != StartFEN {
		t.Fatalf("start prints %q", p.String())
	}
	want := map[string]Piece{
		"a1": {Red, Tiger}, "g1": {Red, Lion}, "b2": {Red, Cat}, "f2": {Red, Wolf},
		"a3": {Red, Elephant}, "c3": {Red, Dog}, "e3": {Red, Leopard}, "g3": {Red, Rat},
		"a9": {Blue, Lion}, "g9": {Blue, Tiger}, "b8": {Blue, Wolf}, "f8": {Blue, Cat},
		"a7": {Blue, Rat}, "c7": {Blue, Leopard}, "e7": {Blue, Dog}, "g7": {Blue, Elephant},
	}
	for s := Square(0); s < Squares; s++ {
		got, ok := p.At(s)
		w, wok := want[s.String()]
		if ok != wok || got != w {
			t.Errorf("%s holds %v (%v), want %v (%v)", s, got, ok, w, wok)
		}
	}
	if p.ToMove() != Red || p.ToMove() != Red {
		t.Error("Red must move first")
	}
	if n := len(p.Legal()); n != 24 {
		t.Errorf("start has %d moves, want 24", n)
	}
}

func TestTerrain(t *testing.T) {
	var water []string
	for s := Square(0); s < Squares; s++ {
		if IsWater(s) {
			water = append(water, s.String())
		}
	}
	slices.Sort(water)
	want := []string{"b4", "b5", "b6", "c4", "c5", "c6", "e4", "e5", "e6", "f4", "f5", "f6"}
	if !slices.Equal(water, want) {
		t.Errorf("water = %v", water)
	}
	for _, c := range []struct {
		sq    string
		owner engine.Seat
	}{{"c1", Red}, {"e1", Red}, {"d2", Red}, {"c9", Blue}, {"e9", Blue}, {"d8", Blue}} {
		s, _ := ParseSquare(c.sq)
		if o, ok := TrapOwner(s); !ok || o != c.owner {
			t.Errorf("trap %s: owner %v %v", c.sq, o, ok)
		}
	}
	if o, ok := DenOwner(Sq(3, 0)); !ok || o != Red {
		t.Error("d1 is Red's den")
	}
	// A piece is weakened exactly on the other side's traps.
	for s := Square(0); s < Squares; s++ {
		o, trap := TrapOwner(s)
		for _, side := range []engine.Seat{Red, Blue} {
			if got, want := Weakened(side, s), trap && o != side; got != want {
				t.Errorf("Weakened(%v, %v) = %v", side, s, got)
			}
		}
	}
	if o, ok := DenOwner(Sq(3, 8)); !ok || o != Blue {
		t.Error("d9 is Blue's den")
	}
}

// moveRules are single moves checked against the rules: each is legal in
// its position (see build) or refused with an error that says why.
var moveRules = []struct{ pos, move, refusal string }{
	// A move is one square orthogonally, to an empty square or a capture.
	{"r 0 Dd3 ea9", "d3e4", "orthogonally"},
	{"r 0 Dd3 ea9", "d3d5", "one square at a time"},
	// Never onto one's own piece.
	{"r 0 Dd3 Cd4 ea9", "d3d4", "occupied by your own cat"},
	{"r 0 Dd3 Cd4 ea9", "d4d3", "occupied by your own dog"},
	// Never into one's own den; the enemy den may be entered.
	{"r 0 Dd2 ea9", "d2d1", "own den"},
	{"r 0 Cc9 ea1", "c9d9", ""},
	// Only rats enter the water; a lion or tiger only leaps it.
	{"r 0 Rb3 Dc3 Ef3 ea9", "b3b4", ""},
	{"r 0 Rb3 Dc3 Ef3 ea9", "c3c4", "only a rat"},
	{"r 0 Rb3 Dc3 Ef3 ea9", "f3f4", "only a rat"},
	{"r 0 Lb3 ea9", "b3b4", "may only leap"},
	// A rat of either side anywhere on the path blocks a jump; one in
	// the other lane or the other river does not.
	{"r 0 Lb3 Rb4 ea9", "b3b7", "blocks"},
	{"r 0 Lb3 Rb5 ea9", "b3b7", "blocks"},
	{"r 0 Lb3 Rb6 ea9", "b3b7", "blocks"},
	{"r 0 Lb3 rb4 ea9", "b3b7", "blocks"},
	{"r 0 Lb3 rb5 ea9", "b3b7", "blocks"},
	{"r 0 Lb3 rb6 ea9", "b3b7", "blocks"},
	{"r 0 Lb3 rc5 Rf5 ea9", "b3b7", ""},
	{"r 0 Ta5 rb5 ea9", "a5d5", "blocks"},
	{"r 0 Ta5 rc5 ea9", "a5d5", "blocks"},
	{"r 0 Ta5 rb4 ea9", "a5d5", ""},
	// A jump lands on an empty square or captures under the capture
	// rules: lion 7 takes tiger 6, not the reverse, nor the elephant;
	// equal ranks capture; never onto an own piece.
	{"r 0 Lb3 tb7 ea9", "b3b7", ""},
	{"r 0 Tb3 lb7 ea9", "b3b7", "cannot capture a lion"},
	{"r 0 Lb3 eb7 ra9", "b3b7", "cannot capture a elephant"},
	{"r 0 Ta5 td5 ea9", "a5d5", ""},
	{"r 0 Lb3 Cb7 ea9", "b3b7", "occupied by your own cat"},
	{"r 0 Cd4 dd5 ea9", "d4d5", "rank"},
	// A rat takes an elephant on land; an elephant never takes a rat; a
	// rat takes a rat on land; no other animal is safe from a rat.
	{"r 0 Rd4 ed5 ra9", "d4d5", ""},
	{"r 0 Ed4 rd5 ea9", "d4d5", "elephant may not capture a rat"},
	{"b 0 Ed4 rd5 ea9", "d5d4", ""},
	{"r 0 Rd4 rd5 ea9", "d4d5", ""},
	{"r 0 Rd4 cd5 ea9", "d4d5", "cannot capture a cat"},
	// No capture between water and land, in either direction; rats in
	// the water take each other.
	{"r 0 Rb4 ea4 ra9", "b4a4", "river and a piece on land"},
	{"r 0 Rb4 ra4 ea9", "b4a4", "river and a piece on land"},
	{"r 0 Ra4 rb4 ea9", "a4b4", "river and a piece on land"},
	{"r 0 Rb3 rb4 ea9", "b3b4", "river and a piece on land"},
	{"r 0 Rb4 rb5 ea9", "b4b5", ""},
	{"b 0 Rb4 rb5 ea9", "b5b4", ""},
	// A piece in an enemy trap can be taken by any enemy piece, even a
	// rat by an elephant; own traps change nothing; the rank returns
	// when the piece leaves; attackers keep their rank in traps.
	{"r 0 Rd3 ed2 ra9", "d3d2", ""},
	{"r 0 Cc2 ed2 ra9", "c2d2", ""},
	{"r 0 Eb1 rc1 ea9", "b1c1", ""},
	{"b 0 ec8 Rd8 Ea1", "c8d8", ""},
	{"b 0 Wd2 cd3 Ra1", "d3d2", "cannot capture a wolf"},
	{"r 0 Cc2 ec3 ra9", "c2c3", "cannot capture a elephant"},
	{"b 0 Cd3 wd2 Ra1", "d2d3", ""},
	{"b 0 Ld3 wd2 Ra1", "d2d3", "cannot capture a lion"},
}

func TestMoveRules(t *testing.T) {
	for _, c := range moveRules {
		checkMove(t, build(t, c.pos), c.move, c.refusal)
	}
}

// TestReach lists every square a piece may move to: steps on the board,
// rats swimming, lions and tigers leaping the river both ways, and no other
// animal leaping.
func TestReach(t *testing.T) {
	// "position: square" maps to where the piece on the square may go.
	for key, to := range map[string]string{
		"r 0 Dd3 ea9: d3":     "c3 d2 d4 e3",
		"r 0 Ca1 eg9: a1":     "a2 b1",
		"r 0 Ed2 ea9: d2":     "c2 d3 e2",
		"b 0 Ea1 ed8: d8":     "c8 d7 e8",
		"r 0 Rb5 ea9: b5":     "a5 b4 b6 c5",
		"r 0 Rc5 ea9: c5":     "b5 c4 c6 d5",
		"r 0 Lb3 Tf7 ea9: b3": "a3 b2 b7 c3",
		"r 0 Lb3 Tf7 ea9: f7": "e7 f3 f8 g7",
		"r 0 La5 Tg4 ea9: a5": "a4 a6 d5",
		"r 0 La5 Tg4 ea9: g4": "d4 g3 g5",
		"r 0 Ld5 ea9: d5":     "a5 d4 d6 g5",
		"b 0 Ea1 td6 lc3: d6": "a6 d5 d7 g6",
		"b 0 Ea1 td6 lc3: c3": "b3 c2 c7 d3",
		"r 0 Pb3 Ea4 ea9: b3": "a3 b2 c3",
		"r 0 Pb3 Ea4 ea9: a4": "a3 a5",
	} {
		spec, from, _ := strings.Cut(key, ": ")
		p := build(t, spec)
		var got []string
		for _, m := range p.Moves() {
			if m.From.String() == from {
				got = append(got, m.To.String())
			}
		}
		slices.Sort(got)
		if strings.Join(got, " ") != to {
			t.Errorf("%s: moves from %s = %v, want %s", p, from, got, to)
		}
	}
}

// Rule: a jump that captures reports the water it flew over and the victim.
func TestJumpLandingCaptures(t *testing.T) {
	next, ev, err := build(t, "r 0 Lb3 tb7 ea9").Play(Move{Sq(1, 2), Sq(1, 6)})
	if err != nil {
		t.Fatal(err)
	}
	if ev[0].Kind != engine.Jumped || !slices.Equal(ev[0].Path, []int{int(Sq(1, 3)), int(Sq(1, 4)), int(Sq(1, 5)), int(Sq(1, 6))}) {
		t.Errorf("jump event = %+v", ev[0])
	}
	if ev[1].Kind != engine.Captured || ev[1].Seat != Blue || ev[1].Piece != int(Tiger) {
		t.Errorf("capture event = %+v", ev[1])
	}
	if next.Where(Blue, Tiger) != NoSquare {
		t.Error("the tiger should be gone")
	}
}

// Rule: captures by rank; equal ranks capture.
func TestCaptureByRank(t *testing.T) {
	animals := []Animal{Cat, Dog, Wolf, Leopard, Tiger, Lion, Elephant}
	for _, a := range animals {
		for _, v := range animals {
			refusal := ""
			if a < v {
				refusal = "cannot capture"
			}
			checkMove(t, build(t, "r 0 "+string(a.Letter())+"d4 "+string(v.Letter()+'a'-'A')+"d5 Ra1"), "d4d5", refusal)
		}
	}
}

// Rule: entering the enemy den wins at once.
func TestDenEntryWins(t *testing.T) {
	p := build(t, "r 7 Dd8 ea1 ra7")
	next, ev, err := p.Play(Move{Sq(3, 7), Sq(3, 8)})
	if err != nil {
		t.Fatal(err)
	}
	o := next.Outcome()
	if o.Status != engine.Win || o.Winner != Red || o.Reason != "den" {
		t.Errorf("outcome %+v", o)
	}
	if last := ev[len(ev)-1]; last.Kind != engine.GameWon || last.Seat != Red || last.Reason != "den" {
		t.Errorf("last event %+v", last)
	}
	if len(next.Legal()) != 0 {
		t.Error("a finished game has no legal moves")
	}
	if _, _, err := next.Apply(Move{Sq(0, 0), Sq(0, 1)}.Action()); !errors.Is(err, engine.ErrFinished) {
		t.Errorf("a move after the end: %v", err)
	}
	// Blue enters Red's den, even on the 60th half-move.
	p = build(t, "b 59 Ea9 ce1")
	next, _, err = p.Play(Move{Sq(4, 0), Sq(3, 0)})
	if err != nil {
		t.Fatal(err)
	}
	if o := next.Outcome(); o.Status != engine.Win || o.Winner != Blue || o.Reason != "den" {
		t.Errorf("outcome %+v", o)
	}
}

// Rule: a side with no legal move on its turn loses.
func TestNoMovesLoses(t *testing.T) {
	// Red's rat is walled in by a cat and a dog.
	p := build(t, "r 0 Ra1 ca2 db1")
	if n := len(p.Legal()); n != 0 {
		t.Fatalf("%d moves", n)
	}
	if o := p.Outcome(); o.Status != engine.Win || o.Winner != Blue || o.Reason != "no-moves" {
		t.Errorf("outcome %+v", o)
	}
	// No pieces at all.
	p = build(t, "r 0 ea9")
	if o := p.Outcome(); o.Status != engine.Win || o.Winner != Blue || o.Reason != "no-moves" {
		t.Errorf("outcome %+v", o)
	}
	// Taking the last piece wins, with the event.
	p = build(t, "b 3 Ra1 ea2")
	_, ev, err := p.Play(Move{Sq(0, 1), Sq(0, 0)})
	if err == nil {
		t.Fatal("an elephant must not take a rat outside a trap")
	}
	p = build(t, "b 3 Ca1 ea2 la9")
	next, ev, err := p.Play(Move{Sq(0, 1), Sq(0, 0)})
	if err != nil {
		t.Fatal(err)
	}
	if o := next.Outcome(); o.Status != engine.Win || o.Winner != Blue || o.Reason != "no-moves" {
		t.Errorf("outcome %+v", o)
	}
	if last := ev[len(ev)-1]; last.Kind != engine.GameWon || last.Reason != "no-moves" {
		t.Errorf("events %+v", ev)
	}
}

// Rule: the 60th consecutive half-move without a capture draws; a capture
// resets the count.
func TestSixtyPlyDraw(t *testing.T) {
	p := build(t, "r 58 Dd4 ed6")
	p1, _, err := p.Play(Move{Sq(3, 3), Sq(3, 2)})
	if err != nil {
		t.Fatal(err)
	}
	if p1.Clock() != 59 || p1.Outcome().Finished() {
		t.Fatalf("after the 59th: %s %+v", p1, p1.Outcome())
	}
	p2, ev, err := p1.Play(Move{Sq(3, 5), Sq(3, 6)})
	if err != nil {
		t.Fatal(err)
	}
	if o := p2.Outcome(); o.Status != engine.Draw || o.Reason != "60-plies" {
		t.Errorf("after the 60th: %+v", o)
	}
	if last := ev[len(ev)-1]; last.Kind != engine.GameDrawn || last.Reason != "60-plies" {
		t.Errorf("events %+v", ev)
	}
	if len(p2.Legal()) != 0 {
		t.Error("a drawn game has no moves")
	}
	// A capture on the 60th half-move resets the clock instead.
	p = build(t, "r 59 Dd4 cd5 ea9")
	p3, _, err := p.Play(Move{Sq(3, 3), Sq(3, 4)})
	if err != nil {
		t.Fatal(err)
	}
	if p3.Clock() != 0 || p3.Outcome().Finished() {
		t.Errorf("after a capture: %s %+v", p3, p3.Outcome())
	}
	// A position already at 60 is a draw.
	q, err := Parse("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 60")
	if err != nil {
		t.Fatal(err)
	}
	if o := q.Outcome(); o.Status != engine.Draw {
		t.Errorf("clock 60: %+v", o)
	}
}

func TestIllegalReasons(t *testing.T) {
	p := Start()
	cases := map[string]string{
		"a2a3": "no piece",
		"a7a6": "blue's",
		"a1b1": "", // legal
		"b2c1": "orthogonally",
		"b2b4": "one square",
		"c3c4": "only a rat",
		"a3a2": "", // legal
		"g1e1": "one square",
	}
	for mv, want := range cases {
		m, _ := ParseMove(mv)
		next, _, err := p.Play(m)
		if want == "" {
			if err != nil {
				t.Errorf("%s: %v", mv, err)
			}
			continue
		}
		var ill *engine.IllegalError
		if !errors.As(err, &ill) || !strings.Contains(err.Error(), want) || ill.Action != mv {
			t.Errorf("%s: error %v, want one naming it and saying %q", mv, err, want)
		}
		if next != p {
			t.Errorf("%s: a refused move changed the position", mv)
		}
	}
	if _, _, err := p.Apply(engine.Action(1 << 20)); err == nil {
		t.Error("a foreign action must be refused")
	}
}

func TestEvents(t *testing.T) {
	p := build(t, "r 5 Wd4 cd5 ea9")
	next, ev, err := p.Play(Move{Sq(3, 3), Sq(3, 4)})
	if err != nil {
		t.Fatal(err)
	}
	want := []engine.Event{
		{Kind: engine.Moved, Seat: Red, Piece: int(Wolf), From: int(Sq(3, 3)), To: int(Sq(3, 4)), Path: []int{int(Sq(3, 4))}},
		{Kind: engine.Captured, Seat: Blue, Piece: int(Cat), At: int(Sq(3, 4))},
	}
	if len(ev) != len(want) {
		t.Fatalf("events %+v", ev)
	}
	for i := range want {
		if ev[i].Kind != want[i].Kind || ev[i].Seat != want[i].Seat || ev[i].Piece != want[i].Piece ||
			ev[i].From != want[i].From || ev[i].To != want[i].To || ev[i].At != want[i].At || !slices.Equal(ev[i].Path, want[i].Path) {
			t.Errorf("event %d = %+v, want %+v", i, ev[i], want[i])
		}
	}
	if next.Clock() != 0 || next.ToMove() != Blue {
		t.Errorf("after capture: %s", next)
	}
}

func TestViewIsWholePosition(t *testing.T) {
	p := Start()
	v := p.View(Blue)
	if v.Seat() != Blue || v.ToMove() != Red || v.Legal() != nil || v.String() != p.String() {
		t.Errorf("blue's view: %v", v)
	}
	if rv := p.View(Red); len(rv.Legal()) != 24 || rv.(View).State() != p {
		t.Error("red's view must list red's moves and hold the position")
	}
}

func TestApplyText(t *testing.T) {
	s, _, err := engine.ApplyText(Start(), "g3g4", "a7a6", "g4f4")
	if err != nil {
		t.Fatal(err)
	}
	if got := s.String(); got != "l5t/1w3c1/2p1d1e/r6/7/5R1/E1D1P2/1C3W1/T5L b 3" {
		t.Errorf("got %s", got)
	}
	_, _, err = engine.ApplyText(Start(), "g3g4", "g4g5")
	if err == nil || !strings.Contains(err.Error(), "g4g5") {
		t.Errorf("error %v", err)
	}
}

// TestEmptyBoardMoves checks the moves of a lone animal: a walker stops at
// the river, a rat swims into it, a tiger or lion leaps it.
func TestEmptyBoardMoves(t *testing.T) {
	c3 := Sq(2, 2)
	for _, c := range []struct {
		a    Animal
		want string
	}{
		{Dog, "c2 b3 d3"},
		{Rat, "c4 c2 b3 d3"},
		{Tiger, "c7 c2 b3 d3"},
		{Lion, "c7 c2 b3 d3"},
	} {
		var got []string
		for _, s := range EmptyBoardMoves(c.a, c3) {
			got = append(got, s.String())
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%v from c3: %v, want %s", c.a, got, c.want)
		}
	}
}
