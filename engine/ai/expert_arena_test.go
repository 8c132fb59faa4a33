package ai

import (
	"flag"
	"testing"

	"github.com/plyyard/plyyard/engine/jungle"
)

var expertArena = flag.Int("expert-arena", 0, "play the Jungle Expert against its former self (400,000 nodes) this many games (TestExpertAgainstItsFormerSelf)")

// formerExpertNodes is what the Jungle Expert searched a move before the
// bitboard generator made its nodes cheaper.
const formerExpertNodes = 400_000

// TestExpertAgainstItsFormerSelf plays the Expert against the same search
// capped at its former node count, seats alternating, and prints the
// Expert's score: the Expert must not have grown weaker for searching
// more. Both are deterministic for the seed, so the result repeats on any
// machine. It runs only when asked (it takes tens of minutes):
//
//	go test ./engine/ai -run TestExpertAgainstItsFormerSelf -v -timeout 3h -args -expert-arena 200
func TestExpertAgainstItsFormerSelf(t *testing.T) {
	if *expertArena == 0 {
		t.Skip("run with -expert-arena N")
	}
	expert := func(seed uint64) (Bot, error) { return NewJungle("expert", seed) }
	former := func(seed uint64) (Bot, error) {
		return newJungleSearch("expert-400k", newRand(seed), expertConfig(formerExpertNodes)), nil
	}
	res, err := Arena(jungle.Rules, expert, former, *expertArena, 31, Budget{}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if res.Games != *expertArena || res.Wins+res.Draws+res.Losses != res.Games {
		t.Fatalf("the arena played %+v", res)
	}
	t.Logf("expert (%d nodes) vs expert (%d nodes): %d games, %d / %d / %d, score %.1f %% ± %.1f %%, %d actions",
		expertNodes, formerExpertNodes, res.Games, res.Wins, res.Draws, res.Losses, res.Score(), res.HalfWidth(), res.Actions)
}
