package play

import (
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// Without a gate a try goes on when it is legal; a gate sees each try with
// the position before it and whether it is legal, may stop a legal one
// (the refusal sounds, nothing is played) and never lets an illegal one
// through.
func TestGateSeesEveryTry(t *testing.T) {
	c := newCounter(Config{Mode: Hotseat})
	if !c.Tried(1, true) || c.Tried(9, false) {
		t.Fatal("without a gate the rules alone decide")
	}
	var seen []engine.Action
	c.Gate = func(before engine.State, a engine.Action, legal bool) bool {
		if before != c.pos {
			t.Errorf("the gate saw %v, not the board's %v", before, c.pos)
		}
		seen = append(seen, a)
		return true
	}
	if !c.Tried(1, true) || c.Tried(9, false) || len(seen) != 2 {
		t.Fatalf("a gate letting tries through: %v", seen)
	}
	c.Gate = func(engine.State, engine.Action, bool) bool { return false }
	c.Cues()
	if c.Tried(2, true) {
		t.Fatal("a stopped try goes on")
	}
	if cues := c.Cues(); len(cues) != 1 || cues[0] != CueRefuse || c.Version != 0 || len(c.played) != 0 {
		t.Fatalf("a stopped try: cues %v, version %d, played %v", cues, c.Version, c.played)
	}
}
