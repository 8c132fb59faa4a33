package domino

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
)

// viewSeats are the seats whose views the tests take: both players and a
// spectator.
var viewSeats = [3]engine.Seat{Black, White, engine.NoSeat}

// knowable returns v as ParseView reads it back from v.String(): the same,
// except for the outcome the view cannot tell (a blocked game's), which it
// leaves ongoing.
func knowable(v View) View {
	if v.outcome.Reason == ReasonBlocked {
		v.outcome = engine.Outcome{}
	}
	if !v.seat.Valid() {
		v.seat = engine.NoSeat
	}
	return v
}

// checkViewRoundTrip checks that seat's view of p reads back from its
// notation to an equal view that prints identically.
func checkViewRoundTrip(t *testing.T, p Position, seat engine.Seat) View {
	t.Helper()
	v := p.SeatView(seat)
	s := v.String()
	got, err := ParseView(s)
	if err != nil {
		t.Fatalf("%s: the view of seat %d does not parse: %v", p, seat, err)
	}
	if got.String() != s {
		t.Fatalf("%s: ParseView(%q).String() = %q", p, s, got.String())
	}
	if want := knowable(v); got != want {
		t.Fatalf("%s: ParseView(%q) = %+v, want %+v", p, s, got, want)
	}
	return got
}

func TestParseViewRandomGames(t *testing.T) {
	r := newRand(20240611)
	var blocked, emptied int
	for g := range 3000 {
		p := NewGame(r)
		for steps := 0; ; steps++ {
			for _, seat := range viewSeats {
				checkViewRoundTrip(t, p, seat)
			}
			if p.Outcome().Finished() {
				break
			}
			if steps > maxGameActions {
				t.Fatalf("game %d does not end: %s", g, p)
			}
			legal := p.Legal()
			next, _, err := p.Play(MoveOf(legal[r.IntN(len(legal))]))
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			p = next
		}
		switch p.Outcome().Reason {
		case ReasonBlocked:
			blocked++
		case ReasonEmptyHand:
			emptied++
		}
	}
	// Both endings were exercised.
	if blocked == 0 || emptied == 0 {
		t.Fatalf("%d blocked games and %d emptied hands", blocked, emptied)
	}
}

// A spectator's view along random games names no tile of either hand nor
// of the boneyard, counts both hands right, and completes with stand-ins
// (StandIn) into a position whose every view has the true counts; so do
// the seats' views.
func TestSpectatorViewHidesTiles(t *testing.T) {
	r := newRand(77)
	for g := range 300 {
		p := NewGame(r)
		for !p.Outcome().Finished() {
			v := p.SeatView(engine.NoSeat)
			text := v.String()
			head, rest, _ := strings.Cut(text, "/")
			if want := fmt.Sprintf("-:%d,%d", len(p.Hand(Black)), len(p.Hand(White))); head != want {
				t.Fatalf("game %d: the spectator's view %q begins %q, want %q", g, text, head, want)
			}
			// After the counts come the boneyard's count and the line:
			// the only tiles named are the line's.
			bone, tail, _ := strings.Cut(rest, "/")
			lineText, _, _ := strings.Cut(tail, " ")
			if bone != fmt.Sprint(len(p.Boneyard())) {
				t.Fatalf("game %d: the spectator's view %q counts the boneyard %q", g, text, bone)
			}
			line := SetOf(p.Line()...)
			for _, field := range strings.Split(lineText, ",") {
				if tl, err := parseTiles(field, true); field != "-" && (err != nil || !line.Has(tl[0])) {
					t.Fatalf("game %d: the spectator's view %q names %s, which is not on the line", g, text, field)
				}
			}
			if b, w := v.Counts(); b != len(p.Hand(Black)) || w != len(p.Hand(White)) || len(v.Hand()) != 0 {
				t.Fatalf("game %d: %q counts %d and %d with %d tiles shown, the hands hold %d and %d", g, text, b, w, len(v.Hand()), len(p.Hand(Black)), len(p.Hand(White)))
			}
			for _, seat := range viewSeats {
				sv := p.SeatView(seat)
				q, err := sv.StandIn()
				if err != nil {
					t.Fatalf("game %d: %q has no stand-in: %v", g, sv, err)
				}
				if q.SeatView(seat) != sv {
					t.Fatalf("game %d: %q completes to %s, whose view is %q", g, sv, q, q.SeatView(seat))
				}
				if b, w := sv.Counts(); b != len(p.Hand(Black)) || w != len(p.Hand(White)) {
					t.Fatalf("game %d: %q counts %d and %d", g, sv, b, w)
				}
			}
			legal := p.Legal()
			p, _, _ = p.Play(MoveOf(legal[r.IntN(len(legal))]))
		}
	}
}

