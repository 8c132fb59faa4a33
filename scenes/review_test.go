package scenes

import (
	"strings"
	"testing"
	"time"

	jungleplay "github.com/plyyard/plyyard/play/jungle"

	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// A finished game goes into the history; its result card opens the review,
// which steps through the game with its buttons and jumps along the graph;
// the past games list opens it too.
func TestReviewAFinishedGame(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {360, 740}} {
		c := newTestContext(t, Options{})
		c.Screen = layout.NewScreen(size[0], size[1], 1)
		p := resignedJungle(c, "a3", "a4", "g7", "g6", "a4", "a5")
		if p.finished == nil || len(p.finished.Actions) != 3 {
			t.Fatalf("%v: the history holds %+v", size, p.finished)
		}
		h, _ := c.Saves.LoadHistory()
		if len(h.Games) != 1 {
			t.Fatalf("%v: %d games in the history", size, len(h.Games))
		}
		res := &resultScene{play: p}
		c.mgr.current = res
		tapButton(t, c, res.buttons(c), c.T("result.review"))
		r, ok := c.mgr.current.(*reviewScene)
		if !ok {
			t.Fatalf("%v: the review did not open: %T", size, c.mgr.current)
		}
		if r.step != 0 || len(r.acts) != 3 {
			t.Fatalf("%v: step %d of %d", size, r.step, len(r.acts))
		}
		tapButton(t, c, r.buttons(c), "›")
		tapButton(t, c, r.buttons(c), "›")
		if r.step != 2 {
			t.Fatalf("%v: after two steps on, step %d", size, r.step)
		}
		if got := r.stepText(c); !strings.Contains(got, "Blue: Elephant g7–g6") {
			t.Fatalf("%v: the step is said as %q", size, got)
		}
		tapButton(t, c, r.buttons(c), "»")
		if r.step != 3 {
			t.Fatalf("%v: at the end, step %d", size, r.step)
		}
		g := r.layout(c).graph
		tapAt(c, g.X+2, g.Y+g.H/2)
		if r.step != 0 {
			t.Fatalf("%v: a tap at the graph's start: step %d", size, r.step)
		}
		// Once judged, the start says each side's accuracy, and in Jungle
		// no luck.
		for {
			if _, done := r.chance.sides(); done {
				break
			}
			time.Sleep(time.Millisecond)
		}
		if sum := r.summary(c); !strings.Contains(sum, "Red: accuracy ") || !strings.Contains(sum, "Blue: accuracy ") || strings.Contains(sum, "luck") {
			t.Fatalf("%v: the summary %q", size, sum)
		}
		r.chance.stop()
		// Back returns to the card; the past games list opens the same game.
		tapButton(t, c, r.buttons(c), c.T("common.back"))
		if _, ok := c.mgr.current.(*resultScene); !ok {
			t.Fatalf("%v: Back led to %T", size, c.mgr.current)
		}
		hs := &historyScene{}
		c.mgr.current = hs
		hs.load(c)
		rows, _ := hs.rows(c)
		if len(rows) != 1 {
			t.Fatalf("%v: %d rows", size, len(rows))
		}
		x, y := rows[0].Center()
		tapAt(c, x, y)
		if r, ok := c.mgr.current.(*reviewScene); !ok || len(r.acts) != 3 {
			t.Fatalf("%v: the list opened %T", size, c.mgr.current)
		} else {
			r.chance.stop()
		}
	}
}

