package registry

import (
	"slices"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
)

func TestRegistry(t *testing.T) {
	if got := Games.Names(); !slices.Equal(got, []string{"jungle", "ludo", "aviation", "domino"}) {
		t.Fatalf("names %v", got)
	}
	for _, g := range Games.All() {
		if f, ok := Games.Find(g.Name); !ok || f != g {
			t.Errorf("Find(%q) = %v, %v", g.Name, f, ok)
		}
		for _, p := range g.Puzzles {
			if f, q, ok := Games.Puzzle(p.ID); !ok || f != g || q.Position != p.Position {
				t.Errorf("Puzzle(%s) = %v, %v", p.ID, q.ID, ok)
			}
		}
	}
	if _, ok := Games.Find("chess"); ok {
		t.Error("found chess")
	}
	if _, err := Games.Lookup("chess"); err == nil {
		t.Error("Lookup(chess) gave no error")
	}
	if _, err := Games.With(Games.First()); err == nil {
		t.Error("a game was listed twice")
	}
	if _, _, ok := Games.Puzzle("jungle-999"); ok {
		t.Error("found a puzzle that is not there")
	}
}

// The lessons teach the list: at least 8 for Jungle, 6 for each race
// game and 5 for dominoes; a person plays the first side in the board games'
// lessons.
func TestLessonsCoverEachGame(t *testing.T) {
	want := map[string]int{"jungle": 8, "ludo": 6, "aviation": 6, "domino": 5}
	for name, n := range want {
		g := Games.Must(name)
		if got := len(g.Lessons); got < n {
			t.Errorf("%s: %d lessons, want %d", name, got, n)
		}
		if name == "domino" {
			continue
		}
		for _, l := range g.Lessons {
			for k, s := range l.Steps {
				if st, err := g.Rules.Parse(s.Pos); err == nil && st.ToMove() != engine.First {
					t.Errorf("%s/%s/%d: the person plays the first side in board lessons", name, l.ID, k+1)
				}
			}
		}
	}
}

// A registry refuses entries that would break a host: a name used twice,
// one its engine disagrees with, one that is no identifier.
func TestRegistryRefuses(t *testing.T) {
	j := *Games.Must("jungle")
	renamed := j
	renamed.Name = "jungle2"
	if _, err := games.NewRegistry(&j, &renamed); err == nil {
		t.Error("an entry whose engine calls it otherwise was taken")
	}
	bad := j
	bad.Name, bad.Rules.Name = "Jungle!", "Jungle!"
	if _, err := games.NewRegistry(&bad); err == nil {
		t.Error("a name that is no identifier was taken")
	}
}

// Only Jungle has neither dice nor a deal.
func TestHasChance(t *testing.T) {
	for _, g := range Games.All() {
		if got := g.HasChance(); got != (g.Name != "jungle") {
			t.Errorf("%s: HasChance %v", g.Name, got)
		}
	}
}
