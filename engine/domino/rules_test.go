package domino

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

func mustParse(t *testing.T, s string) Position {
	t.Helper()
	p, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	if got := p.String(); got != s {
		t.Fatalf("Parse(%q).String() = %q", s, got)
	}
	return p
}

func legalText(s engine.State) []string {
	var out []string
	for _, a := range s.Legal() {
		out = append(out, s.FormatAction(a))
	}
	return out
}

// apply applies actions given as text and fails the test on any error.
func apply(t *testing.T, p Position, actions ...string) (Position, []engine.Event) {
	t.Helper()
	s, ev, err := engine.ApplyText(p, actions...)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	return s.(Position), ev
}

// refuse checks that action is refused in p with a reason containing want,
// and that p is unchanged.
func refuse(t *testing.T, p Position, action, want string) {
	t.Helper()
	before := p
	a, err := p.ParseAction(action)
	if err != nil {
		t.Fatalf("ParseAction(%q): %v", action, err)
	}
	next, ev, err := p.Apply(a)
	if err == nil {
		t.Fatalf("%s: %s accepted, want refusal (%s)", p, action, want)
	}
	if next != nil || ev != nil {
		t.Errorf("%s: refused %s still returned a state or events", p, action)
	}
	var ie *engine.IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("%s: %s: error %v is not an IllegalError", p, action, err)
	}
	if !strings.Contains(ie.Reason, want) {
		t.Errorf("%s: %s refused with %q, want it to say %q", p, action, ie.Reason, want)
	}
	if p != before {
		t.Errorf("refusal changed the position")
	}
}

func TestDealFromSuppliedShuffle(t *testing.T) {
	p, err := Deal(Set())
	if err != nil {
		t.Fatal(err)
	}
	want := "00,01,02,03,04,05,06/11,12,13,14,15,16,22/23,24,25,26,33,34,35,36,44,45,46,55,56,66/- b 0"
	if got := p.String(); got != want {
		t.Errorf("Deal(Set()) = %q, want %q", got, want)
	}
	if len(p.Hand(Black)) != 7 || len(p.Hand(White)) != 7 || len(p.Boneyard()) != 14 || len(p.Line()) != 0 {
		t.Errorf("deal sizes %d+%d+%d, line %d", len(p.Hand(Black)), len(p.Hand(White)), len(p.Boneyard()), len(p.Line()))
	}

	// A reversed order: Black gets the last seven of the set, and the
	// boneyard is drawn from the front of the supplied order's last 14.
	order := Set()
	slices.Reverse(order[:])
	p, err = Deal(order)
	if err != nil {
		t.Fatal(err)
	}
	want = "66,56,55,46,45,44,36/35,34,33,26,25,24,23/22,16,15,14,13,12,11,06,05,04,03,02,01,00/- b 0"
	if got := p.String(); got != want {
		t.Errorf("reversed deal = %q, want %q", got, want)
	}

	bad := Set()
	bad[3] = bad[4]
	if _, err := Deal(bad); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("Deal with a duplicate: %v", err)
	}
	bad = Set()
	bad[5] = NewTile(5, 2)
	if _, err := Deal(bad); err == nil {
		t.Errorf("Deal accepted a tile written higher half first")
	}
}

func TestDealEvents(t *testing.T) {
	p, _ := Deal(Set())
	ev := DealtEvents(p)
	if len(ev) != 14 {
		t.Fatalf("%d dealt events", len(ev))
	}
	for i, e := range ev {
		seat := Black
		if i >= 7 {
			seat = White
		}
		if e.Kind != engine.Dealt || e.Seat != seat || !e.Private || e.Tile != p.Hand(seat)[i%7].String() {
			t.Errorf("event %d = %+v", i, e)
		}
	}
	for _, e := range engine.ForSeat(ev, White) {
		if e.Seat == Black && e.Tile != "" {
			t.Errorf("white sees black's dealt tile %s", e.Tile)
		}
		if e.Seat == White && e.Tile == "" {
			t.Errorf("white does not see its own dealt tile")
		}
	}
}

func TestStartShufflesWithFisherYates(t *testing.T) {
	// A source that always answers 0 swaps tile i with tile 0 for i from 27
	// down to 1.
	s := Rules.Start(zeroRand{})
	order := Set()
	for i := NumTiles - 1; i > 0; i-- {
		order[i], order[0] = order[0], order[i]
	}
	want, _ := Deal(order)
	if s.(Position) != want {
		t.Errorf("Start(zero source) = %s, want %s", s, want)
	}
	if s.ToMove() != Black {
		t.Errorf("black must move first")
	}
}

