package domino

import (
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/puzzle"
)

// The dominoes puzzles. Those with both hands known give the full position
// (Proof.Deals 0) with the boneyard down to the two tiles that are never
// drawn, and are solved exactly; the others give the solver's view and are
// proved over Proof.Deals dealt worlds. Found by the generator in
// gen_test.go in bot games; every text was written from the position and
// the lines the solver plays from it. The guide's worked position and its
// exercise (kind guide) were set up by TestGenDominoGuide, and the later
// themed ones found by TestGenDominoThemes (guide_gen_test.go).

// Themes are the ideas the dominoes puzzles teach: shut the opponent out
// so that it passes (block), lock the game and win on the pip count
// (count), lay a double while its number is open (double), choose which
// end to play on and which numbers to leave (ends), read the hand you
// cannot see from the tiles you can (hidden), and send the opponent to the
// boneyard (draw). Their labels are in the catalogue under
// puzzle.theme.domino.<theme>.
var Themes = []puzzle.Theme{"block", "count", "double", "ends", "hidden", "draw"}

var puzzles = puzzle.Number(domino.Rules.Name, []puzzle.Puzzle{
	{
		Kind: puzzle.Rules, Theme: "count", Position: "22,02/24,44/04,23/25,54,46,60,03,36,66,62,21,14,43,33,35,55,51,11,10,00,05,56,61,13 b 0",
		Answer: []string{"play:02:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Rules, Theme: "count", Position: "12,01,06/66/26,15/11,14,46,61,13,33,34,44,40,05,54,42,22,25,55,53,30,00,02,23,36,65 b 1",
		Answer: []string{"play:12:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "block", Position: "11/55,16,56,13,66,05/23,12/14,44,42,26,63,33,35,54,46,60,00,04,43,30,02,22,25,51,10 w 0",
		Answer: []string{"play:13:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "count", Position: "01,00,66,06/26,46,44/12,36/43,33,30,04,42,20,05,56,61,13,35,55,54,41,11,15,52,22,23 w 1",
		Answer: []string{"play:44:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "double", Position: "35,33/55,00/02,23/52,22,26,65,54,42,21,16,66,64,43,36,60,03,31,11,14,44,40,01,15,50 w 0",
		Answer: []string{"play:55:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Rules, Theme: "count", Position: "03/11,02,00,01/13,24/06,63,33,35,55,56,66,62,23,34,45,52,22,21,16,64,44,41,15,50,04 w 0",
		Answer: []string{"play:01:L"}, Proof: puzzle.Proof{Margin: 0.5},
	},
	{
		Kind: puzzle.Rules, Theme: "block", Position: "12,35,03,25/01/22,02/00,06,61,11,13,33,32,24,44,41,15,56,63,34,45,55,50,04,46,66,62 b 0",
		Answer: []string{"play:03:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "ends", Position: "02,24/04,44/12,00/25,53,30,06,65,51,11,14,43,36,61,13,33,32,22,26,66,64,45,55,50,01 b 0",
		Answer: []string{"play:02:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Rules, Theme: "count", Position: "24,15/00,55/02,04/10,03,35,52,21,11,14,43,33,36,65,54,44,46,66,61,13,32,22,26,60,05 b 0",
		Answer: []string{"play:15:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Rules, Theme: "count", Position: "12,00,13,33/46,36/44,14/25,50,04,42,22,26,66,61,15,54,43,35,55,56,60,02,23,30,01,11 b 1",
		Answer: []string{"play:12:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "double", Position: "25,55/00,66,26/56,35/50,04,44,43,30,02,24,46,61,11,10,06,63,33,32,22,21,14,45,51,13 b 1",
		Answer: []string{"play:55:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Rules, Theme: "count", Position: "02,23/44,00,36,46/25,04/55,53,33,30,01,13,34,45,50,06,62,22,21,11,15,56,66,61,14,42 b 0",
		Answer: []string{"play:02:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "double", Position: "06,00/46,66,12,16,56,55,35,14,34,26,11/13,36/44,40,01,15,54,42,22,20,05,52,23,33,30 b 0",
		Answer: []string{"play:00:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "double", Position: "44,02,14/01,55,05,13,23,22,03,12,25,11/35,56/66,62,24,40,00,06,61,15,54,46,63,33,34 b 1",
		Answer: []string{"play:44:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "block", Position: "26/06,33/23,55/05,52,22,20,01,11,12,24,45,56,66,64,44,41,16,63,35,51,13,30,00,04,43 w 0",
		Answer: []string{"play:33:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "double", Position: "33/66,06,00,36/44,34/42,22,25,50,04,41,11,13,35,56,64,45,55,51,16,62,20,03,32,21,10 w 1",
		Answer: []string{"play:00:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "double", Position: "00,22/23,26,33,66/55,46/31,10,06,61,11,15,54,42,21,14,40,02,25,56,63,35,50,03,34,44 w 0",
		Answer: []string{"play:33:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Review, Theme: "count", Position: "00,45,24,35/46,34,33,16,44,04/22,01/26,60,05,55,56,66,63,30,02,25,51,11,13,32,21,14 b 0",
		Answer: []string{"play:24:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Review, Theme: "count", Position: "56,33,66/55,44/23,35/22,21,16,62,25,54,42,20,06,64,40,00,01,11,13,30,05,51,14,43,36 b 1",
		Answer: []string{"play:66:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Review, Theme: "block", Position: "34,33,46,66,22,23/14,36/44,13/24,40,01,12,20,00,05,52,26,61,11,15,55,56,60,03,35,54 b 0",
		Answer: []string{"play:34:R"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "hidden", Position: "w:02,01/1/14/21,11,15,53,33,30,06,64,44,45,50 w 0",
		Answer: []string{"play:02:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.3},
	},
	{
		Kind: puzzle.Compare, Theme: "hidden", Position: "b:02,03/2/14/35,52,24,41,11,10,06,63,34,40 b 0",
		Answer: []string{"play:03:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Theme: "hidden", Position: "b:13,01/1/13/14,46,66,60,02,25,50,03,32,24,45,53 b 0",
		Answer: []string{"play:13:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.15},
	},
	{
		Kind: puzzle.Compare, Theme: "double", Position: "w:44,14/2/13/33,30,01,15,50,02,22,21,16,66,64 w 0",
		Answer: []string{"play:44:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.15},
	},
	{
		Kind: puzzle.Review, Theme: "double", Position: "b:22,03,26,46/4/14/55,52,20,04,44,42 b 0",
		Answer: []string{"play:22:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.2},
	},
	{
		Kind: puzzle.Compare, Theme: "ends", Position: "w:34,55,45,12,66/2/8/65,52,22,20,00,01,16,63,30,06,62,23,33 w 0",
		Answer: []string{"play:66:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.2},
	},
	{
		Kind: puzzle.Compare, Theme: "double", Position: "b:33,23/3/5/06,62,25,55,56,66,61,12,22,24,41,13,36,64,45,50,04,43 b 0",
		Answer: []string{"play:33:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.2},
	},
	{
		Kind: puzzle.Review, Theme: "double", Position: "w:05,11,36,02,35/4/14/60,00,04,44,41 w 0",
		Answer: []string{"play:11:R"}, Proof: puzzle.Proof{Deals: 200, Margin: 0.1},
	},
	{
		Kind: puzzle.Compare, Theme: "draw", Position: "w:11,13,55,02/1/10/22,24,44,45,52,23,30,00,06,66,62,21,10 w 0",
		Answer: []string{"play:02:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.6},
	},
	{
		Kind: puzzle.Rules, Theme: "draw", Position: "w:04,22,14,44,24/1/11/25,50,06,66,65,55,54,46,61,13,34 w 0",
		Answer: []string{"play:24:L"}, Proof: puzzle.Proof{Deals: 200, Margin: 0.2},
	},
	{
		Kind: puzzle.Guide, Theme: "ends", Position: "b:25,12,56/2/13/22,23,30,02,24,44,41,10,05,55 b 0",
		Answer: []string{"play:25:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.4},
	},
	{
		Kind: puzzle.Guide, Theme: "ends", Position: "b:15,25,12,56/1/11/22,26,63,30,05,53,32,20,04,44,45,55 b 0",
		Answer: []string{"play:25:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.3},
	},
	{
		Kind: puzzle.Compare, Theme: "draw", Position: "w:15,13,02/2/14/11,14,46,61,12,24,44,45,53 w 0",
		Answer: []string{"play:13:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.4},
	},
	{
		Kind: puzzle.Review, Theme: "draw", Position: "b:46,03,26,00,23,34/3/3/60,01,11,15,55,56,61,12,24,44,45,50,04,41,13,35 b 0",
		Answer: []string{"play:46:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.5},
	},
	{
		Kind: puzzle.Compare, Theme: "hidden", Position: "b:25,05/5/5/00,02,22,24,44,43,33,35,56,66,63,32,26,64,41,15 b 0",
		Answer: []string{"play:05:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.4},
	},
	{
		Kind: puzzle.Compare, Theme: "hidden", Position: "b:01,35/7/9/31,15,56,64,44,41,16,62,22,21 b 0",
		Answer: []string{"play:35:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.5},
	},
	{
		Kind: puzzle.Rules, Theme: "double", Position: "w:22,02/2/5/24,40,01,13,32,21,16,66,62,25,53,33,36,60,03,34,46,65,51 w 0",
		Answer: []string{"play:22:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.8},
	},
	{
		Kind: puzzle.Rules, Theme: "block", Position: "02/13,23,11/04,46/14,45,52,21,10,00,03,34,44,42,22,26,66,65,50,06,61,15,55,53,33,36 w 0",
		Answer: []string{"play:11:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Compare, Theme: "count", Position: "01,03,11/13,12/14,02/06,66,64,42,23,34,44,40,00,05,56,63,33,35,51,16,62,22,25,55,54 b 1",
		Answer: []string{"play:03:L"}, Proof: puzzle.Proof{Margin: 1},
	},
	{
		Kind: puzzle.Review, Theme: "count", Position: "26,00,23/66,36/25,22/20,03,33,34,46,60,01,11,15,55,56,61,12,24,44,45,50,04,41,13,35 b 0",
		Answer: []string{"play:23:L"}, Proof: puzzle.Proof{Margin: 1},
	},
})
