package scenes

import (
	"testing"

	raceplay "github.com/plyyard/plyyard/play/race"

	"github.com/plyyard/plyyard/play"
)

// A six pops on the die once it settles; with reduced motion nothing pops.
func TestSixPops(t *testing.T) {
	for _, still := range []bool{false, true} {
		c := newTestContext(t, Options{})
		c.Settings.ReduceMotion = still
		b := mustNew(raceplay.Ludo, play.Config{Mode: play.Hotseat, Speed: 1}).(raceplay.Board)
		b.Dice = func() int { return 6 }
		p := newPlayScene(b)
		c.mgr.current = p
		b.TapRoll()
		popped := false
		for i := 0; i < 200 && !popped; i++ {
			p.Update(c)
			c.Tick++
			popped = len(p.pops) > 0
		}
		if popped == still {
			t.Errorf("reduce motion %v: popped %v", still, popped)
		}
		if popped {
			q := p.pops[0]
			_, cross := b.Layout(p.screen(c))
			x, y := b.DieRect(cross).Center()
			if q.X != x || q.Y != y {
				t.Errorf("the pop at (%v, %v), the die at (%v, %v)", q.X, q.Y, x, y)
			}
		}
	}
}