func TestParseViewOutcome(t *testing.T) {
	// Black has placed its last tile.
	p := mustParse(t, "-/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56,66 w 0")
	won := engine.Outcome{Status: engine.Win, Winner: Black, Reason: ReasonEmptyHand}
	for _, seat := range viewSeats {
		v := checkViewRoundTrip(t, p, seat)
		if v.Outcome() != won { // a spectator too counts black's hand empty
			t.Errorf("view %s: outcome %+v, want %+v", v, v.Outcome(), won)
		}
		if v.Legal() != nil && seat.Valid() {
			t.Errorf("view %s: legal actions after the game", v)
		}
	}
	// Blocked games: finished, but who won is hidden.
	for _, hands := range [][2]string{
		{"26,35,36,44,45,55,56,66", "11,13,14,15,16,22,23,24,33"}, // white wins
		{"11,13,14,15,16,22,23,24,33", "26,35,36,44,45,55,56,66"}, // black wins
		{"11,13,14,16,36,55,56,66", "15,22,23,24,26,33,35,44,45"}, // a draw
	} {
		p, _ := apply(t, mustParse(t, blocked(hands[0], hands[1])), "pass")
		if !p.Outcome().Finished() || p.Outcome().Reason != ReasonBlocked {
			t.Fatalf("%s: outcome %+v", p, p.Outcome())
		}
		for _, seat := range viewSeats {
			v := checkViewRoundTrip(t, p, seat)
			if v.Outcome() != (engine.Outcome{}) || v.Passes() != 2 {
				t.Errorf("view %s: outcome %+v, passes %d", v, v.Outcome(), v.Passes())
			}
		}
	}
}

// Views of reachable positions, for the tests to start from.
const (
	startView   = "b:00,01,02,03,04,05,06/7/14/- b 0"
	midView     = "b:00,01,02,04,06/7/13/52,21,16 w 0"       // matchPos for black
	midViewW    = "w:03,05,36,56,44,11,24/5/13/52,21,16 w 0" // matchPos for white
	blockedView = "b:26,35,36,44,45,55,56,66/9/2/05,52,21,10,00,03,34,46,60 w 2"
	drewView    = "b:01,02,03,04,05,06/19/2/00 b 1" // white drew 12 and passed
)

func TestParseViewAccepts(t *testing.T) {
	enginetest.RoundTrip(t, ParseView,
		startView, midView, midViewW, blockedView, drewView,
		"w:11,12,13,14,15,16,22/7/14/- b 0",
		"-:7,7/14/- b 0",
		"-:6,6/13/52,21,16 w 0",
		"-:6,19/2/00 b 1",
		"-:8,9/2/05,52,21,10,00,03,34,46,60 w 2",
		"-:0,1/14/00,01,11,12,22,23,33,34,44,45,55,56,66 w 0",
		"w:11,13,14,15,16,22,23,24,33/8/2/05,52,21,10,00,03,34,46,60 w 2",
		"b:-/1/14/00,01,11,12,22,23,33,34,44,45,55,56,66 w 0",
		"w:02/0/14/00,01,11,12,22,23,33,34,44,45,55,56,66 w 0",
	)
}

