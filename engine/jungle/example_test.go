package jungle_test

import (
	"fmt"
	"log"

	"github.com/plyyard/plyyard/engine/jungle"
)

// A position is read from its notation, its legal moves are listed, and one
// is played: Red's lion leaps the river and takes Blue's tiger.
func Example() {
	p, err := jungle.Parse("e6/7/1t5/7/7/7/1L5/7/7 r 0")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Moves())
	next, events, err := p.Play(jungle.Move{From: jungle.Sq(1, 2), To: jungle.Sq(1, 6)})
	if err != nil {
		log.Fatal(err)
	}
	for _, e := range events {
		fmt.Println(e.Kind, jungle.Animal(e.Piece).Name(), e.Path)
	}
	fmt.Println(next)
	// Output:
	// [b3b7 b3b2 b3a3 b3c3]
	// jumped lion [22 29 36 43]
	// captured tiger []
	// e6/7/1L5/7/7/7/7/7/7 b 0
}

// Searches take the fast path: AppendMoves fills a reused buffer and Next
// plays a move without checking it or building events, and names what it
// took.
func ExamplePosition_Next() {
	p, err := jungle.Parse("e6/7/1t5/7/7/7/1L5/7/7 r 0")
	if err != nil {
		log.Fatal(err)
	}
	var moves, replies []jungle.Move
	moves = p.AppendMoves(moves[:0])
	for _, m := range moves {
		q, taken := p.Next(m)
		replies = q.AppendMoves(replies[:0])
		fmt.Println(m, taken.Name(), len(replies), "replies")
	}
	// Output:
	// b3b7 tiger 2 replies
	// b3b2 nothing 6 replies
	// b3a3 nothing 6 replies
	// b3c3 nothing 6 replies
}
