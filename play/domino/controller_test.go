package domino

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// table is the dominoes table of a landscape desktop window.
var table = layout.TableLayout(layout.NewScreen(1280, 800, 1), 5)

func tile(s string) domino.Tile { return domino.NewTile(int(s[0]-'0'), int(s[1]-'0')) }

// tapTile taps tile s of the hand shown, through the pixels.
func tapTile(t *testing.T, c *Controller, s string) {
	t.Helper()
	for i, tl := range c.HandShown() {
		if tl.Canon() == tile(s).Canon() {
			x, y := c.HandRects(table)[i].Center()
			c.TapAt(table, x, y)
			return
		}
	}
	t.Fatalf("no %s in hand %v", s, c.HandShown())
}

func tapEnd(t *testing.T, c *Controller, e domino.End) {
	t.Helper()
	l, r, ok := c.EndRects(table)
	if !ok {
		t.Fatal("no line")
	}
	rect := l
	if e == domino.RightEnd {
		rect = r
	}
	x, y := rect.Center()
	c.TapAt(table, x, y)
}

func settle(c *Controller) {
	for i := 0; i < 1000 && c.Busy(); i++ {
		c.Update()
	}
}

// matchPos: white to move holds 05 (fits the left end 5 only), 36 and 56
// (fit the right end 6 only... 56 fits both), and tiles that do not fit.
const matchPos = "00,01,02,04,06/03,05,36,56,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/52,21,16 w 0"

func TestTileThenEnd(t *testing.T) {
	c := New(play.Config{Mode: play.VsAI, Human: engine.Second}, enginetest.Must(t, domino.Parse, matchPos))
	// A tile that fits one end goes there at once.
	tapTile(t, c, "05")
	if line := c.Pos.Line(); line[0] != tile("05") || c.Placing == nil || c.Placing.Index != 0 {
		t.Fatalf("line %v placing %+v", line, c.Placing)
	}
	c = New(play.Config{Mode: play.VsAI, Human: engine.Second}, enginetest.Must(t, domino.Parse, matchPos))
	before := c.Pos
	// 56 fits both ends: the first tap picks it, the second the end.
	tapTile(t, c, "56")
	if !c.HasSel || c.Pos != before {
		t.Fatal("56 was not picked")
	}
	tapEnd(t, c, domino.RightEnd)
	line := c.Pos.Line()
	if last := line[len(line)-1]; last != tile("65") || c.HasSel {
		t.Fatalf("line %v", line)
	}
	// A tile that fits nowhere is refused.
	c = New(play.Config{Mode: play.VsAI, Human: engine.Second}, enginetest.Must(t, domino.Parse, matchPos))
	tapTile(t, c, "44")
	if c.RefusalShown() != RefuseNoFit || c.Pos != before {
		t.Fatalf("refusal %q", c.RefusalShown())
	}
	c.Draw()
	if c.RefusalShown() != RefuseMayPlay || c.Pos != before {
		t.Fatalf("draw with a playable tile: %q", c.RefusalShown())
	}
	c.Pass()
	if c.RefusalShown() != RefuseNoPass || c.Pos != before {
		t.Fatalf("pass with a playable tile: %q", c.RefusalShown())
	}
	// Fits reports the ends for the markers.
	if l, r, _ := c.Fits(tile("56")); !l || !r {
		t.Error("56 should fit both ends")
	}
	if l, r, _ := c.Fits(tile("36")); l || !r {
		t.Error("36 fits the right end only")
	}
}

func TestDrawThenPass(t *testing.T) {
	p, _ := domino.Deal(domino.Set())
	c := New(play.Config{Mode: play.Hotseat}, p)
	if !c.HandsHidden() {
		t.Fatal("a hotseat game starts behind the hand-over screen")
	}
	// The first tap only reveals black's hand.
	tapTile(t, c, "00")
	if c.HandsHidden() || len(c.Pos.Line()) != 0 {
		t.Fatal("the reveal tap played a tile")
	}
	tapTile(t, c, "00")
	if len(c.Pos.Line()) != 1 || c.Pos.ToMove() != engine.Second || !c.HandsHidden() {
		t.Fatalf("after 00: %v hidden %v", c.Pos, c.HandsHidden())
	}
	settle(c)
	x, y := table.Line.Center()
	c.TapAt(table, x, y)
	if c.HandsHidden() {
		t.Fatal("the tap did not reveal white's hand")
	}
	// White holds no 0: it draws, one tile per tap, until two are left.
	draws := 0
	for c.CanDraw() {
		if c.CanPass() {
			t.Fatal("pass offered while drawing is possible")
		}
		c.Draw()
		draws++
	}
	if draws != 12 || !c.CanPass() {
		t.Fatalf("draws %d, can pass %v", draws, c.CanPass())
	}
	if c.Msg != MsgDrew || c.MsgSeat != engine.Second {
		t.Errorf("message %q %v", c.Msg, c.MsgSeat)
	}
	if m, _ := c.MsgShown(); m != "" {
		t.Errorf("white's own draw is announced to white while it plays on: %q", m)
	}
	c.Pass()
	if m, _ := c.MsgShown(); m != MsgPassed || c.Pos.ToMove() != engine.First || !c.HandsHidden() {
		t.Fatalf("after the pass: %q %v", m, c.Pos)
	}
}

