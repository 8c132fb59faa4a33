package kits

import (
	"slices"
	"testing"

	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/registry"
)

// The app plays the games the registry lists, in its order, each with the
// registry's own entry.
func TestKitsAreTheRegistry(t *testing.T) {
	reg, err := play.Registry(All)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(reg.Names(), registry.Games.Names()) {
		t.Fatalf("the app plays %v, the registry lists %v", reg.Names(), registry.Games.Names())
	}
	for i, k := range All {
		if k.Game() != registry.Games.All()[i] {
			t.Errorf("%s: the kit's entry is not the registry's", k.Game().Name)
		}
	}
}
