package race

import (
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/learn"
)

// Ludo's and Aviation Ludo's lessons: one set of rules, taught on either
// board in its own words (pieces and a base, or planes and a hangar), and
// Aviation Ludo's own lesson: no colour jumps, no flights. Red is to move
// in each, the die already cast (or, in the roll phase, the step's Roll
// comes up).

// words are the nouns that differ between the two boards, in the forms the
// texts use: {piece} {pieces} {base} in English; in Russian {p} (a piece,
// the nominative; {P} capitalised), {pa} (accusative), {pg} (genitive), {pp} (plural),
// {ppg} (plural genitive), {base} (from the base: genitive) and {inbase}
// (in the base: prepositional), {tobase} (into the base: accusative).
type words struct{ en, ru map[string]string }

var ludoWords = words{
	en: map[string]string{"{piece}": "piece", "{pieces}": "pieces", "{base}": "base"},
	ru: map[string]string{"{P}": "Фишка", "{p}": "фишка", "{pa}": "фишку", "{pg}": "фишки", "{pp}": "фишки", "{ppg}": "фишек", "{base}": "базы", "{inbase}": "базе", "{tobase}": "базу"},
}

var planeWords = words{
	en: map[string]string{"{piece}": "plane", "{pieces}": "planes", "{base}": "hangar"},
	ru: map[string]string{"{P}": "Самолёт", "{p}": "самолёт", "{pa}": "самолёт", "{pg}": "самолёта", "{pp}": "самолёты", "{ppg}": "самолётов", "{base}": "ангара", "{inbase}": "ангаре", "{tobase}": "ангар"},
}

// say fills a text's nouns in.
func (w words) say(en, ru string) learn.Text {
	for k, v := range w.en {
		en = strings.ReplaceAll(en, k, v)
	}
	for k, v := range w.ru {
		ru = strings.ReplaceAll(ru, k, v)
	}
	return learn.Text{En: en, Ru: ru}
}

// piece: the try moves piece i; progress is where a try's piece stands
// before and after it.
func piece(i int) func(learn.Try) bool {
	return func(t learn.Try) bool { return t.Action == race.Move(i) }
}

func moved(t learn.Try) (i int, ok bool) {
	for i := 0; i < race.Pieces; i++ {
		if t.Action == race.Move(i) {
			return i, true
		}
	}
	return 0, false
}

func progress(st engine.State, i int) int {
	p := st.(race.Position)
	return p.Progress(p.ToMove(), i)
}

// reach is where the try's piece ends: its progress after the move.
func reach(t learn.Try) int {
	i, _ := moved(t)
	return t.After.(race.Position).Progress(t.Before.ToMove(), i)
}

