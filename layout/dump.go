package layout

import (
	"fmt"
	"math"
)

// A Dump is what a screen drew at one frame, item by item, in window pixels
// at scale 1: the `-layout` flag writes it as JSON, and the layout tests
// check it against the rules every screen keeps (Check).
type Dump struct {
	W     float64 `json:"w"`
	H     float64 `json:"h"`
	Scale float64 `json:"scale"`
	Items []Item  `json:"items"`
}

// Item is one thing on the screen.
type Item struct {
	// Kind is what it is: button, text, board, hand, panel, die, card,
	// tile, piece or mark.
	Kind string  `json:"kind"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	W    float64 `json:"w"`
	H    float64 `json:"h"`
	// Text is a text item's words, and Px its font size. Other items
	// name what they show: a piece its seat ("0", "1"), the die its face,
	// a domino tile its halves as drawn ("2-5"; none face down), a mark
	// the end of the line it stands for ("left", "right") when it does.
	Text string  `json:"text,omitempty"`
	Px   float64 `json:"px,omitempty"`
	// Tap says a tap on the item does something.
	Tap bool `json:"tap"`
}

// The kinds of items.
const (
	KindButton = "button"
	KindText   = "text"
	KindBoard  = "board"
	KindHand   = "hand"
	KindPanel  = "panel"
	KindDie    = "die"
	KindCard   = "card"
	KindTile   = "tile"
	KindPiece  = "piece"
	// KindMark is a sign that a tap there does something now: a piece
	// that may move (race), a square it may move to (Jungle), the die
	// waiting to be rolled, a tile that fits, an end of the line to play
	// the chosen tile on. It lies over the thing to tap, which takes the
	// tap: a mark is never tappable itself.
	KindMark = "mark"
)

// Rect is the item's rectangle.
func (it Item) Rect() Rect { return Rect{it.X, it.Y, it.W, it.H} }

func (it Item) String() string {
	if it.Kind == KindText {
		return fmt.Sprintf("text %q (%.0f px) at %.0f,%.0f %.0f×%.0f", it.Text, it.Px, it.X, it.Y, it.W, it.H)
	}
	return fmt.Sprintf("%s at %.0f,%.0f %.0f×%.0f", it.Kind, it.X, it.Y, it.W, it.H)
}

// MinTextPx is the smallest font size, at scale 1, any text may have.
const MinTextPx = 12

// slack forgives the sub-pixel rounding of anti-aliased shapes.
const slack = 0.75

// Overlaps reports whether r and o share more than a rounding's width.
func (r Rect) Overlaps(o Rect) bool {
	return r.X+r.W-slack > o.X && o.X+o.W-slack > r.X && r.Y+r.H-slack > o.Y && o.Y+o.H-slack > r.Y
}

// Within reports whether r lies inside o (up to a rounding's width).
func (r Rect) Within(o Rect) bool {
	return r.X >= o.X-slack && r.Y >= o.Y-slack && r.X+r.W <= o.X+o.W+slack && r.Y+r.H <= o.Y+o.H+slack
}

// A Problem is one rule a dump breaks.
type Problem struct {
	Rule string
	What string
}

func (p Problem) String() string { return p.Rule + ": " + p.What }

// The rules.
const (
	RuleOutside   = "outside the window"
	RuleTapsClash = "tappable items overlap"
	RuleTextClash = "text overlaps an item it is not inside"
	RuleTextSmall = "text below the size floor"
	RuleTapSmall  = "tap target below the size floor"
	RuleTapsClose = "tap targets too close"
)

// MinTap is the least size, in window pixels at scale 1, of a control's
// shorter side (a button, a key, a tab, a toggle, a card of a list) on a
// window whose shorter side is at most PhoneSide (a phone, either way up:
// a thumb's width), and MinTapWide on any larger window (a pointer's, or
// a finger on a tablet). TapGap is the least distance between two of them.
const (
	MinTap     = 44
	MinTapWide = 32
	PhoneSide  = 600
	TapGap     = 8
)

// TapReach is how far, in window pixels, from the centre of a thing a
// board lets you move (a race piece that may move, a domino tile that
// fits) a tap still takes it, when nothing else of the kind is nearer: a
// thumb covers more than a small piece.
const TapReach = 24

// Nearest is the index of the rectangle nearest the point (x, y) — a
// rectangle that holds it is at distance 0 — if that is at most reach
// away, else -1. The first of equals wins.
func Nearest(rs []Rect, x, y, reach float64) int {
	best, bestD := -1, math.Inf(1)
	p := Rect{X: x, Y: y}
	for i, r := range rs {
		if d := r.Gap(p); d <= reach && d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// TapFloor is the least size of a control's shorter side on a window of
// w×h window pixels.
func TapFloor(w, h float64) float64 {
	if math.Min(w, h) <= PhoneSide {
		return MinTap
	}
	return MinTapWide
}

// Control reports whether the item is a control a finger aims at: a
// button (a dimmed one too: it says why when tapped, and wakes in place)
// or a card of a list that opens something. A board is tapped where its
// squares are, a piece or tile by the board's own rule (a tap near it).
func (it Item) Control() bool {
	return it.Kind == KindButton || it.Kind == KindCard && it.Tap
}

// Gap is the distance between r and o: 0 when they touch or overlap.
func (r Rect) Gap(o Rect) float64 {
	dx := math.Max(0, math.Max(o.X-(r.X+r.W), r.X-(o.X+o.W)))
	dy := math.Max(0, math.Max(o.Y-(r.Y+r.H), r.Y-(o.Y+o.H)))
	return math.Hypot(dx, dy)
}

// Check returns the rules the dump breaks: every item inside the window, no
// two tappable items overlapping, no text overlapping an item it does not
// sit inside (or that does not sit inside it), every text at least
// MinTextPx, every control at least TapFloor on its shorter side and at
// least TapGap from every other control.
func Check(d Dump) []Problem {
	var out []Problem
	win := Rect{0, 0, d.W, d.H}
	floor := TapFloor(d.W, d.H)
	for i, it := range d.Items {
		r := it.Rect()
		if it.W > 0 && it.H > 0 && !r.Within(win) {
			out = append(out, Problem{RuleOutside, it.String()})
		}
		if it.Kind == KindText && it.Px < MinTextPx-0.01 {
			out = append(out, Problem{RuleTextSmall, it.String()})
		}
		if it.Control() && math.Min(it.W, it.H) < floor-slack {
			out = append(out, Problem{RuleTapSmall, fmt.Sprintf("%v (under %v px)", it, floor)})
		}
		for _, o := range d.Items[i+1:] {
			q := o.Rect()
			if it.Control() && o.Control() && !r.Overlaps(q) && r.Gap(q) < TapGap-slack {
				out = append(out, Problem{RuleTapsClose, fmt.Sprintf("%v and %v (%.0f px apart)", it, o, r.Gap(q))})
			}
			if !r.Overlaps(q) {
				continue
			}
			switch {
			case it.Tap && o.Tap:
				out = append(out, Problem{RuleTapsClash, it.String() + " and " + o.String()})
			case (it.Kind == KindText || o.Kind == KindText) && !r.Within(q) && !q.Within(r):
				out = append(out, Problem{RuleTextClash, it.String() + " and " + o.String()})
			}
		}
	}
	return out
}

// Boards returns the items of kind board.
func (d Dump) Boards() []Item {
	var out []Item
	for _, it := range d.Items {
		if it.Kind == KindBoard {
			out = append(out, it)
		}
	}
	return out
}

// Span is the share of the window's width the shorter side of r takes.
func (d Dump) Span(r Rect) float64 { return math.Min(r.W, r.H) / d.W }