func TestComputerGetsItsOwnView(t *testing.T) {
	p, _ := domino.Deal(domino.Set())
	c := New(play.Config{Mode: play.VsAI, Human: engine.Second, Seed: 2}, p)
	c.WaitBot()
	if c.Pos.ToMove() != engine.Second || len(c.Pos.Line()) != 1 {
		t.Fatalf("the computer did not open: %v", c.Pos)
	}
	if c.HandsHidden() {
		t.Fatal("no hand-over against the computer")
	}
	for i := 0; i < 60 && !c.Over(); i++ {
		if c.Thinking() {
			c.WaitBot()
			continue
		}
		hand := c.HandShown()
		played := false
		for _, tl := range hand {
			if l, r, f := c.Fits(tl); l || r || f {
				tapTile(t, c, tl.String())
				if c.HasSel {
					tapEnd(t, c, domino.LeftEnd)
				}
				played = true
				break
			}
		}
		if !played {
			if c.CanDraw() {
				c.Draw()
			} else {
				c.Pass()
			}
		}
		settle(c)
	}
	if !c.Over() {
		t.Fatal("the game did not end")
	}
}

// The controller knows which tile was played first however the game went,
// after every action and after a resume, and the line on screen starts
// from it.
func TestFirstTileIsTracked(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for g := 0; g < 200; g++ {
		start := domino.NewGame(rng)
		c := New(play.Config{Mode: play.Hotseat}, start)
		var first domino.Tile
		for !c.Over() {
			legal := c.Pos.Legal()
			a := legal[rng.IntN(len(legal))]
			empty := len(c.Pos.Line()) == 0
			c.play(a)
			if empty && len(c.Pos.Line()) == 1 {
				first = c.Pos.Line()[0]
			}
			if line := c.Pos.Line(); len(line) > 0 {
				if c.First < 0 || c.First >= len(line) || line[c.First].Canon() != first.Canon() {
					t.Fatalf("game %d: First=%d in %v, the first tile was %v", g, c.First, line, first)
				}
			}
		}
		r, err := Resume(play.Config{Mode: play.Hotseat}, start, c.Actions)
		if err != nil || r.First != c.First {
			t.Fatalf("game %d: resumed First=%d, want %d (%v)", g, r.First, c.First, err)
		}
		if spots := c.LineSpots(table); len(spots) > 0 {
			x, _ := spots[c.First].Center()
			r := table.Line.Inset(8)
			if math.Abs(x-(r.X+r.W/2)) > 0.5 {
				t.Fatalf("game %d: the first tile is not in the middle of the table", g)
			}
		}
	}
}

// The marks of the ends stand beside the end tiles, never on them (their
// pips stay in sight), inside the line's area, and a tap on a mark plays
// the picked tile at that end.
func TestEndMarksBesideTheEnds(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {360, 740}, {414, 896}} {
		tb := layout.TableLayout(layout.NewScreen(sz[0], sz[1], 1), 5)
		c := New(play.Config{Mode: play.VsAI, Human: engine.Second}, enginetest.Must(t, domino.Parse, matchPos))
		spots := c.LineSpots(tb)
		ml, mr, ok := c.EndMarks(tb)
		if !ok {
			t.Fatal("no marks")
		}
		for i, m := range []EndMark{ml, mr} {
			if !m.Rect().Within(tb.Line) {
				t.Errorf("%v: mark %d %+v leaves the line's area %+v", sz, i, m, tb.Line)
			}
			for j, s := range spots {
				if m.Rect().Overlaps(s.Rect) {
					t.Errorf("%v: mark %d covers tile %d", sz, i, j)
				}
			}
		}
		// 56 fits both ends: it waits for an end; the right mark takes it.
		c.TapTile(tile("56"))
		if !c.HasSel {
			t.Fatal("56 fits both ends and should wait for one")
		}
		c.TapAt(tb, mr.X, mr.Y)
		settle(c)
		line := c.Pos.Line()
		if last := line[len(line)-1]; last.Canon() != tile("56").Canon() {
			t.Fatalf("%v: the right mark laid %v at the right end", sz, last)
		}
		if got := c.LastPlayed(); got != len(line)-1 {
			t.Errorf("%v: LastPlayed = %d, want %d", sz, got, len(line)-1)
		}
	}
}

