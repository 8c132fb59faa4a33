package jungle

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// build makes a position from pieces written as a letter and a square
// ("Ld4" is Red's lion on d4, "ld4" Blue's), the side to move and the clock,
// going through the notation so that Parse is exercised too.
func build(t *testing.T, side string, clock int, pieces ...string) Position {
	t.Helper()
	var board [Squares]byte
	for _, pc := range pieces {
		s, err := ParseSquare(pc[1:])
		if err != nil {
			t.Fatalf("bad piece %q: %v", pc, err)
		}
		board[s] = pc[0]
	}
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < Files; f++ {
			c := board[Sq(f, r)]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	fen := b.String() + " " + side + " " + itoa(clock)
	p, err := Parse(fen)
	if err != nil {
		t.Fatalf("Parse(%q): %v", fen, err)
	}
	return p
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var d []byte
	for ; n > 0; n /= 10 {
		d = append([]byte{byte('0' + n%10)}, d...)
	}
	return string(d)
}

// movesFrom lists the legal destinations of the piece on from, sorted.
func movesFrom(p Position, from string) []string {
	var out []string
	for _, m := range p.Moves() {
		if m.From.String() == from {
			out = append(out, m.To.String())
		}
	}
	slices.Sort(out)
	return out
}

func legalMove(p Position, mv string) bool {
	m, err := ParseMove(mv)
	if err != nil {
		return false
	}
	ok := p.IsLegal(m)
	// Moves, IsLegal and Play must agree.
	inList := slices.Contains(p.Moves(), m)
	_, _, err = p.Play(m)
	if ok != inList || ok != (err == nil) {
		panic("Moves, IsLegal and Play disagree on " + mv)
	}
	return ok
}

func wantMoves(t *testing.T, p Position, from string, want ...string) {
	t.Helper()
	got := movesFrom(p, from)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s: moves from %s = %v, want %v", p, from, got, want)
	}
}

