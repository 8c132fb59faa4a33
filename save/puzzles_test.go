package save

import (
	"strings"
	"testing"
)

// Solved puzzles are kept once each, counted per game, and read back.
func TestPuzzlesSolved(t *testing.T) {
	m := NewMemory()
	s := New(m)
	for _, id := range []string{"jungle-03", "jungle-01", "jungle-03", "ludo-02"} {
		if err := s.MarkSolved(id, id == "jungle-01"); err != nil {
			t.Fatal(err)
		}
	}
	if n := s.PuzzlesSolved("jungle"); n != 2 {
		t.Errorf("jungle: %d solved, want 2", n)
	}
	if n := New(m).PuzzlesSolved("ludo"); n != 1 {
		t.Errorf("ludo: %d solved, want 1", n)
	}
	if n := s.PuzzlesSolved("domino"); n != 0 {
		t.Errorf("domino: %d solved, want 0", n)
	}
	p, problem := New(m).LoadPuzzles()
	if problem != OK || !p.Has("jungle-01") || p.Has("jungle-02") {
		t.Errorf("problem %v, %v", problem, p.Solved)
	}
	if !p.AtFirst("jungle-01") || p.AtFirst("jungle-03") {
		t.Errorf("first tries %v", p.First)
	}
	// Solved again at the first try, a puzzle counts as such; once.
	for range 2 {
		if err := s.MarkSolved("jungle-03", true); err != nil {
			t.Fatal(err)
		}
	}
	if p, _ := s.LoadPuzzles(); len(p.Solved) != 3 || len(p.First) != 2 || !p.AtFirst("jungle-03") {
		t.Errorf("after a first try: %v %v", p.Solved, p.First)
	}
}

// A bad id is refused and changes nothing; a damaged record is reported
// and replaced by an empty one.
func TestPuzzlesRefuseAndRepair(t *testing.T) {
	m := NewMemory()
	s := New(m)
	if err := s.MarkSolved("jungle-01", false); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"chess-01", "jungle", "jungle-", ""} {
		if err := s.MarkSolved(id, true); err == nil {
			t.Errorf("%q was kept", id)
		}
	}
	if p, _ := s.LoadPuzzles(); len(p.Solved) != 1 {
		t.Fatalf("%v after refusals", p.Solved)
	}
	for _, data := range []string{
		`{"app":"plyyard","version":1,"solved":["jungle-01","jungle-01"]}`,
		`{"app":"plyyard","version":1,"solved":["chess-01"]}`,
		`{"app":"plyyard","version":1,"solved":[],"extra":1}`,
		`{"app":"plyyard","version":1,"solved":["jungle-01"],"first":["jungle-02"]}`,
		`{"app":"plyyard","version":1,"solved":["jungle-01"],"first":["jungle-01","jungle-01"]}`,
		`{"app":"other","version":1,"solved":[]}`,
		`{"app":"plyyard","version":1,"solved":["jungle-01"],"keys":{"jungle-02":"00"}}`,
		`{"app":"plyyard","version":1,"solved":["jungle-01"],"keys":{"jungle-01":""}}`,
		`not json`,
	} {
		m.Save(puzzlesKey, []byte(data))
		if p, problem := New(m).LoadPuzzles(); problem != Damaged || len(p.Solved) != 0 {
			t.Errorf("%s: problem %v, %v", data, problem, p.Solved)
		}
		if data, _ := m.Load(puzzlesKey); data != nil {
			t.Errorf("the damaged record is still there")
		}
	}
}

// A mark keeps the fingerprint of the puzzle solved: when the set gives
// its id to another position, the mark is not the new puzzle's. A record
// from before fingerprints keeps its marks and is keyed when next written.
func TestPuzzleMarkFollowsThePuzzle(t *testing.T) {
	m := NewMemory()
	s := New(m)
	if err := s.MarkSolved("jungle-01", true); err != nil {
		t.Fatal(err)
	}
	g, _ := s.games.Find("jungle")
	key := g.Puzzles[0].Key()
	if p, _ := s.LoadPuzzles(); p.Keys["jungle-01"] != key || !p.Has("jungle-01") {
		t.Fatalf("the mark's key %v, want %s", p.Keys, key)
	}
	// The same id, another puzzle: its mark is gone, first try and all.
	m.Save(puzzlesKey, []byte(`{"app":"plyyard","version":1,"solved":["jungle-01","jungle-02"],"first":["jungle-01"],"keys":{"jungle-01":"0123456789abcdef"}}`))
	p, problem := s.LoadPuzzles()
	if problem != OK || p.Has("jungle-01") || p.AtFirst("jungle-01") || !p.Has("jungle-02") {
		t.Fatalf("a changed puzzle's mark: %v %v %v", problem, p.Solved, p.First)
	}
	if n := s.PuzzlesSolved("jungle"); n != 1 {
		t.Fatalf("%d jungle puzzles counted, want 1", n)
	}
	// Solved again, it is marked for the puzzle of today.
	if err := s.MarkSolved("jungle-01", false); err != nil {
		t.Fatal(err)
	}
	if p, _ := s.LoadPuzzles(); !p.Has("jungle-01") || p.AtFirst("jungle-01") || p.Keys["jungle-01"] != key {
		t.Fatalf("solved again: %v %v %v", p.Solved, p.First, p.Keys)
	}
	// An old record, no keys: its marks stand, and writing keys them.
	m.Save(puzzlesKey, []byte(`{"app":"plyyard","version":1,"solved":["jungle-01"],"first":["jungle-01"]}`))
	if p, _ := s.LoadPuzzles(); !p.Has("jungle-01") || !p.AtFirst("jungle-01") {
		t.Fatalf("an old record: %v %v", p.Solved, p.First)
	}
	if err := s.MarkSolved("ludo-02", false); err != nil {
		t.Fatal(err)
	}
	data, _ := m.Load(puzzlesKey)
	if !strings.Contains(string(data), `"jungle-01":"`+key+`"`) || !strings.Contains(string(data), `"ludo-02":"`) {
		t.Fatalf("not keyed when written: %s", data)
	}
}
