package lang

// The English texts of the Learn hub and the lessons' screen (the lessons'
// own texts live with them, in package learn).
var enLearn = map[string]string{
	"mode.learn":        "Learn",
	"learn.title":       "Learn %s",
	"learn.progress":    "Lessons done: %d / %d",
	"learn.lesson":      "%d. %s",
	"learn.rules":       "Rules in full",
	"learn.puzzles":     "Puzzles",
	"lesson.step":       "Lesson %d · step %d of %d",
	"lesson.again":      "Again",
	"lesson.next":       "Next",
	"lesson.nextlesson": "Next lesson",
	"lesson.finish":     "All lessons",
	"lesson.done":       "Lesson done!",
}
