package main

import (
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
)

// thinkTimes collects how long each decision of one bot took.
type thinkTimes struct {
	mu    sync.Mutex
	times []time.Duration
}

func (t *thinkTimes) add(d time.Duration) {
	t.mu.Lock()
	t.times = append(t.times, d)
	t.mu.Unlock()
}

// summary returns the median, the 95th percentile and the worst time.
func (t *thinkTimes) summary() (median, p95, worst time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.times) == 0 {
		return 0, 0, 0
	}
	s := slices.Clone(t.times)
	slices.Sort(s)
	return s[len(s)/2], s[len(s)*95/100], s[len(s)-1]
}

// timedBot measures its bot's decisions; it passes events on to bots that
// observe them.
type timedBot struct {
	ai.Bot
	times *thinkTimes
}

func (b timedBot) Choose(v engine.View, budget ai.Budget) (engine.Action, error) {
	t0 := time.Now()
	a, err := b.Bot.Choose(v, budget)
	b.times.add(time.Since(t0))
	return a, err
}

func (b timedBot) Observe(events []engine.Event) {
	if o, ok := b.Bot.(ai.Observer); ok {
		o.Observe(events)
	}
}

func botMaker(g *games.Game, name string, times *thinkTimes) (func(seed uint64) (ai.Bot, error), error) {
	if _, err := g.NewBot(name, 0); err != nil {
		return nil, usageError{err.Error()}
	}
	return func(seed uint64) (ai.Bot, error) {
		b, err := g.NewBot(name, seed)
		if err != nil {
			return nil, err
		}
		return timedBot{b, times}, nil
	}, nil
}

// cmdArena: ply arena <game> <botA> <botB> --games N --seed S [--ms T] [--workers W]
func cmdArena(ply *tool, args []string, stdout, stderr io.Writer) error {
	e, pos, flags, err := ply.gameFlagsAndArgs(args, "games", "seed", "ms", "workers")
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return badf("want two bots (%s)", strings.Join(ai.Names, ", "))
	}
	var timesA, timesB thinkTimes
	makeA, err := botMaker(e, pos[0], &timesA)
	if err != nil {
		return err
	}
	makeB, err := botMaker(e, pos[1], &timesB)
	if err != nil {
		return err
	}
	n, err := intFlag(flags, "games", 100, 1)
	if err != nil {
		return err
	}
	seed, budget, err := botFlags(flags)
	if err != nil {
		return err
	}
	workers, err := intFlag(flags, "workers", runtime.NumCPU(), 1)
	if err != nil {
		return err
	}
	t0 := time.Now()
	res, err := ai.Arena(e.Rules, makeA, makeB, n, seed, budget, workers)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "games %d\nwins %d\ndraws %d\nlosses %d\n", res.Games, res.Wins, res.Draws, res.Losses)
	fmt.Fprintf(stdout, "score: %.1f %% ± %.1f %%\n", res.Score(), res.HalfWidth())
	el := time.Since(t0).Seconds()
	fmt.Fprintf(stderr, "%s %s vs %s: %d games, %d actions in %.1fs on %d workers\n", e.Name, pos[0], pos[1], res.Games, res.Actions, el, workers)
	for i, t := range []*thinkTimes{&timesA, &timesB} {
		med, p95, worst := t.summary()
		fmt.Fprintf(stderr, "think time %s: median %.1f ms, 95th percentile %.1f ms, worst %.1f ms\n", pos[i], millis(med), millis(p95), millis(worst))
	}
	return nil
}

func millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// botFlags reads the bots' --seed (1 when absent) and --ms, the time
// allowance of each decision (0 when absent: the level's own).
func botFlags(flags map[string]string) (uint64, ai.Budget, error) {
	seed, err := intFlag(flags, "seed", 1, 0)
	if err != nil {
		return 0, ai.Budget{}, err
	}
	ms, err := intFlag(flags, "ms", 0, 0)
	return uint64(seed), ai.Budget{Millis: ms}, err
}

// cmdMove: ply move <game> <position> <bot> [--ms T] [--seed S]
func cmdMove(ply *tool, args []string, stdout, stderr io.Writer) error {
	pos, flags, err := splitFlags(args, "seed", "ms")
	if err != nil {
		return err
	}
	e, s, rest, err := ply.gameAndState(pos)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return badf("want one bot after the position (%s)", strings.Join(ai.Names, ", "))
	}
	seed, budget, err := botFlags(flags)
	if err != nil {
		return err
	}
	bot, err := e.NewBot(rest[0], seed)
	if err != nil {
		return usageError{err.Error()}
	}
	if s.Outcome().Finished() {
		return badf("the game is over: %s", s.Outcome().Format(e.Rules.Sides))
	}
	v := s.View(s.ToMove())
	t0 := time.Now()
	a, err := bot.Choose(v, budget)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, v.FormatAction(a))
	fmt.Fprintf(stderr, "%s chose in %.0f ms\n", bot.Name(), float64(time.Since(t0).Microseconds())/1000)
	return nil
}
