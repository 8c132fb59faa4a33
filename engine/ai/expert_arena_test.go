package ai

import (
	"flag"
	"testing"

	"github.com/plyyard/plyyard/engine/jungle"
)

var (
	expertArena = flag.Int("expert-arena", 0, "play the Jungle Expert against its former self this many games (TestExpertAgainstItsFormerSelf)")
	expertMs    = flag.Int("expert-ms", 0, "the think time a move of both sides in TestExpertAgainstItsFormerSelf, in ms (0: the Expert's own cap)")
)

// formerExpert is the Jungle Expert as it was before it modelled the
// 60-ply draw (formerExpertConfig), at the Expert's own cap.
func formerExpert(seed uint64) (Bot, error) {
	return newJungleSearch("expert-former", newRand(seed), formerExpertConfig(expertNodes)), nil
}

// TestFormerExpertPlaysAsBefore checks that formerExpertConfig is the
// Expert of a4bf431: against Hard it plays the games that commit's build
// played (`ply arena jungle expert hard --games 4 --seed 5 --ms 20
// --workers 1` and the same with --seed 6 --ms 40: the same wins, draws,
// losses and actions).
func TestFormerExpertPlaysAsBefore(t *testing.T) {
	hard := func(seed uint64) (Bot, error) { return NewJungle("hard", seed) }
	for _, c := range []struct {
		seed uint64
		ms   int
		want ArenaResult
	}{
		{5, 20, ArenaResult{Games: 4, Wins: 2, Draws: 2, Losses: 0, Actions: 319}},
		{6, 40, ArenaResult{Games: 4, Wins: 1, Draws: 2, Losses: 1, Actions: 509}},
	} {
		got, err := Arena(jungle.Rules, formerExpert, hard, c.want.Games, c.seed, Budget{Millis: c.ms}, 2)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("seed %d, %d ms: the former Expert played %+v, a4bf431's %+v", c.seed, c.ms, got, c.want)
		}
	}
}

// TestExpertAgainstItsFormerSelf plays the Expert against its former self
// (formerExpertConfig), seats alternating, both with the same think time,
// and prints the Expert's score: the draw model must make it stronger.
// Both are deterministic for the seed (the time is a count of nodes), so
// the result repeats on any machine. It runs only when asked (it takes
// tens of minutes):
//
//	go test ./engine/ai -run TestExpertAgainstItsFormerSelf -v -timeout 4h -args -expert-arena 200 -expert-ms 150
func TestExpertAgainstItsFormerSelf(t *testing.T) {
	if *expertArena == 0 {
		t.Skip("run with -expert-arena N")
	}
	expert := func(seed uint64) (Bot, error) { return NewJungle("expert", seed) }
	b := Budget{Millis: *expertMs}
	nodes := b.nodesAt(jungleNodesPerMilli, expertNodes)
	// In parts of 20 games, each part's running total logged, so that a
	// run cut short still says what it played.
	var res ArenaResult
	for from := 0; from < *expertArena; from += 20 {
		part, err := arenaGames(jungle.Rules, expert, formerExpert, from, min(from+20, *expertArena), 31, b, 2)
		if err != nil {
			t.Fatal(err)
		}
		res = res.add(part)
		t.Logf("expert vs its former self, %d nodes a move: %d games, %d / %d / %d, score %.1f %% ± %.1f %%, %d actions",
			nodes, res.Games, res.Wins, res.Draws, res.Losses, res.Score(), res.HalfWidth(), res.Actions)
	}
	if res.Games != *expertArena || res.Wins+res.Draws+res.Losses != res.Games {
		t.Fatalf("the arena played %+v", res)
	}
}
