package play

import (
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/save"
)

// Host is what a game's board may read of the app while it lays itself
// out, draws and words its status: the language, the settings, the screen
// and the clock.
type Host struct {
	Lang     lang.Lang
	Settings save.Settings
	Screen   layout.Screen
	Tick     int
}

// T returns the text of key in the current language.
func (h *Host) T(key string) string { return h.Lang.T(key) }

// F formats the text of key.
func (h *Host) F(key string, args ...any) string { return h.Lang.F(key, args...) }

// Motion reports whether things may move: false when the player asked for
// reduced motion. Whatever animates for show (a celebration, a pop, a
// glow's pulse) asks here; the controllers get it as play.Config.Still.
func (h *Host) Motion() bool { return !h.Settings.ReduceMotion }

// Beat is the tick that pulsing marks and glows follow: the clock, or a
// fixed moment when motion is reduced, so that they keep still.
func (h *Host) Beat() int {
	if !h.Motion() {
		return 0
	}
	return h.Tick
}