func wantLegal(t *testing.T, p Position, mv string, want bool) {
	t.Helper()
	if got := legalMove(p, mv); got != want {
		t.Errorf("%s: %s legal = %v, want %v", p, mv, got, want)
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
	if p.Side() != Red || p.ToMove() != Red {
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
	if o, ok := DenOwner(Sq(3, 8)); !ok || o != Blue {
		t.Error("d9 is Blue's den")
	}
}

// Rule: a move is one square orthogonally, to an empty square or a capture.
func TestOrthogonalSteps(t *testing.T) {
	p := build(t, "r", 0, "Dd3", "ea9")
	wantMoves(t, p, "d3", "c3", "e3", "d4", "d2")
	wantLegal(t, p, "d3e4", false) // diagonal
	wantLegal(t, p, "d3d5", false) // two squares
	// Corner piece: only the squares on the board.
	p = build(t, "r", 0, "Ca1", "eg9")
	wantMoves(t, p, "a1", "a2", "b1")
}

// Rule: never onto one's own piece.
func TestNoMoveOntoOwnPiece(t *testing.T) {
	p := build(t, "r", 0, "Dd3", "Cd4", "ea9")
	wantLegal(t, p, "d3d4", false)
	wantLegal(t, p, "d4d3", false)
}

// Rule: never into one's own den; the enemy den may be entered.
func TestOwnDenForbidden(t *testing.T) {
	p := build(t, "r", 0, "Ed2", "ea9")
	wantMoves(t, p, "d2", "c2", "e2", "d3")
	p = build(t, "b", 0, "Ea1", "ed8")
	wantMoves(t, p, "d8", "c8", "e8", "d7")
	p = build(t, "r", 0, "Cc9", "ea1")
	wantLegal(t, p, "c9d9", true)
}

// Rule: only rats enter the water.
func TestOnlyRatsInWater(t *testing.T) {
	p := build(t, "r", 0, "Rb3", "Dc3", "Ef3", "ea9")
	wantLegal(t, p, "b3b4", true)
	wantLegal(t, p, "c3c4", false)
	wantLegal(t, p, "f3f4", false)
	// A rat swims in every direction inside the river and climbs out.
	p = build(t, "r", 0, "Rb5", "ea9")
	wantMoves(t, p, "b5", "a5", "b4", "b6", "c5")
	p = build(t, "r", 0, "Rc5", "ea9")
	wantMoves(t, p, "c5", "b5", "c4", "c6", "d5")
}

// Rule: lion and tiger jump the river both ways, vertically and horizontally.
func TestRiverJumps(t *testing.T) {
	p := build(t, "r", 0, "Lb3", "Tf7", "ea9")
	wantMoves(t, p, "b3", "a3", "b2", "c3", "b7")
	wantMoves(t, p, "f7", "e7", "f8", "g7", "f3")
	p = build(t, "r", 0, "La5", "Tg4", "ea9")
	wantMoves(t, p, "a5", "a4", "a6", "d5")
	wantMoves(t, p, "g4", "g3", "g5", "d4")
	p = build(t, "r", 0, "Ld5", "ea9")
	wantMoves(t, p, "d5", "d4", "d6", "a5", "g5")
	p = build(t, "b", 0, "Ea1", "td6", "lc3")
	wantMoves(t, p, "d6", "d5", "d7", "a6", "g6")
	wantMoves(t, p, "c3", "b3", "c2", "d3", "c7")
	// No other animal jumps.
	p = build(t, "r", 0, "Pb3", "Ea4", "ea9")
	wantMoves(t, p, "b3", "a3", "b2", "c3")
	wantMoves(t, p, "a4", "a3", "a5")
}

// Rule: a rat of either side anywhere on the path blocks the jump.
func TestRatBlocksJump(t *testing.T) {
	for _, rat := range []string{"Rb4", "Rb5", "Rb6", "rb4", "rb5", "rb6"} {
		p := build(t, "r", 0, "Lb3", rat, "ea9")
		wantLegal(t, p, "b3b7", false)
	}
	// A rat in the other lane or the other river does not block.
	p := build(t, "r", 0, "Lb3", "rc5", "Rf5", "ea9")
	wantLegal(t, p, "b3b7", true)
	// Horizontal: a rat on either water square blocks.
	for _, rat := range []string{"rb5", "rc5"} {
		p := build(t, "r", 0, "Ta5", rat, "ea9")
		wantLegal(t, p, "a5d5", false)
	}
	p = build(t, "r", 0, "Ta5", "rb4", "ea9")
	wantLegal(t, p, "a5d5", true)
	// An illegal jump is refused with the reason.
	_, _, err := build(t, "r", 0, "Lb3", "rb5", "ea9").Play(Move{Sq(1, 2), Sq(1, 6)})
	if err == nil || !strings.Contains(err.Error(), "blocks") {
		t.Errorf("blocked jump error = %v", err)
	}
}

// Rule: a jump lands on an empty square or captures under the capture rules.
func TestJumpLandingCaptures(t *testing.T) {
	p := build(t, "r", 0, "Lb3", "tb7", "ea9")
	wantLegal(t, p, "b3b7", true) // lion 7 takes tiger 6
	p = build(t, "r", 0, "Tb3", "lb7", "ea9")
	wantLegal(t, p, "b3b7", false) // tiger 6 may not take lion 7
	p = build(t, "r", 0, "Lb3", "eb7", "ra9")
	wantLegal(t, p, "b3b7", false) // lion may not take elephant
	p = build(t, "r", 0, "Ta5", "td5", "ea9")
	wantLegal(t, p, "a5d5", true) // equal ranks
	p = build(t, "r", 0, "Lb3", "Cb7", "ea9")
	wantLegal(t, p, "b3b7", false) // own piece
	next, ev, err := build(t, "r", 0, "Lb3", "tb7", "ea9").Play(Move{Sq(1, 2), Sq(1, 6)})
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
			p := build(t, "r", 0, string(a.Letter())+"d4", string(v.Letter()+'a'-'A')+"d5", "Ra1")
			wantLegal(t, p, "d4d5", a >= v)
		}
	}
}

// Rule: a rat takes an elephant on land; an elephant never takes a rat.
func TestRatAndElephant(t *testing.T) {
	wantLegal(t, build(t, "r", 0, "Rd4", "ed5", "ra9"), "d4d5", true)
	wantLegal(t, build(t, "r", 0, "Ed4", "rd5", "ea9"), "d4d5", false)
	wantLegal(t, build(t, "b", 0, "Ed4", "rd5", "ea9"), "d5d4", true)
	// A rat takes a rat on land; no other animal is safe from a rat.
	wantLegal(t, build(t, "r", 0, "Rd4", "rd5", "ea9"), "d4d5", true)
	wantLegal(t, build(t, "r", 0, "Rd4", "cd5", "ea9"), "d4d5", false)
	_, _, err := build(t, "r", 0, "Ed4", "rd5", "ea9").Play(Move{Sq(3, 3), Sq(3, 4)})
	if err == nil || !strings.Contains(err.Error(), "elephant may not capture a rat") {
		t.Errorf("error = %v", err)
	}
}

