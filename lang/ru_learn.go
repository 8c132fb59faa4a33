package lang

// Русские тексты раздела «Обучение» и экрана урока (тексты самих уроков
// лежат рядом с ними, в пакете learn).
var ruLearn = map[string]string{
	"mode.learn":        "Обучение",
	"learn.title":       "Обучение: %s",
	"learn.progress":    "Пройдено уроков: %d из %d",
	"learn.lesson":      "%d. %s",
	"learn.rules":       "Полные правила",
	"learn.puzzles":     "Задачи",
	"lesson.step":       "Урок %d · шаг %d из %d",
	"lesson.again":      "Заново",
	"lesson.next":       "Дальше",
	"lesson.nextlesson": "Следующий урок",
	"lesson.finish":     "Все уроки",
	"lesson.done":       "Урок пройден!",
}
