package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

// entry is a game as the tool knows it: the engine's description, and the
// game's own fast perft and random playout where it has them (the generic
// versions below give the same answers, only slower).
type entry struct {
	game    engine.Game
	perft   func(s engine.State, depth int) uint64
	playout func(s engine.State, r engine.Rand) (engine.Outcome, int)
}

var games = []entry{
	raceEntry(race.Ludo),
	raceEntry(race.Aviation),
	{
		game:  jungle.Game,
		perft: func(s engine.State, d int) uint64 { return jungle.Perft(s.(jungle.Position), d) },
		playout: func(s engine.State, r engine.Rand) (engine.Outcome, int) {
			return jungle.RandomPlayout(s.(jungle.Position), r)
		},
	},
	{
		game:  domino.Game,
		perft: func(s engine.State, d int) uint64 { return domino.Perft(s.(domino.Position), d) },
		playout: func(s engine.State, r engine.Rand) (engine.Outcome, int) {
			return domino.RandomPlayout(s.(domino.Position), r)
		},
	},
}

func raceEntry(v race.Variant) entry {
	return entry{
		game:  v.Game(),
		perft: func(s engine.State, d int) uint64 { return race.Perft(s.(race.Position), d) },
		playout: func(s engine.State, r engine.Rand) (engine.Outcome, int) {
			return race.RandomPlayout(s.(race.Position), r)
		},
	}
}

func gameNames() []string {
	var names []string
	for _, e := range games {
		names = append(names, e.game.Name)
	}
	return names
}

func findGame(name string) (entry, error) {
	for _, e := range games {
		if e.game.Name == name {
			return e, nil
		}
	}
	return entry{}, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(gameNames(), ", "))
}

// genericPerft counts the states reached after exactly depth actions through
// the public contract, branching on every outcome of a chance action.
func genericPerft(s engine.State, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	chance, _ := s.(engine.Chance)
	for _, a := range s.Legal() {
		outcomes := 0
		if chance != nil {
			outcomes = chance.Outcomes(a)
		}
		if outcomes == 0 {
			next, _, err := s.Apply(a)
			if err != nil {
				panic(fmt.Sprintf("%s: legal action %s refused: %v", s, s.FormatAction(a), err))
			}
			n += genericPerft(next, depth-1)
			continue
		}
		for o := 1; o <= outcomes; o++ {
			full, err := chance.WithOutcome(a, o)
			if err != nil {
				panic(err)
			}
			next, _, err := s.Apply(full)
			if err != nil {
				panic(fmt.Sprintf("%s: legal action %s refused: %v", s, s.FormatAction(full), err))
			}
			n += genericPerft(next, depth-1)
		}
	}
	return n
}

// complete gives a chance action its outcome drawn from r, and returns any
// other action as it is.
func complete(s engine.State, a engine.Action, r engine.Rand) engine.Action {
	if c, ok := s.(engine.Chance); ok {
		if k := c.Outcomes(a); k > 0 {
			full, err := c.WithOutcome(a, 1+r.IntN(k))
			if err != nil {
				panic(err)
			}
			return full
		}
	}
	return a
}

// genericPlayout plays uniformly random legal actions to the end.
func genericPlayout(s engine.State, r engine.Rand) (engine.Outcome, int) {
	n := 0
	for {
		legal := s.Legal()
		if len(legal) == 0 {
			return s.Outcome(), n
		}
		a := complete(s, legal[r.IntN(len(legal))], r)
		next, _, err := s.Apply(a)
		if err != nil {
			panic(fmt.Sprintf("%s: legal action %s refused: %v", s, s.FormatAction(a), err))
		}
		s = next
		n++
	}
}

func (e entry) runPerft(s engine.State, depth int) uint64 {
	if e.perft != nil {
		return e.perft(s, depth)
	}
	return genericPerft(s, depth)
}

func (e entry) runPlayout(s engine.State, r engine.Rand) (engine.Outcome, int) {
	if e.playout != nil {
		return e.playout(s, r)
	}
	return genericPlayout(s, r)
}

// legalText returns the legal actions in notation, sorted.
func legalText(s engine.State) []string {
	var out []string
	for _, a := range s.Legal() {
		out = append(out, s.FormatAction(a))
	}
	slices.Sort(out)
	return out
}
