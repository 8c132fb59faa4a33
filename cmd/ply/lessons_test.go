package main

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/learn"
	"github.com/plyyard/plyyard/registry"
)

// TestLessonsList: ply lessons prints one line per task of each game, its
// id, its rule and its task in English with the board's nouns filled in,
// and at least as many as the guides' rules and typical mistakes need.
func TestLessonsList(t *testing.T) {
	for _, c := range []struct {
		game string
		min  int
	}{{"jungle", 10}, {"ludo", 11}, {"aviation", 12}, {"domino", 9}} {
		code, out, errOut := ply("lessons", c.game)
		if code != 0 || errOut != "" {
			t.Fatalf("%s: exit %d: %s", c.game, code, errOut)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		tasks := learn.Tasks(registry.Games.Must(c.game).Lessons)
		if len(lines) != len(tasks) || len(lines) < c.min {
			t.Fatalf("%s: %d lines for %d tasks, want at least %d", c.game, len(lines), len(tasks), c.min)
		}
		for i, line := range lines {
			f := strings.Split(line, "\t")
			if len(f) != 3 || f[0] != tasks[i].ID() || f[1] == "" || f[2] == "" || strings.ContainsAny(line, "{}") {
				t.Errorf("%s line %d: %q", c.game, i, line)
			}
		}
	}
	if !strings.Contains(lessonsOut(t, "lessons", "aviation"), "plane") || strings.Contains(lessonsOut(t, "lessons", "ludo"), "plane") {
		t.Error("the race games' lines do not name their own pieces")
	}
	if code, _, errOut := ply("lessons", "chess"); code != 2 || errOut == "" {
		t.Errorf("an unknown game: exit %d, %q", code, errOut)
	}
}

func lessonsOut(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errOut := ply(args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut)
	}
	return out
}
