package learn

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
)

// tries are the actions a person can try on the screen at st, legal or
// not: in Jungle any own piece to any other square, in the race games the
// roll and each piece, in dominoes each tile of the hand on each end, a
// draw and a pass.
func tries(st engine.State) []engine.Action {
	var out []engine.Action
	switch p := st.(type) {
	case jungle.Position:
		for f := jungle.Square(0); f < jungle.Squares; f++ {
			if pc, ok := p.At(f); !ok || pc.Side != p.ToMove() {
				continue
			}
			for t := jungle.Square(0); t < jungle.Squares; t++ {
				if t != f {
					out = append(out, jungle.Move{From: f, To: t}.Action())
				}
			}
		}
	case race.Position:
		out = append(out, race.Roll)
		for i := 0; i < race.Pieces; i++ {
			out = append(out, race.Move(i))
		}
	case domino.Position:
		for _, t := range p.Hand(p.ToMove()) {
			for _, e := range []domino.End{domino.NoEnd, domino.LeftEnd, domino.RightEnd} {
				out = append(out, domino.PlayAction(t, e))
			}
		}
		out = append(out, domino.DrawAction, domino.PassAction)
	}
	return out
}

func isLegal(st engine.State, a engine.Action) bool {
	for _, l := range st.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// Every lesson of every game: its step's position parses and the game goes
// on; the task is done by at least one legal try and missed by at least
// one try (so a wrong try exists); what the texts claim of the tries, the
// engine agrees with; every hint explains at least one try, and an
// illegal hint only tries the engine refuses; every text is in both
// languages.
func TestLessonsAreSound(t *testing.T) {
	for _, g := range games.All() {
		ls := For(g.Name)
		if len(ls) == 0 {
			t.Errorf("%s has no lessons", g.Name)
		}
		for _, l := range ls {
			texts := []Text{l.Title}
			for k, s := range l.Steps {
				name := g.Name + "/" + l.ID + "/" + string(rune('1'+k))
				st, err := g.Rules.Parse(s.Pos)
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				if st.Outcome().Finished() {
					t.Errorf("%s: the game is over", name)
				}
				if s.Goal == nil || s.Done.Empty() || s.Task.Empty() || s.Teach.Empty() {
					t.Errorf("%s: a goal, a task, a teaching and a done line are needed", name)
					continue
				}
				texts = append(texts, s.Teach, s.Task, s.Done)
				if !s.Wrong.Empty() {
					texts = append(texts, s.Wrong)
				}
				done, missed := 0, 0
				hinted := make([]int, len(s.Hints))
				for _, a := range tries(st) {
					legal := isLegal(st, a)
					r := s.Judge(st, a, legal)
					tr := s.try(st, a, legal)
					switch {
					case r.Verdict == Done:
						done++
						if !legal {
							t.Errorf("%s: the illegal %s does the task", name, st.FormatAction(a))
						}
						if s.Claim != nil && !s.Claim(tr) {
							t.Errorf("%s: %s does the task but not what the text says", name, st.FormatAction(a))
						}
					case r.Verdict == Along:
					default:
						missed++
						if legal && s.Missed != nil && !s.Missed(tr) {
							t.Errorf("%s: %s misses the task but not as the text says", name, st.FormatAction(a))
						}
						if legal && r.Say.Empty() {
							t.Errorf("%s: the legal %s misses the task with nothing said", name, st.FormatAction(a))
						}
					}
					for i, h := range s.Hints {
						if h.Illegal != legal && h.When(tr) {
							hinted[i]++
						}
					}
				}
				done += doneAlong(s, st)
				if done == 0 || missed == 0 {
					t.Errorf("%s: %d tries do the task and %d miss it", name, done, missed)
				}
				for i, h := range s.Hints {
					texts = append(texts, h.Say)
					if hinted[i] == 0 {
						t.Errorf("%s: hint %q explains no try", name, h.Say.En)
					}
				}
				if st.ToMove() == engine.Second && g != games.Domino {
					t.Errorf("%s: the person plays the first side in board lessons", name)
				}
			}
			for _, x := range texts {
				if x.En == "" || x.Ru == "" || strings.Contains(x.En+x.Ru, "{") {
					t.Errorf("%s/%s: a text misses a language: %+v", g.Name, l.ID, x)
				}
			}
		}
	}
}

// The lessons teach the list: at least 8 for Jungle, 6 for each race
// game and 5 for dominoes, with ids fit for the saves.
func TestLessonsCoverEachGame(t *testing.T) {
	want := map[string]int{"jungle": 8, "ludo": 6, "aviation": 6, "domino": 5}
	for game, n := range want {
		if got := len(For(game)); got < n {
			t.Errorf("%s: %d lessons, want %d", game, got, n)
		}
		for _, l := range For(game) {
			if _, ok := Find(game, l.ID); !ok || l.ID == "" || len(l.Steps) == 0 {
				t.Errorf("%s: lesson %q", game, l.ID)
			}
		}
	}
}

// A try is judged by the engine: a move the rules refuse is refused even
// when the screen thought it legal, and an unexplained refusal says
// nothing (the controller's refusal speaks).
func TestJudgeAsksTheEngine(t *testing.T) {
	l, _ := Find("jungle", "rat-elephant")
	s := l.Steps[1]
	st, _ := jungle.Parse(s.Pos)
	m, _ := jungle.ParseMove("b7b8")
	if r := s.Judge(st, m.Action(), true); r.Verdict != Refused || r.Say.Empty() {
		t.Fatalf("the elephant taking the rat: %+v", r)
	}
	m, _ = jungle.ParseMove("b7a9")
	if r := s.Judge(st, m.Action(), false); r.Verdict != Refused || !r.Say.Empty() {
		t.Fatalf("an unexplained refusal: %+v", r)
	}
	m, _ = jungle.ParseMove("b7c7")
	if r := s.Judge(st, m.Action(), true); r.Verdict != Done || r.Say != s.Done {
		t.Fatalf("the task: %+v", r)
	}
}

// doneAlong counts the tries that do the task once the tries on the way
// have been played (the first of them each time): drawing until a tile
// fits, then playing it.
func doneAlong(s Step, st engine.State) int {
	for range 20 {
		var along engine.Action
		found := false
		for _, a := range tries(st) {
			legal := isLegal(st, a)
			switch s.Judge(st, a, legal).Verdict {
			case Done:
				return 1
			case Along:
				if !found {
					along, found = a, true
				}
			}
		}
		if !found {
			return 0
		}
		next, _, err := st.Apply(along)
		if err != nil {
			return 0
		}
		st = next
	}
	return 0
}