// viewRefusals maps views ParseView refuses to words its error says.
var viewRefusals = map[string]string{
	"":                                    "want <seat>",
	"b:00,01,02,03,04,05,06/7/14/- b 0 ":  "want <seat>",
	" b:00,01,02,03,04,05,06/7/14/- b 0":  "want <seat>",
	"b:00,01,02,03,04,05,06/7/14/-  b 0":  "want <seat>",
	"b:00,01,02,03,04,05,06/7/14/-\tb 0":  "want <seat>",
	"b:00,01,02,03,04,05,06/7/14/- b 0\n": "pass count",
	"b:00,01,02,03,04,05,06/7/14/- b 0x":  "pass count",
	"b:00,01,02,03,04,05,06/7/14/- b 00":  "pass count",
	"b:00,01,02,03,04,05,06/7/14/- b 0 0": "want <seat>",
	"b:00,01,02,03,04,05,06/7/14/- b":     "want <seat>",
	"b:00,01,02,03,04,05,06/7/14 b 0":     "want <seat>",
	"b:00,01,02,03,04,05,06/7/14/-/- b 0": "want <seat>",
	"00,01,02,03,04,05,06/7/14/- b 0":     "want <seat>",
	"b:00,01,02,03,04,05,06/7/14/ b 0":    "the line: empty",
	"b:/7/14/- b 0":                       "the hand: empty",
	"b:00,01,02,03,04,05,06//14/- b 0":    "opponent's count",
	"b:00,01,02,03,04,05,06/7//- b 0":     "boneyard count",
	":00,01,02,03,04,05,06/7/14/- b 0":    "the seat is b, w or -",
	"x:00,01,02,03,04,05,06/7/14/- b 0":   "the seat is b, w or -",
	"B:00,01,02,03,04,05,06/7/14/- b 0":   "the seat is b, w or -",
	"bb:00,01,02,03,04,05,06/7/14/- b 0":  "the seat is b, w or -",
	"b::00,01,02,03,04,05,06/7/14/- b 0":  "\":00\" is not a tile",
	"-:00,01,02,03,04,05,06/7/14/- b 0":   "a spectator (-) sees no hand",
	"-:-/7/14/- b 0":                      "a spectator (-) sees no hand",
	"-:-/0/14/- b 0":                      "a spectator (-) sees no hand",
	"-:7/14/- b 0":                        "a spectator (-) sees no hand",
	"-:7,7,0/14/- b 0":                    "a spectator (-) sees no hand",
	"-:7,7/14/-/- b 0":                    "a spectator (-) sees no hand",
	"-:,7/14/- b 0":                       "black's count",
	"-:7,07/14/- b 0":                     "white's count: \"07\" is not a count",
	"-:7,7/014/- b 0":                     "the boneyard count",
	"-:7,7/14/- w 0":                      "the table is empty",
	"-:7,8/14/- b 0":                      "counts 29 tiles (7 with black, 8 with white",
	"-:7,6/14/- b 0":                      "counts 27 tiles",
	"-:0,0/29/- b 0":                      "counts 29 tiles",
	"-:6,7/15/- b 0":                      "the boneyard holds 15",
	"-:20,5/2/00 b 0":                     "black holds 20 tiles",
	"-:6,19/2/56 b 1":                     "white passed, so 19 of the unseen tiles match neither open end",
	"-:6,6/13/52,21,16 b 0":               "it is white's turn",
	"b:00,01,02,03,04,05,06/7/14/- x 0":   "side to move is b or w",
	"b:00,01,02,03,04,05,06/7/14/- - 0":   "side to move is b or w",
	"b:00,01,02,03,04,05,06/7/14/- b 3":   "pass count is 0, 1 or 2",
	"b:00,01,02,03,04,05,06/7/14/- b -1":  "pass count",
	"b:00,01,02,03,04,50,06/7/14/- b 0":   "tile 50 must be written lower half first, as 05",
	"b:00,01,02,03,04,57,06/7/14/- b 0":   "\"57\" is not a tile",
	"b:00,01,02,03,04,5,06/7/14/- b 0":    "\"5\" is not a tile",
	"b:00,01,02,03,04,05,,06/7/14/- b 0":  "\"\" is not a tile",
	"b:00,01,02,03,04,04,06/7/14/- b 0":   "tile 04 appears twice in black's hand",
	"w:11,12,13,14,15,16,11/7/14/- b 0":   "tile 11 appears twice in white's hand",
	"b:00,01,02,04,12/7/13/52,21,16 w 0":  "tile 12 appears twice, in black's hand and in the line",
	"b:00,01,02,04,06/7/13/52,21,12 w 0":  "tile 12 appears twice in the line",
	"b:00,01,02,04,06/7/13/52,12,16 w 0":  "the line does not chain: 12 follows 52",
	"b:00,01,02,04,06/7/13/25,21,16 w 0":  "does not chain",
	"b:00,01,02,03,04,05,06/8/14/- b 0":   "counts 29 tiles",
	"b:00,01,02,03,04,05,06/6/14/- b 0":   "counts 27 tiles",
	"b:00,01,02,03,04,05,06/07/14/- b 0":  "\"07\" is not a count",
	"b:00,01,02,03,04,05,06/+7/14/- b 0":  "\"+7\" is not a count",
	"b:00,01,02,03,04,05,06/-7/14/- b 0":  "\"-7\" is not a count",
	"b:00,01,02,03,04,05,06/700/14/- b 0": "\"700\" is not a count",
	"b:00,01,02,03,04,05,06/7/1e1/- b 0":  "\"1e1\" is not a count",
	"b:00,01,02,03,04,05/7/15/- b 0":      "the boneyard holds 15",
	"b:00,01,02,03,04,05/20/1/06 w 0":     "its last two are never drawn",
	"b:01,02,03,04,05/20/2/00 w 0":        "white holds 20 tiles, but a hand holds at most 19",
	"w:11,12,13,14,15,16,22,23,24,25,26,33,34,35,36,44,45,46,55,56/5/2/00 w 0": "white holds 20 tiles",
	"b:00,01,02,03,04,05,06/7/14/- w 0":                                        "the table is empty",
	"b:00,01,02,03,04,05,06/7/13/11 w 0":                                       "holds exactly 6 tiles, not 7",
	"b:00,01,02,04,06/7/13/52,21,16 b 0":                                       "it is white's turn",
	"b:00,01,02,04,06/7/13/52,21,16 w 1":                                       "passes only when two tiles remain",
	"b:66/1/14/00,01,11,12,22,23,33,34,44,45,55,56 w 0":                        "it is black's turn",
	"b:-/17/2/05,52,21,10,00,03,34,46,60 w 1":                                  "black won by placing its last tile, so the pass count is 0",
	"b:-/0/2/05,52,21,10,00,03,34,46,60 w 0":                                   "counts",
	"w:02,13,14,15,16,22,23,24,33/8/2/05,52,21,10,00,03,34,46,60 b 1":          "white passed, but holds 02",
	"b:02,26,35,36,44,45,55,56/9/2/05,52,21,10,00,03,34,46,60 w 2":             "black passed, but holds 02",
	"b:00,01,02,03,04,11/19/2/56 b 1":                                          "white passed, so 19 of the unseen tiles match neither open end (5 and 6), but only 9 do",
	"b:00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00/7/14/- b 0": "longer than any view",
	strings.Repeat("00,", 10000):                       "longer than any view",
	"b:" + strings.Repeat("00,", 40) + "00/7/14/- b 0": "longer than any view",
}

