package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// A past game's second line shows its date whole on a phone's row, in
// both languages: what does not fit is the mode after it, never the date.
func TestPastGameRowKeepsTheWholeDate(t *testing.T) {
	when := time.Date(2026, 12, 3, 14, 22, 0, 0, time.Local)
	f := save.Finished{Game: "aviation", Mode: "ai", Level: 4, When: when.Unix(), Actions: make([]string, 123)}
	for _, lang := range []string{"en", "ru"} {
		c := newTestContext(t, Options{Lang: lang})
		for _, w := range []float64{360, 412, 740, 1280} {
			c.Screen = layout.NewScreen(w, 740, 1)
			h := &historyScene{h: &save.History{Games: []save.Finished{f}}}
			rows, _ := h.rows(c)
			if len(rows) == 0 {
				t.Fatalf("%s %v: no row", lang, w)
			}
			u := c.Screen.U
			icon := min(rows[0].H*0.7, 48*u)
			tw := rows[0].W - 36*u - icon
			small := sprites.Face(13*u, false)
			line := historyLine(c, f, small, tw)
			if !strings.HasPrefix(line, "2026-12-03 14:22") || sprites.Measure(line, small) > tw {
				t.Errorf("%s at %v px: the row says %q (%.0f of %.0f px)", lang, w, line, sprites.Measure(line, small), tw)
			}
		}
		// A row too narrow for the date and the time keeps the date.
		if line := historyLine(c, f, sprites.Face(13, false), 80); line != "2026-12-03" {
			t.Errorf("%s: a narrow row says %q", lang, line)
		}
	}
}

// Online dominoes' Take a tile and Offer a draw stand side by side: they
// share no word, in either language.
func TestTakeATileIsNotADrawOffer(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		c := newTestContext(t, Options{Lang: lang})
		take, offer := c.T("domino.draw"), c.T("online.offer")
		for _, w := range strings.Fields(strings.ToLower(take)) {
			if len([]rune(w)) > 2 && strings.Contains(strings.ToLower(offer), w) {
				t.Errorf("%s: %q and %q share %q", lang, take, offer, w)
			}
		}
	}
}

// Turn board is offered only where it can turn, live: Jungle for two on
// one device. Against the computer the person's side is always at the
// bottom, and the race games and dominoes never turn: no grey button that
// could never work.
func TestTurnBoardOnlyWhereItTurns(t *testing.T) {
	for _, o := range []Options{
		{Game: "jungle", Mode: "hotseat"}, {Game: "jungle", Mode: "ai"},
		{Game: "ludo", Mode: "hotseat"}, {Game: "aviation", Mode: "hotseat"}, {Game: "domino", Mode: "hotseat"},
	} {
		o.Lang = "en"
		c := newTestContext(t, o)
		c.Screen = layout.NewScreen(1280, 800, 1)
		p := playing(t, c)
		var flip *play.Button
		for _, b := range p.laidButtons(c) {
			if b.Label == c.T("play.flip") {
				flip = &b
			}
		}
		want := o.Game == "jungle" && o.Mode == "hotseat"
		switch {
		case flip == nil && want:
			t.Errorf("%s %s: no Turn board", o.Game, o.Mode)
		case flip != nil && !want:
			t.Errorf("%s %s: Turn board offered", o.Game, o.Mode)
		case flip != nil && (flip.Style == sprites.Muted || flip.Action == nil):
			t.Errorf("%s %s: Turn board is grey", o.Game, o.Mode)
		case flip != nil:
			was := jungleOf(p).Flipped
			flip.Action()
			if jungleOf(p).Flipped == was {
				t.Errorf("%s %s: Turn board did not turn it", o.Game, o.Mode)
			}
		}
	}
}

// A hint says why on the status line: here the Hard bot takes the wolf
// that attacks the dog, and the status says it takes a piece.
func TestHintSaysWhy(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		c := newTestContext(t, Options{Lang: lang, Game: "jungle", Mode: "ai", Pos: "l5t/7/r1p1d1e/7/7/7/E1DwP1R/1C3W1/T5L r 0", Hint: true})
		p := playing(t, c)
		if msg, _, _ := p.status(c); msg != c.T("hint.why.jungle.capture") {
			t.Errorf("%s: the status says %q", lang, msg)
		}
	}
}

// With the analysis on, the status line says what its marks mean when it
// comes on, in the game's own words, then the game's prompt again; online
// there is none.
func TestAnalysisSaysItIsOnAndWhatItMeans(t *testing.T) {
	for _, game := range []string{"jungle", "ludo", "aviation", "domino"} {
		for _, lang := range []string{"en", "ru"} {
			c := newTestContext(t, Options{Lang: lang, Game: game, Mode: "hotseat", Analysis: true})
			p := playing(t, c)
			c.mgr.update()
			if p.analysisTag(c) != c.T("analysis.on") {
				t.Errorf("%s %s: no sign that the analysis is on", game, lang)
			}
			if msg, _, _ := p.status(c); msg != c.T("analysis.legend."+game) || !c.Lang.Has("analysis.legend."+game) {
				t.Errorf("%s %s: the status says %q", game, lang, msg)
			}
			for i := 0; i < legendTicks+1; i++ {
				c.Tick++
			}
			if msg, _, _ := p.status(c); msg == c.T("analysis.legend."+game) {
				t.Errorf("%s %s: the legend stays", game, lang)
			}
		}
	}
	c := newTestContext(t, Options{Lang: "en", Game: "jungle", Mode: "hotseat"})
	if tag := playing(t, c).analysisTag(c); tag != "" {
		t.Errorf("with the analysis off the status line says %q", tag)
	}
}
