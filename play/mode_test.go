package play

import (
	"testing"

	"github.com/plyyard/plyyard/engine"
)

func TestVerdictResignerOutcome(t *testing.T) {
	win0 := engine.Outcome{Status: engine.Win, Winner: engine.First, Reason: "den"}
	draw := engine.Outcome{Status: engine.Draw, Winner: engine.NoSeat, Reason: "agreement"}
	for _, c := range []struct {
		m     Mode
		o     engine.Outcome
		human engine.Seat
		want  Verdict
	}{
		{Hotseat, win0, engine.Second, Won}, // both players sit here
		{VsAI, win0, engine.First, Won},
		{VsAI, win0, engine.Second, Lost},
		{Online, win0, engine.Second, Lost},
		{Online, draw, engine.First, Drawn},
	} {
		if got := c.m.Verdict(c.o, c.human); got != c.want {
			t.Errorf("%v %+v for %d: %v, want %v", c.m, c.o, c.human, got, c.want)
		}
	}
	if s := Hotseat.Resigner(engine.Second, engine.First); s != engine.Second {
		t.Errorf("hotseat: the side to move resigns, not %d", s)
	}
	if s := Online.Resigner(engine.Second, engine.First); s != engine.First {
		t.Errorf("online: the person resigns, not %d", s)
	}
	ongoing := engine.Outcome{}
	if o := outcome(nil, engine.NoSeat, ongoing); o != ongoing {
		t.Errorf("nothing declared: %+v", o)
	}
	if o := outcome(nil, engine.First, ongoing); o.Winner != engine.Second || o.Reason != "resign" {
		t.Errorf("after a resignation: %+v", o)
	}
	if o := outcome(&draw, engine.First, win0); o != draw {
		t.Errorf("the server's result comes first: %+v", o)
	}
	var n Net
	var sent []string
	n.Send = func(a string) { sent = append(sent, a) }
	n.Post("roll")
	if !n.Waiting || len(sent) != 1 {
		t.Fatalf("Post: waiting %v, sent %v", n.Waiting, sent)
	}
	if !n.Declare(draw) || n.Waiting || n.Declare(win0) || *n.Final != draw {
		t.Fatalf("Declare: %+v", n)
	}
}
