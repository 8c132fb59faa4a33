package scenes

import (
	"math"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/play/kits"
	"github.com/plyyard/plyyard/save"
)

// newTestContext builds the app on an in-memory store with a landscape
// screen, without running the game loop or drawing.
func newTestContext(t *testing.T, o Options) *Context {
	t.Helper()
	if o.Store == nil {
		o.Store = save.NewMemory()
	}
	if o.Kits == nil {
		o.Kits = kits.All
	}
	// The screens' tests need no sound (the audio package's tests play
	// it); a device that takes sound as fast as it comes would keep a
	// core busy through the rest of the run.
	o.Silent = true
	c := NewApp(o).Context()
	c.Screen = layout.NewScreen(1280, 800, 1)
	return c
}

// on is the current screen, which must be of type S.
func on[S Scene](t *testing.T, c *Context) S {
	t.Helper()
	s, ok := c.mgr.current.(S)
	if !ok {
		t.Fatalf("the screen is a %T, not a %T", c.mgr.current, s)
	}
	return s
}

// mustNew makes the board of a new game of k's, the test's set-up.
func mustNew(k play.Kit, cfg play.Config) play.Board {
	b, err := play.NewGame(k, cfg)
	if err != nil {
		panic(err)
	}
	return b
}

// tapAt presses the pointer at (x, y) and updates the current scene once.
func tapAt(c *Context, x, y float64) {
	c.Ptr = Pointer{X: x, Y: y, Pressed: true}
	c.mgr.update()
	c.Ptr = Pointer{}
	for c.mgr.next != nil {
		c.mgr.update()
	}
}

func tapButton(t *testing.T, c *Context, bs []play.Button, label string) {
	t.Helper()
	for _, b := range bs {
		if b.Label == label {
			x, y := b.R.Center()
			tapAt(c, x, y)
			return
		}
	}
	t.Fatalf("no button %q", label)
}

// startAs picks a side on the mode screen on show and starts the game.
func startAs(t *testing.T, c *Context, side string) *playScene {
	t.Helper()
	mode, ok := c.mgr.current.(*modeScene)
	if !ok {
		t.Fatalf("the screen is a %T, not the mode screen", c.mgr.current)
	}
	for _, label := range []string{side, "Start"} {
		bs, _ := mode.layout(c)
		tapButton(t, c, bs, label)
	}
	return playing(t, c)
}

func TestFirstStartFollowsTheSystemLanguage(t *testing.T) {
	t.Setenv("LC_ALL", "ru_RU.UTF-8")
	store := save.NewMemory()
	c := newTestContext(t, Options{Store: store})
	if c.Lang != lang.RU {
		t.Fatalf("language %q", c.Lang)
	}
	// The choice is remembered: a later start keeps it whatever the system says.
	t.Setenv("LC_ALL", "en_GB.UTF-8")
	if c2 := newTestContext(t, Options{Store: store}); c2.Lang != lang.RU {
		t.Fatalf("second start: %q", c2.Lang)
	}
}

func TestDamagedSaveIsReportedNotFatal(t *testing.T) {
	store := save.NewMemory()
	store.Save("settings", []byte("{broken"))
	store.Save("game", []byte(`{"app":"plyyard","version":1,"game":"jungle","mode":"ai","position":"garbage"}`))
	c := newTestContext(t, Options{Store: store, Lang: "en"})
	if c.notice != "save.damaged" {
		t.Fatalf("notice %q", c.notice)
	}
	// The unreadable position is reported and dropped: no Continue.
	if _, ok := continueButton(c); ok {
		t.Fatal("Continue offered for a broken game")
	}
	if g, _ := c.Saves.LoadGame(); g != nil {
		t.Fatal("the broken game is still saved")
	}
	if _, ok := c.mgr.current.(*titleScene); !ok {
		t.Fatalf("scene %T", c.mgr.current)
	}
}

