package ai

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

var raceBots = []string{"random", "greedy", "easy", "medium", "hard", "expert"}

// raceStep plays one random action on p, completing a roll with r.
func raceStep(t *testing.T, p race.Position, r *rand.Rand) race.Position {
	t.Helper()
	legal := p.Legal()
	a := legal[r.IntN(len(legal))]
	if a == race.Roll {
		a = race.RollOf(1 + r.IntN(6))
	}
	next, _, err := p.Play(a)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	return next
}

// racePositions returns positions of random games, both phases, none
// finished.
func racePositions(t *testing.T, n int, seed uint64) []race.Position {
	r := rand.New(rand.NewPCG(seed, 1))
	var out []race.Position
	p := race.Start()
	for len(out) < n {
		if p.Outcome().Finished() {
			p = race.Start()
		}
		if r.IntN(3) == 0 {
			out = append(out, p)
		}
		p = raceStep(t, p, r)
	}
	return out
}

func TestRaceBotsRollAndMoveLegally(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	positions := racePositions(t, n, 7)
	for _, game := range []string{"ludo", "aviation"} {
		for _, name := range raceBots {
			bot, err := NewRace(name, 11)
			if err != nil {
				t.Fatal(err)
			}
			if bot.Name() != name {
				t.Errorf("bot %s names itself %s", name, bot.Name())
			}
			for _, p := range positions {
				a, err := bot.Choose(p.View(p.ToMove()), Budget{})
				if err != nil {
					t.Fatalf("%s %s at %s: %v", game, name, p, err)
				}
				if p.Die() == 0 {
					if a != race.Roll {
						t.Fatalf("%s at %s chose %s, not the bare roll", name, p, p.FormatAction(a))
					}
					continue
				}
				if !slices.Contains(p.Legal(), a) {
					t.Fatalf("%s at %s chose %s, not among %v", name, p, p.FormatAction(a), p.Legal())
				}
			}
		}
	}
}

// Two bots made with one seed play the same moves, in a game and in any
// order of positions.
func TestRaceBotsAreDeterministic(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 40
	}
	positions := racePositions(t, n, 8)
	for _, name := range raceBots {
		a, _ := NewRace(name, 5)
		b, _ := NewRace(name, 5)
		for _, p := range positions {
			x, err1 := a.Choose(p.View(p.ToMove()), Budget{})
			y, err2 := b.Choose(p.View(p.ToMove()), Budget{})
			if err1 != nil || err2 != nil || x != y {
				t.Fatalf("%s at %s: %s (%v) then %s (%v)", name, p, p.FormatAction(x), err1, p.FormatAction(y), err2)
			}
		}
	}
	// Whole games: the same seeds give the same game.
	for _, name := range []string{"easy", "expert"} {
		var results [2]string
		for k := range results {
			bots := [2]Bot{}
			bots[0], _ = NewRace(name, 21)
			bots[1], _ = NewRace("random", 22)
			o, n, err := Match(race.LudoRules, bots, newRand(23), Budget{})
			if err != nil {
				t.Fatal(err)
			}
			results[k] = fmt.Sprintf("%s after %d actions", o.Format(race.LudoRules.Sides), n)
		}
		if results[0] != results[1] {
			t.Errorf("%s: the same seeds gave %s, then %s", name, results[0], results[1])
		}
	}
}

// The chance of a capture counts the enemy's exact distances, the six that
// brings a piece 7–12 behind within reach, and the six that enters.
func TestRaceHitChance(t *testing.T) {
	for _, c := range []struct {
		pos  string
		seat engine.Seat
		i    int
		want float64
	}{
		// Red's 14 is 4 ahead of yellow's 36 (10 in red's frame): a 4, or
		// a 6 and then a 4.
		{"14,b,b,b/36,b,b,b r roll 0", engine.First, 0, 7.0 / 36},
		// The same piece with yellow's pieces 4 and 6 behind.
		{"14,b,b,b/36,34,b,b r roll 0", engine.First, 0, 2.0 / 6},
		// 9 behind: only a 6 and then a 3.
		{"14,b,b,b/31,b,b,b r roll 0", engine.First, 0, 1.0 / 36},
		// Red's 29 stands 3 past yellow's start, yellow has a piece in
		// base: a 6 to enter and then a 3.
		{"29,b,b,b/b,56,56,56 r roll 0", engine.First, 0, 1.0 / 36},
		// On a star nothing can touch it.
		{"21,b,b,b/40,b,b,b r roll 0", engine.First, 0, 0},
		// Yellow's 44 is 2 ahead of red's 16 (42 in yellow's frame).
		{"16,b,b,b/44,b,b,b y roll 0", engine.Second, 0, 7.0 / 36},
	} {
		p := enginetest.Must(t, race.Parse, c.pos)
		enemy := p.PiecesOf(c.seat.Other())
		dist, entry := threats(&enemy, p.Progress(c.seat, c.i))
		if got := hitChance(dist, entry); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("%s: seat %d piece %d: chance %.4f, want %.4f", c.pos, c.seat, c.i, got, c.want)
		}
	}
}