// Rule: no capture between water and land, in either direction; rats in
// the water take each other.
func TestWaterAndLand(t *testing.T) {
	// From the water onto land.
	wantLegal(t, build(t, "r", 0, "Rb4", "ea4", "ra9"), "b4a4", false)
	wantLegal(t, build(t, "r", 0, "Rb4", "ra4", "ea9"), "b4a4", false)
	// From land into the water.
	wantLegal(t, build(t, "r", 0, "Ra4", "rb4", "ea9"), "a4b4", false)
	wantLegal(t, build(t, "r", 0, "Rb3", "rb4", "ea9"), "b3b4", false)
	// Both in the water.
	wantLegal(t, build(t, "r", 0, "Rb4", "rb5", "ea9"), "b4b5", true)
	wantLegal(t, build(t, "b", 0, "Rb4", "rb5", "ea9"), "b5b4", true)
	_, _, err := build(t, "r", 0, "Rb4", "ea4", "ra9").Play(Move{Sq(1, 3), Sq(0, 3)})
	if err == nil || !strings.Contains(err.Error(), "river") {
		t.Errorf("error = %v", err)
	}
}

// Rule: a piece in an enemy trap can be taken by any enemy piece; own traps
// change nothing; attackers keep their rank in traps.
func TestTraps(t *testing.T) {
	// Blue's elephant in Red's trap d2 falls to Red's rat and cat.
	wantLegal(t, build(t, "r", 0, "Rd3", "ed2", "ra9"), "d3d2", true)
	wantLegal(t, build(t, "r", 0, "Cc2", "ed2", "ra9"), "c2d2", true)
	// The elephant may take a rat in its trap.
	wantLegal(t, build(t, "r", 0, "Eb1", "rc1", "ea9"), "b1c1", true)
	wantLegal(t, build(t, "b", 0, "ec8", "Rd8", "Ea1"), "c8d8", true)
	// Own trap: Red's wolf on d2 keeps its rank against Blue's cat.
	wantLegal(t, build(t, "b", 0, "Wd2", "cd3", "Ra1"), "d3d2", false)
	// The rank returns when it leaves the trap.
	wantLegal(t, build(t, "r", 0, "Cc2", "ec3", "ra9"), "c2c3", false)
	// A piece in the enemy trap still attacks with its own rank.
	wantLegal(t, build(t, "b", 0, "Cd3", "wd2", "Ra1"), "d2d3", true)
	wantLegal(t, build(t, "b", 0, "Ld3", "wd2", "Ra1"), "d2d3", false)
}

// Rule: entering the enemy den wins at once.
func TestDenEntryWins(t *testing.T) {
	p := build(t, "r", 7, "Dd8", "ea1", "ra7")
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
	p = build(t, "b", 59, "Ea9", "ce1")
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
	p := build(t, "r", 0, "Ra1", "ca2", "db1")
	if n := len(p.Legal()); n != 0 {
		t.Fatalf("%d moves", n)
	}
	if o := p.Outcome(); o.Status != engine.Win || o.Winner != Blue || o.Reason != "no-moves" {
		t.Errorf("outcome %+v", o)
	}
	// No pieces at all.
	p = build(t, "r", 0, "ea9")
	if o := p.Outcome(); o.Status != engine.Win || o.Winner != Blue || o.Reason != "no-moves" {
		t.Errorf("outcome %+v", o)
	}
	// Taking the last piece wins, with the event.
	p = build(t, "b", 3, "Ra1", "ea2")
	_, ev, err := p.Play(Move{Sq(0, 1), Sq(0, 0)})
	if err == nil {
		t.Fatal("an elephant must not take a rat outside a trap")
	}
	p = build(t, "b", 3, "Ca1", "ea2", "la9")
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
	p := build(t, "r", 58, "Dd4", "ed6")
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
	p = build(t, "r", 59, "Dd4", "cd5", "ea9")
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
	if _, _, err := build(t, "r", 0, "Dd2", "ea9").Play(Move{Sq(3, 1), Sq(3, 0)}); err == nil || !strings.Contains(err.Error(), "own den") {
		t.Errorf("own den error = %v", err)
	}
	if _, _, err := build(t, "r", 0, "Lb3", "ea9").Play(Move{Sq(1, 2), Sq(1, 3)}); err == nil || !strings.Contains(err.Error(), "leap") {
		t.Errorf("lion into the water error = %v", err)
	}
	if _, _, err := build(t, "r", 0, "Cd4", "dd5", "ea9").Play(Move{Sq(3, 3), Sq(3, 4)}); err == nil || !strings.Contains(err.Error(), "rank") {
		t.Errorf("rank error = %v", err)
	}
}

func TestEvents(t *testing.T) {
	p := build(t, "r", 5, "Wd4", "cd5", "ea9")
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
	if next.Clock() != 0 || next.Side() != Blue {
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
