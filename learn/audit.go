package learn

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
)

// Audit checks a game's lessons against its engine, trying at every step
// each action tries lists (what a person can try on the screen, legal or
// not): the step's position parses and the game goes on; the task is done
// by at least one legal try and missed by at least one (so a wrong try
// exists); what the texts claim of the tries, the engine agrees with; a
// legal try that misses is always explained; every hint explains at least
// one try, an illegal hint only tries the engine refuses; every text is in
// both languages. It returns every problem found, each naming its step.
func Audit(rules engine.Rules, tries func(engine.State) []engine.Action, lessons []Lesson) []error {
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	for _, l := range lessons {
		texts := []Text{l.Title}
		if len(l.Steps) == 0 {
			fail("%s/%s: no steps", rules.Name, l.ID)
		}
		for k, s := range l.Steps {
			name := fmt.Sprintf("%s/%s/%d", rules.Name, l.ID, k+1)
			st, err := rules.Parse(s.Pos)
			if err != nil {
				fail("%s: %v", name, err)
				continue
			}
			if st.Outcome().Finished() {
				fail("%s: the game is over", name)
			}
			if s.Goal == nil || s.Done.Empty() || s.Task.Empty() || s.Teach.Empty() {
				fail("%s: a goal, a task, a teaching and a done line are needed", name)
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
						fail("%s: the illegal %s does the task", name, st.FormatAction(a))
					}
					if s.Claim != nil && !s.Claim(tr) {
						fail("%s: %s does the task but not what the text says", name, st.FormatAction(a))
					}
				case r.Verdict == Along:
				default:
					missed++
					if legal && s.Missed != nil && !s.Missed(tr) {
						fail("%s: %s misses the task but not as the text says", name, st.FormatAction(a))
					}
					if legal && r.Say.Empty() {
						fail("%s: the legal %s misses the task with nothing said", name, st.FormatAction(a))
					}
				}
				for i, h := range s.Hints {
					if h.Illegal != legal && h.When(tr) {
						hinted[i]++
					}
				}
			}
			done += doneAlong(s, st, tries)
			if done == 0 || missed == 0 {
				fail("%s: %d tries do the task and %d miss it", name, done, missed)
			}
			for i, h := range s.Hints {
				texts = append(texts, h.Say)
				if hinted[i] == 0 {
					fail("%s: hint %q explains no try", name, h.Say.En)
				}
			}
		}
		for _, x := range texts {
			if x.En == "" || x.Ru == "" || strings.Contains(x.En+x.Ru, "{") {
				fail("%s/%s: a text misses a language: %+v", rules.Name, l.ID, x)
			}
		}
	}
	return errs
}

func isLegal(st engine.State, a engine.Action) bool {
	for _, l := range st.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// doneAlong counts the tries that do the task once the tries on the way
// have been played (the first of them each time): drawing until a tile
// fits, then playing it.
func doneAlong(s Step, st engine.State, tries func(engine.State) []engine.Action) int {
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
