package race

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/learn"
)

// Ludo's and Aviation Ludo's lessons: one set of rules, taught on either
// board in its own words (pieces and a base, or planes and a hangar: the
// catalogue's texts, section "race", fill in the board's nouns), and
// Aviation Ludo's own lesson: no colour jumps, no flights. Red is to move
// in each, the die already cast (or, in the roll phase, the step's Roll
// comes up).

// piece: the try moves piece i; progress is where a try's piece stands
// before and after it.
func piece(i int) func(learn.Try) bool {
	return func(t learn.Try) bool { return t.Action == race.Move(i) }
}

func moved(t learn.Try) (i int, ok bool) {
	for i := 0; i < race.Pieces; i++ {
		if t.Action == race.Move(i) {
			return i, true
		}
	}
	return 0, false
}

func progress(st engine.State, i int) int {
	p := st.(race.Position)
	return p.Progress(p.ToMove(), i)
}

// reach is where the try's piece ends: its progress after the move.
func reach(t learn.Try) int {
	i, _ := moved(t)
	return t.After.(race.Position).Progress(t.Before.ToMove(), i)
}

func raceLessons(aviation bool) []learn.Lesson {
	ls := []learn.Lesson{
		{
			ID: "base",
			Steps: []learn.Step{{
				Pos:  "b,b,b,10/20,b,b,b r 6 1",
				Goal: func(t learn.Try) bool { i, _ := moved(t); return progress(t.Before, i) == race.Base },
			}, {
				Pos:   "b,b,b,10/20,b,b,b r 4 0",
				Goal:  piece(3),
				Hints: []learn.Hint{{Illegal: true, When: func(t learn.Try) bool { _, ok := moved(t); return ok && !piece(3)(t) }}},
			}},
		},
		{
			ID: "home",
			Steps: []learn.Step{{
				Pos:  "b,b,20,48/b,b,b,b r 5 0",
				Goal: func(t learn.Try) bool { return reach(t) >= race.HomeEntry },
			}},
		},
		{
			ID: "capture",
			Steps: []learn.Step{{
				Pos:    "10,30,b,b/40,b,b,b r 4 0",
				Goal:   func(t learn.Try) bool { return t.Has(engine.Captured) },
				Claim:  func(t learn.Try) bool { return t.Has(engine.ExtraRoll) },
				Missed: func(t learn.Try) bool { return !t.Has(engine.Captured) },
			}},
		},
		{
			ID: "safe",
			Steps: []learn.Step{{
				Pos:    "4,14,b,b/34,44,b,b r 4 0",
				Goal:   func(t learn.Try) bool { return t.Has(engine.Captured) },
				Missed: func(t learn.Try) bool { return !t.Has(engine.Captured) },
			}},
		},
		{
			ID: "extra",
			Steps: []learn.Step{{
				Pos:    "53,20,b,b/b,b,b,b r 3 0",
				Goal:   func(t learn.Try) bool { return t.Has(engine.ExtraRoll) },
				Missed: func(t learn.Try) bool { return t.After.ToMove() != t.Before.ToMove() },
			}},
		},
		{
			ID: "exact",
			Steps: []learn.Step{{
				Pos:   "52,54,10,b/b,b,b,b r 4 0",
				Goal:  func(t learn.Try) bool { return reach(t) == race.Finish },
				Hints: []learn.Hint{{Illegal: true, When: piece(1)}},
			}},
		},
		{
			ID: "sixes",
			Steps: []learn.Step{{
				Pos:   "b,b,20,30/b,b,b,b r roll 2",
				Roll:  6,
				Goal:  func(t learn.Try) bool { return t.Action == race.Roll },
				Claim: func(t learn.Try) bool { return t.Has(engine.SixesVoided) && t.After.ToMove() != t.Before.ToMove() },
				Hints: []learn.Hint{{Illegal: true, When: func(t learn.Try) bool { _, ok := moved(t); return ok }}},
			}},
		},
	}
	if aviation {
		ls = append(ls, learn.Lesson{
			ID: "no-jumps",
			Steps: []learn.Step{{
				Pos:  "10,31,b,b/b,b,b,b r 2 0",
				Goal: func(t learn.Try) bool { return reach(t)%race.Colours == 0 },
				Claim: func(t learn.Try) bool {
					i, _ := moved(t)
					return reach(t) == progress(t.Before, i)+t.Before.(race.Position).Die()
				},
			}},
		})
	}
	return ls
}

// wordsOf says an action of game as the player reads it: the roll, a
// piece brought out, or a piece so many steps along moving on.
func wordsOf(game string) func(tr games.Tr, s engine.State, a engine.Action) string {
	return func(tr games.Tr, s engine.State, a engine.Action) string { return words(game, tr, s, a) }
}

func words(game string, tr games.Tr, s engine.State, a engine.Action) string {
	p, ok := s.(race.Position)
	if !ok {
		return s.FormatAction(a)
	}
	if a == race.Roll {
		return tr("move.roll")
	}
	i, ok := moved(learn.Try{Action: a})
	if !ok {
		return s.FormatAction(a)
	}
	if at := p.Progress(p.ToMove(), i); at != race.Base {
		return tr("move."+game+".on", at, p.Die())
	}
	return tr("move." + game + ".out")
}
