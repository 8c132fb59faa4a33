package engine_test

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
)

func TestSeats(t *testing.T) {
	if engine.First.Other() != engine.Second || engine.Second.Other() != engine.First {
		t.Error("Other")
	}
	if !engine.First.Valid() || !engine.Second.Valid() || engine.NoSeat.Valid() || engine.Seat(2).Valid() {
		t.Error("Valid")
	}
}

func TestForSeatHidesOthersPrivateTiles(t *testing.T) {
	ev := []engine.Event{
		{Kind: engine.DrewTile, Seat: engine.First, Tile: "25", Private: true},
		{Kind: engine.Placed, Seat: engine.Second, Tile: "34", End: "L"},
		{Kind: engine.DrewTile, Seat: engine.Second, Tile: "66", Private: true},
	}
	first := engine.ForSeat(ev, engine.First)
	if first[0].Tile != "25" || first[1].Tile != "34" || first[2].Tile != "" || first[2].Kind != engine.DrewTile {
		t.Errorf("first sees %+v", first)
	}
	second := engine.ForSeat(ev, engine.Second)
	if second[0].Tile != "" || second[2].Tile != "66" {
		t.Errorf("second sees %+v", second)
	}
	if ev[0].Tile != "25" || ev[2].Tile != "66" {
		t.Error("ForSeat changed its input")
	}
	spectator := engine.ForSeat(ev, engine.NoSeat)
	if spectator[0].Tile != "" || spectator[2].Tile != "" || spectator[1].Tile != "34" {
		t.Errorf("a spectator sees %+v", spectator)
	}
}

func TestEventKindNames(t *testing.T) {
	seen := map[string]bool{}
	for k := engine.Moved; k <= engine.GameDrawn; k++ {
		n := k.String()
		if n == "unknown" || seen[n] {
			t.Errorf("kind %d has name %q", k, n)
		}
		seen[n] = true
	}
	if engine.EventKind(200).String() != "unknown" {
		t.Error("out of range kind")
	}
}

func TestIllegalError(t *testing.T) {
	err := engine.Illegal("g3g4", "no piece there")
	if !strings.Contains(err.Error(), "g3g4") || !strings.Contains(err.Error(), "no piece there") {
		t.Error(err)
	}
}

// A full view shows the whole state to either seat, and lists actions only
// to the seat to move.
func TestFullView(t *testing.T) {
	p := jungle.Start()
	for _, seat := range []engine.Seat{engine.First, engine.Second} {
		v := engine.NewFullView(p, seat)
		if v.State() != p || v.Seat() != seat || v.ToMove() != engine.First || v.String() != p.String() ||
			v.Outcome() != p.Outcome() || v.FormatAction(p.Legal()[0]) != p.FormatAction(p.Legal()[0]) {
			t.Errorf("view of seat %d: %v", seat, v)
		}
		if want := seat == engine.First; (len(v.Legal()) == len(p.Legal())) != want || (v.Legal() == nil) == want {
			t.Errorf("view of seat %d lists %d actions", seat, len(v.Legal()))
		}
	}
	var _ engine.View = jungle.View{}
}

// StateParser hands back a nil State, not a typed nil, with its error.
func TestStateParser(t *testing.T) {
	parse := engine.StateParser(jungle.Parse)
	if s, err := parse(jungle.StartFEN); err != nil || s.String() != jungle.StartFEN {
		t.Errorf("parse the start: %v, %v", s, err)
	}
	if s, err := parse("nonsense"); err == nil || s != nil {
		t.Errorf("parse nonsense: %v, %v", s, err)
	}
}
