package learn_test

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/games/gamestest/nim"
	"github.com/plyyard/plyyard/learn"
)

// A task needs a legal try that misses it: with one stone left the only
// legal take does the task, so the step teaches no rule and Audit says so;
// marked as a walk-through (Shows) it is let through.
func TestAuditRefusesATaskWithOneLegalMove(t *testing.T) {
	g := nim.Game
	step := g.Lessons[0].Steps[0]
	step.Pos = "1 n"
	step.Goal = func(t learn.Try) bool { return t.After.(nim.Position).Stones == 0 }
	lesson := g.Lessons[0]
	lesson.Steps = []learn.Step{step}
	errs := learn.Audit(g.Rules, g.Tries, []learn.Lesson{lesson})
	found := false
	for _, err := range errs {
		found = found || strings.Contains(err.Error(), "legal tries that miss it")
	}
	if !found {
		t.Fatalf("a task with one legal move passed the audit: %v", errs)
	}
	lesson.Steps[0].Shows = true
	for _, err := range learn.Audit(g.Rules, g.Tries, []learn.Lesson{lesson}) {
		if strings.Contains(err.Error(), "legal tries that miss it") {
			t.Fatalf("a walk-through held to a task's test: %v", err)
		}
	}
	if n := len(learn.Tasks(g.Lessons)); n != 1 {
		t.Fatalf("nim has %d tasks", n)
	}
}
