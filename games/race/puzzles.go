package race

import (
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/puzzle"
)

// The Ludo and Aviation Ludo puzzles: a position in which the side to move
// has rolled (the roll is part of the notation) and must choose a piece.
// Found by the generator in race_gen_test.go in games between the bots;
// every text was written from the position, checked against what each move
// does (captures, safe squares, which rolls hit which piece afterwards).

var ludoPuzzles = puzzle.Number(race.LudoRules.Name, []puzzle.Puzzle{
	{
		Kind: puzzle.Rules, Position: "56,56,53,13/56,54,41,56 r 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 2, Margin: 0.4},
		Question: puzzle.Text{
			En: "Red rolled a 2. Yellow's last piece on the loop stands two squares in front of your piece on the start square. Which piece moves?",
			Ru: "У красных 2. Последняя жёлтая фишка на круге стоит через две клетки перед вашей фишкой на стартовой клетке. Какой фишкой ходить?"},
		Explain: puzzle.Text{
			En: "Take it: the yellow piece is on an ordinary square, so landing on it sends it back to base, and a capture earns another roll. Yellow then needs a six to come out and a whole lap after. Your piece in the home column can wait — nothing can capture it there.",
			Ru: "Бейте: жёлтая фишка стоит на обычной клетке, значит, уходит на базу, а за взятие положен ещё бросок. Жёлтым придётся ждать шестёрку и проходить весь круг заново. Фишка в домашней колонне подождёт — там её никто не тронет."},
	},
	{
		Kind: puzzle.Rules, Position: "54,46,b,20/56,56,56,22 r 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
		Question: puzzle.Text{
			En: "Red rolled a 2. Yellow has three pieces home, and its last one stands two squares ahead of one of yours. Your piece in the home column could also finish with this 2. Which?",
			Ru: "У красных 2. У жёлтых три фишки дома, а последняя стоит через две клетки перед вашей. Ваша фишка в домашней колонне тоже может этой двойкой финишировать. Что выбрать?"},
		Explain: puzzle.Text{
			En: "The capture. Both moves earn another roll, but only the capture changes the race: Yellow's last piece goes back to base and needs a six and a full lap. Your piece in the home column is safe there and only has to wait for another exact 2.",
			Ru: "Взятие. Лишний бросок дают оба хода, но исход гонки меняет только взятие: последняя жёлтая фишка уходит на базу, ей нужны шестёрка и целый круг. Ваша фишка в домашней колонне в безопасности и просто дождётся ещё одной точной двойки."},
	},
	{
		Kind: puzzle.Rules, Position: "13,0,b,b/56,56,56,32 r 6 2", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
		Question: puzzle.Text{
			En: "Red has rolled a second six in a row. Yellow has three pieces home; its last one stands six squares past your start square, where one of your pieces waits. Which move?",
			Ru: "У красных вторая шестёрка подряд. У жёлтых три фишки дома, последняя стоит в шести клетках за вашей стартовой, где ждёт ваша фишка. Какой ход?"},
		Explain: puzzle.Text{
			En: "The capture: Yellow's last piece goes back to base, and the six earns its roll anyway. Bringing a piece out is the usual use of a six, but Yellow is far ahead and without the capture its last piece walks home. Mind the next roll: a third six in a row would be void.",
			Ru: "Взятие: последняя жёлтая фишка уходит на базу, а бросок за шестёрку вы получите всё равно. Обычно шестёрка идёт на вывод фишки, но жёлтые далеко впереди, и без взятия их последняя фишка спокойно дойдёт. Помните о следующем броске: третья шестёрка подряд сгорит."},
	},
	{
		Kind: puzzle.Rules, Position: "b,4,35,5/39,8,0,0 r 4 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
		Question: puzzle.Text{
			En: "Red rolled a 4. A yellow piece sits on the star just behind one of your pieces, one square back. Which piece?",
			Ru: "У красных 4. Жёлтая фишка стоит на звезде прямо за вашей, в одной клетке. Какой фишкой ходить?"},
		Explain: puzzle.Text{
			En: "The threatened one: four squares take it onto a start square, and start squares are safe. Left where it is, any yellow 1 sends it back. The 4 could also carry your piece near the start to the star, but the piece in danger comes first.",
			Ru: "Той, что под угрозой: четыре клетки приводят её на стартовую клетку, а там бить нельзя. Оставшись на месте, она уйдёт на базу от любой жёлтой единицы. Четвёрка могла бы довести до звезды фишку у старта, но сначала спасают ту, что в опасности."},
	},
	{
		Kind: puzzle.Rules, Position: "47,1,10,b/5,0,40,37 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. A red piece stands one square behind one of your pieces and four behind another. Which move?",
			Ru: "У жёлтых 2. Красная фишка стоит на клетку позади одной вашей фишки и на четыре позади другой. Какой ход?"},
		Explain: puzzle.Text{
			En: "Step the nearer piece onto the start square two ahead: start squares are safe. The red piece can then hit only your other piece, and only with a 4, instead of one of them with a 1 or a 4.",
			Ru: "Переведите ближнюю фишку на стартовую клетку через две: там не бьют. Тогда красная фишка достанет только другую вашу фишку и только четвёркой, а не одну из двух единицей или четвёркой."},
	},
	{
		Kind: puzzle.Compare, Position: "56,37,11,0/53,b,39,43 y 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
		Question: puzzle.Text{
			En: "Yellow rolled a 4. One of your pieces rests on a start square; the other stands four squares ahead of it, six in front of a red piece. Which move?",
			Ru: "У жёлтых 4. Одна ваша фишка стоит на стартовой клетке, другая — на четыре клетки впереди, в шести перед красной фишкой. Какой ход?"},
		Explain: puzzle.Text{
			En: "Move the front piece onto the star four squares on: both pieces then stand on safe squares. Bringing the other piece up beside it only makes a pair that a single red 6 sends home together — a capture takes every piece on the square.",
			Ru: "Передвиньте переднюю фишку на звезду через четыре клетки — тогда обе стоят на безопасных клетках. Подвести к ней вторую значит собрать пару, которую одна красная шестёрка отправит на базу целиком: взятие забирает все фишки на клетке."},
	},
	{
		Kind: puzzle.Compare, Position: "b,27,15,8/56,55,b,4 r 3 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
		Question: puzzle.Text{
			En: "Red rolled a 3. Yellow's only piece on the loop has just left its start square; your piece is three squares behind it. Which move?",
			Ru: "У красных 3. Единственная жёлтая фишка на круге только что ушла со своего старта, ваша стоит в трёх клетках позади. Какой ход?"},
		Explain: puzzle.Text{
			En: "Chase and capture: it stands on an ordinary square, so it goes back to base, and you roll again. Yellow's other pieces are home, in its home column or in base: this was its only runner, and now both of its remaining pieces need a six to start.",
			Ru: "Догоняйте и бейте: она на обычной клетке, значит, уходит на базу, а вы бросаете ещё раз. Остальные жёлтые фишки дома, в домашней колонне или на базе: это была единственная бегущая, и теперь обеим оставшимся нужна шестёрка."},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,0,b/b,54,53,10 r 6 2", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
		Question: puzzle.Text{
			En: "Red rolled a second six in a row. Bring your last piece out of base, or move the piece on the start square six?",
			Ru: "У красных вторая шестёрка подряд. Вывести последнюю фишку с базы или пройти шесть клеток фишкой со старта?"},
		Explain: puzzle.Text{
			En: "Bring it out. Two yellow pieces are already in the home column, so this is a race, and a piece leaves base only on a six — use this one. The six still earns a roll, though a third six in a row would be void.",
			Ru: "Выводите. Две жёлтые фишки уже в домашней колонне, идёт гонка, а с базы выходят только на шестёрке — используйте её. Бросок за шестёрку всё равно будет, только третья шестёрка подряд сгорит."},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,b,35/56,56,34,26 r 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
		Question: puzzle.Text{
			En: "Red rolled a six. A yellow piece is standing on your start square. Can you bring a piece out, and should you?",
			Ru: "У красных шестёрка. На вашей стартовой клетке стоит жёлтая фишка. Можно ли вывести фишку, и стоит ли?"},
		Explain: puzzle.Text{
			En: "Yes to both. A start square is safe: your piece enters beside the yellow one and nobody is captured — the square is simply shared. Your last piece out of base is worth more than six squares for the runner, and the six gives another roll.",
			Ru: "Да и да. На стартовой клетке не бьют: ваша фишка встаёт рядом с жёлтой, и никто не уходит на базу — клетку просто делят. Последняя фишка с базы стоит больше, чем шесть клеток для бегущей, а за шестёрку будет ещё бросок."},
	},
	{
		Kind: puzzle.Review, Position: "13,b,25,55/56,4,56,39 r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
		Question: puzzle.Text{
			En: "From a game: Red rolled a 5 and moved its piece off a start square. A yellow piece stood five squares in front of another red piece. What was better?",
			Ru: "Из партии: у красных 5, и они сошли фишкой со стартовой клетки. Жёлтая фишка стояла в пяти клетках перед другой красной. Что было лучше?"},
		Explain: puzzle.Text{
			En: "The capture: five squares land your other piece on the yellow one, which goes back to base, and you roll again. The move played gave up a safe square for one that a yellow 5 hits.",
			Ru: "Взятие: пять клеток приводят другую вашу фишку прямо на жёлтую, та уходит на базу, а вы бросаете снова. Сыгранный ход сменил безопасную клетку на ту, что бьётся жёлтой пятёркой."},
	},
	{
		Kind: puzzle.Review, Position: "b,44,27,23/56,56,20,0 r 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
		Question: puzzle.Text{
			En: "From a game: Red rolled a 2 and moved the piece just past Yellow's start. Yellow's runner stood two squares ahead of your leading piece. What was better?",
			Ru: "Из партии: у красных 2, и они пошли фишкой сразу за стартом жёлтых. Бегущая жёлтая фишка стояла в двух клетках перед вашей ведущей. Что было лучше?"},
		Explain: puzzle.Text{
			En: "The capture: two squares take your leading piece onto the runner, which goes back to base, and you roll again. Yellow has two pieces home and that runner was its best hope; the move played only shifted a piece from one exposed square to another.",
			Ru: "Взятие: две клетки ставят вашу ведущую фишку на бегущую жёлтую, та уходит на базу, а вы бросаете ещё раз. Две жёлтые фишки уже дома, и эта была их главной надеждой; сыгранный ход лишь переставил фишку с одной опасной клетки на другую."},
	},
	{
		Kind: puzzle.Rules, Position: "b,27,5,8/56,55,36,0 r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
		Question: puzzle.Text{
			En: "Red rolled a 5. A yellow piece stands five squares ahead of your piece near your start. Which move?",
			Ru: "У красных 5. Жёлтая фишка стоит в пяти клетках перед вашей фишкой у старта. Какой ход?"},
		Explain: puzzle.Text{
			En: "Capture it: it is on an ordinary square, so it goes back to base and loses the 36 squares it had walked, and the capture earns another roll. Stepping onto the next start square would be safe, but it gains almost nothing.",
			Ru: "Бейте: она на обычной клетке, поэтому уходит на базу и теряет пройденные 36 клеток, а за взятие положен ещё бросок. Шаг на следующую стартовую клетку безопасен, но почти ничего не даёт."},
	},
	{
		Kind: puzzle.Review, Position: "25,48,b,10/56,39,16,2 r 4 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
		Question: puzzle.Text{
			En: "From a game: Red rolled a 4 and moved the piece waiting just before Yellow's start. Your leading piece stood six squares in front of a yellow one. What was better?",
			Ru: "Из партии: у красных 4, и они пошли фишкой, стоявшей перед стартом жёлтых. Ваша ведущая фишка была в шести клетках перед жёлтой. Что было лучше?"},
		Explain: puzzle.Text{
			En: "Take the leading piece into your home column: no yellow piece can follow it there, and it was exposed to a 6. The move played put another piece where a yellow 1 hits it and left the leader in danger as well.",
			Ru: "Завести ведущую фишку в домашнюю колонну: туда жёлтым хода нет, а на круге её била шестёрка. Сыгранный ход поставил ещё одну фишку под жёлтую единицу и оставил ведущую под ударом."},
	},
	{
		Kind: puzzle.Review, Position: "6,22,b,39/56,55,23,16 r 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.11},
		Question: puzzle.Text{
			En: "From a game: Red rolled a 3 and moved its rear piece. A yellow piece stood three squares in front of your piece on a start square. What was better?",
			Ru: "Из партии: у красных 3, и они пошли задней фишкой. Жёлтая фишка стояла в трёх клетках перед вашей, стоявшей на стартовой клетке. Что было лучше?"},
		Explain: puzzle.Text{
			En: "The capture. Leaving the start square costs nothing when the piece lands on a yellow one, sends it to base and earns another roll. Yellow has a piece home and one in its home column: its two pieces on the loop are all it has left to race with.",
			Ru: "Взятие. Уйти со стартовой клетки не страшно, если фишка встаёт на жёлтую, отправляет её на базу и приносит ещё бросок. У жёлтых одна фишка дома и одна в домашней колонне: две фишки на круге — всё, с чем они ещё бегут."},
	},
	{
		Kind: puzzle.Compare, Position: "b,44,27,22/56,56,11,b y 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
		Question: puzzle.Text{
			En: "Yellow rolled a six. Bring your last piece out, or run six squares with your piece on the loop?",
			Ru: "У жёлтых шестёрка. Вывести последнюю фишку или пробежать шесть клеток фишкой на круге?"},
		Explain: puzzle.Text{
			En: "Bring it out: only a six can, and your start square is safe. The piece on the loop is in no hurry — the nearest red piece behind it is ten squares back, out of reach of one roll.",
			Ru: "Выводите: это можно только на шестёрке, а стартовая клетка безопасна. Фишке на круге спешить некуда — ближайшая красная позади неё в десяти клетках, одним броском не достать."},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,11,30/20,55,b,40 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
		Question: puzzle.Text{
			En: "Red rolled a six. A yellow piece stands three squares ahead of your rear piece. Move the rear piece past it, or the piece further on?",
			Ru: "У красных шестёрка. Жёлтая фишка стоит в трёх клетках перед вашей задней. Обогнать её задней фишкой или пойти дальней?"},
		Explain: puzzle.Text{
			En: "The piece further on. Six squares would carry the rear piece just past the yellow one, three squares in front of it, where a yellow 3 hits it. The other piece runs on with no yellow piece close behind, and the six gives another roll.",
			Ru: "Дальней. Шесть клеток перенесут заднюю фишку сразу за жёлтую, в три клетки перед ней, — под жёлтую тройку. Дальняя бежит дальше, и близко позади неё жёлтых нет, а за шестёрку будет ещё бросок."},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,11,26/19,55,b,40 r 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
		Question: puzzle.Text{
			En: "Red rolled a 4. Your rear piece is three squares behind a yellow piece; your other piece rests on Yellow's start square. Which moves?",
			Ru: "У красных 4. Ваша задняя фишка в трёх клетках позади жёлтой, другая стоит на стартовой клетке жёлтых. Какой ходить?"},
		Explain: puzzle.Text{
			En: "The piece on Yellow's start square. Four squares would take the rear piece one square past the yellow one, where a 1 hits it. From the start square the other piece runs to a square that no yellow piece can reach with one roll.",
			Ru: "Той, что на старте жёлтых. Четыре клетки поставят заднюю фишку на клетку впереди жёлтой — под единицу. Со старта другая фишка уходит туда, куда одним броском не дотянется ни одна жёлтая."},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,53,49/56,11,43,56 r 3 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 2, Margin: 0.07},
		Question: puzzle.Text{
			En: "Red rolled a 3. One of your pieces is exactly three squares from the centre. Bring it home, or take your other piece into the home column?",
			Ru: "У красных 3. Одна ваша фишка ровно в трёх клетках от центра. Завести её домой или ввести другую фишку в домашнюю колонну?"},
		Explain: puzzle.Text{
			En: "Bring it home: a piece reaches the centre only with the exact number, and you have it now. Arriving also earns another roll, which may carry your other piece in as well; no yellow piece is near it.",
			Ru: "Домой: в центр входят только точным числом, и оно выпало сейчас. За приход положен ещё бросок, который может завести и вторую фишку; рядом с ней жёлтых нет."},
	},
	{
		Kind: puzzle.Rules, Position: "56,52,18,0/56,49,0,56 y 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. Your leading piece is five squares in front of a red piece and two squares from your home column. Which move?",
			Ru: "У жёлтых 2. Ваша ведущая фишка в пяти клетках перед красной и в двух от своей домашней колонны. Какой ход?"},
		Explain: puzzle.Text{
			En: "Into the home column: no red piece can follow it there, so it is safe for good. Moving the piece from your start square leaves the leader to any red 5.",
			Ru: "В домашнюю колонну: туда красным хода нет, и фишка в безопасности навсегда. Если пойти фишкой со старта, ведущую собьёт любая красная пятёрка."},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,8,54/56,53,33,56 y 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 2, Margin: 0.07},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. A red piece sits on the star one square ahead of your piece on the loop. Go past it, or move up your home column?",
			Ru: "У жёлтых 2. Красная фишка стоит на звезде в одной клетке перед вашей фишкой на круге. Обогнать её или пройти по домашней колонне?"},
		Explain: puzzle.Text{
			En: "Up the home column. Two squares would put your loop piece one square in front of the red one, where a red 1 sends it back. Behind the red piece it cannot be hit by it, and the star protects the red piece from you anyway.",
			Ru: "По домашней колонне. Две клетки поставят фишку на круге на клетку впереди красной — под красную единицу. Позади красной ей ничего не грозит, а бить красную на звезде всё равно нельзя."},
	},
	{
		Kind: puzzle.Rules, Position: "55,10,0,0/32,26,26,31 y 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
		Question: puzzle.Text{
			En: "Yellow rolled a 3. Two of your pieces share Red's start square with two red pieces; your other two stand five and six squares in front of them. Which move?",
			Ru: "У жёлтых 3. Две ваши фишки делят стартовую клетку красных с двумя красными, две другие стоят в пяти и шести клетках перед ними. Какой ход?"},
		Explain: puzzle.Text{
			En: "Take the piece five squares ahead onto the star three squares on: stars are safe. The piece six ahead stays exposed to a 6, but only one piece is now. A piece stepping off Red's start square would land right in front of the red pieces there.",
			Ru: "Переведите фишку, стоящую в пяти клетках, на звезду через три: на звёздах не бьют. Фишка в шести клетках останется под шестёркой, но под ударом будет одна фишка, а не две. Сойти со старта красных значит встать прямо перед красными фишками."},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,0,38/56,56,35,26 y 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
		Question: puzzle.Text{
			En: "Yellow rolled a 1. One of your pieces shares Red's start square with a red piece. Which piece moves?",
			Ru: "У жёлтых 1. Одна ваша фишка делит стартовую клетку красных с красной фишкой. Какой фишкой ходить?"},
		Explain: puzzle.Text{
			En: "The other one. On a start square nobody is captured, so both pieces there are safe; one step off it puts yours right in front of the red piece, where a red 1 takes it.",
			Ru: "Другой. На стартовой клетке не бьют, и обе фишки там в безопасности; шаг с неё ставит вашу прямо перед красной — под красную единицу."},
	},
	{
		Kind: puzzle.Compare, Position: "44,0,b,b/39,13,b,b y 5 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
		Question: puzzle.Text{
			En: "Yellow rolled a 5. A red piece that has come most of the way round stands five squares ahead of one of your pieces. Which move?",
			Ru: "У жёлтых 5. Красная фишка, прошедшая большую часть круга, стоит в пяти клетках перед вашей. Какой ход?"},
		Explain: puzzle.Text{
			En: "Capture it: it stands on an ordinary square, so it goes back to base after 44 squares of travel, and you roll again. Running your other piece ahead gains a few squares; the capture costs Red most of a lap.",
			Ru: "Бейте: она на обычной клетке и уходит на базу, пройдя 44 клетки, а вы бросаете ещё. Пробежка другой фишкой даст пару клеток, а взятие отнимет у красных почти целый круг."},
	},
	{
		Kind: puzzle.Compare, Position: "30,53,0,56/56,56,56,18 r 6 1", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.11},
		Question: puzzle.Text{
			En: "Red rolled a six. Yellow has three pieces home; its last stands fourteen squares ahead of your leading piece on the loop. Chase, or move the piece on your start square?",
			Ru: "У красных шестёрка. У жёлтых три фишки дома, последняя в четырнадцати клетках перед вашей ведущей на круге. Догонять или ходить фишкой со старта?"},
		Explain: puzzle.Text{
			En: "Chase: Yellow wins unless its last piece is caught. Six squares bring your leading piece within eight of it, and the six gives another roll to close in. The piece on your start square is far too far back to catch anything.",
			Ru: "Догонять: если последнюю жёлтую фишку не поймать, жёлтые выиграют. Шесть клеток сокращают расстояние до восьми, а за шестёрку будет ещё бросок. Фишка со старта слишком далеко, чтобы кого-то догнать."},
	},
	{
		Kind: puzzle.Compare, Position: "b,b,b,26/56,b,24,4 y 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
		Question: puzzle.Text{
			En: "Yellow rolled a 3. A red piece sits on your start square, four squares behind one of your pieces. Which move?",
			Ru: "У жёлтых 3. На вашей стартовой клетке стоит красная фишка, в четырёх клетках позади вашей. Какой ход?"},
		Explain: puzzle.Text{
			En: "Move that piece three squares on: seven squares ahead of the red piece, it is out of reach of any single roll. Leave it and a red 4 sends it back to base.",
			Ru: "Уводите эту фишку на три клетки: в семи клетках от красной её одним броском не достать. Оставите — и красная четвёрка отправит её на базу."},
	},
	{
		Kind: puzzle.Review, Position: "b,5,38,24/10,0,b,b r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
		Question: puzzle.Text{
			En: "From a game: Red rolled a 1 and moved its rear piece. Your piece just before a start square stood two squares in front of a yellow piece. What was better?",
			Ru: "Из партии: у красных 1, и они пошли задней фишкой. Ваша фишка прямо перед стартовой клеткой стояла в двух клетках перед жёлтой. Что было лучше?"},
		Explain: puzzle.Text{
			En: "One step onto the start square, where nothing can capture it. The move played left it to any yellow 2.",
			Ru: "Шаг на стартовую клетку, где её никто не собьёт. После сыгранного хода её била любая жёлтая двойка."},
	},
	{
		Kind: puzzle.Review, Position: "56,56,26,30/41,0,22,53 y 4 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
		Question: puzzle.Text{
			En: "From a game: Yellow rolled a 4 and moved its leading piece. A red piece stood four squares past your start square, where one of your pieces waited. What was better?",
			Ru: "Из партии: у жёлтых 4, и они пошли ведущей фишкой. Красная фишка стояла в четырёх клетках за вашим стартом, где ждала ваша фишка. Что было лучше?"},
		Explain: puzzle.Text{
			En: "The capture: four squares from your start land on the red piece, which goes back to base after more than half a lap, and you roll again. The move played was safe, but let that red piece run on towards home.",
			Ru: "Взятие: четыре клетки со старта — и красная фишка, прошедшая больше полукруга, уходит на базу, а вы бросаете снова. Сыгранный ход был безопасен, но дал этой красной фишке бежать дальше к дому."},
	},
	{
		Kind: puzzle.Compare, Position: "13,13,15,b/39,56,33,6 y 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. A red piece stands two squares ahead of your piece on a start square, and two more red pieces share that start square with you. Capture or not?",
			Ru: "У жёлтых 2. Красная фишка стоит в двух клетках перед вашей, стоящей на стартовой клетке, и там же с вами ещё две красные. Бить или нет?"},
		Explain: puzzle.Text{
			En: "Capture. Your piece then stands two squares in front of the two red pieces, and a red 2 could take it back — but the capture costs Red a piece, earns you another roll, and a 2 is one face in six.",
			Ru: "Бить. Ваша фишка окажется в двух клетках перед двумя красными, и красная двойка может отыграться, — но взятие стоит красным фишки, даёт вам ещё бросок, а двойка — лишь одна грань из шести."},
	},
	{
		Kind: puzzle.Rules, Position: "56,7,34,4/56,56,43,9 r 6 2", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
		Question: puzzle.Text{
			En: "Red rolled its second six in a row. One piece is on a star, another six squares before a start square. Which piece?",
			Ru: "У красных вторая шестёрка подряд. Одна фишка на звезде, другая в шести клетках от стартовой клетки. Какой фишкой ходить?"},
		Explain: puzzle.Text{
			En: "Move the piece onto the start square six ahead: it is safe there. The piece on the star is safe already, and six squares would leave it five in front of a yellow piece. And the next roll: another six would be the third in a row, and void.",
			Ru: "Фишкой, которая встанет на стартовую клетку: там она в безопасности. Фишка на звезде и так защищена, а шесть клеток поставили бы её в пяти перед жёлтой. И помните о следующем броске: ещё одна шестёрка будет третьей подряд и сгорит."},
	},
	{
		Kind: puzzle.Rules, Position: "26,16,0,b/26,3,0,0 y 5 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
		Question: puzzle.Text{
			En: "Yellow rolled a 5. A red piece shares your start square with two of your pieces, and your piece three squares ahead of it is exposed. Which move?",
			Ru: "У жёлтых 5. Красная фишка стоит на вашей стартовой клетке вместе с двумя вашими, а ваша фишка в трёх клетках впереди под ударом. Какой ход?"},
		Explain: puzzle.Text{
			En: "Five squares take the exposed piece to the star, a safe square. Any other move leaves it to a red 3, and a piece leaving the start square adds a second target.",
			Ru: "Пять клеток ведут открытую фишку на звезду, где не бьют. Любой другой ход оставит её под красной тройкой, а фишка, сошедшая со старта, станет ещё одной мишенью."},
	},
	{
		Kind: puzzle.Compare, Position: "34,3,0,b/b,15,31,b r 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
		Question: puzzle.Text{
			En: "Red rolled a 5. Two of your pieces can reach safe squares with it, and a yellow piece stands five squares past your start square. Safety or the capture?",
			Ru: "У красных 5. Две ваши фишки могут дойти ею до безопасных клеток, а жёлтая стоит в пяти клетках за вашим стартом. Безопасность или взятие?"},
		Explain: puzzle.Text{
			En: "The capture. The yellow piece has walked 31 squares; it goes back to base, and you roll again — perhaps to reach a safe square as well. Neither of your other pieces is in danger now, so there is nothing to run from.",
			Ru: "Взятие. Жёлтая фишка прошла 31 клетку и уходит на базу, а вы бросаете ещё раз — может быть, и до безопасной клетки дойдёте. Двум другим фишкам сейчас ничего не грозит, убегать не от кого."},
	},
	{
		Kind: puzzle.Compare, Position: "56,55,30,36/42,26,b,7 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
		Question: puzzle.Text{
			En: "Red rolled a six. A yellow piece stands three squares behind your front piece; your other piece is six squares behind that one. Which moves?",
			Ru: "У красных шестёрка. Жёлтая фишка стоит в трёх клетках позади вашей передней, а другая ваша — в шести клетках за ней. Какой ходить?"},
		Explain: puzzle.Text{
			En: "The front piece, out of reach. Moving the rear piece six would put it on the front piece's square: a pair that one yellow 3 sends home together, since a capture takes everything on the square. Split, don't stack.",
			Ru: "Передней — прочь от жёлтой. Шесть клеток задней фишкой поставят её к передней, и обе уйдут на базу от одной жёлтой тройки: взятие забирает всё, что стоит на клетке. Разводите, а не собирайте."},
	},
	{
		Kind: puzzle.Rules, Position: "56,55,28,32/40,24,b,3 r 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
		Question: puzzle.Text{
			En: "Red rolled a 2. A yellow piece stands between your two pieces: one square ahead of the rear one, three behind the front one. Which move?",
			Ru: "У красных 2. Жёлтая фишка стоит между вашими: на клетку впереди задней и на три позади передней. Какой ход?"},
		Explain: puzzle.Text{
			En: "The front piece: two squares take it onto the star, out of danger. Moving the rear piece past the yellow one would leave both your pieces in front of it, open to a 1 and a 3.",
			Ru: "Передней: две клетки ведут её на звезду, из-под удара. Если обогнать жёлтую задней фишкой, обе ваши окажутся перед ней — под единицу и тройку."},
	},
})

