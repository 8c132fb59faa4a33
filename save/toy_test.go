package save

import (
	"testing"

	"github.com/plyyard/plyyard/games/gamestest/nim"
)

// A fifth game is one line: saves that know the registry with the toy game
// added keep its unfinished game, its finished games and its statistics;
// saves of the usual registry drop them as unknown.
func TestToyGameThroughOneLine(t *testing.T) {
	reg := nim.Registry()
	store := NewMemory()
	s := New(store).For(reg)
	u := Unfinished{Game: "nim", Mode: "ai", Level: 3, Seed: 7, Start: "13 n", Actions: []string{"1", "3"}}
	if err := s.SaveGame(u); err != nil {
		t.Fatal(err)
	}
	got, p := s.LoadGame()
	if p != OK || got == nil || got.Start != u.Start || len(got.Actions) != 2 {
		t.Fatalf("the unfinished toy game: %+v %v", got, p)
	}
	f := Finished{Game: "nim", Mode: "hotseat", When: 1, Start: "5 n", Actions: []string{"1", "3", "1"}, Winner: 0, Reason: "last"}
	if err := s.AddFinished(f); err != nil {
		t.Fatal(err)
	}
	if err := s.AddFinished(Finished{Game: "nim", Mode: "hotseat", When: 1, Start: "5 n", Actions: []string{"4"}, Winner: 0}); err == nil {
		t.Fatal("a finished game that does not replay was kept")
	}
	if err := s.Record("nim", Won); err != nil {
		t.Fatal(err)
	}
	if h, _ := s.LoadHistory(); len(h.Games) != 1 {
		t.Fatalf("history %+v", h)
	}
	if st, _ := s.LoadStats(); st.Games["nim"].Won != 1 {
		t.Fatalf("stats %+v", st.Games)
	}
	// The usual registry does not know the game: the record is damaged to
	// it, reported, and set aside.
	if g, p := New(store).LoadGame(); g != nil || p == OK {
		t.Fatalf("a save of an unknown game loaded: %+v %v", g, p)
	}
}
