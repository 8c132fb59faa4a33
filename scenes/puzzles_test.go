package scenes

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/puzzle"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/save"
)

// tapPuzzleSquare taps a Jungle square on the puzzle's board.
func tapPuzzleSquare(t *testing.T, c *Context, s *puzzleScene, name string) {
	t.Helper()
	tapInsetSquare(t, c, s.b, s.layout(c).board, name)
}

// settlePuzzle updates the puzzle until the board is still and the app has
// played what it meant to.
func settlePuzzle(t *testing.T, c *Context, s *puzzleScene) {
	t.Helper()
	for i := 0; i < 600 && (s.b.Busy() || len(s.queue) > 0); i++ {
		c.mgr.update()
		c.Tick++
	}
	if s.b.Busy() || len(s.queue) > 0 {
		t.Fatal("the board never settled")
	}
}

// The Learn hub opens the list, the list the puzzle; a wrong move is
// refused with the reply that defeats it and the board stays; Try again,
// then the answer line — the app playing the reply — solves it, which is
// saved and shown on the list.
func TestPuzzleSolvedOnTheBoard(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {360, 740}} {
		c := newTestContext(t, Options{})
		c.Screen = layout.NewScreen(size[0], size[1], 1)
		c.mgr.current = newLearnScene(registry.Games.Must("jungle"))
		tapButton(t, c, c.mgr.current.(*learnScene).buttons(c), c.T("learn.puzzles"))
		list, ok := c.mgr.current.(*puzzleList)
		if !ok {
			t.Fatalf("%v: Puzzles opened a %T", size, c.mgr.current)
		}
		list.load(c)
		rows, _ := list.rows(c)
		k := 5 // jungle-06: a two-move line with a reply
		if len(rows) <= k {
			t.Fatalf("%v: %d rows", size, len(rows))
		}
		x, y := rows[k].Center()
		tapAt(c, x, y)
		s, ok := c.mgr.current.(*puzzleScene)
		if !ok || s.p.ID != "jungle-06" {
			t.Fatalf("%v: the row opened %T", size, c.mgr.current)
		}
		c.mgr.update()
		start := s.b.State().String()

		tapPuzzleSquare(t, c, s, "c8")
		tapPuzzleSquare(t, c, s, "c9")
		if s.state != puzzleWrong || s.b.State().String() != start {
			t.Fatalf("%v: after c8c9 state %d, board %s", size, s.state, s.b.State())
		}
		// In the game's words, with the reply that refutes it, and not the
		// answer: that waits for Show answer.
		if verdict, explain := s.status(c); verdict != "Not the move: Leopard c8–c9. The board is as it was; try again. Blue would answer Rat a7–a8, and then no win is forced." || explain != "" {
			t.Errorf("%v: the wrong move is explained as %q, %q", size, verdict, explain)
		}
		tapButton(t, c, s.buttons(c), c.T("puzzle.retry"))
		if s.state != puzzleSolving || s.b.Base().Waiting {
			t.Fatalf("%v: Try again left state %d, waiting %v", size, s.state, s.b.Base().Waiting)
		}

		tapPuzzleSquare(t, c, s, "c8")
		tapPuzzleSquare(t, c, s, "d8")
		settlePuzzle(t, c, s)
		if s.step != 2 || s.state != puzzleSolving {
			t.Fatalf("%v: after the first move and the reply, step %d, state %d", size, s.step, s.state)
		}
		line, err := puzzle.Line(must(registry.Games.Must("jungle").Rules.Parse(s.p.Position)), s.p.Answer)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.b.State().String(); got != line[1].String() {
			t.Fatalf("%v: the board after the reply: %s, want %s", size, got, line[1])
		}
		tapPuzzleSquare(t, c, s, "d8")
		tapPuzzleSquare(t, c, s, "d9")
		settlePuzzle(t, c, s)
		if s.state != puzzleSolved || !s.b.Base().Over() {
			t.Fatalf("%v: state %d after the den", size, s.state)
		}
		if n := c.Saves.PuzzlesSolved("jungle"); n != 1 {
			t.Fatalf("%v: %d solved", size, n)
		}
		if len(list.set) > 6 {
			tapButton(t, c, s.buttons(c), c.T("common.next"))
			if n, ok := c.mgr.current.(*puzzleScene); !ok || n.i != 6 {
				t.Fatalf("%v: Next opened %T", size, c.mgr.current)
			}
		}
		list.load(c)
		if !list.solved.Has("jungle-06") {
			t.Errorf("%v: the list does not show the puzzle solved", size)
		}
	}
}