type zeroRand struct{}

func (zeroRand) IntN(int) int { return 0 }

func TestBlackFirstWithAnyTile(t *testing.T) {
	p, _ := Deal(Set())
	if p.ToMove() != Black {
		t.Fatalf("to move: %v", p.ToMove())
	}
	want := []string{"play:00", "play:01", "play:02", "play:03", "play:04", "play:05", "play:06"}
	if got := legalText(p); !slices.Equal(got, want) {
		t.Errorf("legal on the empty table = %v, want %v", got, want)
	}
	for _, a := range want {
		next, ev := apply(t, p, a)
		tile := a[5:]
		if got := next.Line(); len(got) != 1 || got[0].String() != tile {
			t.Errorf("%s: line %v", a, got)
		}
		wantEv := []engine.Event{
			{Kind: engine.Placed, Seat: Black, Tile: tile, End: ""},
			{Kind: engine.TurnPassed, Seat: White},
		}
		if !reflect.DeepEqual(ev, wantEv) {
			t.Errorf("%s: events %+v", a, ev)
		}
	}
	refuse(t, p, "play:11", "tile 11 is not in black's hand")
	refuse(t, p, "play:03:L", "table is empty")
	refuse(t, p, "draw", "must play")
	refuse(t, p, "pass", "must play")
}

// matchPos: white to move before the line 52,21,16 (open ends 5 and 6),
// holding 05 (left only), 36 (right only), 56 (both) and tiles that match
// neither.
const matchPos = "00,01,02,04,06/03,05,36,56,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/52,21,16 w 0"

func TestMatchEitherEnd(t *testing.T) {
	p := mustParse(t, matchPos)
	if l, r, ok := p.Ends(); !ok || l != 5 || r != 6 {
		t.Fatalf("ends %d %d %v", l, r, ok)
	}
	want := []string{"play:05:L", "play:36:R", "play:56:L", "play:56:R"}
	if got := legalText(p); !slices.Equal(got, want) {
		t.Errorf("legal = %v, want %v", got, want)
	}
	for _, c := range []struct{ action, line, lies, end string }{
		{"play:05:L", "05,52,21,16", "05", "L"},
		{"play:36:R", "52,21,16,63", "63", "R"},
		{"play:56:L", "65,52,21,16", "65", "L"},
		{"play:56:R", "52,21,16,65", "65", "R"},
	} {
		next, ev := apply(t, p, c.action)
		if got := strings.Split(next.String(), "/")[3]; !strings.HasPrefix(got, c.line+" ") {
			t.Errorf("%s: line %q, want %s", c.action, got, c.line)
		}
		if !reflect.DeepEqual(ev[0], engine.Event{Kind: engine.Placed, Seat: White, Tile: c.lies, End: c.end}) {
			t.Errorf("%s: event %+v", c.action, ev[0])
		}
		if !slices.Contains(next.Hand(White), NewTile(0, 3)) || slices.Contains(next.Hand(White), MoveOfText(t, c.action).Tile) {
			t.Errorf("%s: hand %v", c.action, next.Hand(White))
		}
		if next.ToMove() != Black {
			t.Errorf("%s: turn did not pass", c.action)
		}
	}
	refuse(t, p, "play:03:L", "03 does not match the left end 5")
	refuse(t, p, "play:05:R", "05 does not match the right end 6")
	refuse(t, p, "play:36:L", "36 does not match the left end 5")
	refuse(t, p, "play:13:R", "tile 13 is not in white's hand")
	refuse(t, p, "play:05", "say which")
}

