package jungle

import (
	"slices"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// The trays hold what each side has taken, strongest first: the other
// side's animals no longer on the board.
func TestJungleTrays(t *testing.T) {
	// Red lacks its elephant and dog, Blue its elephant.
	b, err := Kit.Board(play.Config{Mode: play.Hotseat}, enginetest.Must(t, jungle.Parse, "l5t/1d3c1/r1p1w2/7/7/7/4P1R/1C3W1/T5L r 0"), nil)
	if err != nil {
		t.Fatal(err)
	}
	jb := b.(Board)
	if got, want := jb.taken(engine.First), []int{int(jungle.Elephant), int(jungle.Dog)}; !slices.Equal(got, want) {
		t.Errorf("Red's animals taken = %v, want %v", got, want)
	}
	if got, want := jb.taken(engine.Second), []int{int(jungle.Elephant)}; !slices.Equal(got, want) {
		t.Errorf("Blue's animals taken = %v, want %v", got, want)
	}
	// In portrait there is room for both trays, between the plates and
	// the status line and the bar, on every phone size.
	for _, sz := range [][2]float64{{360, 740}, {390, 844}, {414, 896}, {1280, 800}} {
		p := jb.Layout(layout.NewScreen(sz[0], sz[1], 1))
		if p.TopTray.H <= 0 || p.BottomTray.H <= 0 {
			t.Errorf("%v: no room for the trays", sz)
		}
		for _, r := range []layout.Rect{p.TopTray, p.BottomTray} {
			if r.Overlaps(p.Board.Framed()) || r.Overlaps(p.Top) || r.Overlaps(p.Bottom) || r.Overlaps(p.Status) {
				t.Errorf("%v: a tray %v runs into the board or a plate", sz, r)
			}
		}
	}
}
