package layout

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	button := func(x, y float64) Item { return Item{Kind: KindButton, X: x, Y: y, W: 100, H: 44, Tap: true} }
	text := func(s string, x, y, px float64) Item {
		return Item{Kind: KindText, X: x, Y: y, W: 8 * float64(len(s)), H: px * TextBox, Text: s, Px: px}
	}
	good := Dump{W: 360, H: 740, Scale: 1, Items: []Item{
		button(10, 10), text("Back", 20, 20, 14), // a label inside its button
		button(120, 10), // a neighbour, not overlapping
		{Kind: KindBoard, X: 0, Y: 100, W: 360, H: 360, Tap: true},
		{Kind: KindPiece, X: 10, Y: 110, W: 40, H: 40}, text("7", 30, 130, 12), // a badge inside its piece
		text("Your move", 20, 500, 16),
	}}
	if p := Check(good); len(p) != 0 {
		t.Fatalf("a good screen broke %v", p)
	}
	for _, c := range []struct {
		rule string
		item Item
	}{
		{RuleOutside, button(300, 10)},
		{RuleOutside, text("far", 10, 730, 14)},
		{RuleTapsClash, button(60, 20)},
		{RuleTextClash, text("Choose a game", 90, 15, 24)},
		{RuleTextSmall, text("tiny", 20, 600, 9)},
		{RuleTapSmall, Item{Kind: KindButton, X: 10, Y: 600, W: 200, H: 40, Tap: true}},
		{RuleTapSmall, Item{Kind: KindButton, X: 10, Y: 600, W: 40, H: 200}}, // dimmed, still a button
		{RuleTapSmall, Item{Kind: KindCard, X: 10, Y: 600, W: 300, H: 30, Tap: true}},
		{RuleTapsClose, button(10, 58)},  // 4 px under the first
		{RuleTapsClose, button(224, 10)}, // 4 px right of the second
		{RuleTapsClose, button(225, 57)}, // 5 and 3 px from the second's corner: 6 px
	} {
		d := good
		d.Items = append(append([]Item{}, good.Items...), c.item)
		found := false
		for _, p := range Check(d) {
			found = found || p.Rule == c.rule
		}
		if !found {
			t.Errorf("%v: no %q in %v", c.item, c.rule, Check(d))
		}
	}
}

// The floor of a control is a thumb's on a window whose shorter side is
// at most 600 px, either way up, and a pointer's above; a control that is
// not one (a plain card, a board) has none, and neither do controls a
// gap's width apart.
func TestTapFloor(t *testing.T) {
	small := Item{Kind: KindButton, X: 10, Y: 10, W: 120, H: 36, Tap: true}
	for _, c := range []struct {
		w, h float64
		want bool
	}{{360, 740, true}, {740, 360, true}, {915, 412, true}, {768, 1024, false}, {1280, 800, false}, {1024, 600, true}} {
		got := false
		for _, p := range Check(Dump{W: c.w, H: c.h, Items: []Item{small}}) {
			got = got || p.Rule == RuleTapSmall
		}
		if got != c.want {
			t.Errorf("%v×%v: a 36 px button refused %v, want %v", c.w, c.h, got, c.want)
		}
	}
	if p := Check(Dump{W: 1280, H: 800, Items: []Item{{Kind: KindButton, X: 10, Y: 10, W: 120, H: 30}}}); len(p) != 1 || p[0].Rule != RuleTapSmall {
		t.Errorf("a 30 px button on a desktop: %v", p)
	}
	ok := Dump{W: 360, H: 740, Items: []Item{
		{Kind: KindCard, X: 10, Y: 10, W: 300, H: 20},              // a card nobody taps
		{Kind: KindBoard, X: 10, Y: 40, W: 300, H: 300, Tap: true}, // a board right under it
		{Kind: KindButton, X: 10, Y: 350, W: 100, H: 44, Tap: true},
		{Kind: KindButton, X: 118, Y: 350, W: 100, H: 44, Tap: true}, // 8 px apart
		{Kind: KindButton, X: 226, Y: 402, W: 100, H: 44, Tap: true}, // 8 px apart both ways: 11 px
	}}
	if p := Check(ok); len(p) != 0 {
		t.Errorf("%v", p)
	}
}

