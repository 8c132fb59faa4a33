package domino

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/puzzle"
)

// TestDominoGenerate searches bot games for dominoes positions whose proof
// holds with a clear margin — full states once the boneyard is down to its
// last two tiles, and the mover's views late in the game — and prints them
// with every action's value, as the material the puzzles were picked and
// written from. It runs only with PLY_PUZZLE_GEN=domino
// (PLY_PUZZLE_GAMES sets how many games).
func TestDominoGenerate(t *testing.T) {
	gamestest.Search(t, Game, []string{"easy", "medium", "hard"}, 0, 600, ai.Budget{}, func(st engine.State, a engine.Action, by string) {
		s := st.(domino.Position)
		if full := len(s.Boneyard()) <= domino.KeptBone; full || len(s.Hand(0))+len(s.Hand(1)) <= 10 {
			dominoReport(s, domino.MoveOf(a).String(), by)
		}
	})
}

func dominoReport(s domino.Position, played, by string) {
	full := len(s.Boneyard()) <= domino.KeptBone
	pos, deals := s.String(), 0
	if !full {
		pos, deals = s.SeatView(s.ToMove()).String(), 40
	}
	t0 := time.Now()
	acts, vals, err := DominoValues(pos, deals)
	if err != nil {
		fmt.Println("ERR", pos, err)
		return
	}
	took := time.Since(t0)
	best, _, margin := puzzle.TopTwo(vals)
	if margin < 0.2 {
		return
	}
	l, r, _ := s.Ends()
	var b strings.Builder
	fmt.Fprintf(&b, "POS %q deals %d best %s margin %.3f played %s by %s (%v)\n", pos, deals, acts[best], margin, played, by, took.Round(time.Millisecond))
	fmt.Fprintf(&b, "   full %s | ends %d,%d | pips b %d w %d | bone %d\n", s.String(), l, r, s.PipTotal(0), s.PipTotal(1), len(s.Boneyard()))
	for i, a := range acts {
		fmt.Fprintf(&b, "   %s %.3f\n", a, vals[i])
	}
	fmt.Print(b.String())
}

// TestDominoLines prints, for each full state in PLY_PUZZLE_LINES (one a
// line), every action's value and the line that follows it under perfect
// play, to write the explanations from.
func TestDominoLines(t *testing.T) {
	file := os.Getenv("PLY_PUZZLE_LINES")
	if file == "" {
		t.Skip("set PLY_PUZZLE_LINES to a file of full dominoes states")
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		pos, err := domino.Parse(strings.TrimSpace(line))
		if err != nil {
			t.Fatal(err)
		}
		l, r, _ := pos.Ends()
		fmt.Printf("POS %s | ends %d,%d | pips b %d w %d\n", pos, l, r, pos.PipTotal(0), pos.PipTotal(1))
		for _, a := range pos.Legal() {
			next, _, _ := pos.Play(domino.MoveOf(a))
			fmt.Printf("   %s:", domino.MoveOf(a))
			p := next
			for !p.Outcome().Finished() {
				var best engine.Action
				bestV := -1
				for _, b := range p.Legal() {
					c := p.Compact()
					c.Do(b)
					left := dominoMaxNodes
					v, _ := dominoSolve(c, p.ToMove(), 0, 2, &left)
					if v > bestV {
						best, bestV = b, v
					}
				}
				fmt.Printf(" %s%s", "bw"[p.ToMove():p.ToMove()+1], domino.MoveOf(best))
				p, _, _ = p.Play(domino.MoveOf(best))
			}
			fmt.Printf(" => %s (pips b %d w %d)\n", p.Outcome().Format([2]string{"b", "w"}), p.PipTotal(0), p.PipTotal(1))
		}
	}
}

// TestGenDominoGuide is the tool the guide's dominoes positions were found
// with, not a test: Black holds the guide's tiles (PLY_GUIDE_HAND, default
// 2-5, 1-2 and 5-6), the line is a random chain from a 2 to a 5 of the
// other tiles, White's hand and the boneyard are hidden; it prints the
// views in which one action stands clearly ahead over the dealt worlds.
//
//	PLY_PUZZLE_GEN=domino-guide go test ./games/domino -run TestGenDominoGuide -v
func TestGenDominoGuide(t *testing.T) {
	gamestest.SearchOnly(t, "domino-guide", "the guide's positions")
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
	gamestest.SearchOnly(t, "domino-themes", "themed puzzles")
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
