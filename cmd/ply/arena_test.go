package main

import (
	"strings"
	"testing"
)

func TestArena(t *testing.T) {
	code, out, errOut := ply("arena", "jungle", "medium", "random", "--games", "6", "--seed", "4")
	if code != 0 || !strings.Contains(out, "games 6") || !strings.Contains(errOut, "think time medium") {
		t.Fatalf("%d %q %q", code, out, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "score: ") || !strings.Contains(last, "% ± ") {
		t.Errorf("last line %q", last)
	}
	// One worker or two: the same games.
	_, again, _ := ply("arena", "jungle", "medium", "random", "--games", "6", "--seed", "4", "--workers", "1")
	if again != out {
		t.Errorf("workers changed the result: %q vs %q", again, out)
	}
	for _, args := range [][]string{
		{"arena", "jungle", "medium"},
		{"arena", "jungle", "medium", "grandmaster"},
		{"arena", "chess", "medium", "random"},
		{"arena", "jungle", "medium", "random", "--games", "x"},
	} {
		if code, out, errOut := ply(args...); code != 2 || out != "" || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: %d %q %q", args, code, out, errOut)
		}
	}
}

func TestMove(t *testing.T) {
	// Red's dog on d8 steps into the den.
	pos := "l5t/1w1D1c1/r1p3e/7/7/7/E3P1R/1C3W1/T5L r 5"
	for _, bot := range []string{"greedy", "medium", "hard", "expert"} {
		code, out, errOut := ply("move", "jungle", pos, bot, "--seed", "2", "--ms", "20")
		if code != 0 || strings.TrimSpace(out) != "d8d9" {
			t.Errorf("%s: %d %q %q", bot, code, out, errOut)
		}
	}
	code, out, _ := ply("move", "jungle", jungleStart, "random", "--seed", "9")
	if code != 0 || len(strings.TrimSpace(out)) != 4 {
		t.Errorf("random: %d %q", code, out)
	}
	for _, args := range [][]string{
		{"move", "jungle", jungleStart},
		{"move", "jungle", jungleStart, "nobody"},
		{"move", "jungle", "3E3/7/7/7/7/7/7/7/4e2 b 4", "medium"},
	} {
		if code, out, errOut := ply(args...); code != 2 || out != "" || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: %d %q %q", args, code, out, errOut)
		}
	}
}