// Show answer sets the puzzle up again and plays its whole line; it does
// not count as solved.
func TestPuzzleShowAnswer(t *testing.T) {
	c := newTestContext(t, Options{})
	s := newPuzzleScene(newPuzzleList(registry.Games.Must("jungle")).(*puzzleList), 5)
	c.mgr.current = s
	c.mgr.update()
	tapButton(t, c, s.buttons(c), c.T("puzzle.show"))
	settlePuzzle(t, c, s)
	want, err := puzzle.Line(must(registry.Games.Must("jungle").Rules.Parse(s.p.Position)), s.p.Answer)
	if err != nil {
		t.Fatal(err)
	}
	if s.state != puzzleShown || s.b.State().String() != want[len(want)-1].String() {
		t.Fatalf("state %d, board %s", s.state, s.b.State())
	}
	if n := c.Saves.PuzzlesSolved("jungle"); n != 0 {
		t.Errorf("showing the answer counted as solved: %d", n)
	}
}

// Every game of the registry has a list (saying there are none yet when
// its set is empty), and every puzzle's board is set up with the player's
// seat the side to move.
func TestEveryGameHasPuzzles(t *testing.T) {
	c := newTestContext(t, Options{})
	for _, g := range registry.Games.All() {
		l := newPuzzleList(g).(*puzzleList)
		c.mgr.current = l
		c.mgr.update()
		for i := range l.set {
			s := newPuzzleScene(l, i)
			s.setUp(c)
			if s.b == nil || s.b.ToMove() != s.human {
				t.Errorf("%s: the board of puzzle %d is not set up", g.Name, i+1)
			}
		}
	}
}

// -scene puzzles opens the list, with -page N the Nth puzzle.
func TestPuzzlesFromOptions(t *testing.T) {
	for _, tc := range []struct {
		page int
		want int // -1: the list
	}{{0, -1}, {2, 1}, {999, -1}} {
		c := newTestContext(t, Options{Scene: "puzzles", Game: "jungle", Page: tc.page})
		switch s := firstScene(c).(type) {
		case *puzzleList:
			if tc.want != -1 {
				t.Errorf("page %d: the list", tc.page)
			}
		case *puzzleScene:
			if s.i != tc.want {
				t.Errorf("page %d: puzzle %d", tc.page, s.i)
			}
		default:
			t.Errorf("page %d: %T", tc.page, s)
		}
	}
}

// -moves are made as the player's: a wrong one shows its verdict, a right
// one is played with its reply.
func TestPuzzleMovesFromOptions(t *testing.T) {
	for moves, want := range map[string]puzzleState{"c8c9": puzzleWrong, "c8d8": puzzleSolving, "c8d8,d8d9": puzzleSolved} {
		c := newTestContext(t, Options{Scene: "puzzles", Game: "jungle", Page: 6, Moves: moves})
		s, ok := firstScene(c).(*puzzleScene)
		if !ok {
			t.Fatalf("%s: not a puzzle", moves)
		}
		playOut(c, s, 600)
		if s.state != want {
			t.Errorf("%s: state %d, want %d", moves, s.state, want)
		}
	}
}

