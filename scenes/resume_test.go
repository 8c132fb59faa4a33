package scenes

import (
	"slices"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/play"
	raceplay "github.com/plyyard/plyyard/play/race"
	"github.com/plyyard/plyyard/save"
)

// continueFrom starts the app again on store and taps Continue.
func continueFrom(t *testing.T, store save.Store) (*Context, Scene) {
	t.Helper()
	c := newTestContext(t, Options{Store: store, Lang: "en"})
	b, ok := continueButton(c)
	if !ok {
		t.Fatal("no Continue on the title")
	}
	tapButton(t, c, c.mgr.current.(*titleScene).buttons(c), b.Label)
	return c, c.mgr.current
}

func TestRaceGamesAreSavedAndResumed(t *testing.T) {
	for _, tc := range []struct{ game, mode, side string }{
		{"ludo", "ai", "red"}, {"ludo", "hotseat", "red"}, {"aviation", "ai", "yellow"}, {"aviation", "hotseat", "red"},
	} {
		t.Run(tc.game+"/"+tc.mode, func(t *testing.T) {
			store := save.NewMemory()
			c := newTestContext(t, Options{Store: store, Lang: "en", Game: tc.game, Mode: tc.mode, Side: tc.side, Level: 3, Seed: 11})
			ps := playing(t, c)
			ctl := raceOf(ps)
			// Act: the computer's turn if it opens, then a few rolls and moves
			// through the pixels.
			for i := 0; i < 6 && !ctl.Over(); i++ {
				ctl.WaitBot()
				for ctl.Busy() {
					ctl.Update()
				}
				if ctl.CanRoll() {
					x, y := ctl.DieRect(ps.cross(c)).Center()
					tapAt(c, x, y)
				} else if lit := ctl.Lit(); len(lit) > 0 {
					ctl.TapPiece(ctl.Pos.ToMove(), lit[0])
					ps.Update(c)
				}
			}
			g, p := c.Saves.LoadGame()
			if g == nil || p != save.OK || g.Game != tc.game || g.Mode != tc.mode || len(g.Actions) != len(ctl.Log) {
				t.Fatalf("saved %+v %v", g, p)
			}
			_, sc := continueFrom(t, store)
			r := raceOf(sc.(*playScene))
			if r.Pos != ctl.Pos || !sameSetup(r.Cfg, ctl.Cfg) || r.Variant != ctl.Variant || !slices.Equal(r.Log, ctl.Log) {
				t.Fatalf("resumed %v %+v, want %v %+v", r.Pos, r.Cfg, ctl.Pos, ctl.Cfg)
			}
			// The dice roll on as they would have.
			for _, x := range []*raceplay.Controller{ctl, r} {
				x.WaitBot()
				for x.Busy() {
					x.Update()
				}
			}
			if ctl.CanRoll() && ctl.HumanToMove() {
				ctl.TapRoll()
				r.TapRoll()
				if r.Pos != ctl.Pos || r.Face != ctl.Face {
					t.Fatalf("the resumed game rolled %d, the game itself %d", r.Face, ctl.Face)
				}
			}
		})
	}
}

func TestDominoGamesAreSavedAndResumed(t *testing.T) {
	for _, mode := range []string{"ai", "hotseat"} {
		t.Run(mode, func(t *testing.T) {
			store := save.NewMemory()
			c := newTestContext(t, Options{Store: store, Lang: "en", Game: "domino", Mode: mode, Side: "white", Level: 3, Seed: 5})
			ps := playing(t, c)
			ctl := dominoOf(ps)
			for i := 0; i < 6 && !ctl.Over(); i++ {
				ctl.WaitBot()
				ctl.TapHandOver()
				switch {
				case len(ctl.Pos.Playable()) > 0:
					tl := ctl.Pos.Playable()[0]
					ctl.TapTile(tl)
					if ctl.HasSel {
						ctl.TapEnd(domino.RightEnd)
					}
				case ctl.CanDraw():
					ctl.Draw()
				default:
					ctl.Pass()
				}
				ps.Update(c)
			}
			if ctl.Over() {
				t.Fatal("the game ended too soon for this test")
			}
			g, p := c.Saves.LoadGame()
			if g == nil || p != save.OK || g.Game != "domino" || g.Mode != mode || g.Start == "" || len(g.Actions) != len(ctl.Actions) {
				t.Fatalf("saved %+v %v", g, p)
			}
			_, sc := continueFrom(t, store)
			r := dominoOf(sc.(*playScene))
			if r.Pos.String() != ctl.Pos.String() || !sameSetup(r.Cfg, ctl.Cfg) || len(r.Actions) != len(ctl.Actions) || r.First != ctl.First {
				t.Fatalf("resumed %v %+v, want %v %+v", r.Pos, r.Cfg, ctl.Pos, ctl.Cfg)
			}
			if mode == "hotseat" && !r.HandsHidden() {
				t.Fatal("a resumed hotseat game shows a hand before the hand-over")
			}
		})
	}
}

// sameSetup reports whether two games are set up alike: mode, seat, level
// and seed.
func sameSetup(a, b play.Config) bool {
	return a.Mode == b.Mode && a.Human == b.Human && a.Level == b.Level && a.Seed == b.Seed
}

// A finished game leaves no save behind.
func TestFinishedGameClearsTheSave(t *testing.T) {
	store := save.NewMemory()
	c := newTestContext(t, Options{Store: store, Lang: "en", Game: "ludo", Mode: "hotseat", Seed: 2})
	ps := playing(t, c)
	ps.Update(c)
	if g, _ := c.Saves.LoadGame(); g == nil {
		t.Fatal("the new game was not saved")
	}
	raceOf(ps).Resign()
	ps.Update(c)
	if g, _ := c.Saves.LoadGame(); g != nil {
		t.Fatalf("a finished game is still saved: %+v", g)
	}
}

// A damaged record of any game is reported and dropped: the title offers
// no Continue for it.
func TestDamagedRaceAndDominoSavesAreDropped(t *testing.T) {
	for _, rec := range []string{
		`{"app":"plyyard","version":1,"game":"ludo","mode":"ai","level":2,"position":"not a position"}`,
		`{"app":"plyyard","version":1,"game":"aviation","mode":"hotseat","level":2,"position":"b,b,b,b/b,b,b,b r 0 0","rng":"AAAA"}`,
		`{"app":"plyyard","version":1,"game":"domino","mode":"ai","level":2,"position":"12,34"}`,
	} {
		store := save.NewMemory()
		store.Save("game", []byte(rec))
		c := newTestContext(t, Options{Store: store, Lang: "en"})
		if b, ok := continueButton(c); ok {
			t.Errorf("%s: %q offered", rec, b.Label)
		}
		if _, ok := c.mgr.current.(*titleScene); !ok || c.notice != "save.damaged" {
			t.Errorf("%s: scene %T notice %q", rec, c.mgr.current, c.notice)
		}
		if g, _ := c.Saves.LoadGame(); g != nil {
			t.Errorf("%s: still saved", rec)
		}
	}
}

// continueButton is the title's Continue, which names the saved game.
func continueButton(c *Context) (play.Button, bool) {
	for _, b := range c.mgr.current.(*titleScene).buttons(c) {
		if strings.HasPrefix(b.Label, "Continue: ") {
			return b, true
		}
	}
	return play.Button{}, false
}
