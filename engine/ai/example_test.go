package ai_test

import (
	"fmt"
	"log"
	"math/rand/v2"

	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

// A bot chooses for the view of its own seat. Red's dog on d8 can enter
// Blue's den, and every level above Easy takes it.
func Example() {
	bot, err := ai.NewJungle("hard", 1)
	if err != nil {
		log.Fatal(err)
	}
	p, err := jungle.Parse("7/3D3/7/7/7/7/7/7/e6 r 0")
	if err != nil {
		log.Fatal(err)
	}
	a, err := bot.Choose(p.View(p.ToMove()), ai.Budget{Millis: 50})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(bot.Name(), "plays", p.FormatAction(a))
	// Output:
	// hard plays d8d9
}

// In a dice game the bot asks for the roll and the host rolls; then the bot
// picks the piece. Red's piece on 10 can take yellow's piece on 40 (square
// 14 in red's frame).
func ExampleNewRace() {
	bot, _ := ai.NewRace("expert", 1)
	p, _ := race.Parse("10,2,b,b/40,b,b,b r roll 0")
	a, _ := bot.Choose(p.View(p.ToMove()), ai.Budget{})
	fmt.Println(p.FormatAction(a))
	roll, _ := p.WithOutcome(a, 4) // the host rolled a 4
	p, _, _ = p.Play(roll)
	a, _ = bot.Choose(p.View(p.ToMove()), ai.Budget{})
	fmt.Println(p.FormatAction(a))
	// Output:
	// roll
	// p0
}

// A dominoes bot sees only its seat's view: its hand, the line and the
// counts. Greedy plays its heaviest playable tile.
func ExampleNewDomino() {
	p, _ := domino.Parse("00,01,02,04,06/03,05,36,56,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/52,21,16 w 0")
	bot, _ := ai.NewDomino("greedy", 1)
	a, _ := bot.Choose(p.View(domino.White), ai.Budget{})
	fmt.Println(p.FormatAction(a))
	// Output:
	// play:56:L
}

// Match plays one whole game as a host would, drawing the dice (or the
// deal) from the source it is given: the same seeds give the same game.
func ExampleMatch() {
	expert, _ := ai.NewRace("expert", 1)
	random, _ := ai.NewRace("random", 2)
	o, n, err := ai.Match(race.LudoRules, [2]ai.Bot{expert, random}, rand.New(rand.NewPCG(3, 4)), ai.Budget{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(o.Format(race.LudoRules.Sides), "after", n, "actions")
	// Output:
	// win r home after 270 actions
}