func MoveOfText(t *testing.T, s string) Move {
	t.Helper()
	m, err := ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestChoiceOfEndWhenBothMatch(t *testing.T) {
	// After 56 on the left both ends show 6; black's 06 fits both and both
	// ends are offered, leaving different open ends.
	p, _ := apply(t, mustParse(t, matchPos), "play:56:L")
	if got := p.String(); got != "00,01,02,04,06/03,05,36,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/65,52,21,16 b 0" {
		t.Fatalf("position %s", got)
	}
	if got, want := legalText(p), []string{"play:06:L", "play:06:R"}; !slices.Equal(got, want) {
		t.Errorf("legal = %v, want %v", got, want)
	}
	left, _ := apply(t, p, "play:06:L")
	right, _ := apply(t, p, "play:06:R")
	if l, r, _ := left.Ends(); l != 0 || r != 6 {
		t.Errorf("06 on the left: ends %d %d", l, r)
	}
	if l, r, _ := right.Ends(); l != 6 || r != 0 {
		t.Errorf("06 on the right: ends %d %d", l, r)
	}
	if left == right {
		t.Errorf("the two ends gave the same position")
	}

	// 25 before the line 20,05 (ends 2 and 5) fits both ends, and each
	// choice leaves a different pair of open ends.
	q := mustParse(t, "00,01,03,04,06,25/11,12,13,14,15,16,22/23,24,26,33,34,35,36,44,45,46,55,56,66/20,05 b 0")
	if got, want := legalText(q), []string{"play:25:L", "play:25:R"}; !slices.Equal(got, want) {
		t.Errorf("legal = %v, want %v", got, want)
	}
	left, ev := apply(t, q, "play:25:L")
	if l, r, _ := left.Ends(); l != 5 || r != 5 || ev[0].Tile != "52" || ev[0].End != "L" {
		t.Errorf("25 on the left: %s, %+v", left, ev[0])
	}
	right, ev = apply(t, q, "play:25:R")
	if l, r, _ := right.Ends(); l != 2 || r != 2 || ev[0].Tile != "52" || ev[0].End != "R" {
		t.Errorf("25 on the right: %s, %+v", right, ev[0])
	}
}

func TestDoublesAreOrdinary(t *testing.T) {
	// A double matches an end like any tile and leaves that end showing the
	// same number.
	p := mustParse(t, "00,01,03,04,06,55/11,12,13,14,15,16,22/23,24,25,26,33,34,35,36,44,45,46,56,66/20,05 b 0")
	if got, want := legalText(p), []string{"play:55:R"}; !slices.Equal(got, want) {
		t.Errorf("legal = %v, want %v", got, want)
	}
	refuse(t, p, "play:55:L", "55 does not match the left end 2")
	next, ev := apply(t, p, "play:55:R")
	if l, r, _ := next.Ends(); l != 2 || r != 5 || ev[0].Tile != "55" {
		t.Errorf("after the double: %s, %+v", next, ev[0])
	}
}

func TestMustPlayWhenAble(t *testing.T) {
	p := mustParse(t, matchPos)
	refuse(t, p, "draw", "white holds a playable tile (05), so white must play and may not draw")
	refuse(t, p, "pass", "white holds a playable tile (05), so white must play")
	for _, a := range p.Legal() {
		if m := MoveOf(a); m.Kind != PlayTile {
			t.Errorf("legal lists %s beside plays", m)
		}
	}
}

func TestDrawUntilATileFits(t *testing.T) {
	order := [NumTiles]Tile{}
	for i, s := range strings.Split("00,01,02,03,04,05,06,11,12,13,14,15,22,23,24,25,26,16,33,34,35,36,44,45,46,55,56,66", ",") {
		order[i] = NewTile(int(s[0]-'0'), int(s[1]-'0'))
	}
	p, err := Deal(order)
	if err != nil {
		t.Fatal(err)
	}
	p, _ = apply(t, p, "play:06") // ends 0 and 6; white holds no 0 or 6
	for i, tile := range []string{"24", "25", "26"} {
		if got := legalText(p); !slices.Equal(got, []string{"draw"}) {
			t.Fatalf("draw %d: legal = %v", i, got)
		}
		refuse(t, p, "pass", "must draw")
		refuse(t, p, "play:11:L", "11 does not match the left end 0")
		var ev []engine.Event
		p, ev = apply(t, p, "draw")
		if want := []engine.Event{{Kind: engine.DrewTile, Seat: White, Tile: tile, Private: true}}; !reflect.DeepEqual(ev, want) {
			t.Errorf("draw %d: events %+v", i, ev)
		}
		if p.ToMove() != White {
			t.Errorf("the turn left the drawing player")
		}
	}
	want := "00,01,02,03,04,05/11,12,13,14,15,22,23,24,25,26/16,33,34,35,36,44,45,46,55,56,66/06 w 0"
	if got := p.String(); got != want {
		t.Errorf("after three draws: %s, want %s", got, want)
	}
	// The drawn 26 fits: white must play it and may draw no more.
	if got := legalText(p); !slices.Equal(got, []string{"play:26:R"}) {
		t.Errorf("legal = %v", got)
	}
	refuse(t, p, "draw", "must play and may not draw")
	p, _ = apply(t, p, "play:26:R")
	if p.ToMove() != Black || p.Passes() != 0 {
		t.Errorf("after the play: %s", p)
	}
}

func TestDrawDownToTwoThenPass(t *testing.T) {
	// Black plays 00; no tile of white's or of the boneyard holds a 0.
	p, _ := Deal(Set())
	p, _ = apply(t, p, "play:00")
	draws := 0
	for slices.Equal(legalText(p), []string{"draw"}) {
		p, _ = apply(t, p, "draw")
		draws++
	}
	if draws != 12 {
		t.Errorf("white drew %d tiles, want 12", draws)
	}
	if got := len(p.Boneyard()); got != 2 {
		t.Errorf("%d tiles left in the boneyard", got)
	}
	if got := legalText(p); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("legal = %v, want pass", got)
	}
	refuse(t, p, "draw", "the last two tiles of the boneyard are never drawn")
	want := "01,02,03,04,05,06/11,12,13,14,15,16,22,23,24,25,26,33,34,35,36,44,45,46,55/56,66/00 w 0"
	if got := p.String(); got != want {
		t.Errorf("before the pass: %s, want %s", got, want)
	}
	p, ev := apply(t, p, "pass")
	wantEv := []engine.Event{{Kind: engine.Passed, Seat: White}, {Kind: engine.TurnPassed, Seat: Black}}
	if !reflect.DeepEqual(ev, wantEv) {
		t.Errorf("pass events %+v", ev)
	}
	if p.Passes() != 1 || p.ToMove() != Black || p.Outcome().Finished() {
		t.Errorf("after the pass: %s", p)
	}
	// A play resets the pass count.
	p, _ = apply(t, p, "play:01:L")
	if p.Passes() != 0 {
		t.Errorf("a play left the pass count at %d", p.Passes())
	}
}

