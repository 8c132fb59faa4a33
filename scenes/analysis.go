package scenes

import (
	"github.com/plyyard/plyyard/play"
)

// The analysis overlay: what the opponent's next move could do to the
// player, drawn on the board when the player asks for it (the Analysis
// button on the play screen, remembered in the settings, off at first).
// The engines compute it (jungle Threatened and DenThreats, race HitBy,
// domino Fits and Learn); each board draws its own part. While it is shown
// the status line ends in a warning pill that says so, and says in a
// sentence what the marks mean: for a while once it comes on, and after
// the prompt where the line has room. Online it is never shown, nor
// offered.

// analysisButton switches the overlay on and off and saves the choice; it
// is spare (behind More on a phone).
func analysisButton(c *Context, a *play.Actions) play.Button {
	return play.Button{Label: c.T("play.analysis"), Style: play.Choice(c.Settings.Analysis), Spare: true, Action: a.Of("analysis", func() func() {
		return func() {
			c.Settings.Analysis = !c.Settings.Analysis
			_ = c.Saves.SaveSettings(c.Settings)
		}
	})}
}

// legendTicks is how long the legend stays on the status line once the
// overlay is shown (switched on, or a game started with it on).
const legendTicks = 360

// analysisLegend says in a sentence what the game's analysis marks mean.
func analysisLegend(c *Context, b play.Board) string {
	if key := "analysis.legend." + b.Game().Name; c.Lang.Has(key) {
		return c.T(key)
	}
	return c.T("analysis.legend")
}
