package nim

import (
	"testing"

	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/lang"
)

func TestMain(m *testing.M) {
	if err := lang.Add(Catalogue()); err != nil {
		panic(err)
	}
	m.Run()
}

// The toy game keeps every promise a registry entry makes: its bots play
// it out, its views read back, its lesson agrees with its rules and its
// puzzle proves.
func TestNimConforms(t *testing.T) {
	gamestest.Conform(t, Game)
	gamestest.Plays(t, Game)
	gamestest.Views(t, Game)
	if err := lang.Add(Catalogue()); err == nil {
		t.Fatal("the toy's texts were added twice")
	}
}

func TestNimParseRefuses(t *testing.T) {
	for _, s := range []string{"", "13", "13 x", "-1 n", "100 n", "a n", "13 n extra"} {
		if _, err := Parse(s); err == nil {
			t.Errorf("%q parsed", s)
		}
	}
	p, _ := Parse("2 s")
	if _, _, err := p.Apply(3); err == nil {
		t.Error("took three of two stones")
	}
}