// resignedJungle plays a hotseat Jungle game in c by tapping the squares
// in turn, resigns it and runs its scene until the game is in the history.
func resignedJungle(c *Context, squares ...string) *playScene {
	b := mustNew(jungleplay.Kit, play.Config{Mode: play.Hotseat, Speed: 1}).(jungleplay.Board)
	p := newPlayScene(b)
	c.mgr.current = p
	l := b.Layout(c.Screen).Board
	for _, sq := range squares {
		x, y := l.CellCenter(int(must(jungle.ParseSquare(sq))))
		tapAt(c, x, y)
		for b.Busy() {
			p.Update(c)
		}
	}
	b.Resign()
	for i := 0; i < 200 && p.finished == nil; i++ {
		p.Update(c)
		c.Tick++
	}
	return p
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// reviewOf opens the review of game g dealt with seed and played by the
// moves in notation, in lang, on a screen of size.
func reviewOf(t *testing.T, lang, g string, seed uint64, moves string, size [2]float64) (*Context, *reviewScene) {
	t.Helper()
	c := newTestContext(t, Options{Lang: lang, Game: g, Seed: seed, Moves: moves, Scene: "review"})
	c.Screen = layout.NewScreen(size[0], size[1], 1)
	r, ok := c.mgr.current.(*reviewScene)
	if !ok {
		t.Fatalf("%s %s: no review but %T", g, moves, c.mgr.current)
	}
	t.Cleanup(r.chance.stop)
	return c, r
}

// The list says each move in the game's own words, in both languages:
// the animal and its squares (and what it takes), the tile and its end, a
// draw and a pass, the roll and the piece that moves.
func TestReviewSaysMovesInTheGamesWords(t *testing.T) {
	cases := []struct {
		game  string
		seed  uint64
		moves string
		want  map[string]map[int]string // language → step → its line
	}{
		{"jungle", 0, "a3a4,g7g6,a4a5,g6g5,b2b3,g5g4,a5a6,a7a6", map[string]map[int]string{
			"en": {0: "The start", 1: "Red: Elephant a3–a4", 8: "Blue: Rat a7×a6 (Elephant)"},
			"ru": {0: "Начало", 1: "Красные: Слон a3–a4", 8: "Синие: Крыса a7×a6 (Слон)"},
		}},
		{"domino", 3, "play:46,play:34:L,play:06:R,play:35:L,play:01:R,play:05:L,play:12:R,draw", map[string]map[int]string{
			"en": {1: "Black: 4:6 opens the line", 2: "White: 3:4 on the left", 3: "Black: 0:6 on the right", 8: "draws a tile"},
			"ru": {1: "Чёрные: 4:6 открывает ряд", 2: "Белые: 3:4 слева", 3: "Чёрные: 0:6 справа", 8: "берёт кость"},
		}},
		{"ludo", 0, "roll:6,p0,roll:3,p0,roll:2", map[string]map[int]string{
			"en": {1: "rolls 6", 2: "enters piece 1", 4: "piece 1 moves 3"},
			"ru": {1: "выпало 6", 2: "фишка 1 выходит", 4: "фишка 1 идёт на 3"},
		}},
		{"aviation", 0, "roll:6,p1,roll:4,p1", map[string]map[int]string{
			"en": {2: "plane 2 takes off", 4: "plane 2 flies 4"},
			"ru": {2: "самолёт 2 взлетает", 4: "самолёт 2 летит на 4"},
		}},
	}
	for _, tc := range cases {
		for lang, lines := range tc.want {
			c, r := reviewOf(t, lang, tc.game, tc.seed, tc.moves, [2]float64{1280, 800})
			for k, want := range lines {
				if got := r.row(c, k).words; !strings.HasSuffix(got, want) {
					t.Errorf("%s %s: step %d is said %q, want %q", tc.game, lang, k, got, want)
				}
			}
		}
	}
	// A pass is the game's word too.
	c, r := reviewOf(t, "en", "domino", 3, "play:46", [2]float64{1280, 800})
	pass, err := r.states[0].ParseAction("pass")
	if err != nil {
		t.Fatal(err)
	}
	if got := r.g.Say(c.F, r.states[0], pass); got != "passes" {
		t.Errorf("a pass is said %q", got)
	}
}

// A tap on a line of the list shows that step, and the graph's marker
// moves with it; a tap on the graph jumps to the step under it; the list
// scrolls to keep the shown step in view. On a phone upright and on a
// desktop, in both languages.
func TestReviewListAndGraphJump(t *testing.T) {
	moves := "a3a4,g7g6,a4a5,g6g5,b2b3,g5g4,a5a6,a7a6,b3a3"
	for _, lang := range []string{"en", "ru"} {
		for _, size := range [][2]float64{{360, 740}, {740, 360}, {768, 1024}, {1280, 800}} {
			c, r := reviewOf(t, lang, "jungle", 0, moves, size)
			n := len(r.acts)
			l := r.layout(c)
			if len(l.rows) < 2 {
				t.Fatalf("%s %v: %d rows shown", lang, size, len(l.rows))
			}
			for _, row := range l.rows {
				if !row.Within(l.list) || row.H < c.Screen.Tap() {
					t.Errorf("%s %v: row %+v in list %+v", lang, size, row, l.list)
				}
			}
			_, x0, _ := r.graphStep(l)
			x, y := l.rows[1].Center()
			tapAt(c, x, y)
			if r.step != l.first+1 {
				t.Fatalf("%s %v: the second line's tap shows step %d", lang, size, r.step)
			}
			if _, x1, _ := r.graphStep(r.layout(c)); x1 <= x0 {
				t.Errorf("%s %v: the graph's marker stayed at %.0f (was %.0f)", lang, size, x1, x0)
			}
			// The graph: a tap over step 7 shows it, and the list scrolls
			// to it.
			l = r.layout(c)
			tapAt(c, l.plot.X+l.plot.W*7/float64(n), l.graph.Y+l.graph.H/2)
			if r.step != 7 {
				t.Fatalf("%s %v: a tap over step 7 of the graph shows %d", lang, size, r.step)
			}
			if step, x, _ := r.graphStep(r.layout(c)); step != 7 || x < l.plot.X+l.plot.W*0.7 {
				t.Errorf("%s %v: the graph marks step %d at %.0f", lang, size, step, x)
			}
			l = r.layout(c)
			if r.step < l.first || r.step >= l.first+len(l.rows) {
				t.Errorf("%s %v: step 7 is not among the rows from %d (%d)", lang, size, l.first, len(l.rows))
			}
			i := r.step - l.first
			if last := len(l.rows) - 1; i < last {
				x, y = l.rows[last].Center()
				tapAt(c, x, y)
				if r.step != l.first+last {
					t.Errorf("%s %v: the last line's tap shows %d", lang, size, r.step)
				}
			}
			// Once judged, each line's chance is shown and a judged move
			// may carry its mark.
			for {
				if _, done := r.chance.sides(); done {
					break
				}
				time.Sleep(time.Millisecond)
			}
			if got := r.row(c, 1); !strings.HasSuffix(got.chance, "%") {
				t.Errorf("%s %v: step 1's chance %q", lang, size, got.chance)
			}
		}
	}
}

// A press on the list dragged up scrolls it a row per row's height,
// without changing the step shown; let go, the list stays.
func TestReviewListDrags(t *testing.T) {
	c, r := reviewOf(t, "en", "jungle", 0, "a3a4,g7g6,a4a5,g6g5,b2b3,g5g4,a5a6,a7a6,b3a3", [2]float64{360, 740})
	l := r.layout(c)
	if l.first != 0 || len(l.rows) < 2 {
		t.Fatalf("the list starts at %d with %d rows", l.first, len(l.rows))
	}
	x, y := l.rows[0].Center()
	pitch := l.rows[1].Y - l.rows[0].Y
	press := func(p Pointer) {
		c.Ptr = p
		c.mgr.update()
	}
	press(Pointer{X: x, Y: y, Pressed: true, Held: true})
	if r.step != 0 {
		t.Fatalf("the press on the first line shows step %d", r.step)
	}
	press(Pointer{X: x, Y: y - 2*pitch, Held: true})
	press(Pointer{X: x, Y: y - 2*pitch})
	if got := r.layout(c).first; got != 2 || r.step != 0 {
		t.Fatalf("dragged up two rows: the list starts at %d, step %d", got, r.step)
	}
	press(Pointer{})
	if got := r.layout(c).first; got != 2 {
		t.Fatalf("let go: the list starts at %d", got)
	}
}

// Where the Expert sees further than its best move (Jungle's search), a
// reviewed step says its line in the game's words, in both languages.
func TestReviewSaysTheExpertsLine(t *testing.T) {
	for _, l := range []string{"en", "ru"} {
		c, r := reviewOf(t, l, "jungle", 1, "a3a4,g7g6,a4a5,a7a6", [2]float64{1280, 800})
		for {
			if _, done := r.chance.sides(); done {
				break
			}
			time.Sleep(time.Millisecond)
		}
		r.step = 1
		v, _ := r.chance.verdict(0)
		text := r.stepText(c)
		prefix := strings.TrimSuffix(c.T("review.line"), "%s")
		i := strings.Index(text, prefix)
		if len(v.line) < 2 || i < 0 {
			t.Fatalf("%s: line %v, the step says %q", l, v.line, text)
		}
		if said := strings.Split(text[i+len(prefix):], ", "); len(said) != len(v.line) || !strings.Contains(said[1], "–") {
			t.Fatalf("%s: the line is said as %q", l, said)
		}
	}
}

// The result card of a game kept in the history works out the review's
// figures while it is up and says each side's accuracy, the same line as
// the review's; Review takes the work over rather than starting anew.
func TestResultCardSaysTheSidesFigures(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en"})
	c.Screen = layout.NewScreen(360, 740, 1)
	p := resignedJungle(c, "a3", "a4", "g7", "g6")
	res := &resultScene{play: p}
	c.mgr.current = res
	res.Update(c)
	if res.judge == nil {
		t.Fatal("the card did not start the judgement")
	}
	if got := res.judgeLines(c); !strings.HasPrefix(got[0], "Working out the chances") {
		t.Fatalf("before the figures the card says %q", got)
	}
	for {
		if _, done := res.judge.sides(); done {
			break
		}
		time.Sleep(time.Millisecond)
	}
	got := res.judgeLines(c)
	if len(got) != 2 || !strings.HasPrefix(got[0], "Red: accuracy ") || !strings.HasPrefix(got[1], "Blue: accuracy ") {
		t.Fatalf("the card's figures: %q", got)
	}
	tapButton(t, c, res.buttons(c), c.T("result.review"))
	r, ok := c.mgr.current.(*reviewScene)
	if !ok || r.chance != res.judge || r.summary(c) != strings.Join(got, " · ") {
		t.Fatalf("the review did not take the card's work over (%T)", c.mgr.current)
	}
}
