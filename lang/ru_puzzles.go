package lang

// Тексты экранов задач по-русски (тексты самих задач — в пакете puzzle).
var ruPuzzles = map[string]string{
	"puzzle.title":        "Задачи: %s",
	"puzzle.none":         "Задач для этой игры пока нет.",
	"puzzle.row":          "Задача %d · %s",
	"puzzle.solved":       "решена",
	"puzzle.solved.first": "с первой попытки",
	"puzzle.kind.rules":   "Правила",
	"puzzle.kind.compare": "Сравнение",
	"puzzle.kind.review":  "Разбор",
	"puzzle.kind.guide":   "Из руководства",
	"puzzle.heading":      "Задача %d из %d",
	"puzzle.turn":         "Ваша сторона — %s: сделайте ход на доске.",
	"puzzle.again":        "Верно. %s ответили: %s. Снова ваш ход.",
	"puzzle.right":        "Верно! Задача решена.",
	"puzzle.wrong":        "Не тот ход: %s. Позиция прежняя — попробуйте ещё.",
	"puzzle.refute":       "%s ответят: %s — и выигрыша уже не будет.",
	"puzzle.notnow":       "Он не заканчивает партию сразу.",
	"puzzle.ends":         "Он заканчивает партию без выигрыша.",
	"puzzle.shown":        "Ответ: %s.",
	"puzzle.retry":        "Ещё раз",
	"puzzle.show":         "Показать ответ",
	"puzzle.list":         "Все задачи",
	"puzzle.how.exact":    "(Этот ответ доказан: он работает против любой защиты.)",
	"puzzle.how.judged":   "(Этот ответ — оценка движка: лучший с заметным запасом, но это не доказательство.)",
}
