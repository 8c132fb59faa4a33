package race

import (
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/puzzle"
)

// The Ludo and Aviation Ludo puzzles: a position in which the side to move
// has rolled (the roll is part of the notation) and must choose a piece.
// Found by the generator in race_gen_test.go in games between the bots;
// every text was written from the position, checked against what each move
// does (captures, safe squares, which rolls hit which piece afterwards).

// The race puzzles' themes, the choices the guides teach: which piece to
// bring out with a six, which to run with, bringing a piece home with the
// exact number, keeping a piece out of reach, and taking an enemy piece.
const (
	entering  puzzle.Theme = "entering"
	racing    puzzle.Theme = "racing"
	finishing puzzle.Theme = "finishing"
	safety    puzzle.Theme = "safety"
	capturing puzzle.Theme = "capturing"
)

// raceThemes are the themes in the order the docs list them.
var raceThemes = []puzzle.Theme{entering, racing, finishing, safety, capturing}

var ludoPuzzles = puzzle.Number(race.LudoRules.Name, []puzzle.Puzzle{
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "56,56,53,13/56,54,41,56 r 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.4},
	},
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "54,46,b,20/56,56,56,22 r 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "49,56,53,56/56,56,24,56 r 1 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.24},
	},
	{
		Kind: puzzle.Rules, Theme: finishing, Position: "56,48,55,56/17,56,56,56 r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Margin: 0.19},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "49,55,56,56/54,56,24,56 r 1 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.06},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "56,37,11,0/53,b,39,43 y 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "28,54,56,56/56,56,4,56 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.15},
	},
	{
		Kind: puzzle.Rules, Theme: finishing, Position: "56,56,46,54/56,56,55,54 r 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.15},
	},
	{
		Kind: puzzle.Rules, Theme: entering, Position: "56,56,b,35/56,56,34,26 r 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.05},
	},
	{
		Kind: puzzle.Review, Theme: capturing, Position: "13,b,25,55/56,4,56,39 r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.19},
	},
	{
		Kind: puzzle.Review, Theme: capturing, Position: "b,44,27,23/56,56,20,0 r 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.19},
	},
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "b,27,5,8/56,55,36,0 r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
	},
	{
		Kind: puzzle.Review, Theme: safety, Position: "25,48,b,10/56,39,16,2 r 4 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Review, Theme: capturing, Position: "6,22,b,39/56,55,23,16 r 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Compare, Theme: finishing, Position: "56,50,51,56/53,22,56,56 r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Margin: 0.14},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "56,17,56,56/48,51,56,56 y 4 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.14},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "56,56,11,26/19,55,b,40 r 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
	},
	{
		Kind: puzzle.Rules, Theme: finishing, Position: "56,56,53,49/56,11,43,56 r 3 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Margin: 0.04},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "56,52,18,0/56,49,0,56 y 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "56,56,8,54/56,53,33,56 y 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "55,10,0,0/32,26,26,31 y 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
	},
	{
		Kind: puzzle.Compare, Theme: finishing, Position: "24,56,51,54/56,51,56,46 y 5 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.13},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "44,0,b,b/39,13,b,b y 5 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
	},
	{
		Kind: puzzle.Compare, Theme: racing, Position: "30,53,0,56/56,56,56,18 r 6 1", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Theme: finishing, Position: "56,56,52,53/56,56,45,53 y 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.13},
	},
	{
		Kind: puzzle.Review, Theme: safety, Position: "b,5,38,24/10,0,b,b r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
	},
	{
		Kind: puzzle.Review, Theme: capturing, Position: "56,56,26,30/41,0,22,53 y 4 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "13,13,15,b/39,56,33,6 y 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "56,7,34,4/56,56,43,9 r 6 2", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.05},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "44,54,56,56/20,56,56,56 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.12},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "34,3,0,b/b,15,31,b r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "56,55,30,36/42,26,b,7 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.13},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "56,55,28,32/40,24,b,3 r 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "15,56,56,56/45,53,56,56 y 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.12},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "1,56,56,56/31,52,56,56 y 3 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.11},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "54,56,50,56/19,56,56,56 r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Margin: 0.11},
	},
	{
		Kind: puzzle.Rules, Theme: finishing, Position: "56,56,56,19/40,55,56,56 y 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.11},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "37,53,56,56/7,56,56,56 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Theme: finishing, Position: "52,56,21,56/56,54,56,48 r 4 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Theme: finishing, Position: "56,16,56,56/56,56,48,52 y 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.1},
	},
	// The guide's worked position and its three exercises (kind guide),
	// set up by hand from the guide's words and proved like the rest.
	{
		Kind: puzzle.Guide, Theme: entering, Position: "b,56,50,14/43,44,b,56 r 6 1", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Guide, Theme: capturing, Position: "b,14,56,56/46,56,56,56 r 6 1", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.3},
	},
	{
		Kind: puzzle.Guide, Theme: safety, Position: "36,44,56,56/12,56,56,56 r 4 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.14},
	},
	{
		Kind: puzzle.Guide, Theme: capturing, Position: "b,50,16,56/48,56,56,56 r 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.25},
	},
})

