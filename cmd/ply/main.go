// Command ply is Ply Yard's rules tool. It speaks only notation, so any
// position from a bug report can be reproduced, and it measures the engines.
//
//	ply perft <game> <depth> [position]
//	ply legal <game> <position>
//	ply apply <game> <position> <action>...
//	ply status <game> <position>
//	ply selfplay <game> --games N --seed S
//	ply bench <game>
//	ply review <game> [--pos P] [--seed S] [--ms T] [--viewer V] <action>...
//	ply puzzles <game> [--check]
//	ply lessons <game>
//
// It exits 0 on success and 2, with a one-line reason on stderr, for any bad
// input.
package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/registry"
)

func main() {
	os.Exit(run(registry.Games, os.Args[1:], os.Stdout, os.Stderr))
}

// usageError is bad input. Every error the tool reports is one, and exits 2;
// the type keeps messages from the engines apart from the tool's own.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func badf(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

const usage = `ply — the Ply Yard rules tool

usage:
  ply perft <game> <depth> [position]     count the positions after exactly depth actions
  ply legal <game> <position>             list the legal actions, sorted
  ply apply <game> <position> <action>... apply actions and print the position reached
  ply status <game> <position>            print ongoing, win <side> <reason> or draw <reason>
  ply selfplay <game> --games N --seed S  play random games and count the outcomes
  ply bench <game>                        measure the engine's speed
  ply arena <game> <botA> <botB> --games N --seed S [--ms T] [--workers W]
                                          play bots against each other, seats alternating
  ply move <game> <position> <bot> [--ms T] [--seed S]
                                          print the action a bot chooses
  ply verify <record.json>                check a finished online game's dice and deals against its seed
  ply start <game> [--seed S]             print the start position (dominoes: a seeded deal)
  ply review <game> [--pos P] [--seed S] [--ms T] [--viewer SIDE|both] <action>...
                                          judge each action: n, action, the mover's chance
                                          before -> after, the Expert's choice, ?? ? or -
                                          (. for rolls, draws and moves the viewer cannot see)
  ply puzzles <game> [--check]            list the game's puzzles: id, position, answer, kind,
                                          theme, proof (exact or judged; tab-separated); --check
                                          proves each again and stops at the first that fails
  ply lessons <game>                      list the game's lesson tasks: id (lesson/step), the rule
                                          or typical mistake it teaches, the task (tab-separated)
  ply help                                show this text

bots: random, greedy, easy, medium, hard, expert
games: %s
A position is one argument in the game's notation (quote it: it has spaces).
The start position is used where a position is optional.
`

// tool is the ply tool over a registry of games.
type tool struct{ games *games.Registry }

type command func(ply *tool, args []string, stdout, stderr io.Writer) error

// commands are the tool's commands by name: every one is listed here.
var commands = map[string]command{
	"perft":    cmdPerft,
	"legal":    cmdLegal,
	"apply":    cmdApply,
	"status":   cmdStatus,
	"selfplay": cmdSelfplay,
	"bench":    cmdBench,
	"start":    cmdStart,
	"arena":    cmdArena,
	"move":     cmdMove,
	"review":   cmdReview,
	"verify":   cmdVerify,
	"puzzles":  cmdPuzzles,
	"lessons":  cmdLessons,
}

// cmdStart: ply start <game> [--seed S] prints the start position (a
// shuffled deal in dominoes).
func cmdStart(ply *tool, args []string, stdout, _ io.Writer) error {
	e, flags, err := ply.gameAndFlags(args, "seed")
	if err != nil {
		return err
	}
	r, err := seededRand(flags)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, e.Rules.Start(r).String())
	return nil
}

// gameFlagsAndArgs reads a command line made of a game, the named flags
// and other arguments, which it returns in order.
func (ply *tool) gameFlagsAndArgs(args []string, known ...string) (*games.Game, []string, map[string]string, error) {
	pos, flags, err := splitFlags(args, known...)
	if err != nil {
		return nil, nil, nil, err
	}
	e, pos, err := ply.gameArg(pos)
	return e, pos, flags, err
}

// gameAndFlags reads a command line made of a game and the named flags only.
func (ply *tool) gameAndFlags(args []string, known ...string) (*games.Game, map[string]string, error) {
	e, pos, flags, err := ply.gameFlagsAndArgs(args, known...)
	if err != nil {
		return nil, nil, err
	}
	if len(pos) > 0 {
		return nil, nil, badf("unexpected %q", strings.Join(pos, " "))
	}
	return e, flags, nil
}

