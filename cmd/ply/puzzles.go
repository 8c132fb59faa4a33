package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/plyyard/plyyard/puzzle"
)

func init() { commands["puzzles"] = cmdPuzzles }

// puzzleSet is the puzzles of a game; the tests put a broken puzzle in
// through it.
var puzzleSet = puzzle.For

// cmdPuzzles: ply puzzles <game> [--check] prints the game's puzzles, one a
// line: the id, the position, the answer line and the kind, separated by
// tabs. With --check it proves each again and stops at the first failure,
// whose id leads the error.
func cmdPuzzles(args []string, stdout, _ io.Writer) error {
	check := false
	var rest []string
	for _, a := range args {
		if a == "--check" || a == "-check" {
			check = true
			continue
		}
		rest = append(rest, a)
	}
	e, rest, err := gameArg(rest)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return badf("unexpected %q (only --check may follow the game)", strings.Join(rest, " "))
	}
	for _, p := range puzzleSet(e.Name) {
		if check {
			if err := puzzle.Check(p); err != nil {
				return badf("%s fails its proof: %v", p.ID, err)
			}
		}
		fmt.Fprintf(stdout, "%s\t%s\t%s\t%s\n", p.ID, p.Position, strings.Join(p.Answer, " "), p.Kind)
	}
	return nil
}
