package main

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/games/gamestest/nim"
	"github.com/plyyard/plyyard/registry"
)

// A fifth game is one line: the registry with the toy game added gives
// every command of the tool for it.
func TestToyGameThroughOneLine(t *testing.T) {
	reg := nim.Registry()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"help"}, "nim"},
		{[]string{"start", "nim"}, "13 n"},
		{[]string{"legal", "nim", "2 s"}, "1\n2"},
		{[]string{"apply", "nim", "7 n", "3", "1"}, "3 n"},
		{[]string{"status", "nim", "0 n"}, "win s last"},
		{[]string{"perft", "nim", "3"}, "27"},
		{[]string{"move", "nim", "7 n", "hard"}, "3"},
		{[]string{"arena", "nim", "hard", "random", "--games", "4", "--seed", "1"}, "games 4"},
		{[]string{"review", "nim", "3", "1"}, "3"},
		{[]string{"puzzles", "nim", "--check"}, "nim-01"},
	} {
		code, out, errOut := plyWith(reg, c.args...)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("ply %s: %d %q %q, want %q", strings.Join(c.args, " "), code, out, errOut, c.want)
		}
	}
	if code, _, errOut := plyWith(reg, "legal", "nim", "13 x"); code != 2 || !strings.Contains(errOut, "side") {
		t.Errorf("a bad position: %d %q", code, errOut)
	}
	if code, _, _ := plyWith(registry.Games, "start", "nim"); code != 2 {
		t.Error("the registry without the toy game knows it")
	}
}