func TestMenuToGameAndResume(t *testing.T) {
	store := save.NewMemory()
	c := newTestContext(t, Options{Store: store, Lang: "en", Seed: 3})
	tapButton(t, c, c.mgr.current.(*titleScene).buttons(c), "Play")
	games := c.mgr.current.(*gamesScene)
	// Every card opens the mode screen of its game.
	r := games.cards(c)
	tapAt(c, r[1].X+5, r[1].Y+5)
	if m, ok := c.mgr.current.(*modeScene); !ok || m.game != "ludo" {
		t.Fatalf("Ludo card: scene %T", c.mgr.current)
	}
	tapAt(c, backRect(c).X+5, backRect(c).Y+5)
	tapAt(c, r[0].X+5, r[0].Y+5)
	ps := startAs(t, c, "Blue")
	ctl := jungleOf(ps)
	if ctl.Cfg.Mode != play.VsAI || ctl.Cfg.Human != engine.Second || !ctl.Flipped {
		t.Fatalf("config %+v flipped %v", ctl.Cfg, ctl.Flipped)
	}
	ctl.WaitBot()
	ps.Update(c)
	// The computer opened; the game is saved and resumes from the title.
	g, p := c.Saves.LoadGame()
	if g == nil || p != save.OK || len(g.Actions) != 1 || g.Human != 1 {
		t.Fatalf("saved %+v %v", g, p)
	}
	c2 := newTestContext(t, Options{Store: store, Lang: "en"})
	// Continue says which game it is and against whom.
	tapButton(t, c2, c2.mgr.current.(*titleScene).buttons(c2), "Continue: Jungle, vs the computer ("+c2.T(levelKey(g.Level))+")")
	resumed := jungleOf(playing(t, c2))
	if resumed.Pos != ctl.Pos || len(resumed.Moves) != 1 || !resumed.Flipped {
		t.Fatal("the resumed game differs")
	}
}

func TestResignAsksOnce(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en", Game: "jungle", Mode: "hotseat"})
	ps := playing(t, c)
	tapButton(t, c, ps.laidButtons(c), "Resign")
	if ps.b.Base().Over() {
		t.Fatal("one tap resigned")
	}
	tapButton(t, c, ps.laidButtons(c), "Sure? Tap again")
	if o := ps.b.Base().Outcome(); o.Reason != "resign" || o.Winner != engine.Second {
		t.Fatalf("outcome %+v", o)
	}
	title, why := ps.resultLines(c)
	if title != "Blue wins!" || why != "Red resigned." {
		t.Fatalf("result %q %q", title, why)
	}
}

// tapSetting taps the button labelled choice in the row titled title.
func tapSetting(t *testing.T, c *Context, s *settingsScene, title, choice string) {
	t.Helper()
	bs, ts, _ := s.place(c)
	for _, tl := range ts {
		if tl.text != title {
			continue
		}
		var best *play.Button
		for i, b := range bs {
			below := b.R.Y - tl.y
			if b.Label != choice || below <= 0 || below > 2*b.R.H {
				continue
			}
			if best == nil || math.Abs(b.R.X+b.R.W/2-tl.x) < math.Abs(best.R.X+best.R.W/2-tl.x) {
				best = &bs[i]
			}
		}
		if best == nil {
			t.Fatalf("no %q under %q", choice, title)
		}
		x, y := best.R.Center()
		tapAt(c, x, y)
		return
	}
	t.Fatalf("no setting %q", title)
}

func TestSettingsAreSavedAndApplied(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {360, 740}} {
		store := save.NewMemory()
		c := newTestContext(t, Options{Store: store, Lang: "en", Scene: "settings"})
		c.Screen = layout.NewScreen(size[0], size[1], 1)
		s := c.mgr.current.(*settingsScene)
		tapSetting(t, c, s, "Language", "Русский")
		if c.Lang != lang.RU {
			t.Fatalf("language %q", c.Lang)
		}
		tapSetting(t, c, s, "Звуки", "25 %")
		tapSetting(t, c, s, "Музыка", "Выкл.")
		if e, m := c.Sounds.Volumes(); e != 0.25 || m != 0 {
			t.Fatalf("volumes %v %v", e, m)
		}
		tapSetting(t, c, s, "Вибрация", "Выкл.")
		tapSetting(t, c, s, "Меньше движения", "Вкл.")
		if c.Motion() {
			t.Fatal("motion not reduced")
		}
		c.Tick = 77
		if c.Beat() != 0 {
			t.Fatal("the beat still follows the clock")
		}
		st, _, _ := save.New(store).LoadSettings()
		want := save.DefaultSettings()
		want.Lang, want.Effects, want.Music, want.Vibrate, want.ReduceMotion = "ru", 25, 0, false, true
		want.Guest = c.Settings.Guest // drawn at the first start
		if st != want {
			t.Fatalf("%v: saved %+v", size, st)
		}
	}
}

