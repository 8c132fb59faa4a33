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

// out: the try brings a piece out of the base.
func out(t learn.Try) bool {
	i, ok := moved(t)
	return ok && progress(t.Before, i) == race.Base
}

// inBase counts side's pieces in the base in position st.
func inBase(st engine.State, side engine.Seat) int {
	n := 0
	for _, at := range st.(race.Position).PiecesOf(side) {
		if at == race.Base {
			n++
		}
	}
	return n
}

// whole: the try's piece went the whole roll, no more and no less.
func whole(t learn.Try) bool {
	i, _ := moved(t)
	from := progress(t.Before, i)
	if from == race.Base {
		return reach(t) == 0
	}
	return reach(t) == from+t.Before.(race.Position).Die()
}

func captured(t learn.Try) bool { return t.Has(engine.Captured) }

// passed: the turn went to the other side.
func passed(t learn.Try) bool { return t.After.ToMove() != t.Before.ToMove() }

// The lessons' positions put Red's pieces in Red's frame and Yellow's in
// Yellow's: a yellow piece at p stands on Red's square (p+26) mod 52.
func raceLessons(aviation bool) []learn.Lesson {
	anyMove := func(t learn.Try) bool { _, ok := moved(t); return ok }
	ls := []learn.Lesson{
		{
			ID: "base",
			Steps: []learn.Step{{
				// A six: out onto the start square (safe), or 20 to 26,
				// Yellow's start (safe); 3 to 9 is open.
				Pos:    "b,b,3,20/b,b,b,b r 6 1",
				Goal:   func(t learn.Try) bool { return race.Safe(reach(t)) },
				Missed: func(t learn.Try) bool { return !race.Safe(reach(t)) },
			}, {
				// A five: 3 to the star on 8 is safe, 20 to 25 is not,
				// and nothing comes out.
				Pos:   "b,b,3,20/b,b,b,b r 5 0",
				Goal:  func(t learn.Try) bool { return race.Safe(reach(t)) },
				Hints: []learn.Hint{{Illegal: true, When: out}},
			}},
		},
		{
			// The guide's own position: two at home, a six finishes one
			// piece or lands the other in reach of Yellow.
			ID: "six-either",
			Steps: []learn.Step{{
				Pos:   "b,b,30,50/7,b,b,b r 6 1",
				Goal:  func(t learn.Try) bool { return reach(t) == race.Finish },
				Claim: func(t learn.Try) bool { return t.Has(engine.ExtraRoll) },
				Hints: []learn.Hint{{When: out}},
			}},
		},
		{
			ID: "one-piece",
			Steps: []learn.Step{{
				Pos:    "b,b,17,20/48,b,b,b r 5 0",
				Goal:   captured,
				Claim:  whole,
				Missed: whole,
			}},
		},
		{
			ID: "share",
			Steps: []learn.Step{{
				Pos:  "b,b,17,21/b,b,b,b r 4 0",
				Goal: func(t learn.Try) bool { return reach(t) == 21 },
				Claim: func(t learn.Try) bool {
					p := t.After.(race.Position)
					return p.Progress(engine.First, 2) == 21 && p.Progress(engine.First, 3) == 21 && !captured(t)
				},
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
				Goal:   captured,
				Claim:  func(t learn.Try) bool { return t.Has(engine.ExtraRoll) },
				Missed: func(t learn.Try) bool { return !captured(t) },
			}, {
				// Two yellow pieces on 15, one on 24.
				Pos:   "b,b,11,20/41,41,50,b r 4 0",
				Goal:  func(t learn.Try) bool { return inBase(t.After, engine.Second) == 3 },
				Claim: func(t learn.Try) bool { return inBase(t.Before, engine.Second) == 1 },
				Hints: []learn.Hint{{When: captured}},
			}},
		},
		{
			ID: "safe",
			Steps: []learn.Step{{
				Pos:    "4,14,b,b/34,44,b,b r 4 0",
				Goal:   captured,
				Missed: func(t learn.Try) bool { return !captured(t) },
			}},
		},
		{
			ID: "extra",
			Steps: []learn.Step{{
				Pos:    "53,20,b,b/b,b,b,b r 3 0",
				Goal:   func(t learn.Try) bool { return t.Has(engine.ExtraRoll) },
				Missed: passed,
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
				// The second six of the turn: 30 to 36 takes the yellow
				// piece there.
				Pos:   "b,b,20,30/10,b,b,b r 6 2",
				Goal:  captured,
				Claim: func(t learn.Try) bool { return t.Has(engine.ExtraRoll) && !passed(t) },
			}, {
				Pos:   "b,b,20,36/b,b,b,b r roll 2",
				Roll:  6,
				Shows: true,
				Goal:  func(t learn.Try) bool { return t.Action == race.Roll },
				Claim: func(t learn.Try) bool {
					return t.Has(engine.SixesVoided) && passed(t) && t.After.(race.Position).Progress(engine.First, 3) == 36 && inBase(t.After, engine.Second) == 4
				},
				Hints: []learn.Hint{{Illegal: true, When: anyMove}},
			}},
		},
		{
			ID: "no-move",
			Steps: []learn.Step{{
				// A three: the 54 would overshoot, the base wants a six.
				Pos:   "b,b,b,54/b,b,b,b r roll 0",
				Roll:  3,
				Shows: true,
				Goal:  func(t learn.Try) bool { return t.Action == race.Roll },
				Claim: passed,
				Hints: []learn.Hint{{Illegal: true, When: anyMove}},
			}, {
				// Yellow's one piece out stands on 23: take it, and Yellow
				// has no move but on a six.
				Pos:   "b,b,10,19/49,b,b,b r 4 0",
				Goal:  func(t learn.Try) bool { return inBase(t.After, engine.Second) == race.Pieces },
				Claim: captured,
			}},
		},
		{
			ID: "win",
			Steps: []learn.Step{{
				// Three yellow pieces are home; the fourth stands on 23.
				Pos:   "b,b,14,19/56,56,56,49 r 4 0",
				Goal:  captured,
				Claim: func(t learn.Try) bool { return !t.After.Outcome().Finished() && inBase(t.After, engine.Second) == 1 },
			}},
		},
	}
	if aviation {
		ls = append(ls, learn.Lesson{
			ID: "no-jumps",
			Steps: []learn.Step{{
				Pos:   "10,31,b,b/b,b,b,b r 2 0",
				Goal:  func(t learn.Try) bool { return reach(t)%race.Colours == 0 },
				Claim: whole,
			}},
		})
	}
	return ls
}

// wordsOf says an action of game as the player reads it: the roll and
// what it showed, a piece (numbered from 1) entering, or a piece moving on
// by the die.
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
	for n := 1; n <= 6; n++ {
		if a == race.RollOf(n) {
			return tr("move.rolled", n)
		}
	}
	i, ok := moved(learn.Try{Action: a})
	if !ok {
		return s.FormatAction(a)
	}
	if p.Progress(p.ToMove(), i) != race.Base {
		return tr("move."+game+".on", i+1, p.Die())
	}
	return tr("move."+game+".out", i+1)
}
