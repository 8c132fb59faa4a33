package puzzle

import "fmt"

// Number fills in each puzzle's game and its id, "<game>-01" onwards in
// the order written, so that a set is written without repeating either.
func Number(game string, ps []Puzzle) []Puzzle {
	for i := range ps {
		ps[i].Game = game
		ps[i].ID = fmt.Sprintf("%s-%02d", game, i+1)
	}
	return ps
}