var aviationPuzzles = puzzle.Number(race.AviationRules.Name, []puzzle.Puzzle{
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "56,55,10,b/37,b,49,4 r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
	},
	{
		Kind: puzzle.Compare, Theme: entering, Position: "0,52,56,b/56,56,56,27 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "56,56,56,48/55,21,56,56 y 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.54},
	},
	{
		Kind: puzzle.Compare, Theme: entering, Position: "9,b,56,56/b,27,28,b r 6 1", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Compare, Theme: finishing, Position: "56,56,56,22/56,56,55,49 y 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Margin: 0.2},
	},
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "b,37,17,56/56,56,4,6 y 5 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "11,56,56,56/36,55,56,56 y 1 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.16},
	},
	{
		Kind: puzzle.Review, Theme: capturing, Position: "0,5,25,56/56,56,13,28 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "56,56,25,44/51,13,0,0 r 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.13},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "56,55,25,b/b,0,56,12 y 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Theme: entering, Position: "56,56,26,30/28,16,56,b y 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "31,56,54,56/56,56,6,56 r 1 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.15},
	},
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "56,52,28,10/56,56,43,0 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Compare, Theme: finishing, Position: "56,24,52,56/56,56,46,55 y 1 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.15},
	},
	{
		Kind: puzzle.Rules, Theme: finishing, Position: "56,55,43,56/13,56,56,56 r 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.14},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "0,31,56,b/56,56,32,26 y 2 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.13},
	},
	{
		Kind: puzzle.Review, Theme: racing, Position: "21,56,56,0/56,56,56,31 r 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.09},
	},
	{
		Kind: puzzle.Compare, Theme: finishing, Position: "56,56,54,46/24,56,53,56 r 2 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Margin: 0.14},
	},
	{
		Kind: puzzle.Rules, Theme: finishing, Position: "56,56,19,56/56,56,50,55 y 1 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.13},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "38,52,56,56/16,56,56,56 r 4 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.13},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "27,1,0,b/7,0,b,b y 5 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "56,56,40,5/15,56,56,35 r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.17},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "56,56,11,43/10,b,56,39 y 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Theme: capturing, Position: "56,56,19,13/56,39,21,0 y 6 1", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Compare, Theme: racing, Position: "38,53,0,56/56,56,56,22 r 6 1", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 2, Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Theme: entering, Position: "56,54,31,26/56,40,b,41 y 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "55,28,b,1/56,56,45,0 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "44,52,56,56/14,56,56,56 r 3 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.13},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "56,49,56,51/20,56,56,56 r 3 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.12},
	},
	{
		Kind: puzzle.Review, Theme: safety, Position: "56,33,0,0/b,19,56,26 y 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.04},
	},
	{
		Kind: puzzle.Review, Theme: safety, Position: "16,b,13,b/56,56,39,19 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
	},
	{
		Kind: puzzle.Review, Theme: finishing, Position: "42,56,55,56/56,56,56,55 r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Margin: 0.1},
	},
	{
		Kind: puzzle.Rules, Theme: capturing, Position: "1,56,56,56/54,26,56,56 y 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.11},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "21,56,56,56/56,50,54,56 y 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.11},
	},
	{
		Kind: puzzle.Rules, Theme: finishing, Position: "56,56,54,54/56,56,47,51 y 5 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Theme: safety, Position: "56,56,51,50/56,56,56,18 r 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Theme: finishing, Position: "56,50,52,56/56,56,20,51 r 4 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Margin: 0.1},
	},
	{
		Kind: puzzle.Rules, Theme: finishing, Position: "56,56,43,53/56,56,54,55 r 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.1},
	},
	{
		Kind: puzzle.Rules, Theme: safety, Position: "33,53,56,56/4,56,56,56 r 1 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.09},
	},
	{
		Kind: puzzle.Compare, Theme: finishing, Position: "56,56,53,55/56,56,40,52 y 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.07},
	},
	// The guide's worked position and its three exercises (kind guide).
	{
		Kind: puzzle.Guide, Theme: capturing, Position: "9,13,b,b/42,b,b,b r 3 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.03},
	},
	{
		Kind: puzzle.Guide, Theme: finishing, Position: "54,30,56,56/50,53,52,56 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Margin: 0.04},
	},
	{
		Kind: puzzle.Guide, Theme: safety, Position: "17,28,b,b/44,45,b,b r 5 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Guide, Theme: capturing, Position: "b,46,8,56/40,17,56,56 r 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
})
