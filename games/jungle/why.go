package jungle

import (
	"slices"

	"github.com/plyyard/plyyard/engine/jungle"
)

// Why is the reason a hint gives for Jungle move m in p, the position
// before it, found by comparing the position before and after with the
// rules' own analysis (Threatened, DenThreats), the first that holds of:
// "den" it enters the opponent's den; "capture" it takes a piece; "escape"
// it takes a piece the opponent could take out of reach; "guard" it leaves
// the opponent fewer ways into the player's den; "threat" it attacks one
// more of the opponent's pieces; "pressure" it opens a new way into the
// opponent's den; "advance" it brings a piece nearer that den. "" when
// none holds or m is not legal in p.
func Why(p jungle.Position, m jungle.Move) string {
	next, _, err := p.Play(m)
	if err != nil {
		return ""
	}
	seat := p.ToMove()
	opp := seat.Other()
	den := jungle.Den(opp)
	_, taken := p.At(m.To)
	switch {
	case m.To == den:
		return "den"
	case taken:
		return "capture"
	case slices.Contains(p.Threatened(seat), m.From) && !slices.Contains(next.Threatened(seat), m.To):
		return "escape"
	case len(next.DenThreats(seat)) < len(p.DenThreats(seat)):
		return "guard"
	case len(next.Threatened(opp)) > len(p.Threatened(opp)):
		return "threat"
	case len(next.DenThreats(opp)) > len(p.DenThreats(opp)):
		return "pressure"
	case distance(m.To, den) < distance(m.From, den):
		return "advance"
	}
	return ""
}

// distance is how many steps apart a and b are along files and ranks.
func distance(a, b jungle.Square) int {
	return max(a.File()-b.File(), b.File()-a.File()) + max(a.Rank()-b.Rank(), b.Rank()-a.Rank())
}
