package race

import "github.com/plyyard/plyyard/engine"

// View is what one seat knows of a position. Ludo is a game of perfect
// information, so a view carries the whole position; State returns it for
// bots that search.
type View = engine.FullView[Position]

// View returns the view of seat: the whole position.
func (p Position) View(seat engine.Seat) engine.View { return engine.NewFullView(p, seat) }
