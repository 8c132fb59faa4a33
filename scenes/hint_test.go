package scenes

import (
	"testing"

	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/registry"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

// hardChoice is what the Hard bot of game, seeded as the hint's, chooses
// in view.
func hardChoice(t *testing.T, game *games.Game, seed uint64, view engine.View) engine.Action {
	t.Helper()
	bot, err := game.Bot(ai.Hard, hintSeed(seed))
	if err != nil {
		t.Fatal(err)
	}
	a, err := bot.Choose(view, ai.Budget{Millis: hintMillis})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// findButton returns the button labelled label.
func findButton(t *testing.T, bs []play.Button, label string) play.Button {
	t.Helper()
	for _, b := range bs {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q", label)
	return play.Button{}
}

func TestJungleHint(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en", Game: "jungle", Mode: "ai", Side: "red", Level: 1, Seed: 21})
	p := playing(t, c)
	ctl := jungleOf(p)
	want := hardChoice(t, registry.Games.Must("jungle"), 21, ctl.Pos.View(ctl.Pos.ToMove()))
	tapButton(t, c, p.laidButtons(c), "Hint")
	if !p.hint.pending() {
		t.Fatal("the hint is not being looked for")
	}
	if b := findButton(t, p.laidButtons(c), "Hint"); b.Action != nil {
		t.Fatal("a second hint can be asked while the first is on its way")
	}
	p.hint.wait()
	p.Update(c)
	got, ok := p.hint.shown(ctl.Version)
	if !ok || got != want {
		t.Fatalf("hint %v %v, the Hard bot plays %v", jungle.MoveOf(got), ok, jungle.MoveOf(want))
	}
	// The status says what to do and why (the move heads for the den).
	if st, _, _ := p.status(c); st != p.b.Hint(&c.Host, want)[0] || st == c.T("hint.jungle") {
		t.Errorf("status %q", st)
	}
	// The player acts: the hint goes.
	m := jungle.MoveOf(want)
	ctl.Tap(m.From)
	ctl.Tap(m.To)
	p.Update(c)
	if _, ok := p.hint.shown(ctl.Version); ok {
		t.Fatal("the hint outlived the move")
	}
	// Not on the computer's turn.
	if !ctl.Thinking() {
		t.Fatal("the computer should be to move")
	}
	if b := findButton(t, p.laidButtons(c), "Hint"); b.Action != nil {
		t.Fatal("a hint can be asked on the computer's turn")
	}
	ctl.WaitBot()
	// Not after the game ends.
	ctl.Resign()
	if b := findButton(t, p.laidButtons(c), "Hint"); b.Action != nil {
		t.Fatal("a hint can be asked after the game")
	}
}

func TestJungleHintHotseatSecondSide(t *testing.T) {
	c := newTestContext(t, Options{Lang: "ru", Game: "jungle", Mode: "hotseat", Seed: 4, Moves: "a3a4"})
	p := playing(t, c)
	ctl := jungleOf(p)
	want := hardChoice(t, registry.Games.Must("jungle"), 4, ctl.Pos.View(engine.Second))
	tapButton(t, c, p.laidButtons(c), "Подсказка")
	p.hint.wait()
	p.Update(c)
	if got, ok := p.hint.shown(ctl.Version); !ok || got != want {
		t.Fatalf("hint %v, want %v", jungle.MoveOf(got), jungle.MoveOf(want))
	}
}

func TestRaceHint(t *testing.T) {
	for _, game := range []string{"ludo", "aviation"} {
		t.Run(game, func(t *testing.T) {
			c := newTestContext(t, Options{Lang: "en", Game: game, Mode: "ai", Side: "red", Level: 1, Seed: 8})
			p := playing(t, c)
			ctl := raceOf(p)
			// Roll phase: the hint is to roll.
			tapButton(t, c, p.laidButtons(c), "Hint")
			p.hint.wait()
			p.Update(c)
			if a, ok := p.hint.shown(ctl.Version); !ok || a != race.Roll {
				t.Fatalf("roll-phase hint %v %v", a, ok)
			}
			if st, _, _ := p.status(c); st != c.T("hint.race.roll") {
				t.Errorf("status %q", st)
			}
			// Roll until a choice of piece comes up; the hint goes with the roll.
			for i := 0; i < 40; i++ {
				ctl.WaitBot()
				for ctl.Busy() {
					ctl.Update()
				}
				if ctl.Pos.Die() != 0 && len(ctl.Lit()) > 0 {
					break
				}
				if ctl.CanRoll() {
					x, y := ctl.DieRect(p.cross(c)).Center()
					tapAt(c, x, y)
					if _, ok := p.hint.shown(ctl.Version); ok {
						t.Fatal("the hint outlived the roll")
					}
				}
			}
			if ctl.Pos.Die() == 0 || !ctl.HumanToMove() {
				t.Fatalf("no choice for the human: %v", ctl.Pos)
			}
			want := hardChoice(t, registry.Games.Must(game), 8, ctl.Pos.View(ctl.Pos.ToMove()))
			tapButton(t, c, p.laidButtons(c), "Hint")
			p.hint.wait()
			p.Update(c)
			if got, ok := p.hint.shown(ctl.Version); !ok || got != want {
				t.Fatalf("hint %v, the Hard bot plays %v", got, want)
			}
		})
	}
}

func TestDominoHintHidesTheOtherHand(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en", Game: "domino", Mode: "hotseat", Seed: 12})
	p := playing(t, c)
	ctl := dominoOf(p)
	l := p.table(c)
	if b := findButton(t, p.laidButtons(c), "Hint"); b.Action != nil {
		t.Fatal("a hint can be asked on the hand-over screen")
	}
	x, y := l.Felt.Center()
	tapAt(c, x, y)
	for turn := 0; turn < 3; turn++ {
		seat := ctl.Pos.ToMove()
		view := ctl.Pos.View(seat)
		// The view the hint gets holds the seat's own hand and not the other.
		if dv, ok := view.(domino.View); ok && len(dv.Hand()) != len(ctl.Pos.Hand(seat)) {
			t.Fatalf("the view's hand %v, the seat's %v", dv.Hand(), ctl.Pos.Hand(seat))
		}
		want := hardChoice(t, registry.Games.Must("domino"), 12, view)
		tapButton(t, c, p.laidButtons(c), "Hint")
		p.hint.wait()
		p.Update(c)
		got, ok := p.hint.shown(ctl.Version)
		if !ok || got != want {
			t.Fatalf("turn %d: hint %v, the Hard bot plays %v", turn, domino.MoveOf(got), domino.MoveOf(want))
		}
		// Play the hint; the next player gets the device.
		m := domino.MoveOf(got)
		switch m.Kind {
		case domino.PlayTile:
			ctl.TapTile(m.Tile)
			if ctl.HasSel {
				ctl.TapEnd(m.End)
			}
		case domino.DrawTile:
			ctl.Draw()
		default:
			ctl.Pass()
		}
		p.Update(c)
		if _, ok := p.hint.shown(ctl.Version); ok {
			t.Fatal("the hint outlived the move")
		}
		for ctl.Busy() {
			ctl.Update()
		}
		ctl.TapHandOver()
	}
}

// No hint on the computer's turn or after the game, in the race games and
// dominoes either.
func TestNoHintForTheComputerOrAfterTheGame(t *testing.T) {
	for _, o := range []Options{
		{Lang: "en", Game: "ludo", Mode: "ai", Side: "yellow", Seed: 3},
		{Lang: "en", Game: "domino", Mode: "ai", Side: "white", Seed: 3},
	} {
		c := newTestContext(t, o)
		p := playing(t, c)
		ctl := p.b.Base()
		if !ctl.Thinking() {
			t.Fatalf("%s: the computer should open", o.Game)
		}
		for _, when := range []string{"on the computer's turn", "after the game"} {
			if b := findButton(t, p.laidButtons(c), "Hint"); b.Action != nil {
				t.Errorf("%s: a hint can be asked %s", o.Game, when)
			}
			ctl.Resign()
		}
	}
}
