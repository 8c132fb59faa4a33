package main

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/puzzle"
)

func TestPuzzlesList(t *testing.T) {
	code, out, errOut := ply("puzzles", "jungle")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	set := puzzle.For("jungle")
	if len(lines) != len(set) || len(set) == 0 {
		t.Fatalf("%d lines for %d puzzles", len(lines), len(set))
	}
	for i, line := range lines {
		f := strings.Split(line, "\t")
		p := set[i]
		if len(f) != 4 || f[0] != p.ID || f[1] != p.Position || f[2] != strings.Join(p.Answer, " ") || f[3] != string(p.Kind) {
			t.Errorf("line %d: %q", i, line)
		}
	}
}

func TestPuzzlesCheck(t *testing.T) {
	code, out, errOut := ply("puzzles", "--check", "jungle")
	if code != 0 || errOut != "" || strings.Count(out, "\n") != len(puzzle.For("jungle")) {
		t.Fatalf("exit %d, %d lines, %q", code, strings.Count(out, "\n"), errOut)
	}
}

// TestPuzzlesCheckFails puts a puzzle with a wrong answer into the set:
// --check exits 2 naming it.
func TestPuzzlesCheckFails(t *testing.T) {
	defer func(f func(string) []puzzle.Puzzle) { puzzleSet = f }(puzzleSet)
	good := puzzle.For("jungle")
	bad := good[0]
	bad.ID = "jungle-99"
	bad.Answer = []string{"b2b3"}
	puzzleSet = func(string) []puzzle.Puzzle { return []puzzle.Puzzle{good[1], bad, good[2]} }
	code, out, errOut := ply("puzzles", "jungle", "--check")
	if code != 2 || !strings.Contains(errOut, "jungle-99") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if strings.Contains(out, good[2].ID) {
		t.Errorf("went on after the failure: %q", out)
	}
	// Without --check the list is printed as it is.
	if code, _, _ := ply("puzzles", "jungle"); code != 0 {
		t.Errorf("listing exits %d", code)
	}
}

func TestPuzzlesBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"puzzles"},
		{"puzzles", "chess"},
		{"puzzles", "jungle", "extra"},
		{"puzzles", "jungle", "--seed", "3"},
	} {
		if code, out, errOut := ply(args...); code != 2 || out != "" || errOut == "" {
			t.Errorf("%v: exit %d, %q, %q", args, code, out, errOut)
		}
	}
}
