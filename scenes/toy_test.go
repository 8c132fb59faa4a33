package scenes

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games/gamestest/nim"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/play/kits"
	"github.com/plyyard/plyyard/play/plain"
)

// withToy is the app's kits with the toy game's: the one line a fifth game
// is, on the app's side (its texts come with it: lang.Add).
func withToy(t *testing.T) []play.Kit {
	t.Helper()
	if !lang.EN.Has("game.nim") {
		if err := lang.Add(nim.Catalogue()); err != nil {
			t.Fatal(err)
		}
	}
	return append(slices.Clone(kits.All), plain.Kit(nim.Game))
}

// drawn draws the current screen at phone and desktop sizes in both
// languages, so every text it asks of the catalogue is asked.
func drawn(c *Context) {
	keep, lg := c.Screen, c.Lang
	for _, sc := range []layout.Screen{layout.NewScreen(360, 740, 1), layout.NewScreen(1280, 800, 1)} {
		img := ebiten.NewImage(int(sc.W), int(sc.H))
		for _, l := range lang.All {
			c.Screen, c.Lang = sc, l
			c.mgr.draw(img)
		}
		img.Deallocate()
	}
	c.Screen, c.Lang = keep, lg
}

// A fifth game is one line: the menus list the toy game, its mode screen
// starts it, the play screen plays it to its end, its lesson and its
// puzzle are done, and nothing the screens asked for is missing from the
// catalogue.
func TestToyGameThroughOneLine(t *testing.T) {
	all := withToy(t)
	c := newTestContext(t, Options{Kits: all, Lang: "en"})
	c.GoTo(&gamesScene{})
	for c.mgr.next != nil {
		c.mgr.update()
	}
	drawn(c)
	cards := c.mgr.current.(*gamesScene).cards(c)
	if len(cards) != 5 {
		t.Fatalf("%d game cards", len(cards))
	}
	x, y := cards[4].Center()
	tapAt(c, x, y)
	m, ok := c.mgr.current.(*modeScene)
	if !ok || m.title(c) != "Nim" {
		t.Fatalf("the fifth card opened %T", c.mgr.current)
	}
	drawn(c)
	bs, _ := m.layout(c)
	tapButton(t, c, bs, c.T("mode.hotseat"))
	bs, _ = m.layout(c)
	tapButton(t, c, bs, c.T("common.start"))
	p := playing(t, c)
	b, ok := p.b.(plain.Board)
	if !ok {
		t.Fatalf("the board is %T", p.b)
	}
	// North and South take turns by the board's tiles until the last stone.
	for i := 0; i < 20 && !b.Over(); i++ {
		drawn(c)
		rs, acts := b.Tiles(c.Screen)
		k := slices.Index(acts, engine.Action(1))
		if k < 0 {
			t.Fatalf("no tile to take one stone at %s", b.Pos)
		}
		x, y := rs[k].Center()
		tapAt(c, x, y)
	}
	if o := b.Outcome(); o.Status != engine.Win || o.Winner != engine.First || o.Reason != "last" {
		t.Fatalf("the outcome %+v at %s", o, b.Pos)
	}
	for i := 0; i < 300; i++ {
		c.mgr.update()
		c.Tick++
	}
	drawn(c)

	// The lesson: a wrong take is explained, the right one done.
	c = newTestContext(t, Options{Kits: all, Lang: "en", Scene: "lesson", Game: "nim", Page: 1})
	l := lessonOn(t, c)
	drawn(c)
	lb := l.b.(plain.Board)
	lb.Act(1)
	if msg, warn := l.status(c); !warn || msg != "Count again: four must be left." {
		t.Fatalf("a wrong take: %q", msg)
	}
	lb.Act(4)
	if msg, _ := l.status(c); msg != "At most three stones a turn." {
		t.Fatalf("an illegal take: %q", msg)
	}
	lb.Act(2)
	if !l.done {
		t.Fatal("the lesson's task is not done")
	}
	drawn(c)

	// The puzzle: a wrong move fails, the answer solves it.
	c = newTestContext(t, Options{Kits: all, Lang: "en", Scene: "puzzles", Game: "nim", Page: 1, Moves: "3"})
	s, ok := firstScene(c).(*puzzleScene)
	if !ok {
		t.Fatalf("not a puzzle: %T", firstScene(c))
	}
	c.mgr.current = s
	for i := 0; i < 600 && (len(s.moves) > 0 || len(s.queue) > 0 || s.b.Busy()); i++ {
		c.mgr.update()
		c.Tick++
	}
	if s.state != puzzleSolved {
		t.Fatalf("the puzzle's state %v", s.state)
	}
	drawn(c)
	if miss := lang.Missing(); len(miss) > 0 {
		t.Fatalf("texts asked for and missing: %s", strings.Join(miss, " "))
	}
}
