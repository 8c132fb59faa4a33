package domino

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/learn"
)

// The dominoes lessons: the deal and who starts, tiles that fit one end or
// both, drawing until a tile fits while the last two stay in the
// boneyard, passing only then, and the blocked game counted by pips.
// Black, the person, is to move in each.

// dpos writes a full dominoes position: Black's and White's hands, the
// boneyard in drawing order, the line, the side to move and the passes;
// a "*" in a hand or the boneyard stands for every tile found nowhere
// else, in the set's order.
func dpos(black, white, bone, line string, side string, passes int) string {
	used := map[string]bool{}
	for _, f := range []string{black, white, bone, line} {
		if f == "*" || f == "-" {
			continue
		}
		for _, t := range strings.Split(f, ",") {
			if t != "*" {
				used[canon(t)] = true
			}
		}
	}
	var rest []string
	for _, t := range domino.Set() {
		if s := fmt.Sprintf("%d%d", t.Left(), t.Right()); !used[s] {
			rest = append(rest, s)
		}
	}
	fill := func(f string) string { return strings.Replace(f, "*", strings.Join(rest, ","), 1) }
	return fmt.Sprintf("%s/%s/%s/%s %s %d", fill(black), fill(white), fill(bone), fill(line), side, passes)
}

// canon writes a tile lower half first.
func canon(t string) string {
	if t[0] > t[1] {
		return string([]byte{t[1], t[0]})
	}
	return t
}

// dmove is the dominoes move a try makes.
func dmove(t learn.Try) domino.Move { return domino.MoveOf(t.Action) }

// plays: the try lays a tile; draws: it draws one.
func plays(t learn.Try) bool { return dmove(t).Kind == domino.PlayTile }
func draws(t learn.Try) bool { return dmove(t).Kind == domino.DrawTile }
func passes(t learn.Try) bool {
	return dmove(t).Kind == domino.PassTurn
}

// ends are the open ends after the try.
func ends(t learn.Try) (int, int) {
	l, r, _ := t.After.(domino.Position).Ends()
	return l, r
}