// seededRand is the tool's source of chance for the --seed flag (1 when
// absent).
func seededRand(flags map[string]string) (*rand.Rand, error) {
	seed, err := intFlag(flags, "seed", 1, 0)
	if err != nil {
		return nil, err
	}
	return rand.New(rand.NewPCG(uint64(seed), 0x706c79)), nil
}

// run runs the command line args over the games of reg and returns the
// exit code.
func run(reg *games.Registry, args []string, stdout, stderr io.Writer) int {
	ply := &tool{games: reg}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprintf(stdout, usage, strings.Join(ply.games.Names(), ", "))
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "ply: unknown command %q (try ply help)\n", args[0])
		return 2
	}
	if err := cmd(ply, args[1:], stdout, stderr); err != nil {
		msg := strings.ReplaceAll(err.Error(), "\n", " ")
		fmt.Fprintf(stderr, "ply %s: %s\n", args[0], msg)
		return 2
	}
	return 0
}

// splitFlags separates --name value / --name=value pairs from positional
// arguments, wherever they stand.
func splitFlags(args []string, known ...string) (pos []string, flags map[string]string, err error) {
	flags = map[string]string{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || len(a) < 2 || (a[1] >= '0' && a[1] <= '9') {
			pos = append(pos, a)
			continue
		}
		name := strings.TrimLeft(a, "-")
		value, hasValue := "", false
		if k := strings.IndexByte(name, '='); k >= 0 {
			name, value, hasValue = name[:k], name[k+1:], true
		}
		found := false
		for _, k := range known {
			found = found || k == name
		}
		if !found {
			return nil, nil, badf("unknown flag %s", a)
		}
		if !hasValue {
			if i+1 >= len(args) {
				return nil, nil, badf("flag %s needs a value", a)
			}
			i++
			value = args[i]
		}
		flags[name] = value
	}
	return pos, flags, nil
}

func intFlag(flags map[string]string, name string, def, min int) (int, error) {
	v, ok := flags[name]
	if !ok {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < min {
		return 0, badf("--%s wants a whole number of at least %d, not %q", name, min, v)
	}
	return n, nil
}

// parseState reads a position from args[0]. A position typed without quotes
// arrives split at its spaces, so when args[0] alone does not parse, the
// following arguments are joined to it one by one. It returns the state and
// the arguments after it.
func parseState(e *games.Game, args []string) (engine.State, []string, error) {
	if len(args) == 0 {
		return nil, nil, badf("missing the %s position", e.Name)
	}
	s, firstErr := e.Rules.Parse(args[0])
	if firstErr == nil {
		return s, args[1:], nil
	}
	if !strings.Contains(args[0], " ") {
		for k := 2; k <= len(args) && k <= 6; k++ {
			if s, err := e.Rules.Parse(strings.Join(args[:k], " ")); err == nil {
				return s, args[k:], nil
			}
		}
	}
	return nil, nil, usageError{firstErr.Error()}
}

func (ply *tool) gameArg(args []string) (*games.Game, []string, error) {
	if len(args) == 0 {
		return nil, nil, badf("missing the game (one of %s)", strings.Join(ply.games.Names(), ", "))
	}
	e, err := ply.games.Lookup(args[0])
	if err != nil {
		return nil, nil, usageError{err.Error()}
	}
	return e, args[1:], nil
}

func cmdPerft(ply *tool, args []string, stdout, stderr io.Writer) error {
	e, args, err := ply.gameArg(args)
	if err != nil {
		return err
	}
	if len(args) == 0 {
		return badf("missing the depth")
	}
	depth, err := strconv.Atoi(args[0])
	if err != nil || depth < 0 || depth > 64 {
		return badf("the depth must be a whole number from 0 to 64, not %q", args[0])
	}
	var s engine.State
	if len(args) == 1 {
		s = e.Rules.Start(rand.New(rand.NewPCG(0, 0)))
	} else {
		s, err = parseWhole(e, args[1:])
		if err != nil {
			return err
		}
	}
	start := time.Now()
	n := e.Perft(s, depth)
	el := time.Since(start)
	fmt.Fprintln(stdout, n)
	fmt.Fprintf(stderr, "perft %d: %d positions in %.3fs, %.1f million a second\n", depth, n, el.Seconds(), float64(n)/el.Seconds()/1e6)
	return nil
}

// parseWhole reads a position that must take up all of args.
func parseWhole(e *games.Game, args []string) (engine.State, error) {
	s, rest, err := parseState(e, args)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, badf("unexpected %q after the position", strings.Join(rest, " "))
	}
	return s, nil
}

