package learn

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/lang"
)

// Audit checks a game's lessons against its engine, trying at every step
// each action tries lists (what a person can try on the screen, legal or
// not): the step's position parses and the game goes on; the task is done
// by at least one legal try and missed by at least one (so a wrong try
// exists); what the texts claim of the tries, the engine agrees with; a
// legal try that misses is always explained; every hint explains at least
// one try, an illegal hint only tries the engine refuses; every text the
// lesson can show is in every language of the catalogue, its nouns filled
// in. A task (a step that does not merely show) is decided by its rule:
// at least one legal try does it and at least one legal try misses it, so
// neither a single legal move nor the board's marks of the legal tries
// give the answer away; its "rule" text names what it teaches. It returns
// every problem found, each naming its step.
func Audit(rules engine.Rules, tries func(engine.State) []engine.Action, lessons []Lesson) []error {
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	for _, l := range lessons {
		texts := []string{l.Key("title")}
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
			if s.Goal == nil {
				fail("%s: a goal is needed", name)
				continue
			}
			texts = append(texts, l.StepKey(k, "teach"), l.StepKey(k, "task"), l.StepKey(k, "done"))
			wrong := false
			done, missed, legalDone, legalMissed := 0, 0, 0, 0
			hinted := make([]int, len(s.Hints))
			for _, a := range tries(st) {
				legal := isLegal(st, a)
				r := s.Judge(st, a, legal)
				tr := s.try(st, a, legal)
				switch {
				case r.Verdict == Done:
					done++
					legalDone++
					if !legal {
						fail("%s: the illegal %s does the task", name, st.FormatAction(a))
					}
					if s.Claim != nil && !s.Claim(tr) {
						fail("%s: %s does the task but not what the text says", name, st.FormatAction(a))
					}
				case r.Verdict == Along:
				default:
					missed++
					if legal {
						legalMissed++
					}
					if legal && s.Missed != nil && !s.Missed(tr) {
						fail("%s: %s misses the task but not as the text says", name, st.FormatAction(a))
					}
					if legal && r.Part == "wrong" {
						wrong = true
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
			if s.Task() {
				texts = append(texts, l.StepKey(k, "rule"))
				if legalDone == 0 || legalMissed == 0 {
					fail("%s: a task needs legal tries that do it and legal tries that miss it: %d do, %d miss", name, legalDone, legalMissed)
				}
			} else if lang.EN.Has(l.StepKey(k, "rule")) {
				fail("%s: a step that only shows has a rule line", name)
			}
			if wrong {
				texts = append(texts, l.StepKey(k, "wrong"))
			} else if lang.EN.Has(l.StepKey(k, "wrong")) {
				fail("%s: a wrong line no try shows", name)
			}
			for i := range s.Hints {
				key := l.StepKey(k, fmt.Sprintf("hint%d", i+1))
				texts = append(texts, key)
				if hinted[i] == 0 {
					fail("%s: hint %q explains no try", name, lang.EN.T(key))
				}
			}
			if key := l.StepKey(k, fmt.Sprintf("hint%d", len(s.Hints)+1)); lang.EN.Has(key) {
				fail("%s: the catalogue has %s, a hint the step does not have", name, key)
			}
		}
		for _, key := range texts {
			for _, lg := range lang.All {
				if !lg.Has(key) || strings.TrimSpace(lg.T(key)) == "" || strings.Contains(lg.Fill(key, l.Nouns), "{") {
					fail("%s/%s: %s lacks %s (or a noun of it)", rules.Name, l.ID, lg, key)
				}
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
