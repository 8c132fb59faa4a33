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

var ludoPuzzles = puzzle.Number(race.LudoRules.Name, []puzzle.Puzzle{
	{
		Kind: puzzle.Rules, Position: "56,56,53,13/56,54,41,56 r 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.4},
	},
	{
		Kind: puzzle.Rules, Position: "54,46,b,20/56,56,56,22 r 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Rules, Position: "13,0,b,b/56,56,56,32 r 6 2", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Position: "b,4,35,5/39,8,0,0 r 4 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
	},
	{
		Kind: puzzle.Rules, Position: "47,1,10,b/5,0,40,37 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Compare, Position: "56,37,11,0/53,b,39,43 y 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
	},
	{
		Kind: puzzle.Compare, Position: "b,27,15,8/56,55,b,4 r 3 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,0,b/b,54,53,10 r 6 2", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,b,35/56,56,34,26 r 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
	},
	{
		Kind: puzzle.Review, Position: "13,b,25,55/56,4,56,39 r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Review, Position: "b,44,27,23/56,56,20,0 r 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Rules, Position: "b,27,5,8/56,55,36,0 r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
	},
	{
		Kind: puzzle.Review, Position: "25,48,b,10/56,39,16,2 r 4 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Review, Position: "6,22,b,39/56,55,23,16 r 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.11},
	},
	{
		Kind: puzzle.Compare, Position: "b,44,27,22/56,56,11,b y 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,11,30/20,55,b,40 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,11,26/19,55,b,40 r 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,53,49/56,11,43,56 r 3 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Margin: 0.04},
	},
	{
		Kind: puzzle.Rules, Position: "56,52,18,0/56,49,0,56 y 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,8,54/56,53,33,56 y 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Position: "55,10,0,0/32,26,26,31 y 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,0,38/56,56,35,26 y 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Compare, Position: "44,0,b,b/39,13,b,b y 5 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Compare, Position: "30,53,0,56/56,56,56,18 r 6 1", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.11},
	},
	{
		Kind: puzzle.Compare, Position: "b,b,b,26/56,b,24,4 y 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
	},
	{
		Kind: puzzle.Review, Position: "b,5,38,24/10,0,b,b r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Review, Position: "56,56,26,30/41,0,22,53 y 4 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Compare, Position: "13,13,15,b/39,56,33,6 y 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Rules, Position: "56,7,34,4/56,56,43,9 r 6 2", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Rules, Position: "26,16,0,b/26,3,0,0 y 5 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Compare, Position: "34,3,0,b/b,15,31,b r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Compare, Position: "56,55,30,36/42,26,b,7 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
	},
	{
		Kind: puzzle.Rules, Position: "56,55,28,32/40,24,b,3 r 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
	},
})

var aviationPuzzles = puzzle.Number(race.AviationRules.Name, []puzzle.Puzzle{
	{
		Kind: puzzle.Rules, Position: "56,55,10,b/37,b,49,4 r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
	},
	{
		Kind: puzzle.Compare, Position: "0,52,56,b/56,56,56,27 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Rules, Position: "15,0,56,56/b,27,28,b r 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Position: "9,b,56,56/b,27,28,b r 6 1", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Compare, Position: "b,32,16,56/56,56,4,0 y 5 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
	},
	{
		Kind: puzzle.Rules, Position: "b,37,17,56/56,56,4,6 y 5 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Review, Position: "0,5,22,56/56,56,8,28 r 3 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
	},
	{
		Kind: puzzle.Review, Position: "0,5,25,56/56,56,13,28 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,25,44/51,13,0,0 r 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.18},
	},
	{
		Kind: puzzle.Compare, Position: "56,55,25,b/b,0,56,12 y 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,26,30/28,16,56,b y 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,49,0/40,28,56,4 y 6 1", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Position: "56,52,28,10/56,56,43,0 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
	},
	{
		Kind: puzzle.Compare, Position: "56,50,15,b/56,55,30,0 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
	},
	{
		Kind: puzzle.Compare, Position: "0,29,56,b/56,56,27,26 y 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
	},
	{
		Kind: puzzle.Rules, Position: "0,31,56,b/56,56,32,26 y 2 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
	},
	{
		Kind: puzzle.Review, Position: "21,56,56,0/56,56,56,31 r 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Margin: 0.09},
	},
	{
		Kind: puzzle.Rules, Position: "17,8,56,0/56,33,28,b r 4 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Rules, Position: "33,b,b,b/8,17,6,5 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Position: "7,0,56,0/56,26,26,28 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
	},
	{
		Kind: puzzle.Compare, Position: "27,1,0,b/7,0,b,b y 5 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,40,5/15,56,56,35 r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.17},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,11,43/10,b,56,39 y 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,19,13/56,39,21,0 y 6 1", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
	},
	{
		Kind: puzzle.Compare, Position: "38,53,0,56/56,56,56,22 r 6 1", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 2, Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Position: "56,54,31,26/56,40,b,41 y 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
	},
	{
		Kind: puzzle.Rules, Position: "55,28,b,1/56,56,45,0 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
	},
	{
		Kind: puzzle.Rules, Position: "47,27,b,b/54,0,b,b y 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Compare, Position: "55,2,0,0/26,26,26,22 r 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
	},
	{
		Kind: puzzle.Review, Position: "56,33,0,0/b,19,56,26 y 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.05},
	},
	{
		Kind: puzzle.Review, Position: "16,b,13,b/56,56,39,19 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
	},
	{
		Kind: puzzle.Review, Position: "9,22,b,43/56,55,27,21 r 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.05},
	},
})
