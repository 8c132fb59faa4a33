package games

import "github.com/plyyard/plyyard/engine"

// ContractPerft counts the states depth actions ahead through the engine
// contract alone (a chance action counts each of its outcomes): the Perft
// of a game whose engine has no fast path of its own.
func ContractPerft(s engine.State, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if s.Outcome().Finished() {
		return 0
	}
	var n uint64
	for _, a := range s.Legal() {
		for _, full := range outcomesOf(s, a) {
			next, _, err := s.Apply(full)
			if err == nil {
				n += ContractPerft(next, depth-1)
			}
		}
	}
	return n
}

// ContractPlayout plays s out with uniformly random actions (and chance
// outcomes) through the contract, and returns the outcome and how many
// actions it took: the Playout of a game without a fast path.
func ContractPlayout(s engine.State, r engine.Rand) (engine.Outcome, int) {
	n := 0
	for !s.Outcome().Finished() {
		legal := s.Legal()
		if len(legal) == 0 {
			break
		}
		a := legal[r.IntN(len(legal))]
		if ch, ok := s.(engine.Chance); ok && ch.Outcomes(a) > 0 {
			full, err := ch.WithOutcome(a, 1+r.IntN(ch.Outcomes(a)))
			if err != nil {
				break
			}
			a = full
		}
		next, _, err := s.Apply(a)
		if err != nil {
			break
		}
		s = next
		n++
	}
	return s.Outcome(), n
}

// outcomesOf is a as it may be applied: itself, or for a chance action
// each of its outcomes.
func outcomesOf(s engine.State, a engine.Action) []engine.Action {
	ch, ok := s.(engine.Chance)
	if !ok || ch.Outcomes(a) == 0 {
		return []engine.Action{a}
	}
	out := make([]engine.Action, 0, ch.Outcomes(a))
	for k := 1; k <= ch.Outcomes(a); k++ {
		if full, err := ch.WithOutcome(a, k); err == nil {
			out = append(out, full)
		}
	}
	return out
}
