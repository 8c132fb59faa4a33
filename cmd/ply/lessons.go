package main

import (
	"fmt"
	"io"

	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/learn"
)

// cmdLessons: ply lessons <game> prints the game's lesson tasks, one a
// line: the task's id (lesson/step), the rule or typical mistake it
// teaches and the task as the player reads it, in English, separated by
// tabs. Walk-through steps, which leave no choice, are no tasks and are
// not listed.
func cmdLessons(ply *tool, args []string, stdout, _ io.Writer) error {
	e, _, err := ply.gameAndFlags(args)
	if err != nil {
		return err
	}
	for _, t := range learn.Tasks(e.Lessons) {
		say := func(part string) string { return lang.EN.Fill(t.Lesson.StepKey(t.Step, part), t.Lesson.Nouns) }
		fmt.Fprintf(stdout, "%s\t%s\t%s\n", t.ID(), say("rule"), say("task"))
	}
	return nil
}
