package play

import (
	"slices"

	"github.com/plyyard/plyyard/engine"
)

// LegalKept keeps the legal actions of the last position it was asked
// about: a screen asks whether an action is legal many times a frame (a
// button, each tile of a hand, each piece), and listing them allocates.
type LegalKept[P interface {
	comparable
	Legal() []engine.Action
}] struct {
	pos  P
	acts []engine.Action
	set  bool
}

// Has reports whether a is legal in p.
func (k *LegalKept[P]) Has(p P, a engine.Action) bool {
	if !k.set || k.pos != p {
		k.pos, k.acts, k.set = p, p.Legal(), true
	}
	return slices.Contains(k.acts, a)
}