func TestLastTwoNeverDrawn(t *testing.T) {
	// Over many random games nobody ever draws the boneyard below two.
	r := newRand(7)
	for range 200 {
		p := NewGame(r)
		for !p.Outcome().Finished() {
			if len(p.Boneyard()) < KeptBone {
				t.Fatalf("boneyard below two: %s", p)
			}
			l := p.Legal()
			p, _ = apply(t, p, p.FormatAction(l[r.IntN(len(l))]))
		}
		if len(p.Boneyard()) < KeptBone {
			t.Fatalf("boneyard below two: %s", p)
		}
	}
}

func TestEmptyingTheHandWins(t *testing.T) {
	p := mustParse(t, "66/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56 b 0")
	if got := legalText(p); !slices.Equal(got, []string{"play:66:R"}) {
		t.Fatalf("legal %v", got)
	}
	next, ev := apply(t, p, "play:66:R")
	want := []engine.Event{
		{Kind: engine.Placed, Seat: Black, Tile: "66", End: "R"},
		{Kind: engine.GameWon, Seat: Black, Reason: "empty-hand"},
	}
	if !reflect.DeepEqual(ev, want) {
		t.Errorf("events %+v", ev)
	}
	if o := next.Outcome(); o != (engine.Outcome{Status: engine.Win, Winner: Black, Reason: "empty-hand"}) {
		t.Errorf("outcome %+v", o)
	}
	if o := next.Outcome().Format(Rules.Sides); o != "win b empty-hand" {
		t.Errorf("status %q", o)
	}
	mustParse(t, next.String())
	if next.Legal() != nil {
		t.Errorf("a finished game has legal actions")
	}
	for _, a := range []string{"draw", "pass", "play:02:L"} {
		act, _ := next.ParseAction(a)
		if _, _, err := next.Apply(act); !errors.Is(err, engine.ErrFinished) {
			t.Errorf("%s after the end: %v", a, err)
		}
	}
}

// blocked returns a position where white has passed on the ends 0 and 0,
// black holds no 0 either, and two tiles (02, 04) lie in the boneyard.
func blocked(black, white string) string {
	return black + "/" + white + "/02,04/05,52,21,10,00,03,34,46,60 b 1"
}

