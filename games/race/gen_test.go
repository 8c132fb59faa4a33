package race

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/puzzle"
)

// TestRaceGenerate searches bot games for race positions whose proof holds
// with a clear margin and prints them with what each move does, as the
// material the puzzles were picked and written from. It runs only when
// PLY_PUZZLE_GEN names a race game (PLY_PUZZLE_GEN=ludo go test -run
// TestRaceGenerate -v ./games/race).
func TestRaceGenerate(t *testing.T) {
	g := Ludo
	if gamestest.Searching(Aviation) {
		g = Aviation
	}
	k := 0
	gamestest.Search(t, g, []string{"easy", "medium", "hard"}, uint64(len(g.Name))*1000, 45, ai.Budget{}, func(st engine.State, a engine.Action, by string) {
		if k++; k%2 == 0 {
			s := st.(race.Position)
			raceReport(t, g, s, s.FormatAction(a), by)
		}
	})
}

func raceReport(t *testing.T, g *games.Game, s race.Position, played, by string) {
	moves, ch, err := Chances(g.Rules, s.String(), 1)
	if err != nil {
		t.Fatal(err)
	}
	best, _, margin := puzzle.TopTwo(ch)
	if margin < 0.06 {
		return
	}
	t0 := time.Now()
	_, ch2, err := Chances(g.Rules, s.String(), 2)
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(t0)
	var b strings.Builder
	fmt.Fprintf(&b, "POS %q best %s margin %.3f played %s by %s | depth2 %.3f (%v)\n", s.String(), moves[best], margin, played, by, ch2, took.Round(time.Millisecond))
	fmt.Fprintf(&b, "   %s\n", describeRace(s))
	for i, m := range moves {
		a, _ := s.ParseAction(m)
		next, ev, _ := s.Play(a)
		var what []string
		for _, e := range ev {
			switch e.Kind {
			case engine.Entered:
				what = append(what, "enters")
			case engine.Moved:
				w := fmt.Sprintf("%d->%d", e.From, e.To)
				if race.Safe(e.To) {
					w += "(safe)"
				}
				what = append(what, w)
			case engine.Captured:
				what = append(what, fmt.Sprintf("CAPTURES y%d@%d", e.Piece, e.At))
			case engine.Arrived:
				what = append(what, "ARRIVES")
			case engine.ExtraRoll:
				what = append(what, "extra")
			}
		}
		hit := next.HitBy(s.ToMove())
		var ex []string
		for j, d := range hit {
			if d != 0 {
				ex = append(ex, fmt.Sprintf("p%d@%d hit by %v", j, next.Progress(s.ToMove(), j), d.Values()))
			}
		}
		fmt.Fprintf(&b, "   %s %.3f %s | exposed: %s\n", m, ch[i], strings.Join(what, " "), strings.Join(ex, "; "))
	}
	fmt.Print(b.String())
}

// describeRace lists each side's pieces as progress and as the other side
// counts the square.
func describeRace(s race.Position) string {
	var parts []string
	for seat := engine.First; seat <= engine.Second; seat++ {
		var ps []string
		for i, q := range s.PiecesOf(seat) {
			w := fmt.Sprint(q)
			if q == race.Base {
				w = "b"
			} else if o, ok := race.OtherFrame(q); ok {
				w += fmt.Sprintf("[%d]", o)
			}
			if race.Safe(q) {
				w += "*"
			}
			ps = append(ps, fmt.Sprintf("%d:%s", i, w))
		}
		parts = append(parts, "rygb"[seat:seat+1]+" "+strings.Join(ps, " "))
	}
	return strings.Join(parts, " | ") + fmt.Sprintf(" | to move %s die %d sixes %d", "ry"[s.ToMove():s.ToMove()+1], s.Die(), s.Sixes())
}
