package scenes

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	dominoplay "github.com/plyyard/plyyard/play/domino"
	jungleplay "github.com/plyyard/plyyard/play/jungle"
	raceplay "github.com/plyyard/plyyard/play/race"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// lessonOn is the lesson on the screen.
func lessonOn(t *testing.T, c *Context) *lessonScene { t.Helper(); return on[*lessonScene](t, c) }

// tapSquare taps a Jungle square of the lesson's board, through the pixels
// of the screen.
func tapSquare(t *testing.T, c *Context, l *lessonScene, name string) {
	t.Helper()
	own, _ := l.b.Buttons(&c.Host, nil, nil, nil)
	tapInsetSquare(t, c, l.b, l.layout(c, len(own)).board, name)
}

// tapInsetSquare taps a Jungle square of board b shown in rectangle r.
func tapInsetSquare(t *testing.T, c *Context, b play.Board, r layout.Rect, name string) {
	t.Helper()
	sq, err := jungle.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	jb, ok := b.(jungleplay.Board)
	if !ok {
		t.Fatalf("the board is a %T", b)
	}
	x, y := jb.Layout(insetScreen(c, r)).Board.CellCenter(int(sq))
	tapAt(c, r.X+x, r.Y+y)
}

// settle runs the screen until nothing moves on the board.
func settle(c *Context, l *lessonScene) {
	for i := 0; i < 400 && l.b.Busy(); i++ {
		c.mgr.update()
	}
}

// The hub lists the game's lessons and opens one; the lesson is done by
// taps on the board — a wrong try first, explained and changing nothing —
// and once done it is saved, and shown as done when the hub is opened
// again on the same store.
func TestLessonDoneByTapsAndSaved(t *testing.T) {
	store := save.NewMemory()
	c := newTestContext(t, Options{Store: store, Lang: "en", Scene: "learn", Game: "jungle"})
	hub, ok := c.mgr.current.(*learnScene)
	if !ok {
		t.Fatalf("the screen is a %T, not the hub", c.mgr.current)
	}
	ls := registry.Games.Must("jungle").Lessons
	bs := hub.buttons(c)
	if len(bs) != len(ls)+3 || bs[0].Label != "1. Moving" {
		t.Fatalf("the hub shows %d buttons, the first %q", len(bs), bs[0].Label)
	}
	tapButton(t, c, bs, "3. The rat and the elephant")
	l := lessonOn(t, c)
	if l.idx != 2 || l.step != 0 {
		t.Fatalf("lesson %d step %d", l.idx, l.step)
	}
	// Step 1: a wrong but legal move (the rat steps away) is stopped and
	// explained; the board stays as it was.
	before := l.b.State().String()
	tapSquare(t, c, l, "a5")
	tapSquare(t, c, l, "a4")
	if msg, warn := l.status(c); !warn || msg != lang.EN.T(ls[2].StepKey(0, "wrong")) {
		t.Fatalf("after a wrong move the status says %q (warn %v)", msg, warn)
	}
	if l.b.State().String() != before || l.done {
		t.Fatalf("the wrong move changed the board: %s", l.b.State())
	}
	// The task: the rat takes the elephant.
	tapSquare(t, c, l, "a5")
	tapSquare(t, c, l, "a6")
	settle(c, l)
	if !l.done || l.b.State().String() == before {
		t.Fatal("the rat did not take the elephant")
	}
	if msg, _ := l.status(c); msg != lang.EN.T(ls[2].StepKey(0, "done")) {
		t.Fatalf("done, the status says %q", msg)
	}
	if c.Saves.LessonDone("jungle", "rat-elephant") {
		t.Fatal("the lesson is saved as done before its last step")
	}
	// Nothing more moves: the computer does not answer in a lesson.
	for range 120 {
		c.mgr.update()
	}
	if l.b.State().ToMove() != jungle.Blue {
		t.Fatal("someone played on after the task was done")
	}
	tapButton(t, c, l.buttons(c), "Next")
	if l.step != 1 || l.done {
		t.Fatalf("Next led to step %d (done %v)", l.step, l.done)
	}
	// Step 2: the elephant may not take the rat: refused and explained by
	// the lesson's own words.
	before = l.b.State().String()
	tapSquare(t, c, l, "b7")
	tapSquare(t, c, l, "b8")
	if msg, warn := l.status(c); !warn || msg != lang.EN.T(ls[2].StepKey(1, "hint1")) {
		t.Fatalf("the elephant taking the rat: %q", msg)
	}
	if l.b.State().String() != before {
		t.Fatal("a refused move changed the board")
	}
	tapSquare(t, c, l, "c7") // the elephant is still picked up
	settle(c, l)
	if !l.done {
		t.Fatal("the elephant did not take the cat")
	}
	c.mgr.update()
	if !c.Saves.LessonDone("jungle", "rat-elephant") || c.Saves.LessonsDone("jungle") != 1 {
		t.Fatal("the lesson done was not saved")
	}
	// After the last step, Next leads to the next lesson.
	tapButton(t, c, l.buttons(c), "Next lesson")
	if l2 := lessonOn(t, c); l2.idx != 3 || l2.step != 0 {
		t.Fatalf("next lesson: %d step %d", l2.idx, l2.step)
	}
	// Reopened on the same store, the hub shows the lesson done.
	c2 := newTestContext(t, Options{Store: store, Lang: "en", Scene: "learn", Game: "jungle"})
	hub2 := c2.mgr.current.(*learnScene)
	if hub2.count(c2) != 1 {
		t.Fatalf("the hub counts %d lessons done", hub2.count(c2))
	}
	for i, b := range hub2.buttons(c2)[:len(ls)] {
		if want := i == 2; (b.Style == sprites.Chosen) != want {
			t.Errorf("lesson %d shown done: %v", i+1, !want)
		}
	}
}

