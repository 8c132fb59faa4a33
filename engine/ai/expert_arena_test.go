package ai

import (
	"flag"
	"testing"

	"github.com/plyyard/plyyard/engine/jungle"
)

var (
	expertArena     = flag.Int("expert-arena", 0, "play an Expert candidate (-expert-candidate, the draw fade unless told) against the Expert this many games (TestDrawFadeExpertAgainstTheExpert)")
	expertMs        = flag.Int("expert-ms", 0, "the think time a move of both sides in TestDrawFadeExpertAgainstTheExpert, in ms (0: the Expert's own cap)")
	drawAnatomy     = flag.Int("draw-anatomy", 0, "play this many games of the Jungle Expert against Hard (as `ply arena jungle expert hard --seed S`) and describe the drawn ones (TestJungleDrawAnatomy)")
	drawAnatomyFrom = flag.Int("draw-from", 0, "the first game TestJungleDrawAnatomy plays (the games before it are left out)")
	drawAnatomySeed = flag.Uint64("draw-seed", 41, "the arena seed of TestJungleDrawAnatomy")
	drawAnatomyBot  = flag.String("draw-bot", "expert", "the Expert candidate TestJungleDrawAnatomy plays against Hard (a key of expertCandidates)")
	expertCandidate = flag.String("expert-candidate", "fade", "the Expert candidate of TestDrawFadeExpertAgainstTheExpert (a key of expertCandidates; \"expert\" is the Expert itself)")
	texelGames      = flag.Int("texel-games", 0, "fit the Jungle evaluator's square table to this many seeded self-play games (TestJungleTexel)")
	texelNodes      = flag.Int("texel-nodes", 8000, "the self-play search's nodes a move in TestJungleTexel")
	texelData       = flag.String("texel-data", "", "a file of TestJungleTexel's positions: read when it exists, else written")
	texelOut        = flag.String("texel-out", "", "where TestJungleTexel writes the fitted table (the format of testdata/jungle_texel_table.txt)")
	texelMirror     = flag.Bool("texel-mirror", false, "keep TestJungleTexel's table the same mirrored file for file")
	texelCoarse     = flag.Bool("texel-coarse", false, "fit only the Expert evaluator's terms (values, advance by distance, trap, guard) in TestJungleTexel")
	texelTable      = flag.String("texel-table", "testdata/jungle_texel_table.txt", "the texel candidate's square table (written by TestJungleTexel's -texel-out)")
	texelLambda     = flag.Float64("texel-lambda", 1e-7, "TestJungleTexel's pull of each entry towards the Expert's evaluator, a squared point")
)

