package jungle

import (
	"testing"

	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/learn"
)

// A try is judged by the engine: a move the rules refuse is refused even
// when the screen thought it legal, and an unexplained refusal says
// nothing (the controller's refusal speaks).
func TestJudgeAsksTheEngine(t *testing.T) {
	l, _ := Game.Lesson("rat-elephant")
	s := l.Steps[1]
	st, _ := jungle.Parse(s.Pos)
	m, _ := jungle.ParseMove("b7b8")
	if r := s.Judge(st, m.Action(), true); r.Verdict != learn.Refused || r.Part != "hint1" {
		t.Fatalf("the elephant taking the rat: %+v", r)
	}
	m, _ = jungle.ParseMove("b7a9")
	if r := s.Judge(st, m.Action(), false); r.Verdict != learn.Refused || r.Part != "" {
		t.Fatalf("an unexplained refusal: %+v", r)
	}
	m, _ = jungle.ParseMove("b7c7")
	if r := s.Judge(st, m.Action(), true); r.Verdict != learn.Done || r.Part != "done" {
		t.Fatalf("the task: %+v", r)
	}
}

// TestJungleLessons: every task of Jungle's lessons is decided by its rule
// (a legal try does it, another legal try misses it, no step with one
// legal move counts), and the guide's rules and typical mistakes are all
// there.
func TestJungleLessons(t *testing.T) {
	gamestest.Lessons(t, Game, 10)
}
