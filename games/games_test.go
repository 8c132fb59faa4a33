package games

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
)

func TestRegistry(t *testing.T) {
	if got := Names(); !slices.Equal(got, []string{"jungle", "ludo", "aviation", "domino"}) {
		t.Fatalf("names %v", got)
	}
	for _, g := range All() {
		if g.Rules.Name != g.Name {
			t.Errorf("%s: its engine calls it %q", g.Name, g.Rules.Name)
		}
		if f, ok := Find(g.Name); !ok || f != g {
			t.Errorf("Find(%q) = %v, %v", g.Name, f, ok)
		}
		for _, s := range []engine.Seat{engine.First, engine.Second} {
			if k := g.SideKey(s); k != "side."+g.Rules.SideNames[s] {
				t.Errorf("%s: side key %q", g.Name, k)
			}
		}
	}
	if _, ok := Find("chess"); ok {
		t.Error("found chess")
	}
	if _, err := Lookup("chess"); err == nil {
		t.Error("Lookup(chess) gave no error")
	}
}

// Every game's bots play its engine's games to the end, and its fast
// paths agree with the rules behind the contract.
func TestEveryGamePlays(t *testing.T) {
	for _, g := range All() {
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
		if n := g.Perft(start, 1); n != uint64(perftOne(start)) {
			t.Errorf("%s: perft 1 is %d, the contract says %d", g.Name, n, perftOne(start))
		}
		if o, n := g.Playout(start, rand.New(rand.NewPCG(5, 5))); !o.Finished() || n == 0 {
			t.Errorf("%s: playout ended %v after %d", g.Name, o, n)
		}
	}
}

// perftOne counts the states one action ahead through the contract, a
// chance action counting each of its outcomes.
func perftOne(s engine.State) int {
	n := 0
	for _, a := range s.Legal() {
		if c, ok := s.(engine.Chance); ok && c.Outcomes(a) > 0 {
			n += c.Outcomes(a)
			continue
		}
		n++
	}
	return n
}

// Every game reads back each seat's view, and a spectator's, from its
// notation, equal to the view it was written from, along a random game.
func TestParseViewRoundTrip(t *testing.T) {
	for _, g := range All() {
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
	}
	if _, err := Domino.ParseView(engine.First, "nonsense"); err == nil {
		t.Error("a malformed view was read")
	}
}