// expertCandidates are the Expert candidates measured in docs/benchmarks.md,
// "Jungle 60-move draws, second attempt" and "third attempt", by name.
var expertCandidates = map[string]func(seed uint64) (Bot, error){
	"expert": func(seed uint64) (Bot, error) { return NewJungle("expert", seed) },
	"former": formerExpert,
	// D of the first attempt: the judge's draw fade, no contempt.
	"fade": candidate(func(c *searchConfig) { c.damp, c.fade, c.contempt = false, drawFade, 0 }),
	// The search with a null window after the first move, late move
	// reductions and killer moves.
	"pvs": candidate(func(c *searchConfig) { c.pvs = true }),
	// The Expert that scores a position seen since the last capture as a
	// draw (its contempt).
	"repeat": candidate(func(c *searchConfig) { c.repeat = 150 }),
	// Third attempt: the Expert that dislikes exchanges while the material
	// is about level (an elephant trade from the start costs it about 66
	// points), with pvs, twice as much, and with the fade.
	"simplify":      candidate(func(c *searchConfig) { c.simplify = 300 }),
	"simplify-pvs":  candidate(func(c *searchConfig) { c.simplify, c.pvs = 300, true }),
	"simplify600":   candidate(func(c *searchConfig) { c.simplify = 600 }),
	"fade-simplify": candidate(func(c *searchConfig) { c.damp, c.fade, c.contempt, c.simplify = false, drawFade, 0, 300 }),
	// The Expert with twice its nodes a move, at any allowance: what a
	// search twice as fast would be worth.
	"double": candidate(func(c *searchConfig) { c.rate, c.nodeCap = 2*jungleNodesPerMilli, 2*expertNodes }),
	"quad":   candidate(func(c *searchConfig) { c.rate, c.nodeCap = 4*jungleNodesPerMilli, 4*expertNodes }),
	// D with twice the Expert's nodes.
	"fade-double": candidate(func(c *searchConfig) {
		c.damp, c.fade, c.contempt = false, drawFade, 0
		c.rate, c.nodeCap = 2*jungleNodesPerMilli, 2*expertNodes
	}),
	// The Expert whose quiescence search knows den threats, and also
	// makes them.
	"threats":      candidate(func(c *searchConfig) { c.threats = true }),
	"threats2":     candidate(func(c *searchConfig) { c.threats, c.threatSearch = true, true }),
	"threats2-pvs": candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.pvs = true, true, true }),
	"threats2-fade": candidate(func(c *searchConfig) {
		c.threats, c.threatSearch, c.damp, c.fade, c.contempt = true, true, false, drawFade, 0
	}),
	"threats2-simplify":    candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.simplify = true, true, 600 }),
	"threats2-simplify300": candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.simplify = true, true, 300 }),
	"threats2-fast": candidate(func(c *searchConfig) {
		c.threats, c.threatSearch = true, true
		c.rate, c.nodeCap = 3*jungleNodesPerMilli/2, 3*expertNodes/2
	}),
	"threats2-trade":          candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.tradeDown = true, true, 100 }),
	"threats2-simplify-trade": candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.simplify, c.tradeDown = true, true, 600, 100 }),
	"threats2-press200":       candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.press = true, true, 200 }),
	"threats2-press300":       candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.press = true, true, 300 }),
	"threats2-contempt300":    candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.contempt = true, true, 300 }),
	"threats2-make":           candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.threatMoves = true, true, true }),
	"threats-make":            candidate(func(c *searchConfig) { c.threats, c.threatMoves = true, true }),
	// Fifth attempt: the Expert (threats2) whose advance counts the moves
	// to the enemy den (river leaps, swims and detours) instead of steps.
	"reach": candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.reach = true, true, true }),
	// threats2 whose side ahead (-level: not behind) gathers a second and
	// third attacker against the enemy den (attack 100, 200 or 300 a
	// piece); -early: with simplify counting at most 2,000 of material off
	// (600, or 200 for -early200).
	"attack100":       candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.attack = true, true, 100 }),
	"attack300":       candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.attack = true, true, 300 }),
	"attack200-level": candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.attack, c.attackLevel = true, true, 200, true }),
	"attack200-early": candidate(func(c *searchConfig) {
		c.threats, c.threatSearch, c.attack, c.simplify, c.simplifyCap = true, true, 200, 600, 2000
	}),
	"attack200-level-early200": candidate(func(c *searchConfig) {
		c.threats, c.threatSearch, c.attack, c.attackLevel, c.simplify, c.simplifyCap = true, true, 200, true, 200, 2000
	}),
	"attack200-early200": candidate(func(c *searchConfig) {
		c.threats, c.threatSearch, c.attack, c.simplify, c.simplifyCap = true, true, 200, 200, 2000
	}),
	"attack200": candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.attack = true, true, 200 }),
	// threats2 with null moves (searchConfig.null), with no contempt or half
	// as much again, liking contact (tension), and mixes.
	"null":           candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.null = true, true, 2 }),
	"contempt0":      candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.contempt = true, true, 0 }),
	"contempt225":    candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.contempt = true, true, 225 }),
	"tension25":      candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.tension = true, true, 25 }),
	"null-simplify":  candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.null, c.simplify = true, true, 2, 600 }),
	"null-attack200": candidate(func(c *searchConfig) { c.threats, c.threatSearch, c.null, c.attack = true, true, 2, 200 }),
	"null-simplify-attack200": candidate(func(c *searchConfig) {
		c.threats, c.threatSearch, c.null, c.simplify, c.attack = true, true, 2, 600, 200
	}),
	// Sixth attempt, each the fifth attempt's Expert (fromExpert) with:
	// repeat (a position seen since the last capture scored as a draw);
	// the early dislike of exchanges (simplify 600 or 300 counting at
	// most 2,000 off); the nodes the app's 600 ms buy it (780,000); the
	// table written whole (ttStore, the Expert now), with it a table four
	// times as large, or contempt 175 or 200.
	"expert-repeat":       fromExpert(func(c *searchConfig) { c.repeat = 150 }),
	"expert-early":        fromExpert(func(c *searchConfig) { c.simplify, c.simplifyCap = 600, 2000 }),
	"expert-early300":     fromExpert(func(c *searchConfig) { c.simplify, c.simplifyCap = 300, 2000 }),
	"expert780":           fromExpert(func(c *searchConfig) { c.nodeCap = 780_000 }),
	"ttstore":             fromExpert(func(c *searchConfig) { c.ttStore = true }),
	"ttstore20":           fromExpert(func(c *searchConfig) { c.ttStore, c.tt = true, 1<<20 }),
	"ttstore-contempt175": fromExpert(func(c *searchConfig) { c.ttStore, c.contempt = true, 175 }),
	"ttstore-contempt200": fromExpert(func(c *searchConfig) { c.ttStore, c.contempt = true, 200 }),
	// The Expert with the square table fitted to self-play
	// (TestJungleTexel).
	"texel": func(seed uint64) (Bot, error) {
		table, err := readTexelTable()
		if err != nil {
			return nil, err
		}
		return candidate(func(c *searchConfig) { c.pst = table })(seed)
	},
}