func TestTwoPassesBlock(t *testing.T) {
	for _, c := range []struct {
		black, white string
		want         engine.Outcome
		last         engine.Event
	}{
		{ // white 45 pips against black's 75
			"26,35,36,44,45,55,56,66", "11,13,14,15,16,22,23,24,33",
			engine.Outcome{Status: engine.Win, Winner: White, Reason: "blocked"},
			engine.Event{Kind: engine.GameWon, Seat: White, Reason: "blocked"},
		},
		{ // black 45 against white's 75
			"11,13,14,15,16,22,23,24,33", "26,35,36,44,45,55,56,66",
			engine.Outcome{Status: engine.Win, Winner: Black, Reason: "blocked"},
			engine.Event{Kind: engine.GameWon, Seat: Black, Reason: "blocked"},
		},
		{ // 60 each
			"11,13,14,16,36,55,56,66", "15,22,23,24,26,33,35,44,45",
			engine.Outcome{Status: engine.Draw, Winner: engine.NoSeat, Reason: "blocked"},
			engine.Event{Kind: engine.GameDrawn, Seat: engine.NoSeat, Reason: "blocked"},
		},
	} {
		p := mustParse(t, blocked(c.black, c.white))
		if p.Outcome().Finished() {
			t.Fatalf("one pass ended the game")
		}
		if got := legalText(p); !slices.Equal(got, []string{"pass"}) {
			t.Fatalf("legal %v", got)
		}
		next, ev := apply(t, p, "pass")
		want := []engine.Event{{Kind: engine.Passed, Seat: Black}, c.last}
		if !reflect.DeepEqual(ev, want) {
			t.Errorf("events %+v, want %+v", ev, want)
		}
		if o := next.Outcome(); o != c.want {
			t.Errorf("outcome %+v, want %+v", o, c.want)
		}
		if next.Passes() != 2 {
			t.Errorf("passes %d", next.Passes())
		}
		mustParse(t, next.String())
		if next.Legal() != nil {
			t.Errorf("a blocked game has legal actions")
		}
		act, _ := next.ParseAction("pass")
		if _, _, err := next.Apply(act); !errors.Is(err, engine.ErrFinished) {
			t.Errorf("pass after the end: %v", err)
		}
	}
}

func TestPassOnlyWithoutPlayableTile(t *testing.T) {
	// White passed on 0…0; black holds 02 and must play it, not pass.
	p := mustParse(t, "02,13,14,15,16,22,23,24/26,33,35,36,44,45,55,56,66/04,11/05,52,21,10,00,03,34,46,60 b 1")
	refuse(t, p, "pass", "black holds a playable tile (02), so black must play")
	refuse(t, p, "draw", "must play and may not draw")
	next, _ := apply(t, p, "play:02:R")
	if next.Passes() != 0 {
		t.Errorf("a play left passes at %d", next.Passes())
	}
}

func TestMalformedActionsRefused(t *testing.T) {
	p := mustParse(t, matchPos)
	for _, a := range []engine.Action{0, 3, 15, 19, playBase + 3, actLimit, 1 << 31} {
		next, ev, err := p.Apply(a)
		var ie *engine.IllegalError
		if !errors.As(err, &ie) || next != nil || ev != nil {
			t.Errorf("action %d: %v", a, err)
		}
	}
	for _, s := range []string{"", "play", "play:", "play:7", "play:52:L", "play:25:X", "play:25:", "play:25:LR", "Draw", "draw ", "play:2", "pass:1"} {
		if _, err := p.ParseAction(s); err == nil {
			t.Errorf("ParseAction(%q) accepted", s)
		}
	}
}

func TestActionRoundTrip(t *testing.T) {
	for _, s := range []string{"draw", "pass", "play:00", "play:25:L", "play:25:R", "play:66:R"} {
		a, err := Position{}.ParseAction(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := (Position{}).FormatAction(a); got != s {
			t.Errorf("%s -> %d -> %s", s, a, got)
		}
	}
	if got := PlayAction(NewTile(5, 2), LeftEnd); got != MoveOfText(t, "play:25:L").Action() {
		t.Errorf("PlayAction(52, L) = %d", got)
	}
}

func TestGameDescription(t *testing.T) {
	if Rules.Name != "domino" || Rules.Sides != [2]string{"b", "w"} || Rules.SideNames != [2]string{"black", "white"} {
		t.Errorf("game %+v", Rules)
	}
	s, err := Rules.Parse("nonsense")
	if err == nil || s != nil {
		t.Errorf("Game.Parse of nonsense = %v, %v", s, err)
	}
	s, err = Rules.Parse(matchPos)
	if err != nil || s.String() != matchPos {
		t.Errorf("Game.Parse = %v, %v", s, err)
	}
	a := Rules.Start(newRand(1))
	b := Rules.Start(newRand(1))
	if a != b || a.ToMove() != Black || len(a.Legal()) != 7 {
		t.Errorf("Start is not a fresh deal of the source: %s, %s", a, b)
	}
	defer func() {
		if recover() == nil {
			t.Errorf("Start(nil) dealt without a source of chance")
		}
	}()
	Rules.Start(nil)
}
