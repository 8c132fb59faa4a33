package jungle

import "github.com/plyyard/plyyard/puzzle"

// The Jungle puzzles. Each position was found by the generator in
// jungle_gen_test.go (bot games searched for a single winning move) or set
// up by hand to show a rule; each answer is proved by prove
// (jungle_prove.go) every time the tests run. The texts are the project's.

// jp builds a Jungle puzzle: the side to move wins within moves of its own
// moves, the answer's first move being the only way.
func jp(id string, kind puzzle.Kind, pos string, moves int, answer []string, q, e puzzle.Text) puzzle.Puzzle {
	return puzzle.Puzzle{ID: id, Game: "jungle", Kind: kind, Position: pos, Answer: answer, Question: q, Explain: e, Proof: puzzle.Proof{Moves: moves}}
}

var puzzles = []puzzle.Puzzle{
	jp("jungle-01", puzzle.Rules, "7/7/7/7/7/7/7/eL5/R6 r 0", 1, []string{"a1a2"},
		puzzle.Text{
			En: "Blue has only its elephant left. End the game with this move.",
			Ru: "У синих остался один слон. Закончите партию этим ходом.",
		},
		puzzle.Text{
			En: "The rat takes the elephant: the one exception to the order of ranks. The lion on b2 is strong, but the elephant outranks it, so b2a2 is no capture at all. With its last animal gone, Blue loses.",
			Ru: "Крыса бьёт слона — единственное исключение из старшинства. Лев на b2 силён, но слон старше его, поэтому b2a2 взятием не будет. Потеряв последнего зверя, синие проигрывают.",
		}),
	jp("jungle-02", puzzle.Rules, "7/7/5Cr/6E/7/7/7/7/7 r 0", 1, []string{"f7g7"},
		puzzle.Text{
			En: "Blue's rat on g7 is its last animal. Which of your two animals can take it?",
			Ru: "Крыса синих на g7 — их последний зверь. Какой из двух ваших зверей может её взять?",
		},
		puzzle.Text{
			En: "The cat: any animal may take a rat, except the elephant, which may never capture a rat outside a trap. g6g7 is not a legal move, while f7g7 takes the last blue animal and wins.",
			Ru: "Кошка: крысу может взять любой зверь, кроме слона — слон не бьёт крысу нигде, кроме ловушки. Ход g6g7 невозможен, а f7g7 забирает последнего синего зверя и выигрывает.",
		}),
	jp("jungle-03", puzzle.Rules, "7/7/7/7/7/7/7/2Rl3/1T5 r 0", 1, []string{"c2d2"},
		puzzle.Text{
			En: "Blue's lion has stepped into your trap on d2, next to your den. It is Blue's only animal. What do you play?",
			Ru: "Лев синих встал в вашу ловушку d2, рядом с вашим логовом. Других зверей у синих нет. Ваш ход?",
		},
		puzzle.Text{
			En: "Inside your trap the lion counts as rank 0, so even the rat may take it — and that is Blue's last animal. Any other move lets the lion walk into your den on d1 next turn.",
			Ru: "В вашей ловушке лев считается зверем нулевого ранга, и его может взять даже крыса — а это последний зверь синих. Любой другой ход, и лев следующим ходом войдёт в ваше логово d1.",
		}),
	jp("jungle-04", puzzle.Rules, "7/7/7/L1Rd2T/7/7/7/7/7 r 0", 1, []string{"g6d6"},
		puzzle.Text{
			En: "Blue's dog on d6 is its last animal. Your lion and your tiger both stand at the river. Which leap takes the dog?",
			Ru: "Собака синих на d6 — их последний зверь. И лев, и тигр стоят у реки. Чей прыжок возьмёт собаку?",
		},
		puzzle.Text{
			En: "A leap needs every water square on its way free of rats — of either side. Your own rat on c6 bars the lion's way from a6; the tiger flies over e6 and f6, which are empty, and takes the dog.",
			Ru: "Прыжок возможен, только если на пути над водой нет ни одной крысы, своей или чужой. Ваша же крыса на c6 закрывает дорогу льву с a6, а тигр перелетает пустые e6 и f6 и берёт собаку.",
		}),
	jp("jungle-05", puzzle.Rules, "7/7/7/7/rR5/D6/7/7/7 r 0", 1, []string{"a4a5"},
		puzzle.Text{
			En: "Blue's rat on a5 is its last animal, and your rat swims right beside it. Who can take it?",
			Ru: "Крыса синих на a5 — их последний зверь, и ваша крыса плавает прямо рядом. Кто может её взять?",
		},
		puzzle.Text{
			En: "An animal in the river and one on land never capture each other, so your rat on b5 cannot take a rat standing on a5. The dog on a4 is on land beside it and outranks a rat: a4a5 wins.",
			Ru: "Зверь в реке и зверь на суше не бьют друг друга, поэтому ваша крыса с b5 не возьмёт крысу на a5. А собака на a4 стоит на суше рядом и старше крысы: a4a5 выигрывает.",
		}),
	jp("jungle-06", puzzle.Rules, "l3c1t/2Pd3/r6/6R/3D3/7/E6/1C3W1/T5L r 58", 2, []string{"c8d8", "a7a8", "d8d9"},
		puzzle.Text{
			En: "58 half-moves have passed without a capture. Your leopard on c8 is close to the den. How do you win before the game is drawn?",
			Ru: "Уже 58 полуходов подряд никто никого не брал. Ваш леопард на c8 близко к логову. Как выиграть, пока партия не закончилась ничьей?",
		},
		puzzle.Text{
			En: "Take the dog: c8d8 sets the count back to zero, no blue animal can reach d8, and the leopard enters the den next move. The quiet c8c9 also comes next to the den, but Blue's reply is then the 60th half-move without a capture and the game ends in a draw.",
			Ru: "Возьмите собаку: c8d8 обнуляет счёт, до d8 не дотянется ни один синий зверь, и следующим ходом леопард входит в логово. Тихий ход c8c9 тоже подводит к логову, но тогда ответ синих станет 60-м полуходом без взятий, и партия закончится вничью.",
		}),
	jp("jungle-07", puzzle.Rules, "7/2pc3/4L2/3C3/7/w6/1E5/1T2W2/7 r 1", 3, []string{"e7e8", "d8d7", "e8e9", "d7d8", "e9d9"},
		puzzle.Text{
			En: "Your lion on e7 is near the blue den. Which step leads it in by force?",
			Ru: "Ваш лев на e7 недалеко от логова синих. Какой шаг наверняка приведёт его туда?",
		},
		puzzle.Text{
			En: "Go to e8, beside the trap e9. In a trap the lion counts for nothing, but only an animal on f9 could take it there, and no blue animal can reach f9 in time; e9 and then the den follow. e7d7 heads for d8 instead, and on d8 the leopard on c8 would take the weakened lion.",
			Ru: "Идите на e8, рядом с ловушкой e9. В ловушке лев ничего не стоит, но взять его там может только зверь с f9, а ни один синий зверь туда не успеет; дальше e9 и логово. Ход e7d7 ведёт к d8, а там ослабленного льва возьмёт леопард с c8.",
		}),
	jp("jungle-08", puzzle.Rules, "6t/1w3c1/5e1/7/7/2rp3/2C3R/2l1P2/2T4 b 3", 2, []string{"c2c1", "g3g4", "c1d1"},
		puzzle.Text{
			En: "You play Blue. Your lion on c2 stands by the red den. Win in two moves.",
			Ru: "Вы играете синими. Ваш лев на c2 стоит у красного логова. Выиграйте в два хода.",
		},
		puzzle.Text{
			En: "Take the tiger on c1: in its own trap it keeps its rank, and the lion outranks it. Now the lion stands in a red trap, where any animal could take it — but no red animal is next to c1, and the den comes next. c2d2 steps into the trap beside the leopard on e2, which takes it; c2c3, taking the cat, walks away from the den.",
			Ru: "Возьмите тигра на c1: в своей ловушке он сохраняет силу, но лев старше. Теперь лев сам стоит в красной ловушке, где его взял бы любой зверь, — однако рядом с c1 нет ни одного красного, и следующим ходом лев входит в логово. Ход c2d2 ставит льва в ловушку рядом с леопардом на e2, и тот его берёт; взятие кошки c2c3 уводит от логова.",
		}),
	jp("jungle-09", puzzle.Rules, "2w3t/1lT1ce1/3D3/4R2/3P3/2rW3/2CE3/7/5L1 r 1", 2, []string{"c8c9", "c4c5", "c9d9"},
		puzzle.Text{
			En: "Your tiger on c8 is one step from two traps by the den. Win in two moves.",
			Ru: "Ваш тигр на c8 в шаге от двух ловушек у логова. Выиграйте в два хода.",
		},
		puzzle.Text{
			En: "Take the wolf on c9. The tiger then stands in a trap and counts for nothing, but no blue animal touches c9 — the lion on b8 is diagonal to it — so the tiger enters the den next. c8d8 looks just as close, yet on d8 the cat on e8 takes the weakened tiger.",
			Ru: "Возьмите волка на c9. Тигр окажется в ловушке и потеряет силу, но к c9 не примыкает ни один синий зверь — лев на b8 стоит по диагонали, — и следующим ходом тигр входит в логово. Ход c8d8 кажется таким же близким, но на d8 ослабленного тигра возьмёт кошка с e8.",
		}),
	jp("jungle-10", puzzle.Rules, "2l2L1/w1pe3/2d1c2/r2P3/3W3/7/1E5/1C5/T6 r 0", 2, []string{"f9e9", "a6a7", "e9d9"},
		puzzle.Text{
			En: "Your lion stands on f9, two squares from the den. Is the trap on e9 a danger?",
			Ru: "Ваш лев стоит на f9, в двух клетках от логова. Опасна ли ловушка e9?",
		},
		puzzle.Text{
			En: "Step into the trap: f9e9. A trap is dangerous only when an enemy stands next to it, and e9 touches just e8, f9 and the den — no blue animal is on them, and none can take the lion in one move. Next move it enters the den.",
			Ru: "Смело входите в ловушку: f9e9. Ловушка опасна, только если рядом стоит враг, а у e9 соседи лишь e8, f9 и логово — синих там нет, и взять льва одним ходом некому. Следующим ходом он входит в логово.",
		}),
	jp("jungle-11", puzzle.Rules, "1l4t/2w1D2/rp5/4R2/7/7/E2P3/1C3W1/T5L r 7", 2, []string{"e8e9", "a7a8", "e9d9"},
		puzzle.Text{
			En: "Your dog on e8 is next to two traps by the den, d8 and e9. Which one?",
			Ru: "Ваша собака на e8 рядом с двумя ловушками у логова, d8 и e9. Какую выбрать?",
		},
		puzzle.Text{
			En: "e9. In either trap the dog is worth nothing, so the question is who stands beside it: the wolf on c8 touches d8 and would take the dog there, while e9 touches only e8, f9 and the den, and the tiger on g9 cannot take on e9 from where it is. From e9 the dog enters the den.",
			Ru: "e9. В любой ловушке собака ничего не стоит, поэтому важно, кто рядом: волк на c8 примыкает к d8 и взял бы собаку там, а у e9 соседи лишь e8, f9 и логово — тигр с g9 оттуда на e9 не бьёт. С e9 собака входит в логово.",
		}),
	jp("jungle-12", puzzle.Rules, "l1w1ct1/3r2d/3Re2/7/3P3/7/E6/1C3W1/T5L r 7", 2, []string{"d7d8", "e9e8", "d8d9"},
		puzzle.Text{
			En: "Your rat on d7 faces the blue rat on d8 and the blue elephant on e7. What does it take?",
			Ru: "Ваша крыса на d7 стоит перед синей крысой на d8 и синим слоном на e7. Кого ей брать?",
		},
		puzzle.Text{
			En: "The rat: a rat on land may take a rat on land, and d7d8 puts yours next to the den. No blue animal touches d8 — the wolf on c9, the cat on e9 and the elephant on e7 all stand diagonally — so the den comes next. Taking the elephant (d7e7) is legal and tempting, but it leaves the blue rat between you and the den.",
			Ru: "Крысу: крыса на суше может взять крысу на суше, и d7d8 ставит вашу рядом с логовом. К d8 не примыкает ни один синий зверь — волк на c9, кошка на e9 и слон на e7 стоят по диагонали, — так что дальше логово. Взять слона (d7e7) можно и заманчиво, но тогда синяя крыса останется между вами и логовом.",
		}),
	jp("jungle-13", puzzle.Compare, "1l5/1E2ct1/4d2/3PR1e/1r5/7/2CW3/7/T5L r 1", 3, []string{"b8b9", "b5b6", "b9c9", "b6b7", "c9d9"},
		puzzle.Text{
			En: "Your elephant on b8 is close to the den. Step towards it with b8c8, or something else?",
			Ru: "Ваш слон на b8 близко к логову. Шагнуть к нему через b8c8 или иначе?",
		},
		puzzle.Text{
			En: "Take the lion on b9. From there the elephant goes to c9 and into the den, and in between no blue animal can reach b9 or c8, the only squares from which c9 can be attacked. After b8c8 both traps in front of the den are guarded: the lion on b9 watches c9 and the cat on e8 watches d8, and the elephant, weak in a trap, would be taken in either.",
			Ru: "Возьмите льва на b9. Оттуда слон пойдёт на c9 и в логово, и за это время ни один синий зверь не успеет на b9 или c8 — только оттуда можно ударить по c9. После b8c8 обе ловушки перед логовом под охраной: лев на b9 стережёт c9, кошка на e8 — d8, и ослабленного слона возьмут в любой из них.",
		}),
	jp("jungle-14", puzzle.Compare, "1lw4/3p1Le/7/3PR2/7/3W3/1E1C3/7/T6 r 3", 3, []string{"f8e8", "c9c8", "e8e9", "c8c9", "e9d9"},
		puzzle.Text{
			En: "The blue elephant on g8 attacks your lion on f8. Where should the lion go?",
			Ru: "Синий слон на g8 нападает на вашего льва на f8. Куда уйти льву?",
		},
		puzzle.Text{
			En: "To e8. There the elephant cannot reach it and the leopard beside it is weaker; next the lion steps into the trap e9 and then the den, and no blue animal can be on f9 or e8 in time to take it in the trap. f8f9 also heads for the den, but d8e8 then puts the leopard next to e9, and it would take the weakened lion there.",
			Ru: "На e8. Туда слон не достаёт, а леопард рядом слабее; дальше лев шагает в ловушку e9 и в логово, и ни один синий зверь не успеет встать на f9 или e8, чтобы взять его в ловушке. Ход f8f9 тоже ведёт к логову, но тогда d8e8 ставит леопарда рядом с e9, и он возьмёт там ослабленного льва.",
		}),
	jp("jungle-15", puzzle.Compare, "6R/l1wpt2/2T1cd1/E2D3/3P3/3W3/3C3/7/6L r 3", 3, []string{"c7c8", "e7d7", "c8c9", "d7c7", "c9d9"},
		puzzle.Text{
			En: "Your tiger on c7 can take the wolf on c8 or go after the leopard on d8. Which leads to the den?",
			Ru: "Ваш тигр на c7 может взять волка на c8 или нацелиться на леопарда на d8. Что ведёт к логову?",
		},
		puzzle.Text{
			En: "Take the wolf: c7c8. It was the guard of c9, and now the tiger enters that trap and then the den, while the lion on a8 needs two moves to come next to c9. Going for the leopard (c7d7, then taking on d8) fails: a tiger that takes on d8 stands in a trap beside the blue tiger on e8, which takes it back.",
			Ru: "Возьмите волка: c7c8. Он охранял c9, и теперь тигр входит в эту ловушку, а затем в логово, а льву с a8 нужно два хода, чтобы встать рядом с c9. Охота на леопарда (c7d7 и взятие на d8) не выходит: тигр, взявший на d8, стоит в ловушке рядом с синим тигром на e8, и тот его берёт.",
		}),
	jp("jungle-16", puzzle.Compare, "6t/3w1d1/2Tp3/4R1c/3l2e/3P3/3EC2/3WL2/7 r 3", 3, []string{"c7c8", "g6g7", "c8c9", "g7g8", "c9d9"},
		puzzle.Text{
			En: "Your tiger can take the leopard on d7. Should it?",
			Ru: "Ваш тигр может взять леопарда на d7. Стоит ли?",
		},
		puzzle.Text{
			En: "No: c7c8 wins. From c8 the tiger reaches the trap c9, and no blue animal can get next to c9 — nobody can reach b9 — so c9 and then the den follow. After c7d7 the dog steps to e8 and guards d8, and the tiger is again two moves from c9 with no forced way in.",
			Ru: "Нет: выигрывает c7c8. С c8 тигр попадает в ловушку c9, и ни один синий зверь не встанет рядом с c9 — до b9 никто не дотянется, — так что дальше c9 и логово. После c7d7 собака идёт на e8 и стережёт d8, и тигр снова в двух ходах от c9 без вынужденного пути внутрь.",
		}),
	jp("jungle-17", puzzle.Compare, "7/1Ew4/5c1/3p3/1r5/7/7/3C3/T5L r 0", 3, []string{"b8c8", "d6d7", "c8c9", "b5b6", "c9d9"},
		puzzle.Text{
			En: "Your elephant on b8 can go b8b9 towards the den or take the wolf on c8. Which wins?",
			Ru: "Ваш слон на b8 может пойти b8b9 к логову или взять волка на c8. Что выигрывает?",
		},
		puzzle.Text{
			En: "Take the wolf: b8c8. The elephant then stands next to both traps c9 and d8. Blue can guard d8 with the leopard (d6d7), but nothing can come next to c9, and the rat in the river is far too slow to bite. b8b9 leaves the wolf on c8, right beside c9.",
			Ru: "Возьмите волка: b8c8. Тогда слон стоит рядом с обеими ловушками, c9 и d8. Синие могут прикрыть d8 леопардом (d6d7), но к c9 подойти некому, а крыса в реке слишком далеко, чтобы укусить. Ход b8b9 оставляет волка на c8, прямо рядом с c9.",
		}),
	jp("jungle-18", puzzle.Compare, "7/3t3/2ce3/3w3/7/3P3/2lD3/T1CWRL1/7 b 26", 3, []string{"c3c2", "e2e3", "c2c1", "e3e4", "c1d1"},
		puzzle.Text{
			En: "You play Blue. Your lion on c3 can take the dog on d3 or the cat on c2. Which capture wins?",
			Ru: "Вы играете синими. Ваш лев на c3 может взять собаку на d3 или кошку на c2. Какое взятие выигрывает?",
		},
		puzzle.Text{
			En: "The cat: c3c2. From c2 the lion steps into the trap c1 and then the den, and no red animal can reach b1 in time to take it there. Taking the dog leads only to d2, and there the cat on c2 would take the lion, weak in the trap.",
			Ru: "Кошку: c3c2. С c2 лев шагает в ловушку c1, а затем в логово, и ни один красный зверь не успеет на b1, чтобы взять его там. Взятие собаки ведёт только к d2, а там льва, ослабленного в ловушке, возьмёт кошка с c2.",
		}),
	jp("jungle-19", puzzle.Compare, "El4t/4dc1/1r5/3PR2/7/7/6e/1C1W3/T5L r 1", 3, []string{"a9b9", "b7b8", "b9c9", "b8b9", "c9d9"},
		puzzle.Text{
			En: "Your elephant on a9 stands beside the blue lion, with the blue rat not far. What now?",
			Ru: "Ваш слон на a9 стоит рядом с синим львом, а синяя крыса недалеко. Ваш ход?",
		},
		puzzle.Text{
			En: "Take the lion: a9b9. The rat will chase the elephant — it is the one animal that can take it — but the elephant is a step ahead: c9, then the den. Stepping back with a9a8 lets the rat come beside the elephant with b7b8 and the attack is over.",
			Ru: "Возьмите льва: a9b9. Крыса бросится в погоню — только она может взять слона, — но слон на шаг впереди: c9, а затем логово. Отступление a9a8 позволяет крысе встать рядом со слоном ходом b7b8, и атака кончена.",
		}),
	jp("jungle-20", puzzle.Compare, "l5t/1w3c1/4L2/3e3/3p3/1r1d3/2D2R1/C2P3/T5W r 8", 3, []string{"e7e8", "f8f9", "e8d8", "b4b5", "d8d9"},
		puzzle.Text{
			En: "Your lion on e7 is two steps from the den. Which way?",
			Ru: "Ваш лев на e7 в двух шагах от логова. Какой дорогой?",
		},
		puzzle.Text{
			En: "Go to e8, between the two traps by the den, d8 and e9. Blue can guard only one of them in a move — the cat to f9, or the wolf to c8 or the elephant to d7 — and the lion goes in through the other. e7d7 puts the lion beside the elephant on d6, which takes it.",
			Ru: "Идите на e8, между двумя ловушками у логова, d8 и e9. За один ход синие прикроют только одну — кошкой на f9 или волком на c8, слоном на d7, — и лев войдёт через другую. Ход e7d7 ставит льва рядом со слоном на d6, и тот его берёт.",
		}),
	jp("jungle-21", puzzle.Compare, "r6/2l3t/T3Pc1/5Re/3D3/3E3/3CW2/7/6L r 1", 3, []string{"e7e8", "a9a8", "e8e9", "a8a9", "e9d9"},
		puzzle.Text{
			En: "Your leopard on e7 can take the cat on f7. Is that best?",
			Ru: "Ваш леопард на e7 может взять кошку на f7. Это лучший ход?",
		},
		puzzle.Text{
			En: "No: step to e8. Next the leopard enters the trap e9 and then the den. The lion on c8 guards d8, but an animal can take on e9 only from f9 or e8, and no blue animal gets to f9 in one move. Taking the cat wins material but carries the leopard away from the den.",
			Ru: "Нет: шагните на e8. Дальше леопард входит в ловушку e9, а затем в логово. Лев на c8 стережёт d8, но бить на e9 можно только с f9 или e8, а на f9 за один ход не успеет ни один синий зверь. Взятие кошки даёт материал, но уводит леопарда от логова.",
		}),
	jp("jungle-22", puzzle.Compare, "7/7/2c1t2/7/7/3e3/3lR2/C2W3/6L b 1", 2, []string{"d3d2", "e3e4", "d2d1"},
		puzzle.Text{
			En: "You play Blue. You may take the red rat on e3, with the lion or with the tiger's leap, or take the wolf on d2. Which?",
			Ru: "Вы играете синими. Можно взять красную крысу на e3 — львом или прыжком тигра — или взять волка на d2. Что выбрать?",
		},
		puzzle.Text{
			En: "Take the wolf on d2 and enter the den next. In the trap the lion counts as rank 0, so even the rat could take it — but the rat on e3 is diagonal to d2, and no red animal stands next to it. Taking the rat costs the move the lion needs, and the forced win is gone.",
			Ru: "Возьмите волка на d2 и следующим ходом войдите в логово. В ловушке лев считается нулевым, и его могла бы взять даже крыса, — но крыса на e3 стоит по диагонали от d2, и рядом нет ни одного красного зверя. Взятие крысы стоит льву нужного хода, и вынужденного выигрыша уже нет.",
		}),
	jp("jungle-23", puzzle.Compare, "2l4/1wEct2/2d4/3PR2/1r1D3/3C3/7/5W1/T5L r 3", 2, []string{"c8c9", "b5b6", "c9d9"},
		puzzle.Text{
			En: "Your elephant on c8 can take four animals: the lion, the wolf, the cat or the dog. Which capture wins?",
			Ru: "Ваш слон на c8 может взять четырёх зверей: льва, волка, кошку или собаку. Какое взятие выигрывает?",
		},
		puzzle.Text{
			En: "The lion on c9. The elephant is weak in that trap, yet no blue animal touches c9 — the wolf on b8 is diagonal to it — and the den comes next. On d8 the tiger on e8 would take the weakened elephant; taking the wolf or the dog leads away from the den.",
			Ru: "Льва на c9. В этой ловушке слон ослаблен, но к c9 не примыкает ни один синий зверь — волк на b8 стоит по диагонали, — и дальше логово. На d8 ослабленного слона возьмёт тигр с e8, а взятие волка или собаки уводит от логова.",
		}),
	jp("jungle-24", puzzle.Compare, "l5t/1w5/7/3c3/3d3/2rp3/2CDR2/3We2/1T5 b 1", 2, []string{"e2e1", "e3e4", "e1d1"},
		puzzle.Text{
			En: "You play Blue. The red rat on e3 threatens your elephant on e2. Save it, or take the wolf on d2?",
			Ru: "Вы играете синими. Красная крыса на e3 угрожает вашему слону на e2. Спасать его или брать волка на d2?",
		},
		puzzle.Text{
			En: "Step to e1. In the trap the elephant counts for nothing, but no red animal stands next to e1 — f1 is empty and the rat is two steps away — and the den comes next. Taking the wolf on d2 puts the elephant in a trap beside the dog on d3, which takes it.",
			Ru: "Шагните на e1. В ловушке слон ничего не стоит, но рядом с e1 нет ни одного красного зверя — f1 пуста, а крыса в двух шагах, — и дальше логово. Взятие волка на d2 ставит слона в ловушку рядом с собакой на d3, и та его берёт.",
		}),
	jp("jungle-25", puzzle.Review, "1w5/1P2t2/l6/6R/3D3/7/C6/5W1/T5L r 7", 3, []string{"b8b9", "e8e9", "b9c9", "e9e8", "c9d9"},
		puzzle.Text{
			En: "Your leopard has reached b8. How does it finish the game?",
			Ru: "Ваш леопард добрался до b8. Как ему закончить партию?",
		},
		puzzle.Text{
			En: "Take the wolf on b9: it was the guard of c9. Then c9 and the den: the tiger on e8 needs two moves to stand next to c9. b8c8 lets the tiger come to d8 beside the leopard, while the wolf still guards c9.",
			Ru: "Возьмите волка на b9: он охранял c9. Дальше c9 и логово: тигру с e8 нужно два хода, чтобы встать рядом с c9. После b8c8 тигр подходит на d8 к леопарду, а волк по-прежнему стережёт c9.",
		}),
	jp("jungle-26", puzzle.Review, "2l3t/1r4c/2p1R2/E2P3/3C3/7/7/5W1/T5L r 9", 3, []string{"e7e8", "b8c8", "e8e9", "c8b8", "e9d9"},
		puzzle.Text{
			En: "Your rat on e7 is on land near the den. How does it get in?",
			Ru: "Ваша крыса на e7 на суше у логова. Как ей войти?",
		},
		puzzle.Text{
			En: "e7e8. From e8 the rat touches two traps, e9 and d8, each next to the den, and no blue animal can take it on e8 right away. Blue can guard one trap in a move, not both; and a rat loses nothing by standing in a trap, as it is the weakest anyway. e7d7 walks next to the leopard on c7, which takes it.",
			Ru: "e7e8. С e8 крыса касается двух ловушек, e9 и d8, обе рядом с логовом, и сразу взять её на e8 некому. Синие за ход прикроют одну ловушку, но не обе; а крыса в ловушке ничего не теряет — она и так слабейшая. Ход e7d7 ставит её рядом с леопардом на c7, и тот её берёт.",
		}),
	jp("jungle-27", puzzle.Review, "2l4/5tc/1wp2e1/3PR2/3C3/3E3/2r4/5W1/T5L b 20", 3, []string{"c3c2", "f2e2", "c2c1", "e6e7", "c1d1"},
		puzzle.Text{
			En: "You play Blue. Your rat on c3 has slipped into the red camp. How does it win?",
			Ru: "Вы играете синими. Ваша крыса на c3 пробралась в лагерь красных. Как ей выиграть?",
		},
		puzzle.Text{
			En: "c3c2. On c2 the rat touches two traps by the den, c1 and d2. Red can cover one of them in a move — the tiger to b1 or the wolf to e2 — not both, and the rat walks through the other. From d3 it would threaten only d2, and f2e2 covers that.",
			Ru: "c3c2. На c2 крыса касается двух ловушек у логова, c1 и d2. Красные за ход прикроют одну — тигром на b1 или волком на e2, — но не обе, и крыса пройдёт через другую. С d3 она угрожала бы только d2, а это закрывает f2e2.",
		}),
	jp("jungle-28", puzzle.Review, "6t/4c2/3we2/3p3/3d3/7/2l4/C2W3/5R1 b 3", 3, []string{"c3c2", "d2d3", "c2c1", "f1f2", "c1d1"},
		puzzle.Text{
			En: "You play Blue. Your lion on c3 stands near the red den. Find the way in.",
			Ru: "Вы играете синими. Ваш лев на c3 стоит у красного логова. Найдите путь внутрь.",
		},
		puzzle.Text{
			En: "c3c2, next to the trap c1. From c1 the lion enters the den, and no red animal can get next to c1 in one move: the cat on a2 is two steps from b1, and the wolf on d2 touches c2, not c1. c3d3 aims at d2, but after d2c2 the wolf stands beside d2 and would take the lion there.",
			Ru: "c3c2, рядом с ловушкой c1. С c1 лев входит в логово, и ни один красный зверь не встанет рядом с c1 за один ход: кошке с a2 до b1 два шага, а волк на d2 примыкает к c2, но не к c1. Ход c3d3 нацелен на d2, но после d2c2 волк стоит рядом с d2 и возьмёт там льва.",
		}),
	jp("jungle-29", puzzle.Review, "7/1lw2c1/2p4/Er1P3/7/7/2C1t2/3W3/T5L b 0", 3, []string{"e3e2", "c3c2", "e2e1", "c2c3", "e1d1"},
		puzzle.Text{
			En: "You play Blue. Your tiger on e3 is close to the red den. What is its move?",
			Ru: "Вы играете синими. Ваш тигр на e3 близко к красному логову. Каким будет его ход?",
		},
		puzzle.Text{
			En: "e3e2: now the tiger threatens the trap e1 and the wolf on d2, which it may take, both next to the den. Red would have to guard e1 (the lion to f1) and d2 (the cat to c2 or d3) at once, and cannot. After e3d3 the cat steps to c2 and guards d2, the tiger's only way in.",
			Ru: "e3e2: теперь тигр угрожает и ловушке e1, и волку на d2, которого может взять, — оба рядом с логовом. Красным пришлось бы сразу прикрыть e1 (лев на f1) и d2 (кошка на c2 или d3), а это невозможно. После e3d3 кошка встаёт на c2 и охраняет d2 — единственный путь тигра.",
		}),
	jp("jungle-30", puzzle.Review, "7/7/6d/3W3/7/7/1E5/7/T5L r 3", 3, []string{"d6d7", "g7g8", "d7d8", "g8g9", "d8d9"},
		puzzle.Text{
			En: "Blue has only a dog left, on g7. Your wolf on d6 is nearest to the den. Win in three moves.",
			Ru: "У синих осталась одна собака, на g7. Ваш волк на d6 ближе всех к логову. Выиграйте в три хода.",
		},
		puzzle.Text{
			En: "Walk straight in: d7, d8, the den. The dog cannot take the wolf, and to stop it on d8 — where the wolf is weak — it must stand on c8 or e8 in time; from g7 that takes three moves. Any other move is a move lost: no other red animal is near.",
			Ru: "Идите прямо: d7, d8, логово. Собака не может взять волка, а чтобы поймать его на d8, где он ослаблен, ей нужно успеть на c8 или e8; с g7 на это уходит три хода. Любой другой ход — потерянный: других красных зверей рядом нет.",
		}),
	jp("jungle-31", puzzle.Review, "l5t/5c1/7/7/3w3/T1rp3/4e2/3D3/E3C1L b 1", 3, []string{"e3e2", "e1f1", "e2d2", "f1f2", "d2d1"},
		puzzle.Text{
			En: "You play Blue. Your elephant on e3 is near the red den, guarded by the dog on d2 and the cat on e1. Break in.",
			Ru: "Вы играете синими. Ваш слон на e3 у красного логова, которое стерегут собака на d2 и кошка на e1. Прорвитесь.",
		},
		puzzle.Text{
			En: "e3e2, between the dog and the cat: the elephant threatens to take either and step into the den. Red can save only one. If the cat leaves e1 to guard it from f1, the elephant takes the dog on d2, where nothing can reach it. After e3d3 the cat answers e1e2 and guards d2, the one way left.",
			Ru: "e3e2, между собакой и кошкой: слон грозит взять любую и шагнуть в логово. Красные спасут только одну. Если кошка уйдёт с e1 и будет стеречь её с f1, слон возьмёт собаку на d2, где его никто не достанет. После e3d3 кошка отвечает e1e2 и стережёт d2 — последний путь.",
		}),
	jp("jungle-32", puzzle.Review, "l6/3c3/3w3/7/3e3/7/2D1t2/r1T3W/1C5 b 1", 3, []string{"e3e2", "b1b2", "e2e1", "b2b3", "e1d1"},
		puzzle.Text{
			En: "You play Blue. Your tiger on e3 meets the red tiger guarding the den from c2. Which way in?",
			Ru: "Вы играете синими. Ваш тигр на e3, а красный тигр стережёт логово с c2. Каким путём войти?",
		},
		puzzle.Text{
			En: "e3e2, then the trap e1 and the den. The red tiger on c2 guards d2, but nobody can get next to e1 in one move: the wolf on g2 needs two. e3d3 heads for d2, right where the red tiger would take the weakened tiger.",
			Ru: "e3e2, затем ловушка e1 и логово. Красный тигр на c2 стережёт d2, но встать рядом с e1 за один ход некому: волку с g2 нужно два. Ход e3d3 ведёт к d2 — прямо туда, где ослабленного тигра возьмёт красный тигр.",
		}),
	jp("jungle-33", puzzle.Review, "l5t/3w1L1/7/3e3/3p3/2rd1R1/2D4/C2P3/T5W r 1", 3, []string{"f8e8", "d8d7", "e8e9", "c4c5", "e9d9"},
		puzzle.Text{
			En: "Your lion has arrived on f8. How does it finish?",
			Ru: "Ваш лев добрался до f8. Как ему закончить?",
		},
		puzzle.Text{
			En: "f8e8. On e8 the lion stands next to the trap e9 and to the wolf on d8, which it may take, and both lead into the den. Blue cannot cover both in one move. f8f9 is met by d8e8: the wolf then guards e9 and would take the lion there, weak in the trap.",
			Ru: "f8e8. На e8 лев стоит рядом с ловушкой e9 и с волком на d8, которого может взять, и оба пути ведут в логово. Закрыть оба за один ход синие не могут. На f8f9 следует d8e8: волк стережёт e9 и возьмёт там ослабленного льва.",
		}),
	jp("jungle-34", puzzle.Review, "1E2d2/3t2c/3rp2/3D3/7/3P3/7/1C1W3/T5L r 3", 2, []string{"b9c9", "d7c7", "c9d9"},
		puzzle.Text{
			En: "Your elephant stands on b9. The blue rat on d7 is its greatest danger. What now?",
			Ru: "Ваш слон стоит на b9. Главная угроза ему — синяя крыса на d7. Ваш ход?",
		},
		puzzle.Text{
			En: "Into the trap: b9c9. The elephant is weak there, but no blue animal stands next to c9 — the tiger on d8 is diagonal to it — and the den comes next. Taking the rat with the dog (d6d7) lets the leopard on e7 take the dog back, and the elephant is no nearer the den.",
			Ru: "В ловушку: b9c9. Там слон ослаблен, но к c9 не примыкает ни один синий зверь — тигр на d8 стоит по диагонали, — и дальше логово. Взятие крысы собакой (d6d7) позволяет леопарду с e7 забрать собаку, а слон к логову не приблизился.",
		}),
}