// fromExpert makes an Expert candidate: the fifth attempt's Expert (the
// Expert now without ttStore) at the former Expert's node rate (so a time
// allowance buys both the same nodes), changed by set.
func fromExpert(set func(c *searchConfig)) func(seed uint64) (Bot, error) {
	return func(seed uint64) (Bot, error) {
		c := expertConfig(expertNodes)
		c.rate, c.ttStore = jungleNodesPerMilli, false
		set(&c)
		return newJungleSearch("expert-candidate", newRand(seed), c), nil
	}
}

// candidateNamed returns the Expert candidate of expertCandidates called
// name, or fails the test.
func candidateNamed(t *testing.T, name string) func(seed uint64) (Bot, error) {
	t.Helper()
	c, ok := expertCandidates[name]
	if !ok {
		t.Fatalf("no candidate %q", name)
	}
	return c
}

// candidate makes an Expert candidate: the former Expert's search changed
// by set.
func candidate(set func(c *searchConfig)) func(seed uint64) (Bot, error) {
	return func(seed uint64) (Bot, error) {
		c := formerExpertConfig()
		set(&c)
		return newJungleSearch("expert-candidate", newRand(seed), c), nil
	}
}

// formerExpertConfig is the Expert's search before it knew den threats
// (a4bf431's, TestFormerExpertPlaysAsBefore), at the node rate of its day:
// the Expert that candidates are measured against.
func formerExpertConfig() searchConfig {
	c := expertConfig(expertNodes)
	c.threats, c.threatSearch = false, false
	c.attack, c.attackLevel, c.ttStore = 0, false, false
	c.rate = jungleNodesPerMilli
	return c
}

// formerExpert makes the former Expert.
func formerExpert(seed uint64) (Bot, error) {
	return newJungleSearch("former-expert", newRand(seed), formerExpertConfig()), nil
}