// In dominoes a tile that does not fit is refused by the lesson's words,
// draws go through while no tile fits, and the tile drawn that fits does
// the task.
func TestDominoLessonDrawsUntilATileFits(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en", Scene: "lesson", Game: "domino", Page: 6})
	l := lessonOn(t, c)
	b := l.b.(dominoplay.Board)
	b.TapTile(domino.NewTile(1, 4))
	if msg, warn := l.status(c); !warn || msg != l.say(c, "hint2") {
		t.Fatalf("a tile that does not fit: %q", msg)
	}
	b.Pass()
	if msg, _ := l.status(c); msg != l.say(c, "hint1") {
		t.Fatalf("a pass with tiles to draw: %q", msg)
	}
	for range 3 {
		b.Draw()
		settle(c, l)
	}
	if len(b.Pos.Hand(b.Pos.ToMove())) != 9 || l.done {
		t.Fatalf("after three draws: %s, done %v", b.Pos, l.done)
	}
	b.TapTile(domino.NewTile(5, 6))
	if !l.done {
		t.Fatal("the tile that fits did not do the task")
	}
}

// The race lessons fix the die: the 3 that no piece can use comes up when
// the person rolls, and the turn passes.
func TestRaceLessonRollsTheStepsValue(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en", Scene: "lesson", Game: "ludo", Page: 11})
	l := lessonOn(t, c)
	rb := l.b.(raceplay.Board)
	rb.TapPiece(rb.Pos.ToMove(), 2)
	if msg, warn := l.status(c); !warn || msg != l.say(c, "hint1") || msg != lang.EN.Fill(l.lesson().StepKey(l.step, "hint1"), "ludo") || strings.Contains(msg, "{") {
		t.Fatalf("a piece before the roll: %q", msg)
	}
	rb.TapRoll()
	if !l.done || rb.Face != 3 {
		t.Fatalf("rolled %d, done %v", rb.Face, l.done)
	}
}

// The title's How to play leads to a choice of game, and a game's card to
// its lessons; the mode screen's Learn to the same hub.
func TestHowToPlayLeadsToTheLessons(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en"})
	tapButton(t, c, c.mgr.current.(*titleScene).buttons(c), "How to play")
	list, ok := c.mgr.current.(*gamesScene)
	if !ok || !list.learn {
		t.Fatalf("How to play opened a %T", c.mgr.current)
	}
	x, y := list.cards(c)[3].Center()
	tapAt(c, x, y)
	if hub, ok := c.mgr.current.(*learnScene); !ok || hub.g.Name != "domino" {
		t.Fatalf("the dominoes card opened a %T", c.mgr.current)
	}
	c2 := newTestContext(t, Options{Lang: "en", Scene: "mode", Game: "ludo"})
	bs, _ := c2.mgr.current.(*modeScene).layout(c2)
	tapButton(t, c2, bs, "Learn")
	if hub, ok := c2.mgr.current.(*learnScene); !ok || hub.g.Name != "ludo" {
		t.Fatalf("Learn opened a %T", c2.mgr.current)
	}
}
