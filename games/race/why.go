package race

import (
	"github.com/plyyard/plyyard/engine/race"
)

// Why is the reason a hint gives for moving piece i in p (in its move
// phase, the die rolled), found by comparing the position before and after
// with the rule code's own report and analysis (NextMove, HitBy), the
// first that holds of: "win" the fourth piece gets home; "capture" it sends
// an opponent's piece back; "home" it reaches the finish; "escape" it
// leaves a square the opponent's next roll could hit for one it cannot;
// "enter" it brings a piece out of the base; "column" it enters the home
// column, out of reach; "safe" it lands on a safe square. "" when none
// holds or the piece cannot move.
func Why(p race.Position, i int) string {
	if p.Die() == 0 || !p.Movable().Has(i) {
		return ""
	}
	seat := p.ToMove()
	next, r := p.NextMove(i)
	switch {
	case r.Won:
		return "win"
	case r.Captured > 0:
		return "capture"
	case r.Arrived:
		return "home"
	case p.HitBy(seat)[i] != 0 && next.HitBy(seat)[i] == 0:
		return "escape"
	case r.Entered:
		return "enter"
	case r.From <= race.LastLoop && r.To >= race.HomeEntry:
		return "column"
	case race.Safe(r.To):
		return "safe"
	}
	return ""
}
