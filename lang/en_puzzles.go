package lang

// The English texts of the puzzles' screens (the puzzles' own texts live
// with the puzzles, in package puzzle).
var enPuzzles = map[string]string{
	"puzzle.title":        "Puzzles: %s",
	"puzzle.none":         "There are no puzzles for this game yet.",
	"puzzle.row":          "Puzzle %d · %s",
	"puzzle.solved":       "solved",
	"puzzle.solved.first": "first try",
	"puzzle.kind.rules":   "Rules",
	"puzzle.kind.compare": "Compare",
	"puzzle.kind.review":  "Review",
	"puzzle.kind.guide":   "From the guide",
	"puzzle.heading":      "Puzzle %d of %d",
	"puzzle.turn":         "You play %s: make your move on the board.",
	"puzzle.again":        "Right. %s answered: %s. Your move again.",
	"puzzle.right":        "Right! Solved.",
	"puzzle.wrong":        "Not the move: %s. The board is as it was; try again.",
	"puzzle.refute":       "%s would answer %s, and then no win is forced.",
	"puzzle.notnow":       "It does not end the game at once.",
	"puzzle.ends":         "It ends the game without a win.",
	"puzzle.shown":        "The answer: %s.",
	"puzzle.retry":        "Try again",
	"puzzle.show":         "Show answer",
	"puzzle.list":         "All puzzles",
	"puzzle.how.exact":    "(Proved: the position was solved to the end, and no other move does as well.)",
	"puzzle.proof.exact":  "proved",
	"puzzle.proof.judged": "judged",
	"puzzle.how.judged":   "(This answer is the engine's judgement: best by a clear margin in its estimate, which is not a proof.)",
}
