package main

import (
	"fmt"
	"slices"

	"github.com/plyyard/plyyard/engine"
)

// The games come from the registry (package games), with their engines'
// fast perft and random playout; the generic versions below, through the
// public contract only, check that the fast ones give the same answers.

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

// legalText returns the legal actions in notation, sorted.
func legalText(s engine.State) []string {
	var out []string
	for _, a := range s.Legal() {
		out = append(out, s.FormatAction(a))
	}
	slices.Sort(out)
	return out
}
