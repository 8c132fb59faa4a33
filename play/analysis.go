package play

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/sprites"
)

// The analysis overlay: what the opponent's next move could do to the
// player, drawn on the board when the player asks for it (the Analysis
// button on the play screen, remembered in the settings, off at first).
// The engines compute it; each board draws its own part. Online it is
// never shown, nor offered.

// AnalysisShown reports whether the board should draw the analysis now:
// switched on, not online, and the game still going.
func AnalysisShown(h *Host, ctl *Core) bool {
	return h.Settings.Analysis && ctl.Cfg.Mode != Online && !ctl.Over()
}

// AnalysisSeat is the player the analysis speaks for: the person against
// the computer, the side to move in hotseat.
func AnalysisSeat(ctl *Core, toMove engine.Seat) engine.Seat {
	if ctl.Cfg.Mode.OneHuman() {
		return ctl.Cfg.Human
	}
	return toMove
}

// AnalysisStyle is the colour of every analysis mark: a warning.
var AnalysisStyle = sprites.Danger
