package scenes

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// The analysis overlay: what the opponent's next move could do to the
// player, drawn on the board when the player asks for it (the Analysis
// button on the play screen, remembered in the settings, off at first).
// The engines compute it (jungle Threatened and DenThreats, race HitBy,
// domino Fits and Learn); each board draws its own part. Online it is
// never shown, nor offered.

// analysisShown reports whether the board should draw the analysis now:
// switched on, not online, and the game still going.
func analysisShown(c *Host, ctl *play.Core) bool {
	return c.Settings.Analysis && ctl.Cfg.Mode != play.Online && !ctl.Over()
}

// analysisSeat is the player the analysis speaks for: the person against
// the computer, the side to move in hotseat.
func analysisSeat(ctl *play.Core, toMove engine.Seat) engine.Seat {
	if ctl.Cfg.Mode.OneHuman() {
		return ctl.Cfg.Human
	}
	return toMove
}

// analysisButton switches the overlay on and off and saves the choice; it
// is spare (behind More on a phone).
func analysisButton(c *Context, a *Actions) Button {
	return Button{Label: c.T("play.analysis"), Style: choice(c.Settings.Analysis), Spare: true, Action: a.Of("analysis", func() func() {
		return func() {
			c.Settings.Analysis = !c.Settings.Analysis
			_ = c.Saves.SaveSettings(c.Settings)
		}
	})}
}

// analysisStyle is the colour of every analysis mark: a warning.
var analysisStyle = sprites.Danger