func TestRaceBotRefusesWrongTurn(t *testing.T) {
	won := enginetest.Must(t, race.Parse, "56,56,56,56/b,10,b,b r roll 0")
	for _, name := range raceBots {
		bot, err := NewRace(name, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []engine.View{
			race.Start().View(engine.Second),
			enginetest.Must(t, race.Parse, "10,b,b,b/b,b,b,b y 6 1").View(engine.First),
			won.View(engine.First),
			won.View(engine.Second),
		} {
			if _, err := bot.Choose(v, Budget{}); !errors.Is(err, ErrNotYourTurn) {
				t.Errorf("%s at %s (seat %d): %v", name, v, v.Seat(), err)
			}
		}
		if name != "random" {
			if _, err := bot.Choose(jungle.Start().View(jungle.Red), Budget{}); err == nil {
				t.Errorf("%s played a jungle view", name)
			}
		}
	}
	for _, game := range []string{"ludo", "aviation"} {
		if _, err := NewRace("grandmaster", 1); err == nil {
			t.Errorf("%s: an unknown bot must be refused", game)
		}
	}
}

func TestRaceExpertPlaysAGame(t *testing.T) {
	for _, g := range []engine.Rules{race.LudoRules, race.AviationRules} {
		expert, _ := NewRace("expert", 1)
		random, _ := NewRace("random", 2)
		o, n, err := Match(g, [2]Bot{random, expert}, newRand(3), Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if o.Status != engine.Win || o.Reason != "home" || n == 0 {
			t.Errorf("%s: outcome %+v after %d actions", g.Name, o, n)
		}
	}
}

// The levels above Easy take a capture or a finish that is clearly right.
func TestRaceTakesTheObviousMove(t *testing.T) {
	for _, c := range []struct{ pos, want, why string }{
		// Red's p0 on 10 takes yellow's piece 40, four squares from its
		// home column (square 14 in red's frame); p1 would only step 2→6.
		{"10,2,b,b/40,b,b,b r 4 0", "p0", "capture"},
		// Yellow's p2 on 19 takes red's piece on 49 (23 in yellow's frame).
		{"49,b,b,b/5,b,19,b y 4 0", "p2", "capture"},
		// Red's p0 finishes (and rolls again); p1 would leave its star for
		// a square six ahead of yellow's piece.
		{"52,21,b,b/45,b,b,b r 4 0", "p0", "finish"},
		// Red's p0 finishes; p1 would pass yellow's piece on 5 (31 in
		// red's frame) and stop two squares ahead of it.
		{"53,30,b,b/5,b,b,b r 3 0", "p0", "finish"},
	} {
		p := enginetest.Must(t, race.Parse, c.pos)
		for _, name := range []string{"medium", "hard", "expert"} {
			for seed := uint64(0); seed < 3; seed++ {
				bot, _ := NewRace(name, seed)
				a, err := bot.Choose(p.View(p.ToMove()), Budget{})
				if err != nil {
					t.Fatal(err)
				}
				if got := p.FormatAction(a); got != c.want {
					t.Errorf("%s (seed %d) at %s played %s, not the %s %s", name, seed, c.pos, got, c.why, c.want)
				}
			}
		}
	}
}

// A small budget, or a cancelled one, still gives a legal move at once.
func TestRaceExpertBudget(t *testing.T) {
	cancel := make(chan struct{})
	close(cancel)
	for _, p := range racePositions(t, 40, 9) {
		if p.Die() == 0 {
			continue
		}
		for _, b := range []Budget{{Millis: 1}, {Cancel: cancel}} {
			bot, _ := NewRace("expert", 1)
			a, err := bot.Choose(p.View(p.ToMove()), b)
			if err != nil || !slices.Contains(p.Legal(), a) {
				t.Fatalf("at %s with %+v: %s, %v", p, b, p.FormatAction(a), err)
			}
		}
	}
}

// A small arena: Medium beats Random clearly even over few games. The real
// figures come from ply arena (docs/benchmarks.md).
func TestRaceArenaSmoke(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 40
	}
	mk := func(name string) func(uint64) (Bot, error) {
		return func(seed uint64) (Bot, error) { return NewRace(name, seed) }
	}
	res, err := Arena(race.LudoRules, mk("medium"), mk("random"), games, 1, Budget{}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score() < 70 {
		t.Errorf("medium vs random: %+v, score %.1f", res, res.Score())
	}
	res, err = Arena(race.LudoRules, mk("medium"), mk("easy"), games, 2, Budget{}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score() < 65 {
		t.Errorf("medium vs easy: %+v, score %.1f", res, res.Score())
	}
}
