package engine_test

import (
	"fmt"
	"log"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
)

// Every game speaks notation: a position is one line, an action a word.
// ApplyText plays actions given as text and gathers their events.
func ExampleApplyText() {
	s, events, err := engine.ApplyText(jungle.Start(), "g3g4", "a7a6", "g4f4")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(s)
	for _, e := range events {
		fmt.Println(e.Kind, jungle.Square(e.From), jungle.Square(e.To))
	}
	fmt.Println(s.Outcome().Format(jungle.Rules.Sides))

	// An action the rules refuse stops the list and says why.
	_, _, err = engine.ApplyText(jungle.Start(), "g3g4", "g4g5")
	fmt.Println(err)
	// Output:
	// l5t/1w3c1/2p1d1e/r6/7/5R1/E1D1P2/1C3W1/T5L b 3
	// moved g3 g4
	// moved a7 a6
	// moved g4 f4
	// ongoing
	// illegal action g4g5: it is blue's turn and the rat on g4 is red's
}

// Format names the winner by the game's side letters and gives the reason.
func ExampleOutcome_Format() {
	// Red's elephant stands on d8, next to Blue's den.
	p, err := jungle.Rules.Parse("7/3E3/7/7/7/7/7/7/r6 r 12")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Outcome().Format(jungle.Rules.Sides))
	next, _, err := engine.ApplyText(p, "d8d9")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(next.Outcome().Format(jungle.Rules.Sides))
	draw := engine.Outcome{Status: engine.Draw, Winner: engine.NoSeat, Reason: "60-plies"}
	fmt.Println(draw.Format(jungle.Rules.Sides))
	// Output:
	// ongoing
	// win r den
	// draw 60-plies
}