// Every game's puzzles are laid out by its kit's one constructor and
// solved by their answers' moves: the first and the last of each set, and
// a dominoes puzzle whose other hand is hidden; a move that is not the
// answer is refused.
func TestPuzzlesOfEveryGameSolve(t *testing.T) {
	for _, g := range registry.Games.All() {
		picks := []int{0, len(g.Puzzles) - 1}
		for i, p := range g.Puzzles {
			if p.Proof.Deals > 0 {
				picks = append(picks, i)
				break
			}
		}
		for _, i := range picks {
			p := g.Puzzles[i]
			var mine []string
			for k := 0; k < len(p.Answer); k += 2 {
				mine = append(mine, p.Answer[k])
			}
			c := newTestContext(t, Options{Scene: "puzzles", Game: g.Name, Page: i + 1, Moves: strings.Join(mine, ",")})
			s, ok := firstScene(c).(*puzzleScene)
			if !ok {
				t.Fatalf("%s: not a puzzle", p.ID)
			}
			playOut(c, s, 2000)
			if s.state != puzzleSolved {
				t.Errorf("%s: state %d after %v", p.ID, s.state, mine)
			}
			s.showAnswer(c)
			legal := s.b.State().Legal()
			for _, a := range legal {
				if text := s.b.State().FormatAction(a); text != p.Answer[0] {
					s.judge(c, text)
					if s.state != puzzleWrong {
						t.Errorf("%s: %s was not refused", p.ID, text)
					}
					break
				}
			}
		}
	}
}

// The flow as lichess has it: an illegal tap gets the words play uses; a
// wrong move leaves the board for the next try at once; the answer is
// said in the game's words only when shown; a puzzle solved at the first
// try is kept as such and the list says so.
func TestPuzzleFlowInTheGamesWords(t *testing.T) {
	store := save.NewMemory()
	c := newTestContext(t, Options{Store: store, Lang: "en", Scene: "puzzles", Game: "jungle", Page: 6})
	s := firstScene(c).(*puzzleScene)
	c.mgr.current = s
	c.mgr.update()
	tapPuzzleSquare(t, c, s, "a9") // Blue's lion: not Red's to move
	if verdict, _ := s.status(c); verdict != c.T(s.b.Base().RefusalShown()) || verdict == "" {
		t.Fatalf("an illegal tap: %q", verdict)
	}
	tapPuzzleSquare(t, c, s, "c8")
	tapPuzzleSquare(t, c, s, "c9")
	if s.state != puzzleWrong {
		t.Fatalf("state %d after a wrong move", s.state)
	}
	// The next try straight on the board, without Try again.
	tapPuzzleSquare(t, c, s, "c8")
	tapPuzzleSquare(t, c, s, "d8")
	settlePuzzle(t, c, s)
	tapPuzzleSquare(t, c, s, "d8")
	tapPuzzleSquare(t, c, s, "d9")
	settlePuzzle(t, c, s)
	if s.state != puzzleSolved {
		t.Fatalf("state %d after the answer", s.state)
	}
	if p, _ := c.Saves.LoadPuzzles(); !p.Has(s.p.ID) || p.AtFirst(s.p.ID) {
		t.Fatalf("solved after a wrong move: %v first %v", p.Solved, p.First)
	}
	s.showAnswer(c)
	if verdict, explain := s.status(c); verdict != "The answer: Leopard c8×d8 (Dog), Rat a7–a8, Leopard d8–d9." || explain == "" {
		t.Fatalf("the answer shown: %q %q", verdict, explain)
	}

	// Another puzzle, solved at the first try.
	c = newTestContext(t, Options{Store: store, Lang: "en", Scene: "puzzles", Game: "jungle", Page: 1, Moves: "a1a2"})
	s = firstScene(c).(*puzzleScene)
	c.mgr.current = s
	for i := 0; i < 600 && (len(s.moves) > 0 || len(s.queue) > 0 || s.b == nil || s.b.Busy()); i++ {
		c.mgr.update()
		c.Tick++
	}
	if p, _ := c.Saves.LoadPuzzles(); s.state != puzzleSolved || !p.AtFirst("jungle-01") {
		t.Fatalf("state %d, first tries %v", s.state, p.First)
	}
}

// playOut makes s the current scene and runs frames until its moves are
// played and its board is still, or for limit frames.
func playOut(c *Context, s *puzzleScene, limit int) {
	c.mgr.current = s
	c.mgr.update()
	for i := 0; i < limit && (len(s.moves) > 0 || len(s.queue) > 0 || s.b.Busy()); i++ {
		c.mgr.update()
		c.Tick++
	}
}
