package save

import (
	"strings"
	"testing"
)

func jungleGame(actions ...string) Finished {
	return Finished{Game: "jungle", Mode: "ai", Human: 0, Level: 2, When: 1, Start: "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0", Actions: actions, Winner: 0, Reason: "resign"}
}

// The history keeps the newest game first, at most HistoryLen of them, and
// reads back what it wrote.
func TestHistoryKeepsTheNewest(t *testing.T) {
	s := New(NewMemory())
	for i := 0; i < HistoryLen+3; i++ {
		f := jungleGame("a3a4")
		f.When = int64(i)
		if err := s.AddFinished(f); err != nil {
			t.Fatal(err)
		}
	}
	h, p := s.LoadHistory()
	if p != OK || len(h.Games) != HistoryLen || h.Games[0].When != HistoryLen+2 || h.Games[HistoryLen-1].When != 3 {
		t.Fatalf("problem %v, %d games, newest %d", p, len(h.Games), h.Games[0].When)
	}
}

// A game that does not replay is refused and changes nothing; a damaged
// history on disk is reported and replaced by an empty one.
func TestHistoryRefusesWhatDoesNotReplay(t *testing.T) {
	s := New(NewMemory())
	if err := s.AddFinished(jungleGame("a3a4")); err != nil {
		t.Fatal(err)
	}
	for _, f := range []Finished{jungleGame("a3a4", "a4a5"), jungleGame("zz"), {Game: "chess", Mode: "ai", Start: "x"}} {
		if err := s.AddFinished(f); err == nil {
			t.Errorf("%+v was kept", f)
		}
	}
	if h, _ := s.LoadHistory(); len(h.Games) != 1 {
		t.Fatalf("%d games after refusals", len(h.Games))
	}
	m := NewMemory()
	good := `{"app":"plyyard","version":1,"games":[{"game":"jungle","mode":"ai","human":0,"when":1,"start":"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0","actions":["a3a4"],"winner":0}]}`
	for _, data := range []string{
		strings.Replace(good, `"a3a4"`, `"a3a6"`, 1),          // illegal
		strings.Replace(good, `"mode":"ai"`, `"mode":"x"`, 1), // no such mode
		strings.Replace(good, `"winner":0`, `"winner":5`, 1),
		strings.Replace(good, `"human":0`, `"human":0,"extra":1`, 1),
	} {
		m.Save(historyKey, []byte(data))
		if h, p := New(m).LoadHistory(); p != Damaged || len(h.Games) != 0 {
			t.Errorf("%s: problem %v, %d games", data, p, len(h.Games))
		}
	}
	m.Save(historyKey, []byte(good))
	if h, p := New(m).LoadHistory(); p != OK || len(h.Games) != 1 {
		t.Errorf("the good record: problem %v, %d games", p, len(h.Games))
	}
}
