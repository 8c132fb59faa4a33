package puzzle

// The Jungle puzzles. Each position was found by the generator in
// jungle_gen_test.go (bot games searched for a single winning move) or set
// up by hand to show a rule; each answer is proved by proveJungle
// (jungle_prove.go) every time the tests run. The texts are the project's.

func init() {
	sets["jungle"] = jungleSet
	provers["jungle"] = proveJungle
}

// jp builds a Jungle puzzle: the side to move wins within moves of its own
// moves, the answer's first move being the only way.
func jp(id string, kind Kind, pos string, moves int, answer []string, q, e Text) Puzzle {
	return Puzzle{ID: id, Game: "jungle", Kind: kind, Position: pos, Answer: answer, Question: q, Explain: e, Proof: Proof{Moves: moves}}
}

var jungleSet = []Puzzle{
	jp("jungle-01", Rules, "7/7/7/7/7/7/7/eL5/R6 r 0", 1, []string{"a1a2"},
		Text{
			En: "Blue has only its elephant left. End the game with this move.",
			Ru: "У синих остался один слон. Закончите партию этим ходом.",
		},
		Text{
			En: "The rat takes the elephant: the one exception to the order of ranks. The lion on b2 is strong, but the elephant outranks it, so b2a2 is no capture at all. With its last animal gone, Blue loses.",
			Ru: "Крыса бьёт слона — единственное исключение из старшинства. Лев на b2 силён, но слон старше его, поэтому b2a2 взятием не будет. Потеряв последнего зверя, синие проигрывают.",
		}),
	jp("jungle-02", Rules, "7/7/5Cr/6E/7/7/7/7/7 r 0", 1, []string{"f7g7"},
		Text{
			En: "Blue's rat on g7 is its last animal. Which of your two animals can take it?",
			Ru: "Крыса синих на g7 — их последний зверь. Какой из двух ваших зверей может её взять?",
		},
		Text{
			En: "The cat: any animal may take a rat, except the elephant, which may never capture a rat outside a trap. g6g7 is not a legal move, while f7g7 takes the last blue animal and wins.",
			Ru: "Кошка: крысу может взять любой зверь, кроме слона — слон не бьёт крысу нигде, кроме ловушки. Ход g6g7 невозможен, а f7g7 забирает последнего синего зверя и выигрывает.",
		}),
	jp("jungle-03", Rules, "7/7/7/7/7/7/7/2Rl3/1T5 r 0", 1, []string{"c2d2"},
		Text{
			En: "Blue's lion has stepped into your trap on d2, next to your den. It is Blue's only animal. What do you play?",
			Ru: "Лев синих встал в вашу ловушку d2, рядом с вашим логовом. Других зверей у синих нет. Ваш ход?",
		},
		Text{
			En: "Inside your trap the lion counts as rank 0, so even the rat may take it — and that is Blue's last animal. Any other move lets the lion walk into your den on d1 next turn.",
			Ru: "В вашей ловушке лев считается зверем нулевого ранга, и его может взять даже крыса — а это последний зверь синих. Любой другой ход, и лев следующим ходом войдёт в ваше логово d1.",
		}),
	jp("jungle-04", Rules, "7/7/7/L1Rd2T/7/7/7/7/7 r 0", 1, []string{"g6d6"},
		Text{
			En: "Blue's dog on d6 is its last animal. Your lion and your tiger both stand at the river. Which leap takes the dog?",
			Ru: "Собака синих на d6 — их последний зверь. И лев, и тигр стоят у реки. Чей прыжок возьмёт собаку?",
		},
		Text{
			En: "A leap needs every water square on its way free of rats — of either side. Your own rat on c6 bars the lion's way from a6; the tiger flies over e6 and f6, which are empty, and takes the dog.",
			Ru: "Прыжок возможен, только если на пути над водой нет ни одной крысы, своей или чужой. Ваша же крыса на c6 закрывает дорогу льву с a6, а тигр перелетает пустые e6 и f6 и берёт собаку.",
		}),
	jp("jungle-05", Rules, "7/7/7/7/rR5/D6/7/7/7 r 0", 1, []string{"a4a5"},
		Text{
			En: "Blue's rat on a5 is its last animal, and your rat swims right beside it. Who can take it?",
			Ru: "Крыса синих на a5 — их последний зверь, и ваша крыса плавает прямо рядом. Кто может её взять?",
		},
		Text{
			En: "An animal in the river and one on land never capture each other, so your rat on b5 cannot take a rat standing on a5. The dog on a4 is on land beside it and outranks a rat: a4a5 wins.",
			Ru: "Зверь в реке и зверь на суше не бьют друг друга, поэтому ваша крыса с b5 не возьмёт крысу на a5. А собака на a4 стоит на суше рядом и старше крысы: a4a5 выигрывает.",
		}),
	jp("jungle-06", Rules, "l3c1t/2Pd3/r6/6R/3D3/7/E6/1C3W1/T5L r 58", 2, []string{"c8d8", "a7a8", "d8d9"},
		Text{
			En: "58 half-moves have passed without a capture. Your leopard on c8 is close to the den. How do you win before the game is drawn?",
			Ru: "Уже 58 полуходов подряд никто никого не брал. Ваш леопард на c8 близко к логову. Как выиграть, пока партия не закончилась ничьей?",
		},
		Text{
			En: "Take the dog: c8d8 sets the count back to zero, no blue animal can reach d8, and the leopard enters the den next move. The quiet c8c9 also comes next to the den, but Blue's reply is then the 60th half-move without a capture and the game ends in a draw.",
			Ru: "Возьмите собаку: c8d8 обнуляет счёт, до d8 не дотянется ни один синий зверь, и следующим ходом леопард входит в логово. Тихий ход c8c9 тоже подводит к логову, но тогда ответ синих станет 60-м полуходом без взятий, и партия закончится вничью.",
		}),
}
