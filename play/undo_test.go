package play

import (
	"reflect"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
)

// Against the computer, Undo takes back the person's move and the
// computer's reply, back to the person's decision.
func TestUndoAgainstTheComputer(t *testing.T) {
	c := newCounter(Config{Mode: VsAI, Human: engine.First}, 1, 2)
	if c.CanUndo() {
		t.Fatal("undo before any move")
	}
	c.human(2)
	c.WaitBot()
	c.human(1)
	c.WaitBot()
	if c.pos != (count{6, engine.First}) || len(c.played) != 4 || c.Undos() != 2 {
		t.Fatalf("before the undo: %v played %v undos %d", c.pos, c.played, c.Undos())
	}
	v := c.Version
	if !c.Undo() {
		t.Fatalf("undo refused: %q", c.Refusal)
	}
	if c.pos != (count{3, engine.First}) || len(c.played) != 2 || !c.HumanToMove() || !c.UndoUsed || c.Version <= v {
		t.Fatalf("after the undo: %v played %v used %v", c.pos, c.played, c.UndoUsed)
	}
	c.Undo()
	if c.pos != (count{}) || len(c.played) != 0 || c.CanUndo() {
		t.Fatalf("after the second undo: %v, can undo %v", c.pos, c.CanUndo())
	}
	// Nothing left: refused, and nothing changes.
	if c.Undo() || c.RefusalShown() != RefuseUndoNone || c.pos != (count{}) {
		t.Fatalf("an undo of nothing: %q %v", c.Refusal, c.pos)
	}
}

// An undo while the computer thinks stops its search and drops its answer;
// an undo while a move is still on its way stops that too.
func TestUndoStopsTheComputer(t *testing.T) {
	c := newCounter(Config{Mode: VsAI, Human: engine.First}, 2, 1)
	c.human(1)
	if !c.Busy() {
		t.Fatal("the move is not animated")
	}
	for c.think.ch == nil {
		c.Update()
	}
	cancel := c.think.cancel
	answerIn(c)
	c.Undo()
	select {
	case <-cancel:
	default:
		t.Fatal("the computer's search was not asked to stop")
	}
	if c.think.ch != nil || c.Busy() || c.pos != (count{}) || !c.HumanToMove() {
		t.Fatalf("after the undo: thinking %v busy %v pos %v", c.think.ch != nil, c.Busy(), c.pos)
	}
	for i := 0; i < 100; i++ {
		c.Update()
	}
	if len(c.played) != 0 {
		t.Fatalf("the dropped answer was played: %v", c.played)
	}
	// The game goes on: the computer answers the next move afresh.
	c.human(2)
	c.WaitBot()
	if len(c.played) != 2 || c.played[1] != 1 {
		t.Fatalf("played %v", c.played)
	}
}

// In hotseat every move is a person's: Undo takes back the last one, and
// the side that made it is to move again.
func TestUndoHotseat(t *testing.T) {
	c := newCounter(Config{Mode: Hotseat})
	c.human(1)
	c.human(2)
	c.human(2)
	c.Undo()
	if c.pos != (count{3, engine.First}) || len(c.played) != 2 {
		t.Fatalf("after the undo: %v", c.pos)
	}
	c.human(1)
	if c.pos != (count{4, engine.Second}) || c.Undos() != 3 {
		t.Fatalf("playing on: %v, %d undos", c.pos, c.Undos())
	}
}

// No undo online (Mark keeps nothing, Undo is refused) nor after the end.
func TestUndoRefusedOnlineAndAfterTheGame(t *testing.T) {
	o := newCounter(Config{Mode: Online, Human: engine.First})
	o.human(2)
	v := o.Version
	if o.CanUndo() || o.Undo() || o.RefusalShown() != RefuseUndoOnline || o.pos != (count{2, engine.Second}) || o.Version != v || o.UndoUsed {
		t.Fatalf("online: refusal %q pos %v", o.Refusal, o.pos)
	}
	h := newCounter(Config{Mode: Hotseat})
	for !h.Over() {
		h.human(2)
	}
	pos := h.pos
	if h.CanUndo() || h.Undo() || h.RefusalShown() != RefuseOver || h.pos != pos || h.UndoUsed {
		t.Fatalf("after the game: refusal %q pos %v", h.Refusal, h.pos)
	}
	r := newCounter(Config{Mode: Hotseat})
	r.human(1)
	r.Resign()
	if r.Undo() || r.RefusalShown() != RefuseOver {
		t.Fatal("undo after a resignation")
	}
}

// watcher is a bot that learns from events: it answers 1 and keeps what
// it observed.
type watcher struct{ seen [][]engine.Event }

func (w *watcher) Name() string                                         { return "watcher" }
func (w *watcher) Choose(engine.View, ai.Budget) (engine.Action, error) { return 1, nil }
func (w *watcher) Observe(events []engine.Event)                        { w.seen = append(w.seen, events) }

// After an undo the computer is made afresh and told again exactly what it
// had seen by the person's decision, and nothing of the moves taken back.
func TestUndoRetellsTheComputer(t *testing.T) {
	var bots []*watcher
	g := &games.Game{Name: "count", NewBot: func(string, uint64) (ai.Bot, error) {
		w := &watcher{}
		bots = append(bots, w)
		return w, nil
	}}
	c := &counter{}
	c.Init(Config{Mode: VsAI, Human: engine.First}, c, g)
	c.human(2)
	c.WaitBot()
	c.human(2)
	c.WaitBot()
	first := bots[0]
	if len(bots) != 1 || len(first.seen) != 4 {
		t.Fatalf("%d bots, the first saw %d batches", len(bots), len(first.seen))
	}
	c.Undo()
	if len(bots) != 2 {
		t.Fatalf("%d bots after the undo", len(bots))
	}
	if fresh := bots[1]; !reflect.DeepEqual(fresh.seen, first.seen[:2]) {
		t.Fatalf("the fresh computer saw %v, want %v", fresh.seen, first.seen[:2])
	}
	c.human(1)
	c.WaitBot()
	if fresh := bots[1]; len(fresh.seen) != 4 || c.pos != (count{5, engine.First}) {
		t.Fatalf("playing on: the computer saw %d batches, pos %v", len(fresh.seen), c.pos)
	}
}
