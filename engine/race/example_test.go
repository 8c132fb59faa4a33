package race_test

import (
	"fmt"
	"log"

	"github.com/plyyard/plyyard/engine/race"
)

// actions lists a position's legal actions in notation.
func actions(p race.Position) []string {
	var out []string
	for _, a := range p.Legal() {
		out = append(out, p.FormatAction(a))
	}
	return out
}

// A position is read from its notation and played as a host plays it: the
// roll is listed bare, the host completes it with a die value, and then the
// side picks one of the pieces that can move by it.
func Example() {
	p, err := race.Parse("7,b,b,b/36,36,20,b r roll 0")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(actions(p))
	roll, _ := p.WithOutcome(race.Roll, 3) // the host rolled a 3
	p, _, _ = p.Play(roll)
	fmt.Println(p, "-", actions(p))
	p, events, _ := p.Play(race.Move(0))
	for _, e := range events {
		fmt.Println(e.Kind, e.Seat, e.Piece, e.To, e.At)
	}
	fmt.Println(p)
	// Output:
	// [roll]
	// 7,b,b,b/36,36,20,b r 3 0 - [p0]
	// moved 0 0 10 0
	// captured 1 0 0 36
	// captured 1 1 0 36
	// extra-roll 0 0 0 0
	// 10,b,b,b/b,b,20,b r roll 0
}

// Searches and playouts take the fast path: NextRoll gives the pieces a die
// value lets move, and NextMove says what a move did, without checks or
// events.
func ExamplePosition_NextMove() {
	p, err := race.Parse("4,b,b,b/36,36,b,b r roll 0")
	if err != nil {
		log.Fatal(err)
	}
	p, movable := p.NextRoll(6)
	for m := movable; m != 0; m &= m - 1 {
		i := m.First()
		next, r := p.NextMove(i)
		fmt.Printf("p%d: %+v -> %s\n", i, r, next)
	}
	// Output:
	// p0: {From:4 To:10 Captured:2 Victims:72 Entered:false Arrived:false Won:false ExtraRoll:true} -> 10,b,b,b/b,b,b,b r roll 1
	// p1: {From:-1 To:0 Captured:0 Victims:0 Entered:true Arrived:false Won:false ExtraRoll:true} -> 4,0,b,b/36,36,b,b r roll 1
	// p2: {From:-1 To:0 Captured:0 Victims:0 Entered:true Arrived:false Won:false ExtraRoll:true} -> 4,b,0,b/36,36,b,b r roll 1
	// p3: {From:-1 To:0 Captured:0 Victims:0 Entered:true Arrived:false Won:false ExtraRoll:true} -> 4,b,b,0/36,36,b,b r roll 1
}

// The board's landmarks come from the engine: the loop's length, the start
// squares and the stars, where no piece can be captured.
func ExampleSafe() {
	var safe []int
	for sq := 0; sq < race.LoopLen; sq++ {
		if race.Safe(sq) {
			safe = append(safe, sq)
		}
	}
	fmt.Println(safe)
	colour, _ := race.StartColour(26)
	fmt.Println(colour, race.Star(34))
	yellow, _ := race.OtherFrame(10)
	fmt.Println(yellow)
	// Output:
	// [0 8 13 21 26 34 39 47]
	// 2 true
	// 36
}