var lessons = []learn.Lesson{
	{
		ID:    "deal",
		Title: learn.Text{En: "The deal and the first tile", Ru: "Раздача и первый ход"},
		Steps: []learn.Step{{
			Pos: dpos("01,13,24,05,22,46,15", "00,02,03,04,06,11,12", "*", "-", "b", 0),
			Teach: learn.Text{En: "Each player gets seven tiles; the other fourteen lie face down in the boneyard. Black always begins, and on the empty table any tile may go first.",
				Ru: "Каждому достаётся по семь костей, остальные четырнадцать лежат рубашкой вверх в базаре. Начинают всегда чёрные, и на пустой стол можно положить любую кость."},
			Task: learn.Text{En: "Start with your heaviest tile, the one with the most pips.", Ru: "Начните с самой тяжёлой кости — той, где больше всего очков."},
			Goal: func(t learn.Try) bool {
				best := 0
				for _, x := range t.Before.(domino.Position).Hand(engine.First) {
					best = max(best, x.Pips())
				}
				return dmove(t).Tile.Pips() == best
			},
			Done:  learn.Text{En: "4-6 is down. Heavy tiles first: if the game blocks, the pips left in your hand count against you.", Ru: "4-6 на столе. Тяжёлые кости — первыми: если партия встанет, очки в руке считаются против вас."},
			Wrong: learn.Text{En: "Any tile may start, but 4-6 carries more pips.", Ru: "Начать можно любой костью, но на 4-6 очков больше."},
		}},
	},
	{
		ID:    "fits",
		Title: learn.Text{En: "Which tiles fit", Ru: "Какие кости подходят"},
		Steps: []learn.Step{{
			Pos: dpos("14,03,25,11,35,13", "00,01,02,04,05,06", "*", "24,46", "b", 0),
			Teach: learn.Text{En: "A tile goes at either end of the line, and one of its halves must match that end's number. The ends here are 2 and 6.",
				Ru: "Кость кладут к одному из концов цепочки, и одна её половина должна совпасть с числом на этом конце. Здесь концы — 2 и 6."},
			Task: learn.Text{En: "Play the tile that fits.", Ru: "Сыграйте подходящей костью."},
			Goal: plays,
			Done: learn.Text{En: "2-5 matches the 2: now the ends are 5 and 6.", Ru: "2-5 сошлась с двойкой: теперь на концах 5 и 6."},
			Hints: []learn.Hint{{Illegal: true, When: func(t learn.Try) bool { return plays(t) && !dmove(t).Tile.Has(2) && !dmove(t).Tile.Has(6) },
				Say: learn.Text{En: "That tile has neither a 2 nor a 6, so it fits no end.", Ru: "На этой кости нет ни двойки, ни шестёрки — она никуда не подходит."}}},
		}, {
			Pos: dpos("26,14,03,11,35,13", "00,01,02,04,05,06", "*", "24,46", "b", 0),
			Teach: learn.Text{En: "A tile that matches both ends may go at either: you choose. Tap the tile, then the end.",
				Ru: "Кость, подходящую к обоим концам, можно положить к любому — выбираете вы. Нажмите на кость, затем на конец."},
			Task: learn.Text{En: "Lay 2-6 so that both open ends show 2.", Ru: "Положите 2-6 так, чтобы на обоих концах оказались двойки."},
			Goal: func(t learn.Try) bool { l, r := ends(t); return plays(t) && l == 2 && r == 2 },
			Done: learn.Text{En: "Its 6 joined the 6 end, and its 2 is the new end: 2 and 2.", Ru: "Шестёрка примкнула к шестёрке, а двойка стала новым концом: 2 и 2."},
			Wrong: learn.Text{En: "On the 2 end its 6 points outwards, and the ends are 6 and 6. Try the other end.",
				Ru: "У двойки наружу смотрит шестёрка, и на концах 6 и 6. Попробуйте другой конец."},
		}},
	},
	{
		ID:    "draw",
		Title: learn.Text{En: "Drawing from the boneyard", Ru: "Добор из базара"},
		Steps: []learn.Step{{
			Pos: dpos("14,03,11,35,13,01", "00,04,05,15,33,34", "44,45,56,*", "24,46", "b", 0),
			Teach: learn.Text{En: "With no tile that fits you must draw, one at a time, and keep your turn until a drawn tile fits — then you must play.",
				Ru: "Если подходящей кости нет, берите из базара по одной, не теряя хода, пока не придёт подходящая, — и тогда нужно сыграть."},
			Task:  learn.Text{En: "Nothing fits. Draw until a tile fits, then play it.", Ru: "Ничего не подходит. Добирайте, пока не придёт подходящая, и сыграйте ею."},
			Goal:  plays,
			Along: draws,
			Done:  learn.Text{En: "The third tile, 5-6, fitted the 6 end.", Ru: "Третья кость, 5-6, подошла к шестёрке."},
			Hints: []learn.Hint{
				{Illegal: true, When: passes, Say: learn.Text{En: "You may not pass while more than two tiles are left in the boneyard: draw.", Ru: "Пасовать нельзя, пока в базаре больше двух костей: добирайте."}},
				{Illegal: true, When: plays, Say: learn.Text{En: "That tile has neither a 2 nor a 6: draw a new one.", Ru: "На этой кости нет ни двойки, ни шестёрки: возьмите новую."}},
			},
		}},
	},
	{
		ID:    "pass",
		Title: learn.Text{En: "Passing", Ru: "Пас"},
		Steps: []learn.Step{{
			Pos: dpos("01,03,04,05,11,13,14,15,33,34,35,44,45", "*", "00,55", "24,46", "b", 0),
			Teach: learn.Text{En: "The last two tiles of the boneyard are never drawn. Only when nothing fits and just two are left may you pass — and then you must.",
				Ru: "Две последние кости базара не берут никогда. Только когда ничего не подходит и в базаре их осталось две, можно пасовать — и тогда нужно."},
			Task:  learn.Text{En: "Nothing fits and two tiles are left. Pass.", Ru: "Ничего не подходит, в базаре две кости. Пасуйте."},
			Goal:  passes,
			Done:  learn.Text{En: "You passed; White plays on.", Ru: "Вы спасовали, ходят белые."},
			Hints: []learn.Hint{{Illegal: true, When: draws, Say: learn.Text{En: "The last two tiles stay in the boneyard: you cannot draw them.", Ru: "Последние две кости остаются в базаре: их не берут."}}},
		}},
	},
	{
		ID:    "blocked",
		Title: learn.Text{En: "A blocked game", Ru: "Рыба"},
		Steps: []learn.Step{{
			Pos: dpos("00,11,02,12,03,13", "*", "26,56", "66,60,01,16,63,34,46", "b", 1),
			Teach: learn.Text{En: "When both players pass one after the other, the game is blocked. Then the pips left in each hand are added up: the lower total wins, equal totals draw.",
				Ru: "Если оба игрока пасуют друг за другом, партия встала («рыба»). Тогда считают очки на костях в руках: у кого меньше, тот выиграл, поровну — ничья."},
			Task: learn.Text{En: "White has passed. Nothing fits for you either: pass.", Ru: "Белые спасовали. У вас тоже ничего не подходит: пасуйте."},
			Goal: passes,
			Claim: func(t learn.Try) bool {
				o, p := t.After.Outcome(), t.After.(domino.Position)
				return o.Status == engine.Win && o.Winner == engine.First && o.Reason == domino.ReasonBlocked &&
					p.PipTotal(engine.First) == 14 && p.PipTotal(engine.Second) == 83
			},
			Done:  learn.Text{En: "Blocked! You hold 14 pips, White 83: the lower total wins — you do.", Ru: "Рыба! У вас 14 очков, у белых 83: меньше — значит, вы выиграли."},
			Hints: []learn.Hint{{Illegal: true, When: draws, Say: learn.Text{En: "The last two tiles stay in the boneyard: you cannot draw them.", Ru: "Последние две кости остаются в базаре: их не берут."}}},
		}},
	},
}
