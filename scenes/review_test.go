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
		b := mustNew(jungleplay.Kit, play.Config{Mode: play.Hotseat, Speed: 1}).(jungleplay.Board)
		p := newPlayScene(b)
		c.mgr.current = p
		l := b.Layout(c.Screen).Board
		for _, sq := range []string{"a3", "a4", "g7", "g6", "a4", "a5"} {
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

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