func TestGap(t *testing.T) {
	r := Rect{0, 0, 10, 10}
	for _, c := range []struct {
		o    Rect
		want float64
	}{{Rect{5, 5, 10, 10}, 0}, {Rect{10, 0, 5, 5}, 0}, {Rect{18, 2, 5, 5}, 8}, {Rect{-9, 13, 5, 5}, 5}, {Rect{13, 14, 1, 1}, 5}} {
		if g := r.Gap(c.o); g != c.want || c.o.Gap(r) != c.want {
			t.Errorf("%v and %v: %v, want %v", r, c.o, g, c.want)
		}
	}
}

func TestProblemsNameTheItems(t *testing.T) {
	d := Dump{W: 100, H: 100, Items: []Item{{Kind: KindText, X: 0, Y: 0, W: 50, H: 14, Text: "Назад", Px: 10}}}
	p := Check(d)
	if len(p) != 1 || !strings.Contains(p[0].String(), "Назад") || !strings.Contains(p[0].String(), RuleTextSmall) {
		t.Fatalf("%v", p)
	}
}

// A framed board keeps room for its labels: the frame is at least minPad
// wide, and never narrower than Frame cells.
func TestFitFramedKeepsRoomForLabels(t *testing.T) {
	r := Rect{0, 0, 330, 500}
	b := FitFramed(r, 7, 9, Frame, 18, false)
	if b.Pad < 18 || !b.Framed().Within(r) {
		t.Fatalf("pad %v, framed %v in %v", b.Pad, b.Framed(), r)
	}
	big := FitFramed(Rect{0, 0, 1000, 1300}, 7, 9, Frame, 18, false)
	if big.Pad < Frame*big.Cell-0.01 {
		t.Fatalf("a large board's frame %v is under %v cells", big.Pad, Frame)
	}
}

// In any portrait window the play layout gives the board at least 90 % of
// the width when the controls can shrink to make room, and keeps every
// rectangle inside the window.
func TestPortraitBoardSpansTheWidth(t *testing.T) {
	for _, sz := range [][2]float64{{360, 740}, {390, 844}, {414, 896}} {
		s := NewScreen(sz[0], sz[1], 1)
		for _, p := range []Play{PlayLayout(s, 7, 9, 5, false), RaceLayout(s, 5)} {
			if w := p.Board.Framed().W; w < 0.9*s.W {
				t.Errorf("%v: the board spans %.0f of %.0f", sz, w, s.W)
			}
			for _, r := range append([]Rect{p.Board.Framed(), p.Status, p.Top, p.Bottom}, p.Buttons...) {
				if !r.Within(s.Full()) {
					t.Errorf("%v: %v leaves the window", sz, r)
				}
			}
			if p.Bottom.Y+p.Bottom.H > p.Buttons[0].Y {
				t.Errorf("%v: the bottom plate runs into the buttons", sz)
			}
		}
	}
}

// On a tablet held upright the board still spans its share of the width,
// and the status and the plates, whose text is sized by their height, are
// taller than on a phone: the type grows with the screen.
func TestTabletTextGrowsWithTheScreen(t *testing.T) {
	phone := NewScreen(414, 896, 1)
	for _, sz := range [][2]float64{{768, 1024}, {820, 1180}} {
		s := NewScreen(sz[0], sz[1], 1)
		for i, p := range []Play{PlayLayout(s, 7, 9, 5, false), RaceLayout(s, 5)} {
			small := []Play{PlayLayout(phone, 7, 9, 5, false), RaceLayout(phone, 5)}[i]
			if w := p.Board.Framed().W; w < PortraitSpan(s.W, s.H)*s.W {
				t.Errorf("%v: the board spans %.0f of %.0f", sz, w, s.W)
			}
			if p.Bottom.H < 1.15*small.Bottom.H || p.Status.H < 1.15*small.Status.H {
				t.Errorf("%v: plate %.0f and status %.0f px high, on a phone %.0f and %.0f", sz, p.Bottom.H, p.Status.H, small.Bottom.H, small.Status.H)
			}
		}
	}
}
