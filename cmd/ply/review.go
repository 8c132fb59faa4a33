package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
)

// cmdReview: ply review <game> [--pos P] [--seed N] [--ms T] [--viewer V] <action>...
//
// It prints one line per action: its number, the action, the chance of the
// side that acted before and after it in percent, the action the Expert
// preferred, the mark (?? a blunder, ? a mistake, ?! an inaccuracy, by the
// game's thresholds and rules: docs/ai.md; - none) and the
// Expert's line from the position (up to four actions, space-separated). A
// chance action (a roll, a draw from the boneyard) and the move of a seat
// whose hand the viewer cannot see are not judged: their best action, mark
// and line are printed as ".". Then one line per side: its accuracy and its luck
// (sideLine). Every action is checked before anything is estimated, so
// bad input prints nothing. On a terminal, how far the review has come is
// shown on stderr while it runs.
func cmdReview(ply *tool, args []string, stdout, stderr io.Writer) error {
	e, actionArgs, flags, err := ply.gameFlagsAndArgs(args, "pos", "seed", "ms", "viewer")
	if err != nil {
		return err
	}
	seed, budget, err := botFlags(flags)
	if err != nil {
		return err
	}
	start, err := reviewStart(e, flags)
	if err != nil {
		return err
	}
	viewer, err := viewerFlag(e, flags)
	if err != nil {
		return err
	}
	if len(actionArgs) == 0 {
		return badf("no actions to review")
	}
	actions, err := parseActions(start, actionArgs)
	if err != nil {
		return err
	}
	var progress ai.Progress
	if isTerminal(stderr) {
		progress = progressLine(stderr)
	}
	an, err := e.Review(start, actions, viewer, seed, budget, progress)
	if err != nil {
		return err
	}
	for _, st := range an.Steps {
		fmt.Fprintln(stdout, reviewLine(st))
	}
	for i, sum := range an.Sides() {
		fmt.Fprintln(stdout, sideLine(e.Rules.SideNames[i], sum, e.HasChance()))
	}
	return nil
}

// sideLine formats one side's summary: its name, its accuracy over its
// decisions ("-" without one) and its luck in points ("-" in a game
// without chance), separated by tabs.
func sideLine(side string, sum ai.SideSummary, chance bool) string {
	acc, luck := "-", "-"
	if sum.Decisions > 0 {
		acc = fmt.Sprintf("%.0f%%", sum.Accuracy)
	}
	if chance {
		luck = fmt.Sprintf("%+.0f", 100*sum.Luck)
		if luck == "-0" {
			luck = "+0"
		}
	}
	return fmt.Sprintf("%s\taccuracy %s\tluck %s", side, acc, luck)
}

// progressLine shows a review's progress on w: "reviewing… N%" rewritten
// in place at each new percent, and the line cleared at the end.
func progressLine(w io.Writer) ai.Progress {
	last := -1
	return func(done, total int) {
		pc := 100 * done / max(1, total)
		if pc == last {
			return
		}
		last = pc
		if done >= total {
			fmt.Fprint(w, "\r\033[K")
			return
		}
		fmt.Fprintf(w, "\rreviewing… %d%%", pc)
	}
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// reviewLine formats one step: n, action, chance before and after, best,
// mark, the Expert's line from the position, separated by tabs.
func reviewLine(st ai.Step) string {
	best, mark, line := st.BestText, st.Mark, st.LineText
	if !st.HasBest {
		best = "."
	}
	if mark == "" {
		mark = "."
	}
	if line == "" {
		line = "."
	}
	return fmt.Sprintf("%d\t%s\t%s -> %s\t%s\t%s\t%s", st.N, st.Text, percent(st.Before), percent(st.After), best, mark, line)
}

func percent(x float64) string { return fmt.Sprintf("%.0f%%", 100*x) }

// reviewStart is the --pos position, or the start (dominoes: the deal of
// --seed, as ply start prints it).
func reviewStart(e *games.Game, flags map[string]string) (engine.State, error) {
	text, ok := flags["pos"]
	if !ok {
		r, err := seededRand(flags)
		if err != nil {
			return nil, err
		}
		return e.Rules.Start(r), nil
	}
	s, err := e.Rules.Parse(text)
	if err != nil {
		return nil, usageError{err.Error()}
	}
	return s, nil
}

// viewerFlag reads --viewer: a side letter, or "both" (the default) for a
// judge who sees everything.
func viewerFlag(e *games.Game, flags map[string]string) (engine.Seat, error) {
	v, ok := flags["viewer"]
	if !ok || v == "both" {
		return engine.NoSeat, nil
	}
	for i, side := range e.Rules.Sides {
		if v == side {
			return engine.Seat(i), nil
		}
	}
	return 0, badf("--viewer wants %s, %s or both, not %q", e.Rules.Sides[0], e.Rules.Sides[1], v)
}

// parseActions reads and applies the actions in turn from start, and
// returns them; the first that cannot be read or applied is an error naming
// its number.
func parseActions(start engine.State, texts []string) ([]engine.Action, error) {
	s := start
	out := make([]engine.Action, 0, len(texts))
	for i, text := range texts {
		a, err := s.ParseAction(text)
		if err == nil {
			var next engine.State
			if next, _, err = s.Apply(a); err == nil {
				s = next
				out = append(out, a)
				continue
			}
		}
		msg := err.Error()
		if !strings.Contains(msg, text) {
			msg = text + ": " + msg
		}
		return nil, badf("action %d: %s", i+1, msg)
	}
	return out, nil
}
