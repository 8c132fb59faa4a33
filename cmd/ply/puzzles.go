package main

import (
	"fmt"
	"io"
	"strings"
)

// cmdPuzzles: ply puzzles <game> [--check] prints the game's puzzles, one a
// line: the id, the position, the answer line, the kind, the theme (empty
// for a game whose puzzles have none yet) and how the answer is proved
// (exact or judged), separated by tabs. With --check it proves each again and stops at the first failure,
// whose id leads the error.
func cmdPuzzles(ply *tool, args []string, stdout, _ io.Writer) error {
	check := false
	var rest []string
	for _, a := range args {
		if a == "--check" || a == "-check" {
			check = true
			continue
		}
		rest = append(rest, a)
	}
	e, rest, err := ply.gameArg(rest)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return badf("unexpected %q (only --check may follow the game)", strings.Join(rest, " "))
	}
	for _, p := range e.Puzzles {
		if check {
			if err := e.Check(p); err != nil {
				return badf("%s fails its proof: %v", p.ID, err)
			}
		}
		fmt.Fprintf(stdout, "%s\t%s\t%s\t%s\t%s\t%s\n", p.ID, p.Position, strings.Join(p.Answer, " "), p.Kind, p.Theme, p.How())
	}
	return nil
}
