// Package gamestest checks that a registry entry keeps the promises the
// hosts rely on: its bots play its engine's games to the end, its fast
// paths agree with the contract, its views read back, its lessons agree
// with its engine and its puzzles prove. Every game's tests run it, and so
// does the test that registers a toy game.
package gamestest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/learn"
	"github.com/plyyard/plyyard/puzzle"
)

// Conform runs every check on entry g.
func Conform(t *testing.T, g *games.Game) {
	t.Helper()
	if _, err := games.NewRegistry(g); err != nil {
		t.Fatalf("%s: not a valid entry: %v", g.Name, err)
	}
	for _, s := range []engine.Seat{engine.First, engine.Second} {
		if k := g.SideKey(s); k != "side."+g.Rules.SideNames[s] {
			t.Errorf("%s: side key %q", g.Name, k)
		}
		if got, ok := g.Side(g.Rules.SideNames[s]); !ok || got != s {
			t.Errorf("%s: side %q reads as %v", g.Name, g.Rules.SideNames[s], got)
		}
	}
	Plays(t, g)
	Views(t, g)
	Lessons(t, g, 0)
	if err := g.CheckPuzzles(); err != nil {
		t.Error(err)
	}
}

// Plays checks that every bot of g can be made and plays g's games to the
// end, and that g's fast paths agree with the rules behind the contract.
func Plays(t *testing.T, g *games.Game) {
	t.Helper()
	for _, name := range ai.Names {
		if _, err := g.NewBot(name, 1); err != nil {
			t.Errorf("%s %s: %v", g.Name, name, err)
		}
	}
	if _, err := g.NewBot("grandmaster", 1); err == nil {
		t.Errorf("%s: an unknown bot was made", g.Name)
	}
	a, _ := g.Bot(ai.Easy, 1)
	b, _ := g.Bot(ai.Medium, 2)
	o, n, err := ai.Match(g.Rules, [2]ai.Bot{a, b}, rand.New(rand.NewPCG(3, 3)), ai.Budget{Millis: 5})
	if err != nil || !o.Finished() || n == 0 {
		t.Errorf("%s: %v after %d actions (%v)", g.Name, o, n, err)
	}
	start := g.Rules.Start(rand.New(rand.NewPCG(4, 4)))
	for depth := 1; depth <= 2; depth++ {
		if n, want := g.Perft(start, depth), games.ContractPerft(start, depth); n != want {
			t.Errorf("%s: perft %d is %d, the contract says %d", g.Name, depth, n, want)
		}
	}
	if o, n := g.Playout(start, rand.New(rand.NewPCG(5, 5))); !o.Finished() || n == 0 {
		t.Errorf("%s: playout ended %v after %d", g.Name, o, n)
	}
}

// Views checks that g reads back each seat's view, and a spectator's, from
// its notation, equal to the view it was written from, along a random game.
func Views(t *testing.T, g *games.Game) {
	t.Helper()
	r := rand.New(rand.NewPCG(3, uint64(len(g.Name))))
	s := g.Rules.Start(r)
	for n := 0; n < 200 && !s.Outcome().Finished(); n++ {
		for _, seat := range []engine.Seat{engine.NoSeat, engine.First, engine.Second} {
			v := s.View(seat)
			back, err := g.ParseView(seat, v.String())
			if err != nil || back.String() != v.String() || back.Seat() != seat || !slices.Equal(back.Legal(), v.Legal()) {
				t.Fatalf("%s: view %q read back as %v (%v)", g.Name, v, back, err)
			}
		}
		legal := s.Legal()
		a := legal[r.IntN(len(legal))]
		if ch, ok := s.(engine.Chance); ok && ch.Outcomes(a) > 0 {
			a, _ = ch.WithOutcome(a, 1+r.IntN(ch.Outcomes(a)))
		}
		s, _, _ = s.Apply(a)
	}
	if _, err := g.ParseView(engine.First, "nonsense"); err == nil {
		t.Errorf("%s: a malformed view was read", g.Name)
	}
}

