package gamestest

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
)

// Searching reports whether the puzzle search of game g is asked for:
// PLY_PUZZLE_GEN names the game. The searches are tools, not tests.
func Searching(g *games.Game) bool { return os.Getenv("PLY_PUZZLE_GEN") == g.Name }

// SearchOnly skips a puzzle-finding tool unless PLY_PUZZLE_GEN names it.
func SearchOnly(t *testing.T, name, what string) {
	t.Helper()
	if os.Getenv("PLY_PUZZLE_GEN") != name {
		t.Skipf("set PLY_PUZZLE_GEN=%s to search for %s", name, what)
	}
}

// SearchGames is how many games or positions a search tries:
// PLY_PUZZLE_GAMES, or n when it is unset.
func SearchGames(n int) int {
	if s, err := strconv.Atoi(os.Getenv("PLY_PUZZLE_GAMES")); err == nil && s > 0 {
		return s
	}
	return n
}

// Search is the tool a game's puzzles were found with: it plays bot
// against bot (the levels in turn, seeded from seed), PLY_PUZZLE_GAMES
// games (n when unset), and shows each the position before every decision
// made with a choice, the action taken and the bot that took it; each
// keeps what makes a puzzle and prints it. Chance (dice, the deal) is
// drawn from the seed. It is skipped unless Searching(g).
func Search(t *testing.T, g *games.Game, levels []string, seed uint64, n int, budget ai.Budget, each func(s engine.State, a engine.Action, by string)) {
	t.Helper()
	SearchOnly(t, g.Name, "puzzles")
	n = SearchGames(n)
	for k := uint64(0); k < uint64(n); k++ {
		var bots [2]ai.Bot
		for i := range bots {
			bot, err := g.NewBot(levels[(k+uint64(i))%uint64(len(levels))], seed+k*7+uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			bots[i] = bot
		}
		rng := rand.New(rand.NewPCG(seed+k, 99))
		_, _, err := ai.Play(g.Rules.Start(rng), bots, rng, budget, func(s engine.State, a engine.Action, _ engine.State) {
			if len(s.Legal()) >= 2 {
				each(s, a, bots[s.ToMove()].Name())
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
