package domino_test

import (
	"fmt"
	"log"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
)

// midGame is a position three tiles into a game: the line 5-2, 2-1, 1-6,
// White to play.
const midGame = "00,01,02,04,06/03,05,36,56,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/52,21,16 w 0"

// A position is read from its notation, its legal actions listed, and one
// played. White holds 2-3 and 4-6 against open ends 5 and 6.
func Example() {
	p, err := domino.Parse(midGame)
	if err != nil {
		log.Fatal(err)
	}
	var legal []string
	for _, a := range p.Legal() {
		legal = append(legal, p.FormatAction(a))
	}
	fmt.Println(legal)
	next, events, err := engine.ApplyText(p, "play:56:L")
	if err != nil {
		log.Fatal(err)
	}
	for _, e := range events {
		fmt.Printf("%v seat %d tile %q end %q\n", e.Kind, e.Seat, e.Tile, e.End)
	}
	fmt.Println(next)
	// Output:
	// [play:05:L play:36:R play:56:L play:56:R]
	// placed seat 1 tile "65" end "L"
	// turn seat 0 tile "" end ""
	// 00,01,02,04,06/03,05,36,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/65,52,21,16 b 0
}

// A seat sees its own hand, the line and the counts: a bot or a client given
// a view cannot peek.
func ExampleView() {
	p, err := domino.Parse(midGame)
	if err != nil {
		log.Fatal(err)
	}
	v := p.SeatView(domino.Black)
	fmt.Println(v)
	fmt.Println(len(v.Unseen()), "tiles unseen;", v.Legal() == nil)
	// Output:
	// b:00,01,02,04,06/7/13/52,21,16 w 0
	// 20 tiles unseen; true
}

// Playouts and searches play on a Compact: plays placed in place, draws and
// passes forced by the rules, nothing checked or reported.
func ExampleCompact() {
	p, err := domino.Parse(midGame)
	if err != nil {
		log.Fatal(err)
	}
	c := p.Compact()
	left, right := c.Playable()
	fmt.Println(left.Tiles(), right.Tiles())
	c.Place(domino.NewTile(3, 6), domino.RightEnd)
	l, r, _ := c.Ends()
	fmt.Println(l, r, c.ToMove())
	// Black holds nothing with a 5 or a 3, so it must draw.
	left, right = c.Playable()
	fmt.Println(left|right == 0, c.DrawOrPass(), c.BoneyardCount())
	// Output:
	// [05 56] [36 56]
	// 5 3 0
	// true true 12
}