// Undo returns to the person's choice of tile: the tiles drawn before it
// stay drawn, the boneyard keeps its order, and the computer's reply is
// taken back too.
func TestUndoKeepsTheDraws(t *testing.T) {
	start := enginetest.Must(t, domino.Parse, "02,12,22,24,25,26/00,01,04,05,11,14,15/06,16,36,03,13,33,34,35,44,45,46,55,56,66/23 w 0")
	c := New(play.Config{Mode: play.VsAI, Human: engine.Second, Seed: 5}, start)
	c.Draw()
	c.Draw()
	c.Draw()
	drawn := c.Pos
	if len(drawn.Hand(engine.Second)) != 10 || c.CanUndo() {
		t.Fatalf("after two draws: %v, can undo %v", drawn, c.CanUndo())
	}
	tapTile(t, c, "36")
	c.WaitBot()
	if len(c.Pos.Line()) != 3 || !c.HumanToMove() || !c.CanUndo() {
		t.Fatalf("the play and the reply: %v", c.Pos)
	}
	if !c.Undo() {
		t.Fatalf("undo refused: %q", c.Refusal)
	}
	if c.Pos != drawn || len(c.Actions) != 3 || c.Placing != nil || c.HandsHidden() || c.CanUndo() {
		t.Fatalf("after the undo: %v, actions %v", c.Pos, c.Actions)
	}
	hand := c.Pos.Hand(engine.Second)
	for _, s := range []string{"06", "16", "36"} {
		if !containsTile(hand, tile(s)) {
			t.Fatalf("the drawn %s went back: hand %v", s, hand)
		}
	}
	if want := start.Boneyard()[3:]; !equalTiles(c.Pos.Boneyard(), want) {
		t.Fatalf("boneyard %v, want %v", c.Pos.Boneyard(), want)
	}
	// Draw and Pass are no choices: nothing to undo after a draw alone.
	d := New(play.Config{Mode: play.VsAI, Human: engine.Second}, start)
	d.Draw()
	if d.Undo() || d.RefusalShown() != play.RefuseUndoNone || len(d.Actions) != 1 {
		t.Fatalf("a draw was undone: %q %v", d.Refusal, d.Actions)
	}
}

// In hotseat Undo takes back the last tile played; the hands are hidden
// until its player takes the device again.
func TestUndoHotseatDomino(t *testing.T) {
	start := enginetest.Must(t, domino.Parse, "02,12,22,24,25,26/00,01,04,05,11,14,36/03,06,13,15,16,33,34,35,44,45,46,55,56,66/23 w 0")
	c := New(play.Config{Mode: play.Hotseat}, start)
	c.TapHandOver()
	tapTile(t, c, "36")
	settle(c)
	c.TapHandOver()
	tapTile(t, c, "22")
	settle(c)
	if len(c.Pos.Line()) != 3 {
		t.Fatalf("two tiles were not played: %v", c.Pos)
	}
	c.Undo()
	if len(c.Pos.Line()) != 2 || c.Pos.ToMove() != engine.First || !c.HandsHidden() || len(c.Actions) != 1 {
		t.Fatalf("after the undo: %v hidden %v", c.Pos, c.HandsHidden())
	}
}

func containsTile(ts []domino.Tile, t domino.Tile) bool {
	for _, x := range ts {
		if x.Canon() == t.Canon() {
			return true
		}
	}
	return false
}

func equalTiles(a, b []domino.Tile) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A tap just beside a tile that fits (under it, or in the gap towards a
// tile that does not) plays it; a tap as close to a tile that does not fit
// does nothing.
func TestTapBesideAFittingTileTakesIt(t *testing.T) {
	phone := layout.TableLayout(layout.NewScreen(360, 740, 1), 4)
	for _, c := range []struct {
		name, tile string
		dx, dy     float64 // from the tile's bottom centre
		played     bool
	}{
		{"8 px under 05", "05", 0, 8, true},
		{"8 px under 44", "44", 0, 8, false},
		{"20 px under 05", "05", 0, 20, false},
	} {
		g := New(play.Config{Mode: play.VsAI, Human: engine.Second}, enginetest.Must(t, domino.Parse, matchPos))
		before := len(g.HandShown())
		for i, tl := range g.HandShown() {
			if tl.Canon() == tile(c.tile).Canon() {
				r := g.HandRects(phone)[i]
				g.TapAt(phone, r.X+r.W/2+c.dx, r.Y+r.H+c.dy)
			}
		}
		settle(g)
		if got := len(g.HandShown()) < before; got != c.played {
			t.Errorf("%s: played %v, want %v", c.name, got, c.played)
		}
	}
}
