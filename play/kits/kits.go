// Package kits is the app's list of games: each game's play kit (its
// board and controller, play/<game>), in the order the menus show them,
// the same games as package registry lists for the hosts without a screen.
// The app (main.go, mobile) hands it to scenes.
package kits

import (
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/play/domino"
	"github.com/plyyard/plyyard/play/jungle"
	"github.com/plyyard/plyyard/play/race"
)

// All are the kits, in menu order.
var All = []play.Kit{jungle.Kit, race.Ludo, race.Aviation, domino.Kit}
