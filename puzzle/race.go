package puzzle

import "github.com/plyyard/plyyard/games"

func init() {
	sets[games.Ludo.Name] = ludoSet
	sets[games.Aviation.Name] = aviationSet
}

var ludoSet = []Puzzle{}

var aviationSet = []Puzzle{}
