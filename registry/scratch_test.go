package registry

import (
	"fmt"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
)

func TestScratchFind(t *testing.T) {
	g, _ := Games.Lookup("jungle")
	positions := decisionPositions(t, g, 40)
	for _, s := range positions[10:22] {
		line := ""
		for _, a := range s.Legal() {
			an, err := g.Review(s, []engine.Action{a}, engine.NoSeat, 1, ai.Budget{Millis: 20}, nil)
			if err != nil {
				t.Fatal(err)
			}
			st := an.Steps[0]
			if st.Mark != "-" {
				line += fmt.Sprintf(" %s:%s(%.0f)", st.Text, st.Mark, 100*st.Drop())
			}
		}
		fmt.Printf("%q%s\n", s.String(), line)
	}
}
