// Package games is the registry of Ply Yard's games: the one list that says
// which games there are, and for each its name, its rules engine, its sides,
// its bots and its engine's fast paths. Everything that needs "the games" —
// the room server and its protocol, the saves, the ply tool, the bots, the
// app's menus and its play kits — reads this list; nothing else lists them.
//
// The app's side of a game (its controller, its drawing) lives with the app,
// in scenes; docs/adding-a-game.md says which files a new game adds.
package games

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

// Game is one game of the registry.
type Game struct {
	// Name is the game's identifier in saves, URLs, the protocol, the
	// catalogue ("game.<name>") and the ply tool.
	Name string
	// Rules is the rules engine: the start, the notation, the side letters.
	Rules engine.Rules
	// NewBot makes the named bot (one of ai.Names), seeded.
	NewBot func(name string, seed uint64) (ai.Bot, error)
	// NewEstimator makes the Expert's judge of positions for a viewer (a
	// seat, or engine.NoSeat for one who sees everything), for reviews.
	NewEstimator func(viewer engine.Seat) ai.Estimator
	// Perft counts the states depth actions ahead, and Playout plays a
	// game out at random: the engine's allocation-free fast paths.
	Perft   func(s engine.State, depth int) uint64
	Playout func(s engine.State, r engine.Rand) (engine.Outcome, int)
	// ParseView reads a seat's view from its notation (View.String), so a
	// bot can be asked elsewhere (the browser's bot worker): in the games
	// without hidden information it is the position's notation.
	ParseView func(seat engine.Seat, s string) (engine.View, error)
}

// Bot makes the bot of a level, seeded.
func (g *Game) Bot(l ai.Level, seed uint64) (ai.Bot, error) { return g.NewBot(l.String(), seed) }

// Review judges every action of a game played from start (ai.Review).
func (g *Game) Review(start engine.State, actions []engine.Action, viewer engine.Seat, seed uint64, b ai.Budget) (ai.Analysis, error) {
	return ai.Review(g.NewEstimator, start, actions, viewer, seed, b)
}

// SideKey is the catalogue key of a seat's name ("side.red").
func (g *Game) SideKey(s engine.Seat) string { return "side." + g.Rules.SideNames[s] }

// The games, in the order the menus show them. Ludo and Aviation Ludo
// share one engine and one set of bots under two names.
var (
	Jungle   = entry(jungle.Rules, ai.NewJungle, ai.NewJungleEstimator, jungle.Perft, jungle.RandomPlayout, nil)
	Ludo     = entry(race.LudoRules, ai.NewRace, ai.NewRaceEstimator, race.Perft, race.RandomPlayout, nil)
	Aviation = entry(race.AviationRules, ai.NewRace, ai.NewRaceEstimator, race.Perft, race.RandomPlayout, nil)
	Domino   = entry(domino.Rules, ai.NewDomino, ai.NewDominoEstimator, domino.Perft, domino.RandomPlayout, dominoView)
)

// dominoView reads a dominoes seat's view, which hides the other hand.
func dominoView(seat engine.Seat, s string) (engine.View, error) {
	v, err := domino.ParseView(s)
	if err != nil {
		return nil, err
	}
	if v.Seat() != seat {
		return nil, fmt.Errorf("the view is %v's, not %v's", v.Seat(), seat)
	}
	return v, nil
}

// entry makes a game's entry from its engine, its bots' and its
// estimator's constructors, the engine's fast paths, written for its own
// position type P, and its view reader (nil: the position's notation).
func entry[P engine.State](rules engine.Rules, bots func(string, uint64) (ai.Bot, error),
	estimator func(engine.Seat) ai.Estimator, perft func(P, int) uint64, playout func(P, engine.Rand) (engine.Outcome, int),
	views func(engine.Seat, string) (engine.View, error)) *Game {
	if views == nil {
		views = func(seat engine.Seat, s string) (engine.View, error) {
			st, err := rules.Parse(s)
			if err != nil {
				return nil, err
			}
			return st.View(seat), nil
		}
	}
	return &Game{
		ParseView:    views,
		Name:         rules.Name,
		Rules:        rules,
		NewBot:       bots,
		NewEstimator: estimator,
		Perft:        func(s engine.State, depth int) uint64 { return perft(s.(P), depth) },
		Playout:      func(s engine.State, r engine.Rand) (engine.Outcome, int) { return playout(s.(P), r) },
	}
}

var all = []*Game{Jungle, Ludo, Aviation, Domino}

// All returns the games in menu order.
func All() []*Game { return all }

// Names returns the games' names in menu order.
func Names() []string {
	out := make([]string, len(all))
	for i, g := range all {
		out[i] = g.Name
	}
	return out
}

// Find returns the game called name.
func Find(name string) (*Game, bool) {
	for _, g := range all {
		if g.Name == name {
			return g, true
		}
	}
	return nil, false
}

// Lookup returns the game called name, or an error that lists the known
// games.
func Lookup(name string) (*Game, error) {
	if g, ok := Find(name); ok {
		return g, nil
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Must returns the game called name, and panics when there is none (for
// tests and tables written in code).
func Must(name string) *Game {
	g, err := Lookup(name)
	if err != nil {
		panic(err)
	}
	return g
}
