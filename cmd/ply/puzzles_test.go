package main

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/puzzle"
	"github.com/plyyard/plyyard/registry"
)

func TestPuzzlesList(t *testing.T) {
	for _, game := range []string{"jungle", "ludo", "aviation", "domino"} {
		code, out, errOut := ply("puzzles", game)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", game, code, errOut)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		set := registry.Games.Must(game).Puzzles
		if len(lines) != len(set) || len(set) == 0 {
			t.Fatalf("%s: %d lines for %d puzzles", game, len(lines), len(set))
		}
		for i, line := range lines {
			f := strings.Split(line, "\t")
			p := set[i]
			if len(f) != 6 || f[0] != p.ID || f[1] != p.Position || f[2] != strings.Join(p.Answer, " ") || f[3] != string(p.Kind) || f[4] != string(p.Theme) || f[5] != p.How() {
				t.Errorf("%s line %d: %q", game, i, line)
			}
			if game == "jungle" && f[5] != "exact" {
				t.Errorf("%s line %d: a Jungle proof is exact: %q", game, i, line)
			}
			if (game == "ludo" || game == "aviation") && f[4] == "" {
				t.Errorf("%s line %d: no theme: %q", game, i, line)
			}
		}
	}
}

func TestPuzzlesCheck(t *testing.T) {
	code, out, errOut := ply("puzzles", "--check", "jungle")
	if code != 0 || errOut != "" || strings.Count(out, "\n") != len(registry.Games.Must("jungle").Puzzles) {
		t.Fatalf("exit %d, %d lines, %q", code, strings.Count(out, "\n"), errOut)
	}
}

// TestPuzzlesCheckFails gives the tool a registry whose Jungle has a
// puzzle with a wrong answer: --check exits 2 naming it.
func TestPuzzlesCheckFails(t *testing.T) {
	jungle := *registry.Games.Must("jungle")
	good := jungle.Puzzles
	bad := good[0]
	bad.ID = "jungle-99"
	bad.Answer = []string{"b2b3"}
	jungle.Puzzles = []puzzle.Puzzle{good[1], bad, good[2]}
	reg, err := games.NewRegistry(&jungle)
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := plyWith(reg, "puzzles", "jungle", "--check")
	if code != 2 || !strings.Contains(errOut, "jungle-99") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if strings.Contains(out, good[2].ID) {
		t.Errorf("went on after the failure: %q", out)
	}
	// Without --check the list is printed as it is.
	if code, _, _ := plyWith(reg, "puzzles", "jungle"); code != 0 {
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
