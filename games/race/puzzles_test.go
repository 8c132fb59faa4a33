package race

import (
	"math"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/puzzle"
)

// TestRaceConforms checks both entries (gamestest.Conform: bots, views,
// lessons, and every puzzle proved) and their puzzle sets' shape.
func TestRaceConforms(t *testing.T) {
	for _, g := range []*games.Game{Ludo, Aviation} {
		t.Run(g.Name, func(t *testing.T) {
			t.Parallel()
			gamestest.SetShape(t, g, 40, 5)
			gamestest.Conform(t, g)
		})
	}
}

// TestRaceWrongAnswerFails: with its answer replaced by any other legal
// move, a puzzle's proof fails.
func TestRaceWrongAnswerFails(t *testing.T) {
	// A few of each game, chosen among the quick ones: every other legal
	// move is a proof of its own.
	for _, id := range []string{"ludo-06", "ludo-08", "ludo-32", "aviation-01", "aviation-02"} {
		g, p, ok := find(id)
		if !ok {
			t.Fatalf("no puzzle %s", id)
		}
		s, err := g.Rules.Parse(p.Position)
		if err != nil {
			t.Fatal(err)
		}
		gamestest.OthersFail(t, g, p, gamestest.Legal(s))
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
	moves, odds, err := chances(Ludo.Rules, "56,56,55,54/56,56,56,55 r 1 0", 2, evenJudge{}, raceLeafBudget)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"p2": 7.0 / 12, "p3": 5.0 / 12}
	if len(moves) != 2 {
		t.Fatalf("moves %v", moves)
	}
	for i, m := range moves {
		if math.Abs(odds[i]-want[m]) > 1e-12 {
			t.Errorf("%s: %.6f, want %.6f", m, odds[i], want[m])
		}
	}
	// One ply: both leaves are unfinished, so both moves are even.
	_, odds, err = chances(Ludo.Rules, "56,56,55,54/56,56,56,55 r 1 0", 1, evenJudge{}, raceLeafBudget)
	if err != nil {
		t.Fatal(err)
	}
	if odds[0] != 0.5 || odds[1] != 0.5 {
		t.Errorf("one ply: %v, want ½ and ½", odds)
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
	for _, g := range []*games.Game{Ludo, Aviation} {
		game := g.Name
		p := puzzle.Puzzle{ID: game + "-x", Game: game, Kind: puzzle.Compare, Position: "56,56,40,20/56,56,56,49 r 3 0",
			Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 2, Margin: 0.3}}
		if err := g.Check(p); err != nil {
			t.Errorf("%s: %v", game, err)
		}
		p.Answer = []string{"p2"}
		if err := g.Check(p); err == nil {
			t.Errorf("%s: the proof holds for p2", game)
		}
	}
}

// TestRaceProverRefuses: a position awaiting a roll, a forced move, a bad
// depth and an illegal answer are errors.
func TestRaceProverRefuses(t *testing.T) {
	base := puzzle.Puzzle{ID: "ludo-x", Game: "ludo", Kind: puzzle.Rules, Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.01}}
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
		if err := Ludo.Check(p); err == nil {
			t.Errorf("%s %s depth %d: proved", c.pos, c.answer, c.depth)
		}
	}
}

// find is the race puzzle called id, and its game.
func find(id string) (*games.Game, puzzle.Puzzle, bool) {
	for _, g := range []*games.Game{Ludo, Aviation} {
		for _, p := range g.Puzzles {
			if p.ID == id {
				return g, p, true
			}
		}
	}
	return nil, puzzle.Puzzle{}, false
}

// TestRaceSetsBalanced: each race game has at least 40 puzzles, at least
// half of them exact, every one with a theme of raceThemes and no theme
// over 40 % of the set.
func TestRaceSetsBalanced(t *testing.T) {
	for _, g := range []*games.Game{Ludo, Aviation} {
		gamestest.Themes(t, g, raceThemes, 40)
		n, exact := len(g.Puzzles), 0
		for _, p := range g.Puzzles {
			if p.Proof.Exact() {
				exact++
			}
		}
		if 2*exact < n {
			t.Errorf("%s: %d of %d puzzles exact, want at least half", g.Name, exact, n)
		}
		t.Logf("%s: %d puzzles, %d exact", g.Name, n, exact)
	}
}

// TestRacePuzzlesApart: no two puzzles of a game are within four plies of
// each other, either way round, by pliesAtLeast (a bound from below, so a
// pair it puts five or more plies apart is truly that far).
func TestRacePuzzlesApart(t *testing.T) {
	for _, g := range []*games.Game{Ludo, Aviation} {
		pos := make([]race.Position, len(g.Puzzles))
		for i, p := range g.Puzzles {
			s, err := race.Parse(p.Position)
			if err != nil {
				t.Fatal(err)
			}
			pos[i] = s
		}
		for i := range pos {
			for j := i + 1; j < len(pos); j++ {
				if d := min(pliesAtLeast(pos[i], pos[j]), pliesAtLeast(pos[j], pos[i])); d <= 4 {
					t.Errorf("%s and %s are at most %d plies apart", g.Puzzles[i].ID, g.Puzzles[j].ID, d)
				}
			}
		}
	}
}

