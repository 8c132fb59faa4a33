package jungle

import "github.com/plyyard/plyyard/puzzle"

// The Jungle puzzles. Each position was found by the generator in
// jungle_gen_test.go (bot games searched for a single winning move) or set
// up by hand to show a rule; each answer is proved by prove
// (prove.go) every time the tests run. Their texts are in the catalogue
// (lang/*_puzzletexts.go).

// jp builds a Jungle puzzle: the side to move wins within moves of its own
// moves, the answer's first move being the only way. theme is one of
// Themes.
func jp(id string, kind puzzle.Kind, theme puzzle.Theme, pos string, moves int, answer []string) puzzle.Puzzle {
	return puzzle.Puzzle{ID: id, Game: "jungle", Kind: kind, Theme: theme, Position: pos, Answer: answer, Proof: puzzle.Proof{Moves: moves}}
}

// Themes are the ideas the Jungle puzzles teach, by what the answer's
// first move does: walk at the den (den), step into or take in a trap
// (trap), take a piece at its full rank (trade), stop a den entry the
// opponent threatens next move (defence), win before the 60 quiet
// half-moves run out (race), or use the river — a rat in the water, a
// lion's or tiger's leap (river). Their labels are in the catalogue under
// puzzle.theme.jungle.<theme>.
var Themes = []puzzle.Theme{"den", "trap", "trade", "defence", "race", "river"}