// TestExpertPlaysAsMeasured checks that the Jungle Expert is the one
// measured in docs/benchmarks.md ("Jungle 60-move draws, sixth attempt"):
// against Hard it plays the games it played there (`ply arena jungle expert
// hard --games 4 --seed 5 --ms 20 --workers 1` and the same with --seed 6
// --ms 40: the same wins, draws, losses and actions). A change that alters
// them is a new Expert, to be measured against the former one.
func TestExpertPlaysAsMeasured(t *testing.T) {
	expert := func(seed uint64) (Bot, error) { return NewJungle("expert", seed) }
	playsAgainstHard(t, "the Expert", expert,
		ArenaResult{Games: 4, Wins: 2, Draws: 2, Losses: 0, Actions: 335},
		ArenaResult{Games: 4, Wins: 1, Draws: 2, Losses: 1, Actions: 446})
}

// TestFormerExpertPlaysAsBefore checks that the former Expert, which
// candidates are measured against, is a4bf431's: against Hard it plays the
// games that commit's build played (the commands above).
func TestFormerExpertPlaysAsBefore(t *testing.T) {
	playsAgainstHard(t, "the former Expert", formerExpert,
		ArenaResult{Games: 4, Wins: 2, Draws: 2, Losses: 0, Actions: 319},
		ArenaResult{Games: 4, Wins: 1, Draws: 2, Losses: 1, Actions: 509})
}

// playsAgainstHard checks bot's games against Hard: four at 20 ms a move
// with seed 5 (at20), four at 40 ms with seed 6 (at40).
func playsAgainstHard(t *testing.T, who string, bot func(seed uint64) (Bot, error), at20, at40 ArenaResult) {
	t.Helper()
	for _, c := range []struct {
		seed uint64
		ms   int
		want ArenaResult
	}{{5, 20, at20}, {6, 40, at40}} {
		got, err := Arena(jungle.Rules, bot, jungleHard, c.want.Games, c.seed, Budget{Millis: c.ms}, 2)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("seed %d, %d ms: %s played %+v, want %+v", c.seed, c.ms, who, got, c.want)
		}
	}
}

// TestDrawFadeExpertAgainstTheExpert plays an Expert candidate against the
// former Expert (a4bf431's, formerExpertConfig), seats alternating, both
// with the same think time as nodes at the former Expert's rate, and prints
// the candidate's score. Both are deterministic for the seed (the time is a
// count of nodes), so the result repeats on any machine. It runs only when
// asked (it takes tens of minutes) and plays in parts of 20 games, each
// part's running total logged, so that a run cut short still says what it
// played:
//
//	go test ./engine/ai -run TestDrawFadeExpertAgainstTheExpert -v -timeout 4h -args -expert-arena 200 -expert-ms 150 -expert-candidate expert
//
// The candidate is the draw fade (D of docs/benchmarks.md, "Jungle and the
// 60-move draw", for which the test is named) unless -expert-candidate
// names another of expertCandidates ("expert" is the Expert itself).
func TestDrawFadeExpertAgainstTheExpert(t *testing.T) {
	if *expertArena == 0 {
		t.Skip("run with -expert-arena N")
	}
	fade := candidateNamed(t, *expertCandidate)
	b := Budget{Millis: *expertMs}
	former := formerExpertConfig()
	nodes := b.nodesAt(former.rate, former.nodeCap)
	var res ArenaResult
	for from := 0; from < *expertArena; from += 20 {
		part, err := arenaGames(jungle.Rules, fade, formerExpert, from, min(from+20, *expertArena), 31, b, 2)
		if err != nil {
			t.Fatal(err)
		}
		res = res.add(part)
		t.Logf("%s vs the former expert (%d nodes a move): %d games, %d / %d / %d, score %.1f %% ± %.1f %%, %d actions",
			*expertCandidate, nodes, res.Games, res.Wins, res.Draws, res.Losses, res.Score(), res.HalfWidth(), res.Actions)
	}
	if res.Games != *expertArena || res.Wins+res.Draws+res.Losses != res.Games {
		t.Fatalf("the arena played %+v", res)
	}
}
