package games

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// Replay plays a game given in notation — the position it starts from and
// its actions — and returns every position on the way (the start first,
// one more after each action) and the actions read. A malformed position
// or action, or an illegal one, is an error naming the action.
func (g *Game) Replay(start string, actions []string) ([]engine.State, []engine.Action, error) {
	st, err := g.Rules.Parse(start)
	if err != nil {
		return nil, nil, fmt.Errorf("start: %w", err)
	}
	states := []engine.State{st}
	acts := make([]engine.Action, 0, len(actions))
	for i, s := range actions {
		a, err := st.ParseAction(s)
		if err != nil {
			return nil, nil, fmt.Errorf("action %d %q: %w", i+1, s, err)
		}
		next, _, err := st.Apply(a)
		if err != nil {
			return nil, nil, fmt.Errorf("action %d %q: %w", i+1, s, err)
		}
		st = next
		states = append(states, st)
		acts = append(acts, a)
	}
	return states, acts, nil
}