var puzzles = []puzzle.Puzzle{
	jp("jungle-01", puzzle.Rules, "trade", "7/7/7/7/7/7/7/eL5/R6 r 0", 1, []string{"a1a2"}),
	jp("jungle-02", puzzle.Rules, "trade", "7/7/5Cr/6E/7/7/7/7/7 r 0", 1, []string{"f7g7"}),
	jp("jungle-03", puzzle.Rules, "defence", "7/7/7/7/7/7/7/2Rl3/1T5 r 0", 1, []string{"c2d2"}),
	jp("jungle-04", puzzle.Rules, "river", "7/7/7/L1Rd2T/7/7/7/7/7 r 0", 1, []string{"g6d6"}),
	jp("jungle-05", puzzle.Rules, "river", "7/7/7/7/rR5/D6/7/7/7 r 0", 1, []string{"a4a5"}),
	jp("jungle-06", puzzle.Rules, "race", "l3c1t/2Pd3/r6/6R/3D3/7/E6/1C3W1/T5L r 58", 2, []string{"c8d8", "a7a8", "d8d9"}),
	jp("jungle-07", puzzle.Rules, "den", "7/2pc3/4L2/3C3/7/w6/1E5/1T2W2/7 r 1", 3, []string{"e7e8", "d8d7", "e8e9", "d7d8", "e9d9"}),
	jp("jungle-08", puzzle.Rules, "trade", "6t/1w3c1/5e1/7/7/2rp3/2C3R/2l1P2/2T4 b 3", 2, []string{"c2c1", "g3g4", "c1d1"}),
	jp("jungle-09", puzzle.Rules, "trade", "2w3t/1lT1ce1/3D3/4R2/3P3/2rW3/2CE3/7/5L1 r 1", 2, []string{"c8c9", "c4c5", "c9d9"}),
	jp("jungle-10", puzzle.Rules, "trap", "2l2L1/w1pe3/2d1c2/r2P3/3W3/7/1E5/1C5/T6 r 0", 2, []string{"f9e9", "a6a7", "e9d9"}),
	jp("jungle-11", puzzle.Rules, "trap", "1l4t/2w1D2/rp5/4R2/7/7/E2P3/1C3W1/T5L r 7", 2, []string{"e8e9", "a7a8", "e9d9"}),
	jp("jungle-12", puzzle.Rules, "trade", "l1w1ct1/3r2d/3Re2/7/3P3/7/E6/1C3W1/T5L r 7", 2, []string{"d7d8", "e9e8", "d8d9"}),
	jp("jungle-13", puzzle.Compare, "trade", "1l5/1E2ct1/4d2/3PR1e/1r5/7/2CW3/7/T5L r 1", 3, []string{"b8b9", "b5b6", "b9c9", "b6b7", "c9d9"}),
	jp("jungle-14", puzzle.Compare, "den", "1lw4/3p1Le/7/3PR2/7/3W3/1E1C3/7/T6 r 3", 3, []string{"f8e8", "c9c8", "e8e9", "c8c9", "e9d9"}),
	jp("jungle-15", puzzle.Compare, "trade", "6R/l1wpt2/2T1cd1/E2D3/3P3/3W3/3C3/7/6L r 3", 3, []string{"c7c8", "e7d7", "c8c9", "d7c7", "c9d9"}),
	jp("jungle-16", puzzle.Compare, "den", "6t/3w1d1/2Tp3/4R1c/3l2e/3P3/3EC2/3WL2/7 r 3", 3, []string{"c7c8", "g6g7", "c8c9", "g7g8", "c9d9"}),
	jp("jungle-17", puzzle.Compare, "trade", "7/1Ew4/5c1/3p3/1r5/7/7/3C3/T5L r 0", 3, []string{"b8c8", "d6d7", "c8c9", "b5b6", "c9d9"}),
	jp("jungle-18", puzzle.Compare, "trade", "7/3t3/2ce3/3w3/7/3P3/2lD3/T1CWRL1/7 b 26", 3, []string{"c3c2", "e2e3", "c2c1", "e3e4", "c1d1"}),
	jp("jungle-19", puzzle.Compare, "trade", "El4t/4dc1/1r5/3PR2/7/7/6e/1C1W3/T5L r 1", 3, []string{"a9b9", "b7b8", "b9c9", "b8b9", "c9d9"}),
	jp("jungle-20", puzzle.Compare, "den", "l5t/1w3c1/4L2/3e3/3p3/1r1d3/2D2R1/C2P3/T5W r 8", 3, []string{"e7e8", "f8f9", "e8d8", "b4b5", "d8d9"}),
	jp("jungle-21", puzzle.Compare, "den", "r6/2l3t/T3Pc1/5Re/3D3/3E3/3CW2/7/6L r 1", 3, []string{"e7e8", "a9a8", "e8e9", "a8a9", "e9d9"}),
	jp("jungle-22", puzzle.Compare, "trade", "7/7/2c1t2/7/7/3e3/3lR2/C2W3/6L b 1", 2, []string{"d3d2", "e3e4", "d2d1"}),
	jp("jungle-23", puzzle.Compare, "trade", "2l4/1wEct2/2d4/3PR2/1r1D3/3C3/7/5W1/T5L r 3", 2, []string{"c8c9", "b5b6", "c9d9"}),
	jp("jungle-24", puzzle.Compare, "trap", "l5t/1w5/7/3c3/3d3/2rp3/2CDR2/3We2/1T5 b 1", 2, []string{"e2e1", "e3e4", "e1d1"}),
	jp("jungle-25", puzzle.Review, "trade", "1w5/1P2t2/l6/6R/3D3/7/C6/5W1/T5L r 7", 3, []string{"b8b9", "e8e9", "b9c9", "e9e8", "c9d9"}),
	jp("jungle-26", puzzle.Review, "den", "2l3t/1r4c/2p1R2/E2P3/3C3/7/7/5W1/T5L r 9", 3, []string{"e7e8", "b8c8", "e8e9", "c8b8", "e9d9"}),
	jp("jungle-27", puzzle.Review, "den", "2l4/5tc/1wp2e1/3PR2/3C3/3E3/2r4/5W1/T5L b 20", 3, []string{"c3c2", "f2e2", "c2c1", "e6e7", "c1d1"}),
	jp("jungle-28", puzzle.Review, "den", "6t/4c2/3we2/3p3/3d3/7/2l4/C2W3/5R1 b 3", 3, []string{"c3c2", "d2d3", "c2c1", "f1f2", "c1d1"}),
	jp("jungle-29", puzzle.Review, "den", "7/1lw2c1/2p4/Er1P3/7/7/2C1t2/3W3/T5L b 0", 3, []string{"e3e2", "c3c2", "e2e1", "c2c3", "e1d1"}),
	jp("jungle-30", puzzle.Review, "den", "7/7/6d/3W3/7/7/1E5/7/T5L r 3", 3, []string{"d6d7", "g7g8", "d7d8", "g8g9", "d8d9"}),
	jp("jungle-31", puzzle.Review, "den", "l5t/5c1/7/7/3w3/T1rp3/4e2/3D3/E3C1L b 1", 3, []string{"e3e2", "e1f1", "e2d2", "f1f2", "d2d1"}),
	jp("jungle-32", puzzle.Review, "den", "l6/3c3/3w3/7/3e3/7/2D1t2/r1T3W/1C5 b 1", 3, []string{"e3e2", "b1b2", "e2e1", "b2b3", "e1d1"}),
	jp("jungle-33", puzzle.Review, "den", "l5t/3w1L1/7/3e3/3p3/2rd1R1/2D4/C2P3/T5W r 1", 3, []string{"f8e8", "d8d7", "e8e9", "c4c5", "e9d9"}),
	jp("jungle-34", puzzle.Review, "trap", "1E2d2/3t2c/3rp2/3D3/7/3P3/7/1C1W3/T5L r 3", 2, []string{"b9c9", "d7c7", "c9d9"}),
	jp("jungle-35", puzzle.Compare, "defence", "2T4/2lp3/7/W5D/7/6t/1E5/5c1/1w5 b 0", 3, []string{"c8c9", "g6g7", "b1c1", "g7g8", "c1d1"}),
	jp("jungle-36", puzzle.Compare, "defence", "4EdR/1p5/3c3/7/7/7/1D1W3/7/5t1 b 0", 3, []string{"f9e9", "g9g8", "f1e1", "g8g9", "e1d1"}),
	jp("jungle-37", puzzle.Compare, "defence", "4r2/1R2W2/7/t6/3D3/7/7/1dCc1p1/7 r 0", 3, []string{"c2d2", "e9f9", "e8d8", "f9f8", "d8d9"}),
	jp("jungle-38", puzzle.Rules, "race", "7/2Ww3/7/7/7/6t/C2D1r1/7/1L5 r 58", 2, []string{"c8d8", "f3f4", "d8d9"}),
	jp("jungle-39", puzzle.Compare, "race", "5c1/5W1/6p/4r2/7/3L3/7/C1T2E1/7 r 56", 3, []string{"f8f9", "e6e7", "f9e9", "e7e8", "e9d9"}),
	jp("jungle-40", puzzle.Compare, "race", "7/2c4/PL5/2R4/7/7/C1tW3/7/7 b 56", 3, []string{"c3d3", "c6c7", "d3d2", "c7c6", "d2d1"}),
	jp("jungle-41", puzzle.Rules, "river", "5w1/7/2t4/l2T3/6D/4r2/6e/7/7 b 0", 2, []string{"a6d6", "g5g6", "d6g6"}),
	jp("jungle-42", puzzle.Compare, "trap", "5L1/2dl3/3T3/6C/7/7/7/7/1D3tW r 0", 2, []string{"f9e9", "c8c9", "e9d9"}),
	jp("jungle-43", puzzle.Guide, "river", "7/3w1E1/1D5/6t/7/1R1T3/1l3p1/4P2/7 r 0", 3, []string{"f8e8", "d8d7", "e8e9", "d7d8", "e9d9"}),
	jp("jungle-44", puzzle.Guide, "river", "6T/7/1d5/7/7/P6/1L5/7/2C4 r 0", 1, []string{"b3b7"}),
	jp("jungle-45", puzzle.Guide, "river", "6T/7/1d5/7/7/Pr5/1L5/7/2C4 r 0", 3, []string{"g9f9", "b4b5", "f9e9", "b5b6", "e9d9"}),
}
