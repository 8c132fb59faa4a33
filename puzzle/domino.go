package puzzle

import "github.com/plyyard/plyyard/games"

func init() { sets[games.Domino.Name] = dominoSet }

var dominoSet = []Puzzle{}