func TestParseViewRejects(t *testing.T) {
	enginetest.Refuses[*ViewParseError](t, ParseView, viewRefusals)
	for text := range viewRefusals {
		var pe *ViewParseError
		if _, err := ParseView(text); errors.As(err, &pe) && pe.Text != text {
			t.Errorf("ParseView(%.40q): the error names %.40q", text, pe.Text)
		}
	}
}

func FuzzParseView(f *testing.F) {
	r := newRand(3)
	for range 4 {
		p := NewGame(r)
		for steps := 0; !p.Outcome().Finished(); steps++ {
			if steps%7 == 0 {
				for _, seat := range viewSeats {
					f.Add(p.SeatView(seat).String())
				}
			}
			legal := p.Legal()
			p, _, _ = p.Play(MoveOf(legal[r.IntN(len(legal))]))
		}
		for _, seat := range viewSeats {
			f.Add(p.SeatView(seat).String())
		}
	}
	enginetest.FuzzNotation[*ViewParseError](f, ParseView, func(t *testing.T, v View) {
		_ = v.Legal()
		_ = v.Unseen()
		// Every accepted view, a spectator's too, completes with stand-ins
		// into a position whose view it is.
		p, err := v.StandIn()
		if err != nil {
			t.Fatalf("ParseView(%q) accepted a view StandIn cannot complete: %v", v, err)
		}
		if knowable(p.SeatView(v.Seat())) != v {
			t.Fatalf("ParseView(%q) differs from the view of its stand-in %s", v, p)
		}
		if !v.Seat().Valid() {
			return
		}
		// An accepted view is the view of some position: deal the unseen
		// tiles out, those missing both open ends to the opponent first.
		unseen := v.Unseen()
		if l, r, ok := v.Ends(); ok {
			var miss, hit []Tile
			for _, t := range unseen {
				if t.Has(l) || t.Has(r) {
					hit = append(hit, t)
				} else {
					miss = append(miss, t)
				}
			}
			unseen = append(miss, hit...)
		}
		n := v.OpponentCount()
		p, err = v.WithHidden(unseen[:n], unseen[n:])
		if err != nil {
			t.Fatalf("ParseView(%q) accepted a view no position has: %v", v, err)
		}
		if knowable(p.SeatView(v.Seat())) != v {
			t.Fatalf("ParseView(%q) differs from the view of %s", v, p)
		}
	},
		startView, midView, midViewW, blockedView, drewView, "-:6,19/2/00 b 1", "-:7,7/14/- b 0", "-:-/0/2/00 b 1",
		"", " ", ":", "-:-/0/0/- b 0", "b:-/-/-/- b 0", "w:99/99/99/99 w 9", "b:00/ b 0",
		"////", "b:00,01,02,03,04,05,06/7/14/- b 0 ", "x:01/6/14/25 w 0", "w:01,36,44/6/14/25 w 0",
		strings.Repeat("1", 200),
	)
}
