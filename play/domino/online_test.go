package domino

import (
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/play"
)

// Every view along random games, the seats' and a spectator's, completes
// into a position whose view is the same, passes included: a seat that
// passed gets stand-ins that fit neither open end.
func TestCompleteEveryView(t *testing.T) {
	passed := 0
	for g := uint64(0); g < 200; g++ {
		r := rand.New(rand.NewPCG(g, 9))
		s := domino.Rules.Start(r)
		for !s.Outcome().Finished() {
			for _, seat := range []engine.Seat{engine.NoSeat, engine.First, engine.Second} {
				v := s.View(seat).(domino.View)
				p, err := completeText(v.String())
				if err != nil {
					t.Fatalf("game %d: %q: %v", g, v, err)
				}
				if p.SeatView(seat).String() != v.String() {
					t.Fatalf("game %d: %q completed to a view %q", g, v, p.SeatView(seat))
				}
				if v.Passes() > 0 {
					passed++
				}
			}
			legal := s.Legal()
			a := legal[r.IntN(len(legal))]
			if ch, ok := s.(engine.Chance); ok && ch.Outcomes(a) > 0 {
				a, _ = ch.WithOutcome(a, 1+r.IntN(ch.Outcomes(a)))
			}
			s, _, _ = s.Apply(a)
		}
	}
	if passed == 0 {
		t.Fatal("no view after a pass was tried")
	}
}

// A spectator's board follows a whole game from the spectator's views:
// both hands' counts are the players', both hands stay face down and
// nobody may act, every tile goes to the line with its animation, and the
// true hands show only once the final position is revealed.
func TestSpectatorFollowsGame(t *testing.T) {
	for g := uint64(0); g < 20; g++ {
		r := rand.New(rand.NewPCG(g, 31))
		s := domino.NewGame(r)
		cfg := play.Config{Mode: play.Online, Human: engine.First, Watch: true, Speed: 0.01}
		c, err := FromView(cfg, s.SeatView(engine.NoSeat).String())
		if err != nil {
			t.Fatal(err)
		}
		placed := 0
		for !s.Outcome().Finished() {
			if !c.Spectator() || !c.BottomHidden() || !c.Hidden() || c.HumanToMove() || c.ViewSeat() != engine.NoSeat {
				t.Fatalf("game %d: a spectator's board: spectator %v, face down %v, hidden %v, may act %v",
					g, c.Spectator(), c.BottomHidden(), c.Hidden(), c.HumanToMove())
			}
			seat := s.ToMove()
			legal := s.Legal()
			a := legal[r.IntN(len(legal))]
			next, events, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			s = next.(domino.Position)
			if err := c.Remote(seat, domino.MoveOf(a).String(), engine.ForSeat(events, engine.NoSeat), s.SeatView(engine.NoSeat).String()); err != nil {
				t.Fatalf("game %d: %v", g, err)
			}
			if c.Placing != nil {
				placed++
			}
			for c.Busy() {
				c.Update()
			}
			for _, side := range []engine.Seat{engine.First, engine.Second} {
				if len(c.Pos.Hand(side)) != len(s.Hand(side)) {
					t.Fatalf("game %d: the board counts %d tiles for seat %d, the game %d", g, len(c.Pos.Hand(side)), side, len(s.Hand(side)))
				}
			}
			if c.Pos.SeatView(engine.NoSeat).String() != s.SeatView(engine.NoSeat).String() {
				t.Fatalf("game %d: the board shows %q, the game is at %q", g, c.Pos.SeatView(engine.NoSeat), s.SeatView(engine.NoSeat))
			}
		}
		if placed != len(s.Line()) {
			t.Fatalf("game %d: %d tiles went to the line with an animation, the line holds %d", g, placed, len(s.Line()))
		}
		c.Reveal(s)
		if !c.Revealed || c.BottomHidden() || c.Pos != s {
			t.Fatalf("game %d: the reveal was refused", g)
		}
	}
}

// A spectator's board refuses a final position that is not the game it
// watched.
func TestSpectatorRevealRefusesOtherGame(t *testing.T) {
	s := domino.NewGame(rand.New(rand.NewPCG(5, 5)))
	other := domino.NewGame(rand.New(rand.NewPCG(6, 6)))
	other, _, _ = other.Play(domino.MoveOf(other.Legal()[0]))
	c, err := FromView(play.Config{Mode: play.Online, Human: engine.First, Watch: true}, s.SeatView(engine.NoSeat).String())
	if err != nil {
		t.Fatal(err)
	}
	c.Reveal(other)
	if c.Revealed || !c.BottomHidden() {
		t.Fatal("a spectator's board showed the hands of another game")
	}
}
