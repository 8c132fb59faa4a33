package gamestest

import (
	"testing"

	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/puzzle"
)

// Themes checks that g has at least size puzzles, that each has one of
// themes (worded in every language under puzzle.theme.<game>.<theme>),
// that every theme is used and none holds more than 40 % of the set. It
// logs the count of each theme, and of each theme by proof.
func Themes(t *testing.T, g *games.Game, themes []puzzle.Theme, size int) {
	t.Helper()
	set := g.Puzzles
	if len(set) < size {
		t.Errorf("%s: %d puzzles, want at least %d", g.Name, len(set), size)
	}
	count, how := map[puzzle.Theme]int{}, map[string]int{}
	for _, th := range themes {
		count[th] = 0
		for _, l := range lang.All {
			if key := "puzzle.theme." + g.Name + "." + string(th); !l.Has(key) {
				t.Errorf("%s: %s lacks %s", g.Name, l, key)
			}
		}
	}
	for _, p := range set {
		if _, ok := count[p.Theme]; !ok {
			t.Errorf("%s: theme %q is not one of %v", p.ID, p.Theme, themes)
			continue
		}
		count[p.Theme]++
		how[string(p.Theme)+"/"+p.How()]++
	}
	for th, n := range count {
		if n == 0 {
			t.Errorf("%s: no puzzle has the theme %s", g.Name, th)
		}
		if 5*n > 2*len(set) {
			t.Errorf("%s: %d of %d puzzles have the theme %s, over 40 %%", g.Name, n, len(set), th)
		}
	}
	t.Logf("%s themes: %v; by proof: %v", g.Name, count, how)
}
