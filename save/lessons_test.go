package save

import (
	"strings"
	"testing"
)

// A lesson done is kept once per game, read back after a restart, and
// counted; a second time changes nothing.
func TestLessonsKeepWhatWasDone(t *testing.T) {
	m := NewMemory()
	s := New(m)
	if s.LessonsDone("jungle") != 0 || s.LessonDone("jungle", "move") {
		t.Fatal("a fresh store has lessons done")
	}
	for _, id := range []string{"move", "ranks", "move"} {
		if err := s.MarkLesson("jungle", id); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.MarkLesson("ludo", "base"); err != nil {
		t.Fatal(err)
	}
	again := New(m)
	if again.LessonsDone("jungle") != 2 || again.LessonsDone("ludo") != 1 || again.LessonsDone("domino") != 0 {
		t.Fatalf("done: jungle %d, ludo %d", again.LessonsDone("jungle"), again.LessonsDone("ludo"))
	}
	if !again.LessonDone("jungle", "ranks") || again.LessonDone("ludo", "ranks") {
		t.Fatal("the wrong lessons are done")
	}
}

// A malformed id or an unknown game is refused and changes nothing; a
// damaged record is reported and replaced by an empty one.
func TestLessonsRefuseAndRecover(t *testing.T) {
	m := NewMemory()
	s := New(m)
	if err := s.MarkLesson("jungle", "move"); err != nil {
		t.Fatal(err)
	}
	for _, c := range [][2]string{{"chess", "move"}, {"jungle", ""}, {"jungle", "Move!"}, {"jungle", strings.Repeat("a", 41)}} {
		if err := s.MarkLesson(c[0], c[1]); err == nil {
			t.Errorf("%q/%q was kept", c[0], c[1])
		}
	}
	if s.LessonsDone("jungle") != 1 {
		t.Fatalf("%d done after refusals", s.LessonsDone("jungle"))
	}
	good := `{"app":"plyyard","version":1,"done":{"jungle":["move"]}}`
	for _, data := range []string{
		strings.Replace(good, `"jungle"`, `"chess"`, 1),
		strings.Replace(good, `["move"]`, `["move","move"]`, 1),
		strings.Replace(good, `["move"]`, `["a b"]`, 1),
		strings.Replace(good, `"done"`, `"extra":1,"done"`, 1),
		`{"app":"other","version":1,"done":{}}`,
		`not json`,
	} {
		m.Save(lessonsKey, []byte(data))
		if l, p := New(m).LoadLessons(); p != Damaged || len(l.Done) != 0 {
			t.Errorf("%s: problem %v, %v", data, p, l.Done)
		}
		if _, err := m.Load(lessonsKey); err != nil {
			t.Fatal(err)
		}
	}
	m.Save(lessonsKey, []byte(good))
	if l, p := New(m).LoadLessons(); p != OK || len(l.Done["jungle"]) != 1 {
		t.Errorf("the good record: problem %v, %v", p, l.Done)
	}
}
