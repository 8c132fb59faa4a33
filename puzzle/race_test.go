package puzzle

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/games"
)

// TestRaceSetsProve proves every Ludo and Aviation Ludo puzzle.
func TestRaceSetsProve(t *testing.T) {
	for _, game := range []string{"ludo", "aviation"} {
		checkSetShape(t, game)
		if err := CheckAll(game); err != nil {
			t.Errorf("%s: %v", game, err)
		}
	}
}

// checkSetShape checks a set's size, ids, kinds and answers' form.
func checkSetShape(t *testing.T, game string) {
	t.Helper()
	set := For(game)
	if len(set) < 30 {
		t.Errorf("%s: %d puzzles, want at least 30", game, len(set))
	}
	kinds := map[Kind]int{}
	for i, p := range set {
		if want := fmt.Sprintf("%s-%02d", game, i+1); p.ID != want {
			t.Errorf("%s: puzzle %d has id %q, want %q", game, i, p.ID, want)
		}
		if p.Game != game {
			t.Errorf("%s: game %q", p.ID, p.Game)
		}
		kinds[p.Kind]++
		if f, ok := Find(p.ID); !ok || f.ID != p.ID {
			t.Errorf("Find(%s) = %v", p.ID, ok)
		}
		for _, s := range []string{p.Question.En, p.Question.Ru, p.Explain.En, p.Explain.Ru} {
			if strings.TrimSpace(s) != s || s == "" {
				t.Errorf("%s: a text is empty or has spaces around it: %q", p.ID, s)
			}
		}
	}
	for _, k := range Kinds {
		if kinds[k] < 5 {
			t.Errorf("%s: %d puzzles of kind %s, want at least 5", game, kinds[k], k)
		}
	}
	t.Logf("%s: %v", game, kinds)
}

// TestRaceWrongAnswerFails: with its answer replaced by any other legal
// move, a puzzle's proof fails.
func TestRaceWrongAnswerFails(t *testing.T) {
	// A few of each game, chosen among the quick ones: every other legal
	// move is a proof of its own.
	for _, id := range []string{"ludo-06", "ludo-08", "ludo-32", "aviation-01", "aviation-02"} {
		p, ok := Find(id)
		if !ok {
			t.Fatalf("no puzzle %s", id)
		}
		assertOthersFail(t, p)
	}
}

// assertOthersFail replaces p's first action with every other legal action
// and checks that the proof then fails.
func assertOthersFail(t *testing.T, p Puzzle) {
	t.Helper()
	var legal []string
	if p.Game == "domino" && p.Proof.Deals > 0 {
		v, err := domino.ParseView(p.Position)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range v.Legal() {
			legal = append(legal, v.FormatAction(a))
		}
	} else {
		s, err := games.Must(p.Game).Rules.Parse(p.Position)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range s.Legal() {
			legal = append(legal, s.FormatAction(a))
		}
	}
	tried := 0
	for _, text := range legal {
		if text == p.Answer[0] {
			continue
		}
		q := p
		q.Answer = append([]string{text}, p.Answer[1:]...)
		if err := Check(q); err == nil {
			t.Errorf("%s: the proof holds with %s instead of %s", p.ID, text, p.Answer[0])
		}
		tried++
	}
	if tried == 0 {
		t.Errorf("%s: no other legal first action", p.ID)
	}
}

// TestRaceExpectimaxByHand checks the search against a sum done by hand,
// with a judge that calls every unfinished position even.
//
// Red 56,56,55,54, yellow 56,56,56,55, red has rolled a 1. Two plies:
//   - p2 goes home (55→56) and red rolls again: a 2 brings p3 home and wins
//     (1); any other face leaves the game open (½): (1+5·½)/6 = 7/12.
//   - p3 steps to 55 and yellow rolls: a 1 brings its last piece home and
//     red has lost (0); any other face: ½. (0+5·½)/6 = 5/12.
func TestRaceExpectimaxByHand(t *testing.T) {
	moves, chances, err := raceChances(games.Ludo, "56,56,55,54/56,56,56,55 r 1 0", 2, evenJudge{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"p2": 7.0 / 12, "p3": 5.0 / 12}
	if len(moves) != 2 {
		t.Fatalf("moves %v", moves)
	}
	for i, m := range moves {
		if math.Abs(chances[i]-want[m]) > 1e-12 {
			t.Errorf("%s: %.6f, want %.6f", m, chances[i], want[m])
		}
	}
	// One ply: both leaves are unfinished, so both moves are even.
	_, chances, err = raceChances(games.Ludo, "56,56,55,54/56,56,56,55 r 1 0", 1, evenJudge{})
	if err != nil {
		t.Fatal(err)
	}
	if chances[0] != 0.5 || chances[1] != 0.5 {
		t.Errorf("one ply: %v, want ½ and ½", chances)
	}
}

// evenJudge calls every position even.
type evenJudge struct{}

func (evenJudge) Estimate(engine.State, uint64, ai.Budget) (ai.Estimate, error) {
	return ai.Estimate{Win: [2]float64{0.5, 0.5}}, nil
}

// TestRaceProverKnownAnswer: the prover finds an answer that is plain
// without it. Yellow's last piece stands at 49, seven steps from home, on
// a square that is not safe and that red's p3 reaches with the 3 it
// rolled; red's p2 could instead step up its home column. Taking the
// runner sends it back to base, from where it needs a six and 56 more
// steps: the capture is far better, in both race games.
func TestRaceProverKnownAnswer(t *testing.T) {
	for _, game := range []string{"ludo", "aviation"} {
		p := Puzzle{ID: game + "-x", Game: game, Kind: Compare, Position: "56,56,40,20/56,56,56,49 r 3 0",
			Answer: []string{"p3"}, Question: Text{"q", "q"}, Explain: Text{"e", "e"}, Proof: Proof{Depth: 2, Margin: 0.3}}
		if err := Check(p); err != nil {
			t.Errorf("%s: %v", game, err)
		}
		p.Answer = []string{"p2"}
		if err := Check(p); err == nil {
			t.Errorf("%s: the proof holds for p2", game)
		}
	}
}

// TestRaceProverRefuses: a position awaiting a roll, a forced move, a bad
// depth and an illegal answer are errors.
func TestRaceProverRefuses(t *testing.T) {
	base := Puzzle{ID: "ludo-x", Game: "ludo", Kind: Rules, Answer: []string{"p0"},
		Question: Text{"q", "q"}, Explain: Text{"e", "e"}, Proof: Proof{Depth: 1, Margin: 0.01}}
	for _, c := range []struct {
		pos, answer string
		depth       int
	}{
		{"b,b,b,b/b,b,b,b r roll 0", "p0", 1},
		{"10,b,b,b/b,b,b,b r 3 0", "p0", 1},
		{"10,20,b,b/b,b,b,b r 3 0", "p0", 0},
		{"10,20,b,b/b,b,b,b r 3 0", "p0", 9},
		{"10,20,b,b/b,b,b,b r 3 0", "p3", 1},
		{"10,20,b,b/b,b,b,b r 3 0", "roll", 1},
	} {
		p := base
		p.Position, p.Answer, p.Proof.Depth = c.pos, []string{c.answer}, c.depth
		if err := Check(p); err == nil {
			t.Errorf("%s %s depth %d: proved", c.pos, c.answer, c.depth)
		}
	}
}
