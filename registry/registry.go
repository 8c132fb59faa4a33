// Package registry is the one list of Ply Yard's games, in the order the
// menus show them. The binaries hand it to the room server, the saves, the
// ply tool and the bots; the app's list of boards (play/kits) pairs each of
// these entries with its board. A new game is one line here once its rules
// (engine/<game>), its content (games/<game>) and its board (play/<game>)
// exist: docs/adding-a-game.md.
package registry

import (
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/games/domino"
	"github.com/plyyard/plyyard/games/jungle"
	"github.com/plyyard/plyyard/games/race"
)

// Games are the games, in menu order.
var Games = games.MustRegistry(jungle.Game, race.Ludo, race.Aviation, domino.Game)
