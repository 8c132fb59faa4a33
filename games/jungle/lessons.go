package jungle

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/learn"
)

// Jungle's lessons: moving, ranks, the rat and the elephant, the river,
// the leaps and the rat that blocks them, traps, dens and the 60 quiet
// moves. Red is to move in each.

// jpos writes a Jungle position: Red to move, clock half-moves since the
// last capture, and pieces such as "Ra5" (Red's rat on a5) or "ed6"
// (Blue's elephant on d6) — the notation's letters and a square.
func jpos(clock int, pieces ...string) string {
	var grid [jungle.Ranks][jungle.Files]byte
	for _, p := range pieces {
		sq, err := jungle.ParseSquare(p[1:])
		if err != nil {
			panic(err)
		}
		grid[sq.Rank()][sq.File()] = p[0]
	}
	var b strings.Builder
	for r := jungle.Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < jungle.Files; f++ {
			if grid[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(grid[r][f])
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	fmt.Fprintf(&b, " r %d", clock)
	return b.String()
}

// jmove is the Jungle move a try makes.
func jmove(t learn.Try) jungle.Move { return jungle.MoveOf(t.Action) }

// from, to: the try starts or ends on one of the squares.
func from(sqs ...string) func(learn.Try) bool {
	return func(t learn.Try) bool { return onSquare(jmove(t).From, sqs) }
}

func to(sqs ...string) func(learn.Try) bool {
	return func(t learn.Try) bool { return onSquare(jmove(t).To, sqs) }
}

func onSquare(s jungle.Square, sqs []string) bool {
	for _, q := range sqs {
		if s.String() == q {
			return true
		}
	}
	return false
}

// moveIs: the try is the move written m ("d3d4").
func moveIs(m string) func(learn.Try) bool {
	return func(t learn.Try) bool { return jmove(t).String() == m }
}

// both: every test holds.
func both(fs ...func(learn.Try) bool) func(learn.Try) bool {
	return func(t learn.Try) bool {
		for _, f := range fs {
			if !f(t) {
				return false
			}
		}
		return true
	}
}

// captures: the try takes a piece; leaps: it leaps the river.
func captures(t learn.Try) bool { return t.Has(engine.Captured) }
func leaps(t learn.Try) bool    { return t.Has(engine.Jumped) }

// notStraight: the try is not one square up, down, left or right (a leap
// aside).
func notStraight(t learn.Try) bool {
	m := jmove(t)
	df, dr := m.To.File()-m.From.File(), m.To.Rank()-m.From.Rank()
	return df*df+dr*dr != 1
}

var lessons = []learn.Lesson{
	{
		ID:    "move",
		Title: learn.Text{En: "Moving", Ru: "Ход"},
		Steps: []learn.Step{{
			Pos: jpos(0, "Dd3", "Wb2", "rg7", "ea9"),
			Teach: learn.Text{En: "Every animal moves one square at a time: up, down, left or right, never diagonally. Red plays upwards, towards the blue den.",
				Ru: "Любой зверь ходит на одну клетку вверх, вниз, влево или вправо, но не по диагонали. Красные идут вверх, к синему логову."},
			Task: learn.Text{En: "Move the dog one square forward.", Ru: "Передвиньте собаку на клетку вперёд."},
			Goal: moveIs("d3d4"),
			Done: learn.Text{En: "One square straight ahead: that is a whole move.", Ru: "Одна клетка прямо — это и есть целый ход."},
			Hints: []learn.Hint{
				{Illegal: true, When: notStraight, Say: learn.Text{En: "One square only, and never diagonally.", Ru: "Только на одну клетку и никогда по диагонали."}},
			},
			Wrong: learn.Text{En: "That was a move, but not forward: forward is up, towards the blue den.", Ru: "Это ход, но не вперёд: вперёд — это вверх, к синему логову."},
		}},
	},
	{
		ID:    "ranks",
		Title: learn.Text{En: "Who takes whom", Ru: "Кто кого бьёт"},
		Steps: []learn.Step{{
			Pos: jpos(0, "Wd7", "dc7", "te7", "Ca2", "lg9"),
			Teach: learn.Text{En: "Animals have ranks: rat 1, cat 2, dog 3, wolf 4, leopard 5, tiger 6, lion 7, elephant 8. A piece takes an enemy of its own rank or lower by moving onto it.",
				Ru: "У зверей есть сила: крыса 1, кошка 2, собака 3, волк 4, леопард 5, тигр 6, лев 7, слон 8. Фигура бьёт врага своей силы или слабее, вставая на его клетку."},
			Task:  learn.Text{En: "Take a blue piece with your wolf.", Ru: "Побейте синюю фигуру волком."},
			Goal:  captures,
			Claim: both(moveIs("d7c7")),
			Done:  learn.Text{En: "The dog (3) is weaker than the wolf (4), so the wolf takes it.", Ru: "Собака (3) слабее волка (4), и волк её бьёт."},
			Hints: []learn.Hint{
				{Illegal: true, When: to("e7"), Say: learn.Text{En: "The tiger is rank 6, your wolf only 4: it cannot take a stronger animal.", Ru: "Тигр — сила 6, а волк только 4: сильнее себя не побьёшь."}},
			},
			Wrong: learn.Text{En: "That move takes nothing. Look at the dog on c7.", Ru: "Этот ход ничего не бьёт. Посмотрите на собаку на c7."},
		}, {
			Pos:   jpos(0, "Pd3", "pd4", "lc3", "Ca2", "rg9"),
			Teach: learn.Text{En: "Equal ranks take each other too: whoever moves first.", Ru: "Равные по силе тоже бьют друг друга — кто первым успел."},
			Task:  learn.Text{En: "Take a piece with your leopard.", Ru: "Побейте фигуру леопардом."},
			Goal:  captures,
			Claim: moveIs("d3d4"),
			Done:  learn.Text{En: "Leopard takes leopard: equal ranks may take each other.", Ru: "Леопард бьёт леопарда: равные бьют друг друга."},
			Hints: []learn.Hint{
				{Illegal: true, When: to("c3"), Say: learn.Text{En: "The lion (7) is stronger than your leopard (5).", Ru: "Лев (7) сильнее вашего леопарда (5)."}},
			},
			Wrong: learn.Text{En: "Nothing was taken. The blue leopard on d4 is your equal.", Ru: "Никто не побит. Синий леопард на d4 равен вашему."},
		}},
	},
	{
		ID:    "rat-elephant",
		Title: learn.Text{En: "The rat and the elephant", Ru: "Крыса и слон"},
		Steps: []learn.Step{{
			Pos: jpos(0, "Ra5", "ea6", "Dg2", "tg9"),
			Teach: learn.Text{En: "One exception turns the ranks around: the rat, the weakest, may take the elephant, the strongest.",
				Ru: "Одно исключение переворачивает силы: самая слабая крыса может побить самого сильного слона."},
			Task:  learn.Text{En: "Take the elephant with your rat.", Ru: "Побейте слона крысой."},
			Goal:  captures,
			Done:  learn.Text{En: "The rat slips in and takes the elephant.", Ru: "Крыса проскальзывает и бьёт слона."},
			Wrong: learn.Text{En: "The elephant is still there. Move the rat onto a6.", Ru: "Слон всё ещё на месте. Поставьте крысу на a6."},
		}, {
			Pos:   jpos(0, "Eb7", "rb8", "cc7", "Dg2", "tg9"),
			Teach: learn.Text{En: "The other way round it does not work: an elephant may never take a rat.", Ru: "Наоборот не выходит: слон никогда не может побить крысу."},
			Task:  learn.Text{En: "Take a blue piece with your elephant.", Ru: "Побейте синюю фигуру слоном."},
			Goal:  captures,
			Claim: moveIs("b7c7"),
			Done:  learn.Text{En: "The elephant takes the cat. The rat it must leave alone.", Ru: "Слон бьёт кошку, а крысу ему трогать нельзя."},
			Hints: []learn.Hint{
				{Illegal: true, When: to("b8"), Say: learn.Text{En: "An elephant may never take a rat: take the cat instead.", Ru: "Слону нельзя бить крысу — побейте лучше кошку."}},
			},
			Wrong: learn.Text{En: "That takes nothing. Which blue piece may the elephant take?", Ru: "Этот ход ничего не бьёт. Кого слону можно побить?"},
		}},
	},
	{
		ID:    "water",
		Title: learn.Text{En: "The river and the rat", Ru: "Река и крыса"},
		Steps: []learn.Step{{
			Pos: jpos(0, "Ra5", "Dd5", "eg8", "tg9"),
			Teach: learn.Text{En: "The blue squares are the river. Only the rat may swim; every other animal stays on land.",
				Ru: "Синие клетки — река. Плавать умеет только крыса, остальные звери ходят по суше."},
			Task: learn.Text{En: "Take your rat into the river.", Ru: "Отправьте крысу в реку."},
			Goal: func(t learn.Try) bool { return jungle.IsWater(jmove(t).To) },
			Done: learn.Text{En: "The rat swims. No other piece can follow it there.", Ru: "Крыса плывёт. Туда за ней не пойдёт никто."},
			Hints: []learn.Hint{
				{Illegal: true, When: from("d5"), Say: learn.Text{En: "Only the rat may enter the river; the dog stays on land.", Ru: "В реку может войти только крыса; собака остаётся на суше."}},
			},
			Wrong: learn.Text{En: "Still on land. The river is the blue squares next to the rat.", Ru: "Всё ещё на суше. Река — синие клетки рядом с крысой."},
		}, {
			Pos: jpos(0, "Rc5", "ed5", "rc6", "Wa2", "tg9"),
			Teach: learn.Text{En: "A rat in the river and a piece on land cannot take each other. Two rats in the water may.",
				Ru: "Крыса в реке и фигура на суше не могут побить друг друга. А две крысы в воде — могут."},
			Task:  learn.Text{En: "Take a blue piece with your rat.", Ru: "Побейте синюю фигуру крысой."},
			Goal:  captures,
			Claim: moveIs("c5c6"),
			Done:  learn.Text{En: "Rat takes rat in the water.", Ru: "Крыса бьёт крысу прямо в воде."},
			Hints: []learn.Hint{
				{Illegal: true, When: to("d5"), Say: learn.Text{En: "The rat cannot take the elephant from the water — it must be on land to do that.", Ru: "Из воды крыса слона не побьёт — для этого ей нужно стоять на суше."}},
			},
			Wrong: learn.Text{En: "Nothing was taken. The blue rat on c6 swims too.", Ru: "Никто не побит. Синяя крыса на c6 тоже в воде."},
		}},
	},
	{
		ID:    "leap",
		Title: learn.Text{En: "Lion and tiger leaps", Ru: "Прыжки льва и тигра"},
		Steps: []learn.Step{{
			Pos: jpos(0, "Ld5", "da5", "wg8", "Ca2"),
			Teach: learn.Text{En: "The lion and the tiger cannot swim, but from the bank they leap straight across the river to the first land square — and may take what stands there.",
				Ru: "Лев и тигр не плавают, но с берега перепрыгивают реку по прямой на первую клетку суши — и могут побить того, кто там стоит."},
			Task:  learn.Text{En: "Leap across the river and take the dog.", Ru: "Перепрыгните реку и побейте собаку."},
			Goal:  both(leaps, captures),
			Claim: moveIs("d5a5"),
			Done:  learn.Text{En: "One leap over the whole river, and a capture on landing.", Ru: "Один прыжок через всю реку и взятие при приземлении."},
			Wrong: learn.Text{En: "The dog is on a5, across the river to the left: leap there.", Ru: "Собака на a5, за рекой слева: прыгайте туда."},
		}, {
			Pos: jpos(0, "Td5", "rc5", "da5", "cg5", "Ca2", "wg9"),
			Teach: learn.Text{En: "A rat in the water blocks a leap: any rat, of either side, on the squares the leaper flies over.",
				Ru: "Крыса в воде мешает прыжку: любая крыса, своя или чужая, на клетках, над которыми летит зверь."},
			Task:  learn.Text{En: "Take a blue piece with a leap.", Ru: "Побейте синюю фигуру прыжком."},
			Goal:  both(leaps, captures),
			Claim: moveIs("d5g5"),
			Done:  learn.Text{En: "The way to the right is clear, so the tiger leaps and takes the cat.", Ru: "Путь вправо свободен: тигр прыгает и бьёт кошку."},
			Hints: []learn.Hint{
				{Illegal: true, When: to("a5"), Say: learn.Text{En: "The blue rat on c5 is in the way: a swimmer blocks the leap.", Ru: "Синяя крыса на c5 мешает: пловец перекрывает прыжок."}},
			},
			Wrong: learn.Text{En: "No capture. Which way across the river is free of rats?", Ru: "Никто не побит. В какую сторону река свободна от крыс?"},
		}, {
			Pos: jpos(0, "Lb3", "Rb5", "wb7", "eg9"),
			Teach: learn.Text{En: "Your own rat blocks your leaps as much as an enemy one.",
				Ru: "Своя крыса мешает прыжку так же, как чужая."},
			Task: learn.Text{En: "Move your rat out of the lion's way across the river.", Ru: "Уберите свою крысу с пути льва через реку."},
			Goal: func(t learn.Try) bool { return from("b5")(t) && !to("b4", "b6")(t) },
			Done: learn.Text{En: "The path b4–b6 is clear: next turn the lion may leap to b7.", Ru: "Путь b4–b6 свободен: следующим ходом лев прыгнет на b7."},
			Hints: []learn.Hint{
				{Illegal: true, When: moveIs("b3b7"), Say: learn.Text{En: "Your own rat on b5 blocks the leap.", Ru: "Ваша же крыса на b5 перекрывает прыжок."}},
				{When: to("b4", "b6"), Say: learn.Text{En: "The rat is still over the lion's path (b4 to b6).", Ru: "Крыса всё ещё на пути льва (от b4 до b6)."}},
			},
			Wrong: learn.Text{En: "The rat on b5 still blocks the leap: move it aside.", Ru: "Крыса на b5 всё ещё мешает прыжку: отведите её в сторону."},
		}},
	},
	{
		ID:    "traps",
		Title: learn.Text{En: "Traps", Ru: "Ловушки"},
		Steps: []learn.Step{{
			Pos: jpos(0, "Cc2", "ld2", "Rg3", "tg9"),
			Teach: learn.Text{En: "Three traps guard each den. An enemy standing in your trap loses its strength: any of your pieces may take it.",
				Ru: "Каждое логово сторожат три ловушки. Враг в вашей ловушке теряет силу: его может побить любая ваша фигура."},
			Task:  learn.Text{En: "The lion stands in your trap. Take it with the cat.", Ru: "Лев стоит в вашей ловушке. Побейте его кошкой."},
			Goal:  captures,
			Done:  learn.Text{En: "In your trap even a lion counts for nothing, and the cat takes it.", Ru: "В вашей ловушке даже лев ничего не стоит — и кошка его бьёт."},
			Wrong: learn.Text{En: "The lion is still next to your den. Take it while it is trapped.", Ru: "Лев всё ещё рядом с логовом. Бейте, пока он в ловушке."},
		}, {
			Pos: jpos(0, "Wd7", "td8", "cc7", "Ra2", "eg9"),
			Teach: learn.Text{En: "A trap weakens only the other side's pieces. In its own trap a piece keeps its full rank.",
				Ru: "Ловушка ослабляет только чужие фигуры. В своей ловушке фигура сохраняет полную силу."},
			Task:  learn.Text{En: "Take a blue piece with your wolf.", Ru: "Побейте синюю фигуру волком."},
			Goal:  captures,
			Claim: moveIs("d7c7"),
			Done:  learn.Text{En: "The cat was the one to take: the tiger is safe in its own trap.", Ru: "Бить надо было кошку: тигр в своей ловушке в безопасности."},
			Hints: []learn.Hint{
				{Illegal: true, When: to("d8"), Say: learn.Text{En: "d8 is Blue's own trap: there the tiger keeps its rank 6.", Ru: "d8 — ловушка самих синих: там тигр сохраняет силу 6."}},
			},
			Wrong: learn.Text{En: "Nothing was taken. Which blue piece is weaker than your wolf?", Ru: "Никто не побит. Какая синяя фигура слабее волка?"},
		}},
	},
	{
		ID:    "dens",
		Title: learn.Text{En: "Dens", Ru: "Логова"},
		Steps: []learn.Step{{
			Pos: jpos(0, "Pc9", "wg8", "eg9", "Ca2"),
			Teach: learn.Text{En: "Walk any piece into the enemy's den and you win at once.",
				Ru: "Войдите любой фигурой в логово противника — и вы сразу побеждаете."},
			Task: learn.Text{En: "Win: enter the blue den.", Ru: "Победите: войдите в синее логово."},
			Goal: func(t learn.Try) bool {
				o := t.After.Outcome()
				return o.Status == engine.Win && o.Reason == "den"
			},
			Done:  learn.Text{En: "The leopard is in the den: Red wins.", Ru: "Леопард в логове — красные победили."},
			Wrong: learn.Text{En: "The blue den is d9, right beside your leopard.", Ru: "Синее логово — d9, прямо рядом с леопардом."},
		}, {
			Pos: jpos(0, "Wc1", "rb1", "Dg3", "eg9"),
			Teach: learn.Text{En: "Your own den is closed to your own pieces: guard it from the squares around it.",
				Ru: "В своё логово своим фигурам входить нельзя: охраняйте его с соседних клеток."},
			Task:  learn.Text{En: "The blue rat creeps towards your den. Take it.", Ru: "Синяя крыса подбирается к вашему логову. Побейте её."},
			Goal:  captures,
			Done:  learn.Text{En: "The rat is gone and your den is safe.", Ru: "Крысы больше нет, логово в безопасности."},
			Hints: []learn.Hint{{Illegal: true, When: to("d1"), Say: learn.Text{En: "A piece may never enter its own den.", Ru: "В своё логово входить нельзя."}}},
			Wrong: learn.Text{En: "The rat is still there, on b1.", Ru: "Крыса всё ещё на b1."},
		}},
	},
	{
		ID:    "quiet",
		Title: learn.Text{En: "Sixty quiet moves", Ru: "Шестьдесят тихих ходов"},
		Steps: []learn.Step{{
			Pos: jpos(59, "Dd4", "cd5", "Wa2", "eg9"),
			Teach: learn.Text{En: "After 60 moves in a row without a capture (both sides counted) the game ends in a draw. A capture starts the count again; the plate shows it.",
				Ru: "После 60 ходов подряд без взятий (считаются ходы обеих сторон) партия кончается вничью. Взятие начинает счёт заново; он виден на табличке."},
			Task: learn.Text{En: "59 quiet moves have been played. Keep the game alive.", Ru: "Сыграно 59 тихих ходов. Не дайте партии кончиться."},
			Goal: func(t learn.Try) bool { return !t.After.Outcome().Finished() },
			Done: learn.Text{En: "The capture set the count back to zero.", Ru: "Взятие сбросило счёт на ноль."},
			Missed: func(t learn.Try) bool {
				o := t.After.Outcome()
				return o.Status == engine.Draw && o.Reason == "60-plies"
			},
			Wrong: learn.Text{En: "That quiet move would be the 60th: the game would end drawn. A capture resets the count.", Ru: "Этот тихий ход стал бы 60-м, и партия кончилась бы вничью. Взятие сбрасывает счёт."},
		}},
	},
}
