package race

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
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
// TestRaceGenerate -v ./games/race). With PLY_PUZZLE_EXACT=1 it looks
// instead for endgames small enough to solve exactly where the bot's move
// fell clearly short of the best: material for exact review puzzles.
func TestRaceGenerate(t *testing.T) {
	g := Ludo
	if gamestest.Searching(Aviation) {
		g = Aviation
	}
	k := 0
	gamestest.Search(t, g, []string{"easy", "medium", "hard"}, uint64(len(g.Name))*1000, 45, ai.Budget{}, func(st engine.State, a engine.Action, by string) {
		s := st.(race.Position)
		if os.Getenv("PLY_PUZZLE_EXACT") != "" {
			exactReport(g, s, s.FormatAction(a), by)
			return
		}
		if k++; k%2 == 0 {
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
		fmt.Fprintf(&b, "   %s %.3f %s\n", m, ch[i], whatMoveDoes(s, m))
	}
	fmt.Print(b.String())
}

// exactReport prints s when it solves within 100,000 positions, its best
// move leads by 0.05 or more, and the move played was 0.06 or more worse.
func exactReport(g *games.Game, s race.Position, played, by string) {
	if len(s.Legal()) < 2 {
		return
	}
	if _, err := race.Solve(s, 100_000); err != nil {
		return
	}
	moves, ch, err := ExactChances(g.Rules, s.String(), 0)
	if err != nil {
		return
	}
	best, _, margin := puzzle.TopTwo(ch)
	if margin < 0.05 || moves[best] == played || ch[slices.Index(moves, played)] > ch[best]-0.06 {
		return
	}
	fmt.Printf("EXACT %q best %s %s margin %.3f played %s by %s\n   %s\n", s.String(), moves[best], themeOf(s, moves[best]), margin, played, by, describeRace(s))
	for i, m := range moves {
		fmt.Printf("   %s %.3f %s\n", m, ch[i], whatMoveDoes(s, m))
	}
}

// whatMoveDoes says what the move m of s does (entering, the squares, a
// capture, an arrival, an extra roll) and which of the mover's pieces the
// other side can hit afterwards, with which numbers.
func whatMoveDoes(s race.Position, m string) string {
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
	return strings.Join(what, " ") + " | exposed: " + strings.Join(ex, "; ")
}

// TestRaceEndgames searches random race endgames — two or three of the
// mover's pieces and one to three of the other side's still to bring home —
// for positions whose exact solution
// (ExactChances) puts one move clearly ahead, and prints them with the
// chances and what each move does: the material the exact puzzles were
// picked and written from. It runs only when PLY_PUZZLE_ENDGAMES is set,
// to the seed (PLY_PUZZLE_ENDGAMES=1 go test -run TestRaceEndgames -v
// ./games/race).
func TestRaceEndgames(t *testing.T) {
	seed, err := strconv.ParseUint(os.Getenv("PLY_PUZZLE_ENDGAMES"), 10, 64)
	if err != nil {
		t.Skip("set PLY_PUZZLE_ENDGAMES to a seed to search for exact endgames")
	}
	r := rand.New(rand.NewPCG(seed, 7))
	late := func() int {
		switch x := r.IntN(10); {
		case x < 1:
			return race.Base
		case x < 6:
			return 51 + r.IntN(5)
		default:
			return 38 + r.IntN(13)
		}
	}
	near := func(mine []int) int {
		q := mine[r.IntN(len(mine))]
		if o, ok := race.OtherFrame(min(50, max(0, q+r.IntN(15)-7))); ok {
			return o
		}
		return 51 + r.IntN(5)
	}
	write := func(ps []int) string {
		out := []string{"56", "56", "56", "56"}
		for i, q := range ps {
			if q == race.Base {
				out[i] = "b"
			} else {
				out[i] = fmt.Sprint(q)
			}
		}
		r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
		return strings.Join(out, ",")
	}
	perTheme := map[puzzle.Theme]int{}
	for tries := 0; tries < 4000; tries++ {
		die := 1 + r.IntN(6)
		sixes := 0
		if die == 6 {
			sixes = 1 + r.IntN(2)
		}
		// Two or three of the mover's pieces: one far on (its home column,
		// the last stretch of the loop, now and then the base), the others
		// on the loop; one to three of the other side's, the first within
		// seven squares of one of the mover's loop pieces, the others
		// mostly in their home column.
		mine := []int{late(), 20 + r.IntN(31)}
		if r.IntN(4) == 0 {
			mine = append(mine, 30+r.IntN(21))
		}
		theirs := []int{near(mine[1:])}
		for range r.IntN(3) {
			if r.IntN(3) == 0 {
				theirs = append(theirs, near(mine[1:]))
			} else {
				theirs = append(theirs, 51+r.IntN(5))
			}
		}
		pos := fmt.Sprintf("%s/%s r %d %d", write(mine), write(theirs), die, sixes)
		p, err := rolledPosition(Ludo.Rules, pos)
		if err != nil {
			continue
		}
		// Mostly positions where some move captures or moves a piece
		// out of reach: arrivals come up on their own.
		lively := false
		for _, a := range p.Legal() {
			if th := themeOf(p, p.FormatAction(a)); th == capturing || th == safety || th == entering {
				lively = true
			}
		}
		if !lively && r.IntN(4) > 0 {
			continue
		}
		t0 := time.Now()
		sol, err := race.Solve(p, 60_000)
		if err != nil {
			continue
		}
		moves, ch, err := ExactChances(Ludo.Rules, pos, 0)
		if err != nil {
			continue
		}
		best, _, margin := puzzle.TopTwo(ch)
		if margin < 0.06 {
			continue
		}
		theme := themeOf(p, moves[best])
		if perTheme[theme]++; perTheme[theme] > 10 {
			continue
		}
		fmt.Printf("POS %q best %s %s margin %.3f positions %d (%v)\n   %s\n", pos, moves[best], theme, margin, sol.Positions(), time.Since(t0).Round(time.Millisecond), describeRace(p))
		for i, m := range moves {
			fmt.Printf("   %s %.3f %s\n", m, ch[i], whatMoveDoes(p, m))
		}
	}
}

// themeOf is what the move m of s is about, as the generator guesses it:
// an arrival, a capture, a piece entering, a piece leaving an exposed
// square for a safe one (or its home column), or else a race.
func themeOf(s race.Position, m string) puzzle.Theme {
	a, _ := s.ParseAction(m)
	_, ev, _ := s.Play(a)
	for _, e := range ev {
		switch e.Kind {
		case engine.Arrived:
			return finishing
		case engine.Captured:
			return capturing
		case engine.Entered:
			return entering
		}
	}
	for _, e := range ev {
		if e.Kind == engine.Moved && !race.Safe(e.From) && s.HitBy(s.ToMove())[e.Piece] != 0 {
			return safety
		}
	}
	return racing
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

// TestRaceProbe solves the race positions listed in PLY_PUZZLE_PROBE
// (separated by semicolons) exactly and prints every move's chance and
// what it does (PLY_PUZZLE_PROBE="56,56,44,53/56,56,52,54 r 2 0" go test
// -run TestRaceProbe -v ./games/race).
func TestRaceProbe(t *testing.T) {
	list := os.Getenv("PLY_PUZZLE_PROBE")
	if list == "" {
		t.Skip("set PLY_PUZZLE_PROBE to positions to solve")
	}
	for _, pos := range strings.Split(list, ";") {
		p, err := rolledPosition(Ludo.Rules, pos)
		if err != nil {
			fmt.Printf("%s: %v\n", pos, err)
			continue
		}
		moves, ch, err := ExactChances(Ludo.Rules, pos, 0)
		if err != nil {
			fmt.Printf("%s: %v\n", pos, err)
			continue
		}
		best, _, margin := puzzle.TopTwo(ch)
		fmt.Printf("PROBE %q best %s %s margin %.3f\n   %s\n", pos, moves[best], themeOf(p, moves[best]), margin, describeRace(p))
		for i, m := range moves {
			fmt.Printf("   %s %.3f %s\n", m, ch[i], whatMoveDoes(p, m))
		}
	}
}