// fakeBuzzer counts the vibrations asked for.
type fakeBuzzer struct{ got []time.Duration }

func (f *fakeBuzzer) Buzz(d time.Duration) { f.got = append(f.got, d) }

// TestCaptureAndSixVibrate: a six shakes the phone briefly, a capture a
// little longer, nothing else does, and the setting off stops both.
func TestCaptureAndSixVibrate(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en"})
	f := &fakeBuzzer{}
	c.Buzzer = f
	cues := []play.Cue{play.CueRoll, play.CueSix, play.CueMove, play.CueCapture, play.CueWin}
	react(c, cues)
	if len(f.got) != 2 || f.got[0] <= 0 || f.got[0] >= f.got[1] {
		t.Fatalf("vibrations %v: want a short one for the six, a longer one for the capture", f.got)
	}
	f.got = nil
	c.Settings.Vibrate = false
	react(c, cues)
	if len(f.got) != 0 {
		t.Fatalf("vibrations %v with vibration off", f.got)
	}
}

func TestLudoFromTheMenuAgainstTheComputer(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en", Seed: 5})
	tapButton(t, c, c.mgr.current.(*titleScene).buttons(c), "Play")
	r := c.mgr.current.(*gamesScene).cards(c)
	tapAt(c, r[2].X+5, r[2].Y+5)
	ps := startAs(t, c, "Yellow")
	ctl := raceOf(ps)
	if ctl.Variant != race.Aviation || ctl.Cfg.Mode != play.VsAI || ctl.Cfg.Human != engine.Second {
		t.Fatalf("config %+v", ctl.Cfg)
	}
	// Red is the computer and rolls first; the human then taps the die.
	ctl.WaitBot()
	if ctl.Pos.ToMove() != engine.Second || !ctl.CanRoll() {
		t.Fatalf("not yellow's roll: %v", ctl.Pos)
	}
	x, y := ctl.DieRect(ps.cross(c)).Center()
	tapAt(c, x, y)
	if !ctl.Rolling() {
		t.Fatal("tapping the die did not roll")
	}
	if st, _, _ := ps.status(c); st != "Yellow: the die is rolling…" {
		t.Errorf("status %q", st)
	}
}

func TestDominoHotseatHandOverAndStats(t *testing.T) {
	store := save.NewMemory()
	c := newTestContext(t, Options{Store: store, Lang: "en", Game: "domino", Mode: "hotseat", Seed: 3})
	ps := playing(t, c)
	ctl := dominoOf(ps)
	if !ctl.HandsHidden() {
		t.Fatal("the hands are not hidden at the start")
	}
	if st, _, _ := ps.status(c); st != "Pass the device to Black" {
		t.Errorf("status %q", st)
	}
	l := ps.table(c)
	x, y := l.Felt.Center()
	tapAt(c, x, y)
	if ctl.HandsHidden() {
		t.Fatal("a tap did not open the hand")
	}
	// Black opens with its first tile, through the pixels: the screen
	// hides the hands again for White.
	hr := ctl.HandRects(l)
	x, y = hr[0].Center()
	tapAt(c, x, y)
	if len(ctl.Pos.Line()) != 1 || !ctl.HandsHidden() {
		t.Fatalf("after the first tile: %v hidden %v", ctl.Pos, ctl.HandsHidden())
	}
	// Resigning (twice: it asks once) ends the game and counts it.
	tapButton(t, c, ps.laidButtons(c), "Resign")
	tapButton(t, c, ps.laidButtons(c), "Sure? Tap again")
	ps.Update(c)
	st, _ := save.New(store).LoadStats()
	if st.Games["domino"] != (save.Tally{Played: 1}) {
		t.Fatalf("stats %+v", st)
	}
}
