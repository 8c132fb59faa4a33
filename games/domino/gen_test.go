package domino

import (
	"fmt"
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