func raceLessons(w words, aviation bool) []learn.Lesson {
	ls := []learn.Lesson{
		{
			ID:    "base",
			Title: w.say("Out of the {base}", "Выход из {base}"),
			Steps: []learn.Step{{
				Pos: "b,b,b,10/20,b,b,b r 6 1",
				Teach: w.say("A {piece} leaves the {base} only on a six, onto your start square (the one with the arrow). A six may also move a {piece} that is already out.",
					"{P} выходит из {base} только на шестёрке — на ваше стартовое поле со стрелкой. Шестёркой можно пойти и тем, кто уже в игре."),
				Task: w.say("You rolled a six: bring a new {piece} out.", "Выпала шестёрка: выведите новый {pa}."),
				Goal: func(t learn.Try) bool { i, _ := moved(t); return progress(t.Before, i) == race.Base },
				Done: w.say("Out it comes onto the start square. A six also earns another roll.", "{P} выходит на старт. А за шестёрку полагается ещё бросок."),
				Wrong: w.say("That {piece} was already out. The task was to bring a new one out of the {base}.",
					"Так пошёл тот, кто уже был на поле. Задача — вывести из {base} ещё одного."),
			}, {
				Pos:   "b,b,b,10/20,b,b,b r 4 0",
				Teach: w.say("Any other number cannot bring a {piece} out: it must move one already on the track.", "Любое другое число не выводит из {base}: ходить можно только теми, кто уже на поле."),
				Task:  w.say("You rolled a 4. Make your move.", "Выпала четвёрка. Сделайте ход."),
				Goal:  piece(3),
				Done:  w.say("Only the {piece} on the track could move.", "Пойти можно было только с поля."),
				Hints: []learn.Hint{{Illegal: true, When: func(t learn.Try) bool { _, ok := moved(t); return ok && !piece(3)(t) },
					Say: w.say("Only a six brings a {piece} out of the {base}.", "Из {base} выводит только шестёрка.")}},
			}},
		},
		{
			ID:    "home",
			Title: w.say("Round the loop and home", "Круг и домашняя дорожка"),
			Steps: []learn.Step{{
				Pos: "b,b,20,48/b,b,b,b r 5 0",
				Teach: w.say("Your {pieces} go clockwise round the loop. After a full round a {piece} turns off into your own coloured column, where no enemy can follow, and on to the centre.",
					"Ваши {pp} идут по кругу по часовой стрелке. Пройдя круг, {p} сворачивает в свою цветную дорожку, куда противнику хода нет, и дальше к центру."),
				Task:  w.say("Take a {piece} into your home column.", "Заведите {pa} в домашнюю дорожку."),
				Goal:  func(t learn.Try) bool { return reach(t) >= race.HomeEntry },
				Done:  w.say("It turned off the loop: it is safe in the home column now.", "{P} сворачивает с круга и теперь в безопасности на своей дорожке."),
				Wrong: w.say("That {piece} is still on the loop. The one nearly round turns off into the home column.", "Этот ход оставил всех на круге. Почти прошедший круг свернул бы к дому."),
			}},
		},
		{
			ID:    "capture",
			Title: learn.Text{En: "Captures", Ru: "Взятие"},
			Steps: []learn.Step{{
				Pos: "10,30,b,b/40,b,b,b r 4 0",
				Teach: w.say("End your move on a square where enemy {pieces} stand and you send them all back to their {base}. You pass over anything without harm.",
					"Закончите ход на клетке, где стоят {pp} противника, — и все они вернутся к себе в {tobase}. Проходить через кого угодно можно без вреда."),
				Task:   w.say("Send the yellow {piece} back to its {base}.", "Отправьте {pa} жёлтых обратно."),
				Goal:   func(t learn.Try) bool { return t.Has(engine.Captured) },
				Done:   w.say("Captured! It starts again, and you roll again.", "Взятие! Жёлтым начинать заново, а вам — ещё бросок."),
				Wrong:  w.say("Nobody was captured. Which {piece} lands on the yellow one?", "Никто не побит. Кто из ваших остановится там, где стоят жёлтые?"),
				Claim:  func(t learn.Try) bool { return t.Has(engine.ExtraRoll) },
				Missed: func(t learn.Try) bool { return !t.Has(engine.Captured) },
			}},
		},
		{
			ID:    "safe",
			Title: learn.Text{En: "Safe squares", Ru: "Безопасные клетки"},
			Steps: []learn.Step{{
				Pos: "4,14,b,b/34,44,b,b r 4 0",
				Teach: w.say("Eight squares are safe: the four start squares with arrows and the four stars. Nobody is captured there; {pieces} of both colours may share them.",
					"Восемь клеток безопасны: четыре стартовые со стрелками и четыре звезды. Там никого не бьют, и {pp} обоих цветов могут стоять вместе."),
				Task:   w.say("Capture a yellow {piece}.", "Побейте {pa} жёлтых."),
				Goal:   func(t learn.Try) bool { return t.Has(engine.Captured) },
				Done:   w.say("That one stood on a plain square, so it is captured.", "Там была простая клетка — и взятие состоялось."),
				Wrong:  w.say("That yellow {piece} is on a star: it is safe there, and yours just joins it.", "На звезде жёлтые в безопасности: ваш ход просто поставил {pa} рядом."),
				Missed: func(t learn.Try) bool { return !t.Has(engine.Captured) },
			}},
		},
		{
			ID:    "extra",
			Title: learn.Text{En: "Extra rolls", Ru: "Дополнительный бросок"},
			Steps: []learn.Step{{
				Pos: "53,20,b,b/b,b,b,b r 3 0",
				Teach: w.say("You roll again after a six, after a capture and after bringing a {piece} home to the centre — once per move.",
					"Ещё раз бросают после шестёрки, после взятия и после прихода в центр — один раз за ход."),
				Task:   learn.Text{En: "Earn another roll.", Ru: "Заработайте ещё один бросок."},
				Goal:   func(t learn.Try) bool { return t.Has(engine.ExtraRoll) },
				Done:   w.say("Home in the centre — and you roll again.", "Дома, в центре, — и снова ваш бросок."),
				Wrong:  learn.Text{En: "An ordinary move: the turn passes to Yellow.", Ru: "Обычный ход: очередь переходит к жёлтым."},
				Missed: func(t learn.Try) bool { return t.After.ToMove() != t.Before.ToMove() },
			}},
		},
		{
			ID:    "exact",
			Title: learn.Text{En: "The exact finish", Ru: "Точно в центр"},
			Steps: []learn.Step{{
				Pos: "52,54,10,b/b,b,b,b r 4 0",
				Teach: w.say("The centre needs the exact number. A {piece} that would go past it cannot move at all.",
					"До центра нужно дойти точно. Тот, кто перескочил бы его, пойти не может."),
				Task: w.say("Bring a {piece} home.", "Приведите {pa} домой."),
				Goal: func(t learn.Try) bool { return reach(t) == race.Finish },
				Done: learn.Text{En: "Exactly four to the centre: home!", Ru: "Ровно четыре до центра — дома!"},
				Hints: []learn.Hint{{Illegal: true, When: piece(1),
					Say: w.say("This {piece} needs exactly 2 to finish; a 4 would carry it past the centre, so it cannot move.", "Здесь до центра ровно 2; с четвёркой вышел бы перелёт за центр, поэтому так ходить нельзя.")}},
				Wrong: learn.Text{En: "That move is far from home. Which one is exactly four from the centre?", Ru: "Этот ход далёк от дома. Кому до центра ровно четыре?"},
			}},
		},
		{
			ID:    "sixes",
			Title: learn.Text{En: "The third six", Ru: "Третья шестёрка"},
			Steps: []learn.Step{{
				Pos:  "b,b,20,30/b,b,b,b r roll 2",
				Roll: 6,
				Teach: w.say("Two sixes in a row have given you two moves and two more rolls. A third six in a row is void: nothing moves and the turn passes. The first two moves stay.",
					"Две шестёрки подряд уже дали два хода и два броска. Третья шестёрка подряд сгорает: никто не ходит, очередь переходит. Первые два хода остаются."),
				Task:  learn.Text{En: "Roll the die.", Ru: "Бросьте кубик."},
				Goal:  func(t learn.Try) bool { return t.Action == race.Roll },
				Claim: func(t learn.Try) bool { return t.Has(engine.SixesVoided) && t.After.ToMove() != t.Before.ToMove() },
				Done:  learn.Text{En: "A third six: void, and the turn goes to Yellow.", Ru: "Третья шестёрка сгорела, ход переходит к жёлтым."},
				Hints: []learn.Hint{{Illegal: true, When: func(t learn.Try) bool { _, ok := moved(t); return ok }, Say: learn.Text{En: "Roll first: tap the die or Roll the die.", Ru: "Сначала бросок: нажмите на кубик или «Бросить кубик»."}}},
			}},
		},
	}
	if aviation {
		ls = append(ls, learn.Lesson{
			ID:    "no-jumps",
			Title: learn.Text{En: "No jumps, no flights", Ru: "Без прыжков и перелётов"},
			Steps: []learn.Step{{
				Pos: "10,31,b,b/b,b,b,b r 2 0",
				Teach: learn.Text{En: "The loop is tinted in the four colours, but here a plane never jumps ahead from a square of its colour, nor flies across the board: it stops where the die puts it.",
					Ru: "Круг раскрашен в четыре цвета, но здесь самолёт не прыгает вперёд с клетки своего цвета и не перелетает через поле: он встаёт туда, куда привёл кубик."},
				Task: learn.Text{En: "Land a plane on a red-tinted square.", Ru: "Посадите самолёт на красноватую клетку."},
				Goal: func(t learn.Try) bool { return reach(t)%race.Colours == 0 },
				Claim: func(t learn.Try) bool {
					i, _ := moved(t)
					return reach(t) == progress(t.Before, i)+t.Before.(race.Position).Die()
				},
				Done:  learn.Text{En: "It landed on red and stayed: no jump, no flight.", Ru: "Он сел на красную и остался там: ни прыжка, ни перелёта."},
				Wrong: learn.Text{En: "That square is green. The plane two squares before a red one lands on red.", Ru: "Та клетка зелёная. На красную сядет самолёт, которому до неё два шага."},
			}},
		})
	}
	return ls
}
