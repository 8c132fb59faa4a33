package domino

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/puzzle"
)

// TestGenDominoGuide is the tool the guide's dominoes positions were found
// with, not a test: Black holds the guide's tiles (PLY_GUIDE_HAND, default
// 2-5, 1-2 and 5-6), the line is a random chain from a 2 to a 5 of the
// other tiles, White's hand and the boneyard are hidden; it prints the
// views in which one action stands clearly ahead over the dealt worlds.
//
//	PLY_PUZZLE_GEN=domino-guide go test ./games/domino -run TestGenDominoGuide -v
func TestGenDominoGuide(t *testing.T) {
	if os.Getenv("PLY_PUZZLE_GEN") != "domino-guide" {
		t.Skip("set PLY_PUZZLE_GEN=domino-guide to search for the guide's positions")
	}
	hand := "25,12,56"
	if h := os.Getenv("PLY_GUIDE_HAND"); h != "" {
		hand = h
	}
	held := map[string]bool{}
	for _, h := range strings.Split(hand, ",") {
		held[h] = true
	}
	rng := rand.New(rand.NewPCG(28, 2))
	shown := 0
	for try := 0; try < 3000 && shown < 12; try++ {
		line, ok := randomChain(rng, 2, 5, 6+rng.IntN(8), held)
		if !ok {
			continue
		}
		opp := 1 + rng.IntN(5)
		bone := 28 - len(held) - opp - len(line)
		if bone < 2 {
			continue
		}
		pos := fmt.Sprintf("b:%s/%d/%d/%s b 0", hand, opp, bone, strings.Join(line, ","))
		if _, err := domino.ParseView(pos); err != nil {
			continue
		}
		acts, vals, err := DominoValues(pos, 60)
		if err != nil {
			continue
		}
		best, _, margin := puzzle.TopTwo(vals)
		if margin < 0.15 || !strings.HasPrefix(acts[best], "play:25") {
			continue
		}
		shown++
		t.Logf("GUIDE %q best %s margin %.3f %v %v", pos, acts[best], margin, acts, vals)
	}
}

// randomChain lays n tiles from the number from to the number to, none of
// them held, as a line written left to right.
func randomChain(rng *rand.Rand, from, to, n int, held map[string]bool) ([]string, bool) {
	used := map[string]bool{}
	var line []string
	at := from
	for len(line) < n {
		var opts []int
		for o := 0; o <= 6; o++ {
			k := fmt.Sprintf("%d%d", min(at, o), max(at, o))
			if !used[k] && !held[k] {
				opts = append(opts, o)
			}
		}
		if len(opts) == 0 {
			return nil, false
		}
		o := opts[rng.IntN(len(opts))]
		used[fmt.Sprintf("%d%d", min(at, o), max(at, o))] = true
		line = append(line, fmt.Sprintf("%d%d", at, o))
		at = o
	}
	return line, at == to
}

// TestGenDominoThemes is the tool the themed dominoes puzzles were found
// with, not a test: in bot games it keeps the decisions where one action
// stands clearly ahead and names what that action does — shuts the
// opponent out while nothing can be drawn (block), leaves ends that no
// unseen tile fits so that the opponent must draw (draw), or else plays
// into a hidden hand (hidden).
//
//	PLY_PUZZLE_GEN=domino-themes PLY_PUZZLE_GAMES=60 go test ./games/domino -run TestGenDominoThemes -v
func TestGenDominoThemes(t *testing.T) {
	if os.Getenv("PLY_PUZZLE_GEN") != "domino-themes" {
		t.Skip("set PLY_PUZZLE_GEN=domino-themes to search for themed puzzles")
	}
	t.Setenv("PLY_PUZZLE_GEN", Game.Name)
	gamestest.Search(t, Game, []string{"easy", "medium", "hard"}, 2800, 60, ai.Budget{}, func(st engine.State, _ engine.Action, _ string) {
		s := st.(domino.Position)
		full := len(s.Boneyard()) <= domino.KeptBone
		if !full && len(s.Hand(0))+len(s.Hand(1)) > 9 {
			return
		}
		pos, deals := s.String(), 0
		if !full {
			pos, deals = s.SeatView(s.ToMove()).String(), 60
		}
		acts, vals, err := DominoValues(pos, deals)
		if err != nil {
			return
		}
		best, _, margin := puzzle.TopTwo(vals)
		if margin < 0.25 {
			return
		}
		m, _ := domino.ParseMove(acts[best])
		next, _, err := s.Play(m)
		if err != nil {
			return
		}
		theme := "hidden"
		if full {
			theme = "full"
			if next.Outcome().Finished() {
				theme = "ends-game"
			} else if l := next.Legal(); len(l) == 1 && domino.MoveOf(l[0]).Kind != domino.PlayTile {
				theme = "block"
			}
		} else if l := next.Legal(); len(l) == 1 && domino.MoveOf(l[0]).Kind != domino.PlayTile && len(next.Boneyard()) > domino.KeptBone {
			theme = "draw"
		}
		t.Logf("DTHEME %s %q best %s margin %.3f bone %d | full %s", theme, pos, acts[best], margin, len(s.Boneyard()), s.String())
	})
}
