// Package ai holds Ply Yard's bots: a random and a greedy bot for every game,
// and four levels (Easy, Medium, Hard, Expert) built on a search and an
// evaluator of each game's own.
//
// A bot sees only its own seat's engine.View: in dominoes that view has no
// field for the opponent's hand or the boneyard, so a bot cannot peek. Its
// thinking is bounded by a Budget that it turns into a fixed amount of work,
// so that a bot made with a given seed plays the same moves on any machine;
// the package reads no clock.
package ai

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"

	"github.com/plyyard/plyyard/engine"
)

// Level is a difficulty offered to players.
type Level int

// The four levels, weakest first.
const (
	Easy Level = iota + 1
	Medium
	Hard
	Expert
)

// Levels lists the levels in order.
var Levels = []Level{Easy, Medium, Hard, Expert}

// String returns the level's bot name ("easy", …).
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	case Expert:
		return "expert"
	}
	return "unknown"
}

// Budget bounds one decision.
type Budget struct {
	// Millis is the host's time allowance for the move; 0 means the level's
	// own default. The bot converts it into a number of search nodes at a
	// fixed rate (see NodesPerMilli), never reading a clock, and never
	// exceeds its level's own cap.
	Millis int
	// Cancel, when closed, asks the bot to return its best move so far
	// as soon as it can (the player left the game). Optional.
	Cancel <-chan struct{}
	// Pause, when set, is called every thousand nodes or so instead of
	// runtime.Gosched. The browser build runs Go on the page's one thread
	// and draws only while every goroutine is blocked, so there the app
	// passes a Pause that sleeps for a frame after a few milliseconds of
	// thinking. Optional.
	Pause func()
}

// pause gives way to the host: its Pause, or the Go scheduler.
func (b Budget) pause() {
	if b.Pause != nil {
		b.Pause()
		return
	}
	runtime.Gosched()
}

// NodesPerMilli is the conversion from a time allowance to search work. It is
// set low enough that the work fits the allowance natively on a slow 2-core
// machine; docs/benchmarks.md records the measured think times.
const NodesPerMilli = 600

func (b Budget) nodes(levelCap int) int { return b.nodesAt(NodesPerMilli, levelCap) }

// nodesAt converts the allowance at rate nodes a millisecond, within the
// level's cap.
func (b Budget) nodesAt(rate, levelCap int) int {
	if b.Millis <= 0 {
		return levelCap
	}
	return min(levelCap, b.Millis*rate)
}

func (b Budget) cancelled() bool {
	if b.Cancel == nil {
		return false
	}
	select {
	case <-b.Cancel:
		return true
	default:
		return false
	}
}

// Bot chooses actions for one seat.
type Bot interface {
	// Name is the bot's name as New takes it.
	Name() string
	// Choose returns an action for the view's seat, which must be the seat
	// to move. In a dice game the roll is returned without its outcome: the
	// host rolls.
	Choose(v engine.View, b Budget) (engine.Action, error)
}

// Observer is implemented by bots that learn from the game's events (a
// dominoes bot notes the numbers its opponent drew or passed on). A host
// passes it the events of every action, its own included, filtered for its
// seat with engine.ForSeat, and makes a new bot for each game.
type Observer interface {
	Observe(events []engine.Event)
}

// ErrNotYourTurn is returned by Choose for a view whose seat is not to move,
// or a finished game.
var ErrNotYourTurn = errors.New("the bot's seat has no action to take")

// Names lists the bot names every game's constructor accepts, weakest first.
var Names = []string{"random", "greedy", "easy", "medium", "hard", "expert"}

// A game's bots are made by its constructor (NewJungle, NewRace,
// NewDomino); the registry of games (package games) says which constructor
// serves which game, so this package keeps no list of the games.

// botByName returns the random bot for "random", or makes the named level
// (the name in lower case) with a generator seeded with seed.
func botByName(game, name string, seed uint64, levels map[string]func(name string, rng *rand.Rand) Bot) (Bot, error) {
	name = strings.ToLower(name)
	if name == "random" {
		return &randomBot{rng: newRand(seed)}, nil
	}
	if level, ok := levels[name]; ok {
		return level(name, newRand(seed)), nil
	}
	return nil, unknownBot(game, name)
}

func unknownBot(game, name string) error {
	return fmt.Errorf("unknown %s bot %q (known: %s)", game, name, strings.Join(Names, ", "))
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x626f74)) }

// randomBot plays a uniformly random legal action.
type randomBot struct{ rng *rand.Rand }

func (b *randomBot) Name() string { return "random" }

func (b *randomBot) Choose(v engine.View, _ Budget) (engine.Action, error) {
	legal := v.Legal()
	if len(legal) == 0 {
		return 0, ErrNotYourTurn
	}
	return legal[b.rng.IntN(len(legal))], nil
}
