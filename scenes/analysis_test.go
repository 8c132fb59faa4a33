package scenes

import (
	"strings"
	"testing"

	jungleplay "github.com/plyyard/plyyard/play/jungle"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/play/kits"
	"github.com/plyyard/plyyard/save"
)

// analysisButtonOf returns the button labelled label, if any.
func analysisButtonOf(bs []play.Button, label string) (play.Button, bool) {
	for _, b := range bs {
		if b.Label == label {
			return b, true
		}
	}
	return play.Button{}, false
}

// The Analysis button stands behind More in every game against the
// computer and in hotseat; a tap switches the overlay on and the setting is
// saved; online there is no button and no overlay, whatever the setting.
func TestAnalysisToggleAndOnline(t *testing.T) {
	c := newTestContext(t, Options{})
	c.Screen = layout.NewScreen(1280, 800, 1) // every button in the column
	for _, k := range kits.All {
		for _, m := range []play.Mode{play.VsAI, play.Hotseat} {
			p := newPlayScene(mustNew(k, play.Config{Mode: m, Human: engine.First, Level: 1, Speed: 1, Seed: 3}))
			b, ok := analysisButtonOf(p.buttons(c, p.b.Panel(c.Screen)), c.T("play.analysis"))
			if !ok || !b.Spare || b.Action == nil {
				t.Fatalf("%s %v: the Analysis button is %+v (found %v), want a live spare one", p.b.Game().Name, m, b, ok)
			}
		}
	}
	p := newPlayScene(mustNew(jungleplay.Kit, play.Config{Mode: play.VsAI, Level: 1, Speed: 1}))
	if c.Settings.Analysis || play.AnalysisShown(&c.Host, p.b.Base()) {
		t.Fatal("the overlay is on at first")
	}
	b, _ := analysisButtonOf(p.buttons(c, p.b.Panel(c.Screen)), c.T("play.analysis"))
	b.Action()
	if st, _, _ := c.Saves.LoadSettings(); !st.Analysis || !play.AnalysisShown(&c.Host, p.b.Base()) {
		t.Fatalf("after a tap: saved %v, shown %v", st.Analysis, play.AnalysisShown(&c.Host, p.b.Base()))
	}

	// Online: a room (never connected) round a board in online mode.
	tb := netplay.NewTable(netplay.Join(netplay.Config{Server: "127.0.0.1:1", Seed: 1}, "ABCDEF"), play.OnlineBoards(kits.All, 0.01))
	defer tb.S.Close()
	on := newPlayScene(mustNew(jungleplay.Kit, play.Config{Mode: play.Online, Level: 1, Speed: 1}))
	on.online = &onlineRoom{t: tb}
	if _, ok := analysisButtonOf(on.buttons(c, on.b.Panel(c.Screen)), c.T("play.analysis")); ok {
		t.Error("an Analysis button online")
	}
	if play.AnalysisShown(&c.Host, on.b.Base()) {
		t.Error("the overlay is shown online")
	}
}

// The statistics line of the games against the computer gives the share
// of wins for each level played, in order, or says there was none.
func TestVersusLine(t *testing.T) {
	c := newTestContext(t, Options{})
	if got := versusLine(c, save.Versus{}); got != c.T("stats.nolevels") {
		t.Errorf("no games: %q", got)
	}
	v := save.Versus{}
	v.Levels[0] = save.Tally{Played: 4, Won: 3, Lost: 1}
	v.Levels[3] = save.Tally{Played: 3, Won: 1, Lost: 2}
	got := versusLine(c, v)
	easy, expert := c.F("stats.level", c.T("level.1"), 75), c.F("stats.level", c.T("level.4"), 33)
	if !strings.Contains(got, easy+" · "+expert) || strings.Contains(got, c.T("level.2")) {
		t.Errorf("got %q, want %q then %q and no other level", got, easy, expert)
	}
}
