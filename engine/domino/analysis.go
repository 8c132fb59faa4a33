package domino

import "github.com/plyyard/plyyard/engine"

// The analysis a player may switch on during play: where each of the
// seat's tiles fits, and what the opponent is known not to hold.

// Fits reports whether tile t fits the line's left and right ends as they
// are now, whoever is to move: the ends the rules would let it go to on the
// seat's turn. On the empty table it fits neither (it may lead).
func (v View) Fits(t Tile) (left, right bool) {
	l, r, ok := v.Ends()
	if !ok {
		return false, false
	}
	return showing[l].Has(t), showing[r].Has(t)
}

// Learn replays actions from the deal start and returns what seat has
// learned of its opponent's hand on the way (Knowledge), from the events
// that seat saw. An action the rules refuse stops the replay with an error.
func Learn(start Position, actions []engine.Action, seat engine.Seat) (Knowledge, error) {
	k := NewKnowledge(start.SeatView(seat))
	p := start
	for _, a := range actions {
		next, events, err := p.Play(MoveOf(a))
		if err != nil {
			return k, err
		}
		k.Observe(engine.ForSeat(events, seat))
		p = next
	}
	return k, nil
}