var aviationPuzzles = puzzle.Number(race.AviationRules.Name, []puzzle.Puzzle{
	{
		Kind: puzzle.Rules, Position: "56,55,10,b/37,b,49,4 r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
		Question: puzzle.Text{
			En: "Red rolled a 1. Your plane at the end of its colour lane could land with it — or another plane could hit the yellow plane one square ahead. Which?",
			Ru: "У красных 1. Самолёт в конце своей цветной полосы может ею сесть — а другой самолёт может сбить жёлтый, стоящий на клетку впереди. Что выбрать?"},
		Explain: puzzle.Text{
			En: "Hit it. Both moves earn another roll, but the capture sends a yellow plane that had flown 37 squares back to its hangar. The landing needs only a 1, and the lane is safe: it can wait for one.",
			Ru: "Сбивать. Лишний бросок дают оба хода, но взятие возвращает в ангар жёлтый самолёт, пролетевший 37 клеток. Для посадки нужна всего единица, а на полосе самолёт в безопасности — дождётся."},
	},
	{
		Kind: puzzle.Compare, Position: "0,52,56,b/56,56,56,27 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
		Question: puzzle.Text{
			En: "Red rolled a six. Yellow has landed three planes; its last one stands one square past your start square, where one of your planes waits. Take off, or fly the start plane six?",
			Ru: "У красных шестёрка. Жёлтые посадили три самолёта, последний стоит на клетку дальше вашей стартовой, где ждёт ваш самолёт. Взлетать новым или пролететь шесть клеток со старта?"},
		Explain: puzzle.Text{
			En: "Take off. Your start plane is best where it is, one square behind Yellow's last plane: the six earns a roll, and a 1 then hits it. Flying it six would carry it past, five squares in front of the yellow plane and open to a 5.",
			Ru: "Взлетать. Самолёту на старте лучше остаться на месте, на клетку позади последнего жёлтого: за шестёрку будет бросок, и единица его собьёт. Пролетев шесть клеток, он обгонит жёлтый и встанет в пяти перед ним — под пятёрку."},
	},
	{
		Kind: puzzle.Rules, Position: "15,0,56,56/b,27,28,b r 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
		Question: puzzle.Text{
			En: "Red rolled a 1. Two yellow planes stand one and two squares past your start square, where one of your planes waits. Which plane?",
			Ru: "У красных 1. Два жёлтых самолёта стоят в одной и двух клетках за вашей стартовой, где ждёт ваш самолёт. Каким ходить?"},
		Explain: puzzle.Text{
			En: "Hit the nearer one: it is on an ordinary square, so it goes back to its hangar, and the capture earns another roll — and another 1 would take the second one too. Your other plane gains a single square by moving; it can wait.",
			Ru: "Сбейте ближний: он на обычной клетке и возвращается в ангар, а за взятие положен ещё бросок — и новая единица собьёт второй. Другой самолёт выиграет всего клетку, он подождёт."},
	},
	{
		Kind: puzzle.Compare, Position: "9,b,56,56/b,27,28,b r 6 1", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
		Question: puzzle.Text{
			En: "Red rolled a six. Two yellow planes have just passed your start square, one and two squares beyond it. Take off, or fly on with your plane on the loop?",
			Ru: "У красных шестёрка. Два жёлтых самолёта только что миновали вашу стартовую клетку и стоят в одной и двух клетках за ней. Взлетать или лететь дальше самолётом на круге?"},
		Explain: puzzle.Text{
			En: "Take off: the new plane lands on your start square, safe, right behind both yellow planes, and the six gives another roll at once — a 1 or a 2 then hits one of them.",
			Ru: "Взлетать: новый самолёт встаёт на стартовую клетку, где его не тронут, прямо позади обоих жёлтых, а за шестёрку сразу будет бросок — единица или двойка собьёт одного из них."},
	},
	{
		Kind: puzzle.Compare, Position: "b,32,16,56/56,56,4,0 y 5 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
		Question: puzzle.Text{
			En: "Yellow rolled a 5. A red plane stands two squares ahead of your front plane. Fly past it, or bring up the plane on your start square?",
			Ru: "У жёлтых 5. Красный самолёт стоит в двух клетках перед вашим передним. Обогнать его или подтянуть самолёт со старта?"},
		Explain: puzzle.Text{
			En: "Bring up the start plane: it stops one square behind the red plane, so two of your planes sit right behind it, ready to hit it with a 1 or a 2, and a plane only flies forward, so it cannot hit them. Flying the front plane past would leave it three in front of the red one, in reach of a 3.",
			Ru: "Подтяните самолёт со старта: он встанет на клетку позади красного, и два ваших самолёта окажутся прямо за ним — собьют единицей или двойкой, а назад самолёты не летают, так что он им не опасен. Передний, обогнав красный, встанет в трёх клетках перед ним — под тройку."},
	},
	{
		Kind: puzzle.Rules, Position: "b,37,17,56/56,56,4,6 y 5 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
		Question: puzzle.Text{
			En: "Yellow rolled a 5. A red plane stands five squares ahead of your front plane. Which move?",
			Ru: "У жёлтых 5. Красный самолёт стоит в пяти клетках перед вашим передним. Какой ход?"},
		Explain: puzzle.Text{
			En: "Hit it: it is on an ordinary square, so it goes back to its hangar after 37 squares, and you roll again. In this version nothing jumps or flies across the board — the plane stops exactly on the square the die gives, and that square holds the red plane.",
			Ru: "Сбивайте: он на обычной клетке и после 37 пройденных клеток возвращается в ангар, а вы бросаете снова. В этом варианте нет ни прыжков, ни перелётов — самолёт встаёт ровно туда, куда велит кубик, а там как раз красный."},
	},
	{
		Kind: puzzle.Review, Position: "0,5,22,56/56,56,8,28 r 3 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
		Question: puzzle.Text{
			En: "From a game: Red rolled a 3 and flew its leading plane. A yellow plane stood three squares behind your plane just out of the start. What was better?",
			Ru: "Из партии: у красных 3, и они пошли ведущим самолётом. Жёлтый самолёт стоял в трёх клетках позади вашего, только что вышедшего со старта. Что было лучше?"},
		Explain: puzzle.Text{
			En: "Three squares take the threatened plane to the star, where nothing can be captured. The move played left it to a yellow 3, and flying the plane on your start square would have put it one square in front of the yellow one.",
			Ru: "Три клетки уводят самолёт под угрозой на звезду, где не бьют. После сыгранного хода его била жёлтая тройка, а самолёт со стартовой клетки встал бы на клетку перед жёлтым."},
	},
	{
		Kind: puzzle.Review, Position: "0,5,25,56/56,56,13,28 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
		Question: puzzle.Text{
			En: "From a game: Red rolled a 2 and flew its leading plane. A yellow plane stood two squares past your start square, where one of your planes waited. What was better?",
			Ru: "Из партии: у красных 2, и они пошли ведущим самолётом. Жёлтый самолёт стоял в двух клетках за вашей стартовой, где ждал ваш самолёт. Что было лучше?"},
		Explain: puzzle.Text{
			En: "Hit it from the start square: it goes back to its hangar, you roll again, and it no longer threatens your plane three squares ahead of it. The move played left that plane to a yellow 3.",
			Ru: "Сбить его со старта: он уходит в ангар, вы бросаете снова, и вашему самолёту в трёх клетках впереди он больше не грозит. После сыгранного хода этот самолёт била жёлтая тройка."},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,25,44/51,13,0,0 r 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.18},
		Question: puzzle.Text{
			En: "Red rolled a 4. A yellow plane on a start square is five squares behind your leading plane. Which plane?",
			Ru: "У красных 4. Жёлтый самолёт на стартовой клетке в пяти клетках позади вашего ведущего. Каким ходить?"},
		Explain: puzzle.Text{
			En: "The leader, four squares on: nine squares ahead of the yellow plane, it is out of reach of one roll and close to its colour lane. Flying the other plane would put it three squares past Yellow's start, in reach of the two yellow planes there with a 3, and leave the leader to a 5.",
			Ru: "Ведущим, на четыре клетки: в девяти клетках от жёлтого одним броском его не достать, и до цветной полосы рукой подать. Другой самолёт встал бы в трёх клетках за стартом жёлтых — под тройку двух жёлтых самолётов оттуда, а ведущий остался бы под пятёркой."},
	},
	{
		Kind: puzzle.Compare, Position: "56,55,25,b/b,0,56,12 y 4 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
		Question: puzzle.Text{
			En: "Yellow rolled a 4. A red plane waits just before your start square. Take your plane off the start, or fly on with the plane further ahead?",
			Ru: "У жёлтых 4. Красный самолёт стоит прямо перед вашей стартовой клеткой. Увести самолёт со старта или лететь дальним?"},
		Explain: puzzle.Text{
			En: "Fly the plane further ahead. Four squares off the start would put a plane five in front of the red one, in reach of a red 5; on the start square it is safe.",
			Ru: "Дальним. Уйдя со старта на четыре клетки, самолёт окажется в пяти перед красным — под красную пятёрку, а на стартовой клетке его не тронут."},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,26,30/28,16,56,b y 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
		Question: puzzle.Text{
			En: "Yellow rolled a six. A red plane sits on your start square, and another stands four squares past it. Take off, or fly one of your planes on?",
			Ru: "У жёлтых шестёрка. На вашей стартовой клетке стоит красный самолёт, ещё один — в четырёх клетках за ней. Взлетать или вести самолёт дальше?"},
		Explain: puzzle.Text{
			En: "Take off. The new plane lands on your start square — a safe square, so the red plane there is not touched and neither is yours — four squares behind the other red plane, which a 4 then hits; and the six gives another roll at once.",
			Ru: "Взлетать. Новый самолёт встаёт на свою стартовую клетку — там не бьют, так что и красный, и ваш целы, — в четырёх клетках позади другого красного, которого собьёт четвёрка; а за шестёрку сразу будет бросок."},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,49,0/40,28,56,4 y 6 1", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
		Question: puzzle.Text{
			En: "Yellow rolled a six. A red plane on its start square is two squares behind one of your planes. Which plane?",
			Ru: "У жёлтых шестёрка. Красный самолёт на своей стартовой клетке в двух клетках позади вашего. Каким ходить?"},
		Explain: puzzle.Text{
			En: "The threatened one: six squares take it to the star, a safe square. Any other plane leaves it to a red 2 — and the extra roll from the six can still move the others.",
			Ru: "Тем, что под угрозой: шесть клеток ведут его на звезду, где не бьют. Иначе его собьёт красная двойка, а остальными можно пойти и после, на лишний бросок за шестёрку."},
	},
	{
		Kind: puzzle.Rules, Position: "56,52,28,10/56,56,43,0 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.2},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. A red plane stands two squares past your start square, where one of your planes waits. Which move?",
			Ru: "У жёлтых 2. Красный самолёт стоит в двух клетках за вашей стартовой, где ждёт ваш самолёт. Какой ход?"},
		Explain: puzzle.Text{
			En: "Hit it: an ordinary square, so the red plane goes back to its hangar after 28 squares, and you roll again. Your other plane is in no danger and can fly later.",
			Ru: "Сбивайте: клетка обычная, красный самолёт после 28 клеток возвращается в ангар, а вы бросаете снова. Другому вашему самолёту ничто не грозит, он полетит потом."},
	},
	{
		Kind: puzzle.Compare, Position: "56,50,15,b/56,55,30,0 r 6 1", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
		Question: puzzle.Text{
			En: "Red rolled a six. It could land your plane at the end of the loop, take a plane to the star, or take off with your last plane. Which?",
			Ru: "У красных шестёрка. Ею можно посадить самолёт с конца круга, довести другой до звезды или поднять последний из ангара. Что выбрать?"},
		Explain: puzzle.Text{
			En: "Take off. Only a six brings a plane out of the hangar, while the plane at the end of the loop can also walk into its colour lane with smaller numbers — nothing threatens it there. Each of the three moves earns the same single extra roll.",
			Ru: "Взлетать. Из ангара выводит только шестёрка, а самолёт в конце круга может зайти в цветную полосу и меньшими числами — ему там ничего не грозит. Лишний бросок любой из трёх ходов даёт один и тот же."},
	},
	{
		Kind: puzzle.Compare, Position: "0,29,56,b/56,56,27,26 y 5 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
		Question: puzzle.Text{
			En: "Yellow rolled a 5. A red plane shares your start square with one of yours; your other plane stands one square past it. Which plane?",
			Ru: "У жёлтых 5. Красный самолёт делит вашу стартовую клетку с вашим, другой ваш стоит на клетку дальше. Каким ходить?"},
		Explain: puzzle.Text{
			En: "The plane just past the start. Either way the red plane behind can hit it with one number, but moving the other plane off the start square would give the red one two targets instead of one.",
			Ru: "Тем, что на клетку дальше старта. Красный самолёт сзади достанет его одним числом в любом случае, но если увести второй со стартовой клетки, мишеней у красного станет две вместо одной."},
	},
	{
		Kind: puzzle.Rules, Position: "0,31,56,b/56,56,32,26 y 2 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.15},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. A red plane on your start square is six squares behind one of your planes. Which plane?",
			Ru: "У жёлтых 2. Красный самолёт на вашей стартовой клетке в шести клетках позади вашего. Каким ходить?"},
		Explain: puzzle.Text{
			En: "The threatened plane, two squares on to the star, where it is safe. Moving your plane off the start square would put it two in front of the red one while the other stays in reach of a 6.",
			Ru: "Тем, что под угрозой: две клетки — и он на звезде, где не бьют. Уведя самолёт со старта, вы поставите его в двух клетках перед красным, а другой так и останется под шестёркой."},
	},
	{
		Kind: puzzle.Review, Position: "21,56,56,0/56,56,56,31 r 3 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
		Question: puzzle.Text{
			En: "From a game: Red rolled a 3 and flew its plane off the star. Yellow's last plane stood five squares past your start square, where another red plane waited. What was better?",
			Ru: "Из партии: у красных 3, и они увели самолёт со звезды. Последний жёлтый самолёт стоял в пяти клетках за вашей стартовой, где ждал другой красный. Что было лучше?"},
		Explain: puzzle.Text{
			En: "Bring the start plane up behind it: two squares back, it threatens the yellow plane with a 2 and cannot be hit by it. Yellow has landed three planes — catching the last one is Red's real chance, and the move played chased nothing.",
			Ru: "Подтянуть самолёт со старта: в двух клетках позади жёлтого он бьёт его двойкой, а сам жёлтому недоступен. Жёлтые посадили три самолёта — поймать последний и есть главный шанс красных, а сыгранный ход никого не догонял."},
	},
	{
		Kind: puzzle.Rules, Position: "17,8,56,0/56,33,28,b r 4 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
		Question: puzzle.Text{
			En: "Red rolled a 4. Your planes stand on a star, on your start square, and four squares before the next star. Which plane?",
			Ru: "У красных 4. Ваши самолёты стоят на звезде, на стартовой клетке и в четырёх клетках от следующей звезды. Каким ходить?"},
		Explain: puzzle.Text{
			En: "The one that reaches the next star: it stays out of reach. The plane on the star would leave it for a square a yellow 5 hits, and the plane on the start square would land two squares in front of a yellow plane.",
			Ru: "Тем, что дойдёт до следующей звезды: там его не достать. Самолёт со звезды встал бы на клетку под жёлтую пятёрку, а самолёт со старта — в двух клетках перед жёлтым."},
	},
	{
		Kind: puzzle.Rules, Position: "33,b,b,b/8,17,6,5 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. Red has one plane in the air, two squares ahead of one of yours. Which move?",
			Ru: "У жёлтых 2. У красных в воздухе один самолёт, в двух клетках перед вашим. Какой ход?"},
		Explain: puzzle.Text{
			En: "Hit it: it is Red's only plane out of the hangar, it stands on an ordinary square, and sending it back leaves Red waiting for a six again — with another roll for you.",
			Ru: "Сбивайте: это единственный красный самолёт вне ангара, он на обычной клетке, и после взятия красным снова ждать шестёрку, а у вас ещё бросок."},
	},
	{
		Kind: puzzle.Compare, Position: "7,0,56,0/56,26,26,28 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.07},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. Two of your planes share Red's start square with two red planes; your third stands two squares past it. Which plane?",
			Ru: "У жёлтых 2. Два ваших самолёта делят стартовую клетку красных с двумя красными, третий стоит в двух клетках дальше. Каким ходить?"},
		Explain: puzzle.Text{
			En: "The one in front, on from the red planes. Bringing a plane off the start square onto it would only make a pair that one red 2 sends back together: a capture takes every plane on the square.",
			Ru: "Передним — подальше от красных. Если свести к нему самолёт со старта, получится пара, которую одна красная двойка отправит в ангар целиком: взятие забирает все самолёты на клетке."},
	},
	{
		Kind: puzzle.Compare, Position: "27,1,0,b/7,0,b,b y 5 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
		Question: puzzle.Text{
			En: "Yellow rolled a 5. A red plane six squares behind your front plane is in reach of it. Which plane?",
			Ru: "У жёлтых 5. Красный самолёт в шести клетках позади вашего переднего может его достать. Каким ходить?"},
		Explain: puzzle.Text{
			En: "Fly the front plane on: eleven squares ahead of the red one, it is out of reach of a single roll. Taking the other plane off your start square would leave both in reach, one of a 4 and one of a 6.",
			Ru: "Передним: в одиннадцати клетках от красного одним броском его не достать. Если увести со старта другой, под ударом окажутся оба — один под четвёрку, другой под шестёрку."},
	},
	{
		Kind: puzzle.Rules, Position: "56,56,40,5/15,56,56,35 r 1 0", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.17},
		Question: puzzle.Text{
			En: "Red rolled a 1. A yellow plane stands one square ahead of your leading plane. Which move?",
			Ru: "У красных 1. Жёлтый самолёт стоит на клетку впереди вашего ведущего. Какой ход?"},
		Explain: puzzle.Text{
			En: "Hit it: it is on an ordinary square, so it goes back to its hangar, and the capture earns another roll. Your other plane would gain a single square.",
			Ru: "Сбивайте: он на обычной клетке, уходит в ангар, а за взятие будет ещё бросок. Другой самолёт выиграл бы всего одну клетку."},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,11,43/10,b,56,39 y 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.09},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. One of your planes rests on a start square with a red plane two squares behind it; another is seven squares behind a red plane. Which?",
			Ru: "У жёлтых 2. Один ваш самолёт стоит на стартовой клетке, в двух клетках позади — красный; другой — в семи клетках позади красного. Каким ходить?"},
		Explain: puzzle.Text{
			En: "Leave the plane on the start square, where it is safe: two squares off it, a red 4 would hit it. Fly the other up to five squares behind the red plane ahead of it, in reach of a 5.",
			Ru: "Самолёт на стартовой клетке не трогайте — там он в безопасности, а в двух клетках дальше его собьёт красная четвёрка. Подведите другой на пять клеток к красному впереди — под пятёрку."},
	},
	{
		Kind: puzzle.Compare, Position: "56,56,19,13/56,39,21,0 y 6 1", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.12},
		Question: puzzle.Text{
			En: "Yellow rolled a six. A red plane stands six squares ahead of your plane on a start square, with another red plane on that start square too. Capture?",
			Ru: "У жёлтых шестёрка. Красный самолёт стоит в шести клетках перед вашим на стартовой клетке, и там же ещё один красный. Сбивать?"},
		Explain: puzzle.Text{
			En: "Yes. Your plane then stands six squares in front of the other red plane, in reach of a 6, but the six and the capture give you a roll first to fly it on, and the red plane goes back to its hangar after 19 squares.",
			Ru: "Да. Ваш самолёт окажется в шести клетках перед вторым красным, под шестёрку, но за шестёрку вы бросаете раньше и можете увести его, а красный после 19 клеток уходит в ангар."},
	},
	{
		Kind: puzzle.Compare, Position: "38,53,0,56/56,56,56,22 r 6 1", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 2, Margin: 0.1},
		Question: puzzle.Text{
			En: "Red rolled a six. Yellow has landed three planes; its last stands ten squares ahead of your leading plane on the loop. Chase, or fly the plane on your start square?",
			Ru: "У красных шестёрка. Жёлтые посадили три самолёта, последний в десяти клетках перед вашим ведущим на круге. Догонять или лететь самолётом со старта?"},
		Explain: puzzle.Text{
			En: "Chase: six squares bring your leading plane four behind Yellow's last, and the six gives a roll at once — a 4 hits it. Without that capture Yellow lands its last plane long before you.",
			Ru: "Догонять: шесть клеток — и ведущий в четырёх клетках позади последнего жёлтого, а за шестёрку сразу бросок: четвёрка его собьёт. Без этого взятия жёлтые посадят последний самолёт намного раньше вас."},
	},
	{
		Kind: puzzle.Compare, Position: "56,54,31,26/56,40,b,41 y 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
		Question: puzzle.Text{
			En: "Yellow rolled a six. A red plane sits on your start square and another five squares past it. Take off, or fly one of your planes near home?",
			Ru: "У жёлтых шестёрка. На вашей стартовой клетке стоит красный самолёт, ещё один — в пяти клетках за ней. Взлетать или вести самолёт у дома?"},
		Explain: puzzle.Text{
			En: "Take off: the start square is safe even with a red plane on it, your new plane stands five behind the other red plane, and the six gives a roll at once. Your planes near home are in no danger and can wait.",
			Ru: "Взлетать: на стартовой клетке не бьют, даже если там красный, новый самолёт встаёт в пяти клетках позади другого красного, а за шестёрку сразу бросок. Самолётам у дома ничего не грозит, подождут."},
	},
	{
		Kind: puzzle.Rules, Position: "55,28,b,1/56,56,45,0 y 2 0", Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.1},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. A red plane stands two squares past your start square, where one of your planes waits; your other plane could reach the star. Which?",
			Ru: "У жёлтых 2. Красный самолёт стоит в двух клетках за вашей стартовой, где ждёт ваш самолёт, а другой ваш может дойти до звезды. Что выбрать?"},
		Explain: puzzle.Text{
			En: "The capture: the red plane has flown 28 squares and goes back to its hangar, and you roll again. Your other plane is not in danger — no red plane is near behind it — so the star can wait.",
			Ru: "Взятие: красный самолёт пролетел 28 клеток и возвращается в ангар, а вы бросаете снова. Другому вашему самолёту ничто не грозит — красных рядом позади нет, — звезда подождёт."},
	},
	{
		Kind: puzzle.Rules, Position: "47,27,b,b/54,0,b,b y 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
		Question: puzzle.Text{
			En: "Yellow rolled a 2. One of your planes is exactly two squares from the centre; a red plane stands one square past your start square. Which plane?",
			Ru: "У жёлтых 2. Один ваш самолёт ровно в двух клетках от центра, а красный стоит на клетку дальше вашей стартовой. Каким ходить?"},
		Explain: puzzle.Text{
			En: "Land it: a plane reaches the centre only with the exact number, and landing earns another roll. Flying the plane off your start square two would put it just in front of the red plane, in reach of a 1.",
			Ru: "Сажайте: в центр садятся только точным числом, а за посадку положен ещё бросок. Самолёт со старта, пролетев две клетки, встал бы прямо перед красным — под единицу."},
	},
	{
		Kind: puzzle.Compare, Position: "55,2,0,0/26,26,26,22 r 2 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.06},
		Question: puzzle.Text{
			En: "Red rolled a 2. Three yellow planes share your start square with two of yours, and your third plane stands two squares past it. Which plane?",
			Ru: "У красных 2. Три жёлтых самолёта делят вашу стартовую клетку с двумя вашими, третий ваш стоит в двух клетках дальше. Каким ходить?"},
		Explain: puzzle.Text{
			En: "The one in front. Where it stands, a yellow 2 from the start square or a 6 from the yellow plane further back hits it; two squares on, only a 4 does. Bringing a plane from the start onto it would just make a pair for the same 2 or 6.",
			Ru: "Передним. Сейчас его бьют жёлтая двойка со старта и шестёрка дальнего жёлтого, а через две клетки — только четвёрка. Свести к нему самолёт со старта значит подставить пару под те же двойку и шестёрку."},
	},
	{
		Kind: puzzle.Review, Position: "56,33,0,0/b,19,56,26 y 1 0", Answer: []string{"p1"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.05},
		Question: puzzle.Text{
			En: "From a game: Yellow rolled a 1 and stepped its plane off Red's start square, where two red planes stood. What was better?",
			Ru: "Из партии: у жёлтых 1, и они сошли самолётом со стартовой клетки красных, где стояли два красных. Что было лучше?"},
		Explain: puzzle.Text{
			En: "Fly the other plane. On a start square nobody is captured, so your plane there was safe; one step off it put it right in front of two red planes, for any red 1.",
			Ru: "Пойти другим самолётом. На стартовой клетке не бьют, и ваш самолёт там был в безопасности; шаг с неё поставил его прямо перед двумя красными — под любую красную единицу."},
	},
	{
		Kind: puzzle.Review, Position: "16,b,13,b/56,56,39,19 r 2 0", Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.08},
		Question: puzzle.Text{
			En: "From a game: Red rolled a 2 and flew its plane off a start square that it shared with a yellow plane. Your other plane stood three squares ahead of that yellow plane. What was better?",
			Ru: "Из партии: у красных 2, и они увели самолёт со стартовой клетки, которую делили с жёлтым. Другой ваш самолёт стоял в трёх клетках перед этим жёлтым. Что было лучше?"},
		Explain: puzzle.Text{
			En: "Fly the exposed plane on: it stays in reach of one number either way, but the move played gave the yellow plane a second target, two squares in front of it.",
			Ru: "Лететь дальше самолётом под ударом: одно число его достаёт в любом случае, но сыгранный ход дал жёлтому вторую мишень — в двух клетках перед ним."},
	},
	{
		Kind: puzzle.Review, Position: "9,22,b,43/56,55,27,21 r 6 1", Answer: []string{"p2"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.05},
		Question: puzzle.Text{
			En: "From a game: Red rolled a six and flew a plane on the loop. A yellow plane stood one square past your start square. What was better?",
			Ru: "Из партии: у красных шестёрка, и они повели самолёт по кругу. Жёлтый самолёт стоял на клетку дальше вашей стартовой. Что было лучше?"},
		Explain: puzzle.Text{
			En: "Take off: your last plane lands on the start square, safe, one square behind the yellow plane, and the six gives a roll at once — a 1 hits it. A six is the only way out of the hangar; don't spend it on a plane that is in no hurry.",
			Ru: "Взлетать: последний самолёт встаёт на стартовую клетку, где его не тронут, в одной клетке позади жёлтого, а за шестёрку сразу бросок — единица его собьёт. Из ангара выводит только шестёрка, не тратьте её на самолёт, которому некуда спешить."},
	},
})
