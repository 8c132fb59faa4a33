package race

import "github.com/plyyard/plyyard/engine"

// View is what one seat knows of a position. Ludo is a game of perfect
// information, so a view carries the whole position; Position returns it for
// bots that search.
type View struct {
	pos  Position
	seat engine.Seat
}

var _ engine.View = View{}

// View returns the view of seat: the whole position.
func (p Position) View(seat engine.Seat) engine.View { return View{pos: p, seat: seat} }

// Position returns the full position behind the view.
func (v View) Position() Position { return v.pos }

// Seat is the seat the view belongs to.
func (v View) Seat() engine.Seat { return v.seat }

// ToMove returns the seat that acts next.
func (v View) ToMove() engine.Seat { return v.pos.side }

// Legal returns the viewer's legal actions on its turn, and nil otherwise.
func (v View) Legal() []engine.Action {
	if v.pos.side != v.seat {
		return nil
	}
	return v.pos.Legal()
}

// Outcome says whether the game is over and how.
func (v View) Outcome() engine.Outcome { return v.pos.Outcome() }

// String returns the position's notation.
func (v View) String() string { return v.pos.String() }

// FormatAction renders a in the action notation.
func (v View) FormatAction(a engine.Action) string { return v.pos.FormatAction(a) }