// OthersFail replaces the first action of puzzle p's answer with every
// other action of legal in turn and checks that g's proof then fails: the
// proof tells the answer apart.
func OthersFail(t *testing.T, g *games.Game, p puzzle.Puzzle, legal []string) {
	t.Helper()
	tried := 0
	for _, text := range legal {
		if text == p.Answer[0] {
			continue
		}
		q := p
		q.Answer = append([]string{text}, p.Answer[1:]...)
		if err := g.Check(q); err == nil {
			t.Errorf("%s: the proof holds with %s instead of %s", p.ID, text, p.Answer[0])
		}
		tried++
	}
	if tried == 0 {
		t.Errorf("%s: no other legal first action", p.ID)
	}
}

// Legal lists the legal actions of state s in notation.
func Legal(s interface {
	Legal() []engine.Action
	FormatAction(engine.Action) string
}) []string {
	var out []string
	for _, a := range s.Legal() {
		out = append(out, s.FormatAction(a))
	}
	return out
}

// SetShape checks the size of g's puzzle set (at least size), its ids
// (numbered in order), each kind's share (at least perKind) and its texts.
func SetShape(t *testing.T, g *games.Game, size, perKind int) {
	t.Helper()
	game, set := g.Name, g.Puzzles
	if len(set) < size {
		t.Errorf("%s: %d puzzles, want at least %d", game, len(set), size)
	}
	kinds := map[puzzle.Kind]int{}
	for i, p := range set {
		if want := fmt.Sprintf("%s-%02d", game, i+1); p.ID != want {
			t.Errorf("%s: puzzle %d has id %q, want %q", game, i, p.ID, want)
		}
		if p.Game != game {
			t.Errorf("%s: game %q", p.ID, p.Game)
		}
		kinds[p.Kind]++
		for _, l := range lang.All {
			for _, key := range []string{p.Question(), p.Explain()} {
				if s := l.T(key); !l.Has(key) || strings.TrimSpace(s) != s || s == "" {
					t.Errorf("%s: %s %s is missing, empty or has spaces around it: %q", p.ID, l, key, s)
				}
			}
		}
	}
	for _, k := range puzzle.Kinds {
		if kinds[k] < perKind {
			t.Errorf("%s: %d puzzles of kind %s, want at least %d", game, kinds[k], k, perKind)
		}
	}
	t.Logf("%s: %v", game, kinds)
}

// Lessons checks g's lessons against its engine (learn.Audit: among other
// things, every task has a legal try that does it and one that misses it)
// and that at least tasks of its steps are tasks, each teaching a rule.
func Lessons(t *testing.T, g *games.Game, tasks int) {
	t.Helper()
	if g.Tries == nil {
		if len(g.Lessons) > 0 {
			t.Errorf("%s: lessons without Tries cannot be checked", g.Name)
		}
		return
	}
	for _, err := range learn.Audit(g.Rules, g.Tries, g.Lessons) {
		t.Error(err)
	}
	if n := len(learn.Tasks(g.Lessons)); n < tasks {
		t.Errorf("%s: %d tasks, want at least %d", g.Name, n, tasks)
	}
}

// RandomLine plays up to n random legal actions of g from a start dealt
// by r (chance's outcomes drawn from r too), stopping at the game's end:
// the start and the actions, as a review or a replay takes them.
func RandomLine(g *games.Game, r *rand.Rand, n int) (engine.State, []engine.Action) {
	start := g.Rules.Start(r)
	s := start
	var acts []engine.Action
	for len(acts) < n && !s.Outcome().Finished() {
		legal := s.Legal()
		a := legal[r.IntN(len(legal))]
		if ch, ok := s.(engine.Chance); ok && ch.Outcomes(a) > 0 {
			a, _ = ch.WithOutcome(a, 1+r.IntN(ch.Outcomes(a)))
		}
		next, _, err := s.Apply(a)
		if err != nil {
			panic(err) // a legal action the engine refuses
		}
		acts, s = append(acts, a), next
	}
	return start, acts
}