// TestPliesAtLeast checks the bound on positions a few plies apart.
func TestPliesAtLeast(t *testing.T) {
	for _, c := range []struct {
		from, to string
		want     int
	}{
		{"b,b,b,b/b,b,b,b r 6 1", "b,b,b,b/b,b,b,b y roll 0", 0},
		{"b,b,b,b/b,b,b,b r 6 1", "0,b,b,b/b,b,b,b r roll 1", 1},
		{"b,b,b,b/b,b,b,b r 6 1", "7,b,b,b/b,b,b,b y roll 0", 3},            // enter, 6, 1
		{"10,b,b,b/b,b,b,b r 3 0", "b,b,b,b/20,b,b,b y roll 0", 5},          // captured costs red nothing; yellow enters and walks 20
		{"53,b,b,b/b,b,b,b r 3 0", "b,b,b,b/b,b,b,b y roll 0", unreachable}, // a piece in the home column never goes back
		{"56,56,20,30/b,b,b,b r 3 0", "56,56,31,21/b,b,b,b r 3 0", 2},       // the pieces are matched in the cheaper order
	} {
		from, err := race.Parse(c.from)
		if err != nil {
			t.Fatal(err)
		}
		to, err := race.Parse(c.to)
		if err != nil {
			t.Fatal(err)
		}
		if got := pliesAtLeast(from, to); got != c.want {
			t.Errorf("%s -> %s: %d, want %d", c.from, c.to, got, c.want)
		}
	}
}

// unreachable is pliesAtLeast's answer for a position that cannot follow.
const unreachable = 1 << 20

// pliesAtLeast is a bound from below on the plies (a roll and its move)
// that lead from one race position to another: each piece of to is some
// piece of from moved on, up to 6 squares a ply, after a ply to enter if
// it was in base or was sent back there (a capture costs the captured side
// nothing); pieces in the home column or home never go back. The pieces
// of a side are matched in the cheapest way.
func pliesAtLeast(from, to race.Position) int {
	total := 0
	for _, seat := range []engine.Seat{engine.First, engine.Second} {
		a, b := from.PiecesOf(seat), to.PiecesOf(seat)
		best := unreachable
		permute([]int{0, 1, 2, 3}, 0, func(perm []int) {
			sum := 0
			for i, j := range perm {
				sum += pieceSteps(a[i], b[j])
			}
			best = min(best, sum)
		})
		total += best
	}
	return min(total, unreachable)
}

// pieceSteps is pliesAtLeast for one piece going from progress x to y.
func pieceSteps(x, y int) int {
	walk := func(n int) int { return (n + 5) / 6 }
	switch {
	case x == y:
		return 0
	case y == race.Base:
		if x > race.LastLoop {
			return unreachable
		}
		return 0
	case x == race.Base:
		return 1 + walk(y)
	case y > x:
		return walk(y - x)
	case x <= race.LastLoop:
		return 1 + walk(y) // sent back, then out again
	}
	return unreachable
}

// permute calls each with every order of p[k:] after p[:k].
func permute(p []int, k int, each func([]int)) {
	if k == len(p) {
		each(p)
		return
	}
	for i := k; i < len(p); i++ {
		p[k], p[i] = p[i], p[k]
		permute(p, k+1, each)
		p[k], p[i] = p[i], p[k]
	}
}

// measureDecisions is how many endgame decisions of each game the
// measurement judges.
const measureDecisions = 300

// TestMeasureMarks measures the review's marks in Ludo and Aviation Ludo
// against exact play: decisions of seeded Hard-vs-Expert games once the
// two sides have at most three pieces still to bring home between them,
// each at least 36 squares along (a solve of a few tenths of a second), every legal move's
// exact cost (race.Solve, ExactChances) against the review's drop for it
// (the judge at the review's default budget). It prints the agreement of
// the game's marks and of the best thresholds on a grid:
//
//	PLYYARD_MEASURE=1 go test ./games/race -run TestMeasureMarks -v
func TestMeasureMarks(t *testing.T) {
	gamestest.Measuring(t)
	for _, g := range []*games.Game{Ludo, Aviation} {
		var ms []gamestest.Measured
		est := g.NewEstimator(engine.NoSeat).(ai.ActionValuer)
		positions := 0
		for seed := uint64(1); positions < measureDecisions && seed < 2000; seed++ {
			var found []race.Position
			gamestest.BotGame(t, g, seed, func(s engine.State) {
				p := s.(race.Position)
				if p.Die() != 0 && len(p.Legal()) > 1 && endgame(p) {
					found = append(found, p)
				}
			})
			for _, p := range found {
				if positions >= measureDecisions {
					break
				}
				moves, exact, err := ExactChances(g.Rules, p.String(), 0)
				if err != nil {
					continue // too big to solve
				}
				acts, vals, err := est.Values(p, 1, ai.Budget{})
				if err != nil || len(acts) != len(moves) {
					t.Fatalf("%s: %v, %d values for %d moves", p, err, len(acts), len(moves))
				}
				if positions++; positions%100 == 0 {
					t.Logf("%s: %d decisions", g.Name, positions)
				}
				ms = append(ms, gamestest.Costs(exact, vals, p.ToMove())...)
			}
		}
		t.Logf("%s: %d decisions, %d moves", g.Name, positions, len(ms))
		gamestest.PrintMarksTable(g.Name+" (its marks)", ms, g.Marks)
		gamestest.PrintMarksTable(g.Name+" (the best on the grid)", ms, gamestest.BestMarks(ms))
	}
}

// endgame reports whether the sides of p have at most three pieces still
// to bring home between them, each at least 36 squares along.
func endgame(p race.Position) bool {
	out := 0
	for _, seat := range []engine.Seat{engine.First, engine.Second} {
		for _, at := range p.PiecesOf(seat) {
			if at == race.Base || at < 36 {
				return false
			}
			if at != race.Finish {
				out++
			}
		}
	}
	return out <= 3
}
