// Package learn is what a lesson is: a title and a few steps, each step a
// position in the game's notation, a sentence or two of teaching, a task
// and what to say when the task is done or a try goes wrong. Each game's
// lessons live with its content (games/<game>) and reach the app through
// the game's registry entry. Whether a try meets the task is asked of the engine (Apply and
// Legal, through Step.Judge); no rule is written here again. The lessons'
// screen (scenes/lesson.go) builds the game's own board from a step's
// position and sends every try through Judge before it is played.
//
// The package is pure: no Ebitengine, no clock, no randomness.
package learn

import "github.com/plyyard/plyyard/engine"

// Text is a text in English and Russian.
type Text struct{ En, Ru string }

// In is the text in language lang ("ru" or "en").
func (t Text) In(lang string) string {
	if lang == "ru" {
		return t.Ru
	}
	return t.En
}

// Empty reports whether the text says nothing.
func (t Text) Empty() bool { return t.En == "" && t.Ru == "" }

// Lesson teaches one rule or a few that belong together.
type Lesson struct {
	// ID names the lesson in the saves: lower-case letters, digits and
	// dashes, unique within its game.
	ID    string
	Title Text
	Steps []Step
}

// Step is one position and one task.
type Step struct {
	// Pos is the position in the game's notation; the person plays the
	// side to move.
	Pos   string
	Teach Text // the rule, in a sentence or two
	Task  Text // what to do now
	// Goal says whether a legal try does the task.
	Goal func(t Try) bool
	// Along, when set, lets a legal try through that is a step on the way
	// (a tile drawn before the one that fits): it is played, and the task
	// goes on.
	Along func(t Try) bool
	// Done is the line shown once the task is done: why it worked.
	Done Text
	// Hints explain the wrong tries they match, the first that matches;
	// Wrong explains any other legal try that misses the task. An illegal
	// try no hint matches is explained by the controller's own refusal.
	Hints []Hint
	Wrong Text
	// Claim, when set, is what the texts say of every try that does the
	// task, and Missed of every legal try that does not (the 60th quiet
	// move draws): the tests check that the engine agrees.
	Claim, Missed func(t Try) bool
	// Roll is the die's value when the person rolls (race games in the
	// roll phase).
	Roll int
}

// Hint explains a wrong try: an illegal one (Illegal set) or a legal one
// that misses the task.
type Hint struct {
	Illegal bool
	When    func(t Try) bool
	Say     Text
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

// Reply is the verdict on a try and what to say about it; Say is empty
// for a refusal no hint explains (the controller's refusal says why).
type Reply struct {
	Verdict Verdict
	Say     Text
}

// Passes reports whether the try may be played: it does the task or is a
// step on the way.
func (r Reply) Passes() bool { return r.Verdict == Done || r.Verdict == Along }

// Judge judges action a tried on before, which the rules allow when legal
// says so (the controller's word; the engine has the last one).
func (s Step) Judge(before engine.State, a engine.Action, legal bool) Reply {
	t := s.try(before, a, legal)
	if t.Legal && s.Goal(t) {
		return Reply{Done, s.Done}
	}
	if t.Legal && s.Along != nil && s.Along(t) {
		return Reply{Verdict: Along}
	}
	v := Refused
	if t.Legal {
		v = Wrong
	}
	for _, h := range s.Hints {
		if h.Illegal != t.Legal && h.When(t) {
			return Reply{v, h.Say}
		}
	}
	if t.Legal {
		return Reply{Wrong, s.Wrong}
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
