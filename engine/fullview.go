package engine

// FullView is the view of a game of perfect information, where every seat
// may know the whole state: the state itself, seen from one seat. Jungle's
// and the race games' views are FullViews of their positions.
type FullView[S State] struct {
	state S
	seat  Seat
}

// NewFullView returns the view of s from seat.
func NewFullView[S State](s S, seat Seat) FullView[S] { return FullView[S]{state: s, seat: seat} }

// State returns the whole state behind the view, for bots that search.
func (v FullView[S]) State() S { return v.state }

// Seat is the seat the view belongs to.
func (v FullView[S]) Seat() Seat { return v.seat }

// ToMove returns the seat that acts next.
func (v FullView[S]) ToMove() Seat { return v.state.ToMove() }

// Legal returns the viewer's legal actions on its turn, and nil otherwise.
func (v FullView[S]) Legal() []Action {
	if v.state.ToMove() != v.seat {
		return nil
	}
	return v.state.Legal()
}

// Outcome says whether the game is over and how.
func (v FullView[S]) Outcome() Outcome { return v.state.Outcome() }

// String returns the state's notation.
func (v FullView[S]) String() string { return v.state.String() }

// FormatAction renders a in the game's action notation.
func (v FullView[S]) FormatAction(a Action) string { return v.state.FormatAction(a) }
