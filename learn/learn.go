// Package learn is what a lesson is: a title and a few steps, each step a
// position in the game's notation, a sentence or two of teaching, a task
// and what to say when the task is done or a try goes wrong. The texts are
// in the catalogue (package lang) under keys a lesson names by convention
// (Lesson.Key, Lesson.StepKey), so a language is one file there. Each game's
// lessons live with its content (games/<game>) and reach the app through
// the game's registry entry. Whether a try meets the task is asked of the engine (Apply and
// Legal, through Step.Judge); no rule is written here again. The lessons'
// screen (scenes/lesson.go) builds the game's own board from a step's
// position and sends every try through Judge before it is played.
//
// The package is pure: no Ebitengine, no clock, no randomness.
package learn

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// Lesson teaches one rule or a few that belong together.
type Lesson struct {
	// ID names the lesson in the saves: lower-case letters, digits and
	// dashes, unique within its game.
	ID string
	// Texts is the catalogue's section of the lesson's texts (the game's
	// name, or one name for games that share their lessons' words), and
	// Nouns, when set, the board whose nouns fill them in (lang.Fill).
	Texts, Nouns string
	Steps        []Step
}

// Key is the catalogue's key of the lesson's text part ("title"):
// lesson.<texts>.<id>.<part>.
func (l Lesson) Key(part string) string { return "lesson." + l.Texts + "." + l.ID + "." + part }

// StepKey is the catalogue's key of step i's text part (counted from 0;
// the key counts from 1): "teach", "task", "done", "wrong", "rule" (the
// rule or the mistake a task teaches, in a line) or a Reply's Part.
func (l Lesson) StepKey(i int, part string) string {
	return fmt.Sprintf("lesson.%s.%s.%d.%s", l.Texts, l.ID, i+1, part)
}

// Sections sets each lesson's catalogue section and nouns.
func Sections(texts, nouns string, ls []Lesson) []Lesson {
	out := make([]Lesson, len(ls))
	for i, l := range ls {
		l.Texts, l.Nouns = texts, nouns
		out[i] = l
	}
	return out
}

// Step is one position and one task. Its texts are the catalogue's: the
// rule in a sentence or two ("teach"), what to do now ("task"), why the
// task worked once done ("done"), what any legal try that misses the task
// and no hint matches says ("wrong"), and each hint's ("hint1", ...).
type Step struct {
	// Pos is the position in the game's notation; the person plays the
	// side to move.
	Pos string
	// Goal says whether a legal try does the task.
	Goal func(t Try) bool
	// Along, when set, lets a legal try through that is a step on the way
	// (a tile drawn before the one that fits): it is played, and the task
	// goes on.
	Along func(t Try) bool
	// Hints explain the wrong tries they match, the first that matches;
	// the "wrong" text explains any other legal try that misses the task.
	// An illegal try no hint matches is explained by the controller's own
	// refusal.
	Hints []Hint
	// Claim, when set, is what the texts say of every try that does the
	// task, and Missed of every legal try that does not (the 60th quiet
	// move draws): the tests check that the engine agrees.
	Claim, Missed func(t Try) bool
	// Roll is the die's value when the person rolls (race games in the
	// roll phase).
	Roll int
	// Shows marks a walk-through: the rules leave the person no choice
	// among legal tries (drawing when nothing fits, the roll that is
	// void), so the step teaches by its texts and refusals and counts as
	// no task. Every other step is a task: the rule it teaches (its
	// "rule" text) decides between legal tries, at least one doing the
	// task and one missing it.
	Shows bool
}

// Task reports whether the step is a task that teaches a rule (not a
// walk-through).
func (s Step) Task() bool { return !s.Shows }

// Task is one task of a game's lessons: the lesson and its step, counted
// from 0.
type Task struct {
	Lesson Lesson
	Step   int
}

// ID names the task: the lesson's id and the step counted from 1
// ("base/2").
func (t Task) ID() string { return fmt.Sprintf("%s/%d", t.Lesson.ID, t.Step+1) }

// Tasks lists the steps of lessons that are tasks, in order.
func Tasks(lessons []Lesson) []Task {
	var out []Task
	for _, l := range lessons {
		for i, s := range l.Steps {
			if s.Task() {
				out = append(out, Task{l, i})
			}
		}
	}
	return out
}

// Hint explains a wrong try: an illegal one (Illegal set) or a legal one
// that misses the task. Its text is the step's "hint<n>", n counting the
// step's hints from 1.
type Hint struct {
	Illegal bool
	When    func(t Try) bool
}

// Try is one action a person tries on a step's position, and, when the
// rules allow it, the position it leads to and the events on the way.
type Try struct {
	Before engine.State
	Action engine.Action
	Legal  bool
	After  engine.State
	Events []engine.Event
}

// All is the test a try passes when it passes every one of tests (a
// step's goal or claim made of several).
func All(tests ...func(Try) bool) func(Try) bool {
	return func(t Try) bool {
		for _, f := range tests {
			if !f(t) {
				return false
			}
		}
		return true
	}
}

// Has reports whether the try caused an event of kind k.
func (t Try) Has(k engine.EventKind) bool {
	for _, e := range t.Events {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// Verdict is what a try comes to.
type Verdict int

// The verdicts: refused by the rules, legal but not the task, a step on
// the way, the task done.
const (
	Refused Verdict = iota
	Wrong
	Along
	Done
)

// Reply is the verdict on a try and which of the step's texts says why
// (Lesson.StepKey); Part is empty for a step on the way and for a refusal
// no hint explains (the controller's refusal says why).
type Reply struct {
	Verdict Verdict
	Part    string
}

// Passes reports whether the try may be played: it does the task or is a
// step on the way.
func (r Reply) Passes() bool { return r.Verdict == Done || r.Verdict == Along }

// Judge judges action a tried on before, which the rules allow when legal
// says so (the controller's word; the engine has the last one).
func (s Step) Judge(before engine.State, a engine.Action, legal bool) Reply {
	t := s.try(before, a, legal)
	if t.Legal && s.Goal(t) {
		return Reply{Done, "done"}
	}
	if t.Legal && s.Along != nil && s.Along(t) {
		return Reply{Verdict: Along}
	}
	v := Refused
	if t.Legal {
		v = Wrong
	}
	for i, h := range s.Hints {
		if h.Illegal != t.Legal && h.When(t) {
			return Reply{v, fmt.Sprintf("hint%d", i+1)}
		}
	}
	if t.Legal {
		return Reply{Wrong, "wrong"}
	}
	return Reply{Verdict: Refused}
}

// try applies a to before when it is legal (a roll with the step's value).
func (s Step) try(before engine.State, a engine.Action, legal bool) Try {
	t := Try{Before: before, Action: a}
	if !legal {
		return t
	}
	played := a
	if ch, ok := before.(engine.Chance); ok && ch.Outcomes(a) > 0 {
		var err error
		if played, err = ch.WithOutcome(a, s.Roll); err != nil {
			return t
		}
	}
	after, events, err := before.Apply(played)
	if err != nil {
		return t
	}
	t.Legal, t.After, t.Events = true, after, events
	return t
}

// ValidID reports whether id may name a lesson in the saves: lower-case
// letters, digits and dashes, 1 to 32 of them.
func ValidID(id string) bool {
	if id == "" || len(id) > 32 {
		return false
	}
	for _, r := range id {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}