// gameAndState reads a game and a position; it returns the arguments after
// the position.
func (ply *tool) gameAndState(args []string) (*games.Game, engine.State, []string, error) {
	e, args, err := ply.gameArg(args)
	if err != nil {
		return nil, nil, nil, err
	}
	s, rest, err := parseState(e, args)
	return e, s, rest, err
}

// gameAndPosition reads a game and a position that ends the command line.
func (ply *tool) gameAndPosition(args []string) (*games.Game, engine.State, error) {
	e, args, err := ply.gameArg(args)
	if err != nil {
		return nil, nil, err
	}
	s, err := parseWhole(e, args)
	return e, s, err
}

func cmdLegal(ply *tool, args []string, stdout, _ io.Writer) error {
	_, s, err := ply.gameAndPosition(args)
	if err != nil {
		return err
	}
	for _, a := range legalText(s) {
		fmt.Fprintln(stdout, a)
	}
	return nil
}

func cmdApply(ply *tool, args []string, stdout, _ io.Writer) error {
	_, s, actions, err := ply.gameAndState(args)
	if err != nil {
		return err
	}
	for _, text := range actions {
		a, err := s.ParseAction(text)
		if err != nil {
			return usageError{err.Error()}
		}
		next, _, err := s.Apply(a)
		if err != nil {
			if !strings.Contains(err.Error(), text) {
				return badf("illegal action %s: %v", text, err)
			}
			return err
		}
		s = next
	}
	fmt.Fprintln(stdout, s.String())
	return nil
}

func cmdStatus(ply *tool, args []string, stdout, _ io.Writer) error {
	e, s, err := ply.gameAndPosition(args)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, s.Outcome().Format(e.Rules.Sides))
	return nil
}

func cmdSelfplay(ply *tool, args []string, stdout, _ io.Writer) error {
	e, flags, err := ply.gameAndFlags(args, "games", "seed")
	if err != nil {
		return err
	}
	n, err := intFlag(flags, "games", 100, 1)
	if err != nil {
		return err
	}
	r, err := seededRand(flags)
	if err != nil {
		return err
	}
	var wins [2]int
	draws := 0
	reasons := [3]map[string]int{{}, {}, {}}
	total := 0
	for i := 0; i < n; i++ {
		o, length := e.Playout(e.Rules.Start(r), r)
		total += length
		switch o.Status {
		case engine.Win:
			wins[o.Winner]++
			reasons[o.Winner][o.Reason]++
		default:
			draws++
			reasons[2][o.Reason]++
		}
	}
	pct := func(k int) string { return fmt.Sprintf("%.1f%%", 100*float64(k)/float64(n)) }
	fmt.Fprintf(stdout, "games %d\n", n)
	for side := 0; side < 2; side++ {
		fmt.Fprintf(stdout, "win %s %d %s%s\n", e.Rules.Sides[side], wins[side], pct(wins[side]), reasonList(reasons[side]))
	}
	fmt.Fprintf(stdout, "draw %d %s%s\n", draws, pct(draws), reasonList(reasons[2]))
	fmt.Fprintf(stdout, "mean-length %.1f\n", float64(total)/float64(n))
	return nil
}

func reasonList(m map[string]int) string {
	if len(m) == 0 {
		return ""
	}
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

func cmdBench(ply *tool, args []string, stdout, _ io.Writer) error {
	e, _, err := ply.gameAndFlags(args)
	if err != nil {
		return err
	}
	r := rand.New(rand.NewPCG(1, 1))
	start := e.Rules.Start(r)
	// Perft: deepen until one run takes at least a second.
	for depth := 1; depth <= 12; depth++ {
		t0 := time.Now()
		n := e.Perft(start, depth)
		el := time.Since(t0)
		if el >= time.Second || depth == 12 {
			fmt.Fprintf(stdout, "perft %d: %d positions in %.2fs = %.1f million positions a second\n", depth, n, el.Seconds(), float64(n)/el.Seconds()/1e6)
			break
		}
	}
	// Random games for about two seconds.
	t0 := time.Now()
	games, actions := 0, 0
	for time.Since(t0) < 2*time.Second {
		for i := 0; i < 100; i++ {
			_, k := e.Playout(e.Rules.Start(r), r)
			actions += k
			games++
		}
	}
	el := time.Since(t0).Seconds()
	fmt.Fprintf(stdout, "random games: %d in %.2fs = %.0f games a second, %.1f million actions a second, %.1f actions a game\n",
		games, el, float64(games)/el, float64(actions)/el/1e6, float64(actions)/float64(games))
	return nil
}
