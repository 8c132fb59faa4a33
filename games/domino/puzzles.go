package domino

import (
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/puzzle"
)

// The dominoes puzzles. Those with both hands known give the full position
// (Proof.Deals 0) with the boneyard down to the two tiles that are never
// drawn, and are solved exactly; the others give the solver's view and are
// proved over Proof.Deals dealt worlds. Found by the generator in
// domino_gen_test.go in bot games; every text was written from the
// position and the lines the solver plays from it.

var puzzles = puzzle.Number(domino.Rules.Name, []puzzle.Puzzle{
	{
		Kind: puzzle.Rules, Position: "22,02/24,44/04,23/25,54,46,60,03,36,66,62,21,14,43,33,35,55,51,11,10,00,05,56,61,13 b 0",
		Answer: []string{"play:02:L"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "Both hands are open and only the two undrawable tiles lie in the boneyard. Black holds 2-2 and 0-2; the ends show 2 and 3. How does Black win?",
			Ru: "Обе руки открыты, в базаре только две плитки, которые не берут. У чёрных 2-2 и 0-2, на концах 2 и 3. Как чёрным выиграть?"},
		Explain: puzzle.Text{
			En: "0-2 on the 2 end leaves a 0 and a 3. White's 2-4 and 4-4 fit neither, nor does your 2-2, so both sides pass and the blocked game is counted: your 4 pips against White's 14. Laying 2-2 keeps a 2 open, and White plays 2-4 and 4-4 and goes out.",
			Ru: "0-2 на двойку оставляет концы 0 и 3. К ним не подходят ни 2-4 и 4-4 белых, ни ваш 2-2: оба пропускают, и рыба считается по очкам — у вас 4, у белых 14. Если же положить 2-2, двойка останется открытой, и белые выйдут с 2-4 и 4-4."},
	},
	{
		Kind: puzzle.Rules, Position: "12,01,06/66/26,15/11,14,46,61,13,33,34,44,40,05,54,42,22,25,55,53,30,00,02,23,36,65 b 1",
		Answer: []string{"play:12:L"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "White has one tile, 6-6, and has just passed. The ends are 1 and 5. Black holds 1-2, 0-1 and 0-6. What wins?",
			Ru: "У белых одна плитка, 6-6, и они только что пропустили ход. Концы — 1 и 5. У чёрных 1-2, 0-1 и 0-6. Что ведёт к победе?"},
		Explain: puzzle.Text{
			En: "1-2 on the 1 leaves a 2 and a 5: White's 6-6 cannot move, and neither can your 0-1 and 0-6, so the game is blocked with your 7 pips against White's 12 — a win. 0-1 first opens a 0 for your 0-6, and that 0-6 hands White the 6 it needs to go out.",
			Ru: "1-2 на единицу оставляет 2 и 5: у белых 6-6 не ходит, у вас 0-1 и 0-6 тоже — рыба, ваши 7 очков против 12 у белых, победа. Начав с 0-1, вы откроете ноль под свою 0-6, а она даст белым шестёрку, с которой они выходят."},
	},
	{
		Kind: puzzle.Compare, Position: "11/55,16,56,13,66,05/23,12/14,44,42,26,63,33,35,54,46,60,00,04,43,30,02,22,25,51,10 w 0",
		Answer: []string{"play:13:L"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "Black's last tile is 1-1, and the left end shows a 1. White to play, with six tiles. Which one?",
			Ru: "Последняя плитка чёрных — 1-1, а на левом конце единица. Ходят белые, у них шесть плиток. Какую положить?"},
		Explain: puzzle.Text{
			En: "Cover the 1: 1-3 on the left turns it into a 3, Black can only pass (nothing is drawn from the last two tiles), and you play out 0-5, 5-5, 5-6, 6-6 and 1-6, so a 1 shows only when your hand is empty. 0-5 leaves the 1 open and Black goes out at once; 1-6 also covers it, but then your tiles run dry and the block goes to Black's 2 pips against your 16.",
			Ru: "Закройте единицу: 1-3 слева превращает её в тройку, чёрным остаётся только пропускать (последние две плитки базара не берут), а вы выкладываете 0-5, 5-5, 5-6, 6-6 и 1-6 — единица появится, когда рука уже пуста. 0-5 оставит единицу, и чёрные сразу выйдут; 1-6 тоже закрывает её, но потом вам нечем ходить, и рыба достаётся чёрным: 2 очка против ваших 16."},
	},
	{
		Kind: puzzle.Compare, Position: "11/55,16,56,66/23,12/31,14,44,42,26,63,33,35,54,46,60,00,04,43,30,02,22,25,51,10,05 w 1",
		Answer: []string{"play:55:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "Black still waits with 1-1 alone. The ends are 3 and 5; White holds 5-5, 1-6, 5-6 and 6-6. In which order must the tiles go?",
			Ru: "Чёрные по-прежнему ждут с одной 1-1. Концы — 3 и 5; у белых 5-5, 1-6, 5-6 и 6-6. В каком порядке класть?"},
		Explain: puzzle.Text{
			En: "Start with 5-5: the 5 stays, then 5-6, 6-6 and at last 1-6 — the 1 appears with your last tile. If 5-6 goes first, 5-5 has no 5 left to go to, so you must lay 1-6 while still holding it, and Black goes out with 1-1.",
			Ru: "Начните с 5-5: пятёрка остаётся, дальше 5-6, 6-6 и последней 1-6 — единица появится вместе с вашей последней плиткой. Если первой пойдёт 5-6, дублю 5-5 некуда встать, придётся класть 1-6, держа его в руке, и чёрные выйдут с 1-1."},
	},
	{
		Kind: puzzle.Compare, Position: "35,33/55,00/02,23/52,22,26,65,54,42,21,16,66,64,43,36,60,03,31,11,14,44,40,01,15,50 w 0",
		Answer: []string{"play:55:L"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "White holds two doubles, 5-5 and 0-0; Black holds 3-5 and 3-3. The ends are 5 and 0. Which double first?",
			Ru: "У белых два дубля, 5-5 и 0-0, у чёрных 3-5 и 3-3. Концы — 5 и 0. Какой дубль первым?"},
		Explain: puzzle.Text{
			En: "5-5, on the end Black wants. Black must answer 3-5, turning that end into a 3, but your 0-0 still fits the 0 and you go out. Play 0-0 first and 5-5 is stranded once Black's 3-5 covers the 5: you pass, and Black finishes with 3-3.",
			Ru: "5-5 — на тот конец, который нужен чёрным. Им придётся ответить 3-5 и сделать там тройку, но ваш 0-0 всё так же встаёт на ноль, и вы выходите. Сыграв сначала 0-0, вы оставите 5-5 без места, когда 3-5 закроет пятёрку: вы пропускаете, а чёрные выходят с 3-3."},
	},
	{
		Kind: puzzle.Rules, Position: "03/11,02,00,01/13,24/06,63,33,35,55,56,66,62,23,34,45,52,22,21,16,64,44,41,15,50,04 w 0",
		Answer: []string{"play:01:L"}, Proof: puzzle.Proof{Margin: 0.5},
		Question: puzzle.Text{
			En: "Black's last tile is 0-3 and the ends are 0 and 4. White has 1-1, 0-2, 0-0 and 0-1. Which tile wins rather than draws?",
			Ru: "Последняя плитка чёрных — 0-3, концы 0 и 4. У белых 1-1, 0-2, 0-0 и 0-1. Какая плитка выигрывает, а не делает ничью?"},
		Explain: puzzle.Text{
			En: "0-1 turns the 0 into a 1: Black passes, you add 1-1, and then nobody can move. The block is counted: your 0-2 and 0-0 hold 2 pips, Black's 0-3 holds 3, so you win. 0-2 also shuts Black out, but it leaves you stuck at once with 3 pips against 3 — a draw; 0-0 keeps the 0 and Black goes out.",
			Ru: "0-1 меняет ноль на единицу: чёрные пропускают, вы добавляете 1-1, и ходить больше некому. Рыбу считают по очкам: у вас 0-2 и 0-0, это 2, у чёрных 0-3, это 3 — вы выиграли. 0-2 тоже не пускает чёрных, но сразу запирает и вас с 3 очками против 3 — ничья; 0-0 оставляет ноль, и чёрные выходят."},
	},
	{
		Kind: puzzle.Rules, Position: "12,35,03,25/01/22,02/00,06,61,11,13,33,32,24,44,41,15,56,63,34,45,55,50,04,46,66,62 b 0",
		Answer: []string{"play:03:L"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "White is down to 0-1, and the ends are 0 and 2. The boneyard holds only its last two tiles. Black to play.",
			Ru: "У белых осталась одна 0-1, концы — 0 и 2. В базаре только две последние плитки. Ход чёрных."},
		Explain: puzzle.Text{
			En: "Cover the 0 with 0-3. White cannot draw the last two tiles, so it passes every turn while you play 3-5, 2-5 and then 1-2 — a 1 is shown only as your hand empties. Any other tile leaves the 0 open, and White goes out with 0-1.",
			Ru: "Закройте ноль плиткой 0-3. Брать последние две плитки нельзя, поэтому белые пропускают ход за ходом, пока вы кладёте 3-5, 2-5 и наконец 1-2 — единица появится только вместе с пустой рукой. Любая другая плитка оставит ноль, и белые выйдут с 0-1."},
	},
	{
		Kind: puzzle.Compare, Position: "02,24/04,44/12,00/25,53,30,06,65,51,11,14,43,36,61,13,33,32,22,26,66,64,45,55,50,01 b 0",
		Answer: []string{"play:02:L"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "Black has 0-2 and 2-4; White has 0-4 and 4-4. The ends are 2 and 1. Which tile?",
			Ru: "У чёрных 0-2 и 2-4, у белых 0-4 и 4-4. Концы — 2 и 1. Какую плитку?"},
		Explain: puzzle.Text{
			En: "0-2 gives White a 0, but its only answer, 0-4, turns it into the 4 your 2-4 needs, and you go out first. 2-4 first hands White a 4 twice over: 4-4, then 0-4, while your 0-2 waits for a 2 or a 1 that never comes.",
			Ru: "0-2 даёт белым ноль, но единственный ответ, 0-4, превращает его в четвёрку для вашей 2-4, и вы выходите первыми. 2-4 сразу дарит белым четвёрку на два хода: 4-4, потом 0-4, а ваша 0-2 так и ждёт двойку или единицу."},
	},
	{
		Kind: puzzle.Rules, Position: "24,15/00,55/02,04/10,03,35,52,21,11,14,43,33,36,65,54,44,46,66,61,13,32,22,26,60,05 b 0",
		Answer: []string{"play:15:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "1-5 fits both ends, 1 and 5. White holds 0-0 and 5-5; Black also has 2-4. Which end for 1-5?",
			Ru: "1-5 подходит к обоим концам, 1 и 5. У белых 0-0 и 5-5, у чёрных ещё 2-4. На какой конец класть 1-5?"},
		Explain: puzzle.Text{
			En: "On the 5: it leaves two 1s. White's doubles don't fit, nor does your 2-4, so both pass and the blocked game goes to the lower count — your 6 against White's 10. On the 1 end it leaves two 5s, White lays 5-5, and after the block White holds 0-0: no pips at all.",
			Ru: "На пятёрку: останутся две единицы. Дубли белых к ним не подходят, ваша 2-4 тоже, оба пропускают, и рыбу выигрывает меньшая сумма — ваши 6 против 10. На единицу — останутся две пятёрки, белые кладут 5-5, и после рыбы у них 0-0, то есть ноль очков."},
	},
	{
		Kind: puzzle.Rules, Position: "12,00,13,33/46,36/44,14/25,50,04,42,22,26,66,61,15,54,43,35,55,56,60,02,23,30,01,11 b 1",
		Answer: []string{"play:12:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "White has just passed holding 4-6 and 3-6. The ends are 2 and 1; Black has 1-2, 0-0, 1-3 and 3-3. Where does 1-2 go?",
			Ru: "Белые только что пропустили ход, у них 4-6 и 3-6. Концы — 2 и 1, у чёрных 1-2, 0-0, 1-3 и 3-3. Куда положить 1-2?"},
		Explain: puzzle.Text{
			En: "On the 1, making both ends 2. No tile in either hand has a 2, so both pass and the block is counted: 10 pips for you, 19 for White. On the 2 end it leaves two 1s, your 1-3 must then open a 3, and White's 3-6 and 4-6 walk out.",
			Ru: "На единицу — тогда на обоих концах двойки. Двоек нет ни у кого, оба пропускают, и рыбу считают: у вас 10 очков, у белых 19. На двойку — останутся две единицы, вашей 1-3 придётся открыть тройку, и белые выйдут с 3-6 и 4-6."},
	},
	{
		Kind: puzzle.Compare, Position: "25,55/00,66,26/56,35/50,04,44,43,30,02,24,46,61,11,10,06,63,33,32,22,21,14,45,51,13 b 1",
		Answer: []string{"play:55:L"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "White holds 0-0, 6-6 and 2-6 and has just passed. The ends are 5 and 3. Black has 2-5 and 5-5. Which first?",
			Ru: "У белых 0-0, 6-6 и 2-6, они только что пропустили. Концы — 5 и 3. У чёрных 2-5 и 5-5. Что первым?"},
		Explain: puzzle.Text{
			En: "The double: 5-5 keeps the 5, White still has neither a 5 nor a 3 and passes, and 2-5 takes you out. 2-5 first makes a 2 — exactly what White's 2-6 needs — and your 5-5 never finds a 5 again.",
			Ru: "Дубль: 5-5 сохраняет пятёрку, у белых по-прежнему нет ни пятёрки, ни тройки, они пропускают, и 2-5 выводит вас. Начав с 2-5, вы откроете двойку — как раз под 2-6 белых, — а 5-5 больше не найдёт пятёрки."},
	},
	{
		Kind: puzzle.Rules, Position: "02,23/44,00,36,46/25,04/55,53,33,30,01,13,34,45,50,06,62,22,21,11,15,56,66,61,14,42 b 0",
		Answer: []string{"play:02:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "Black has two tiles, 0-2 and 2-3, to White's four (4-4, 0-0, 3-6, 4-6). The ends are 5 and 2. Which tile?",
			Ru: "У чёрных две плитки, 0-2 и 2-3, у белых четыре (4-4, 0-0, 3-6, 4-6). Концы — 5 и 2. Какую плитку?"},
		Explain: puzzle.Text{
			En: "0-2 leaves a 5 and a 0. White can add only 0-0, and after it nobody holds a 5 or a 0: the game is blocked with your 5 pips against White's 27. 2-3 opens a 3 for White's 3-6, and its 6s and 4s then run out the hand.",
			Ru: "0-2 оставляет пятёрку и ноль. Белые могут добавить только 0-0, а дальше ни у кого нет ни пятёрки, ни нуля: рыба, ваши 5 очков против 27. 2-3 открывает тройку под 3-6 белых, и дальше их шестёрки и четвёрки уходят одна за другой."},
	},
	{
		Kind: puzzle.Compare, Position: "06,00/46,66,12,16,56,55,35,14,34,26,11/13,36/44,40,01,15,54,42,22,20,05,52,23,33,30 b 0",
		Answer: []string{"play:00:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "Black is two tiles from winning: 0-6 and 0-0. The ends are 4 and 0, and White holds eleven tiles. Which tile?",
			Ru: "Чёрным до победы две плитки: 0-6 и 0-0. Концы — 4 и 0, у белых одиннадцать плиток. Какую положить?"},
		Explain: puzzle.Text{
			En: "0-0 on the 0: the end stays 0, White has no 0 and can only answer on the 4, and 0-6 then takes you out. Laying 0-6 first turns the 0 into a 6 — White holds five tiles with a 6 — and your 0-0 waits for a 0 that White never gives back.",
			Ru: "0-0 на ноль: конец остаётся нулём, нулей у белых нет, они могут ответить только на четвёрку, и затем 0-6 выводит вас. Если первой положить 0-6, ноль станет шестёркой, а шестёрка есть на пяти плитках белых; ваш 0-0 будет ждать нуля, которого белые не вернут."},
	},
	{
		Kind: puzzle.Compare, Position: "44,02,14/01,55,05,13,23,22,03,12,25,11/35,56/66,62,24,40,00,06,61,15,54,46,63,33,34 b 1",
		Answer: []string{"play:44:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "The ends are 6 and 4, and White, with ten tiles, has just passed. Black holds 4-4, 0-2 and 1-4. Which tile?",
			Ru: "Концы — 6 и 4, белые с десятью плитками только что пропустили. У чёрных 4-4, 0-2 и 1-4. Какую плитку?"},
		Explain: puzzle.Text{
			En: "4-4 fits only a 4, so play it while the 4 is there. It keeps the 4; White, with no 4 or 6, passes again, and 1-4 and then 0-2 take you out. 1-4 first makes a 1 — four of White's tiles have one — and your 4-4 never comes off.",
			Ru: "4-4 встаёт только на четвёрку — кладите его, пока она открыта. Четвёрка остаётся, у белых нет ни четвёрок, ни шестёрок, они снова пропускают, и дальше 1-4 и 0-2 выводят вас. 1-4 первой откроет единицу, а единица есть на четырёх плитках белых, и ваш 4-4 так и останется у вас."},
	},
	{
		Kind: puzzle.Compare, Position: "26/06,33/23,55/05,52,22,20,01,11,12,24,45,56,66,64,44,41,16,63,35,51,13,30,00,04,43 w 0",
		Answer: []string{"play:33:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "Black's last tile is 2-6. The ends are 0 and 3; White holds 0-6 and 3-3. Which tile?",
			Ru: "Последняя плитка чёрных — 2-6. Концы — 0 и 3, у белых 0-6 и 3-3. Какую плитку?"},
		Explain: puzzle.Text{
			En: "3-3 on the 3 shows no 6, so Black passes, and your 0-6 then goes out: the 6 it makes arrives with your empty hand. Lay 0-6 first and Black goes out on its 6 before your 3-3 moves.",
			Ru: "3-3 на тройку шестёрки не открывает, чёрные пропускают, и 0-6 выводит вас: шестёрка появится вместе с пустой рукой. Сыграв сначала 0-6, вы дадите чёрным шестёрку, и они выйдут раньше, чем сыграет ваш 3-3."},
	},
	{
		Kind: puzzle.Compare, Position: "33/66,06,00,36/44,34/42,22,25,50,04,41,11,13,35,56,64,45,55,51,16,62,20,03,32,21,10 w 1",
		Answer: []string{"play:00:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "Black holds only 3-3 and has just passed. The ends are 4 and 0; White has 6-6, 0-6, 0-0 and 3-6. Which tile first?",
			Ru: "У чёрных только 3-3, и они только что пропустили. Концы — 4 и 0, у белых 6-6, 0-6, 0-0 и 3-6. С какой плитки начать?"},
		Explain: puzzle.Text{
			En: "0-0: it keeps the 0 for 0-6, then 6-6, and 3-6 goes last, so the 3 shows only with your empty hand. Starting with 0-6 strands 0-0 — no 0 is left — and you must lay 3-6 with a tile still in hand: Black goes out with 3-3.",
			Ru: "С 0-0: ноль остаётся под 0-6, за ней 6-6, а 3-6 идёт последней, и тройка появится только с пустой рукой. Начав с 0-6, вы лишите 0-0 места — нулей больше нет — и придётся класть 3-6, держа ещё плитку: чёрные выйдут с 3-3."},
	},
	{
		Kind: puzzle.Compare, Position: "00,22/23,26,33,66/55,46/31,10,06,61,11,15,54,42,21,14,40,02,25,56,63,35,50,03,34,44 w 0",
		Answer: []string{"play:33:L"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "The ends are 3 and 4. White holds 2-3, 2-6, 3-3 and 6-6; Black holds 0-0 and 2-2. Which tile?",
			Ru: "Концы — 3 и 4. У белых 2-3, 2-6, 3-3 и 6-6, у чёрных 0-0 и 2-2. Какую плитку?"},
		Explain: puzzle.Text{
			En: "3-3 first, while a 3 is open for it. Black passes, then 2-3, 2-6 and 6-6 follow in a chain and you go out. Lay 2-3 at once and 3-3 has no 3 to go to: you end up stuck with it, and the blocked game counts your 6 pips against Black's 0-0.",
			Ru: "Сначала 3-3, пока для него открыта тройка. Чёрные пропускают, затем цепочкой идут 2-3, 2-6 и 6-6, и вы выходите. Положив сразу 2-3, вы оставите 3-3 без тройки: он застрянет у вас, и в рыбе ваши 6 очков проиграют пустому 0-0 чёрных."},
	},
	{
		Kind: puzzle.Review, Position: "00,45,24,35/46,34,33,16,44,04/22,01/26,60,05,55,56,66,63,30,02,25,51,11,13,32,21,14 b 0",
		Answer: []string{"play:24:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "From a game: Black played 4-5 here and lost. The ends are 2 and 4; White holds six tiles, most of them 4s and 6s. What wins instead?",
			Ru: "Из партии: здесь чёрные сыграли 4-5 и проиграли. Концы — 2 и 4; у белых шесть плиток, почти все с четвёрками и шестёрками. Что выигрывало?"},
		Explain: puzzle.Text{
			En: "2-4 on the 4 makes both ends 2. White has no 2, neither do your 0-0, 4-5 and 3-5, so both pass and the block counts 17 pips against White's 42. 4-5 made White pass once, but your next tile had to reopen a 4, and White's hand ran out from there.",
			Ru: "2-4 на четвёрку делает оба конца двойками. Двоек нет ни у белых, ни у ваших 0-0, 4-5 и 3-5: оба пропускают, и рыба считает 17 очков против 42. После 4-5 белые один раз пропустили, но следующей плиткой пришлось снова открыть четвёрку, и белые выложили всю руку."},
	},
	{
		Kind: puzzle.Review, Position: "00,13,22,01/23,26,33,66/55,46/06,61,11,15,54,42,21,14,40,02,25,56,63,35,50,03,34,44 b 0",
		Answer: []string{"play:00:L"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "From a game: Black led 0-1 here. The ends are 0 and 4, and Black holds 0-0, 1-3, 2-2 and 0-1. What was better?",
			Ru: "Из партии: здесь чёрные положили 0-1. Концы — 0 и 4, у чёрных 0-0, 1-3, 2-2 и 0-1. Что было лучше?"},
		Explain: puzzle.Text{
			En: "0-0 fits only a 0, and the 0 is open now: play it. White (2-3, 2-6, 3-3, 6-6) has no 0 or 4 and passes; then 0-1, 1-3 and 2-2 take you out first. 0-1 closed the only 0 and stranded 0-0 in your hand, and White got back in on your 3.",
			Ru: "0-0 встаёт только на ноль, а ноль открыт сейчас — кладите. У белых (2-3, 2-6, 3-3, 6-6) нет ни нуля, ни четвёрки, они пропускают, а 0-1, 1-3 и 2-2 выводят вас первыми. Ход 0-1 закрыл единственный ноль, 0-0 застрял в руке, а белые вернулись в игру через вашу тройку."},
	},
	{
		Kind: puzzle.Review, Position: "34,33,46,66,22,23/14,36/44,13/24,40,01,12,20,00,05,52,26,61,11,15,55,56,60,03,35,54 b 0",
		Answer: []string{"play:34:R"}, Proof: puzzle.Proof{Margin: 1},
		Question: puzzle.Text{
			En: "From a game: Black played 4-6 here. White holds only 1-4 and 3-6; the ends are 2 and 4. What wins?",
			Ru: "Из партии: здесь чёрные сыграли 4-6. У белых только 1-4 и 3-6, концы — 2 и 4. Что выигрывает?"},
		Explain: puzzle.Text{
			En: "3-4 on the 4 turns it into a 3. White answers 3-6, and then you lay 2-2, 2-3, 3-3, 6-6 and 4-6 while White passes: its 1-4 never sees a 1 or a 4. After 4-6 your 3-4 had to come later, and it showed White the 4 it was waiting for.",
			Ru: "3-4 на четвёрку делает её тройкой. Белые отвечают 3-6, а вы кладёте 2-2, 2-3, 3-3, 6-6 и 4-6, пока они пропускают: их 1-4 не увидит ни единицы, ни четвёрки. После 4-6 ваша 3-4 пошла бы позже и открыла бы белым долгожданную четвёрку."},
	},
	{
		Kind: puzzle.Compare, Position: "w:02,01/1/14/21,11,15,53,33,30,06,64,44,45,50 w 0",
		Answer: []string{"play:02:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.3},
		Question: puzzle.Text{
			En: "Black has one tile left; you can't see it. The ends are 2 and 0, and you hold 0-2 and 0-1. Which play?",
			Ru: "У чёрных осталась одна плитка, её не видно. Концы — 2 и 0, у вас 0-2 и 0-1. Как сыграть?"},
		Explain: puzzle.Text{
			En: "Count the tiles you can't see: fifteen, of which only 0-0 and 0-4 carry a 0, while five carry a 2 and three a 1. 0-2 on the 2 shows a 0 at both ends — the number Black is least likely to have — and your 0-1 will still fit a 0 next turn. 0-2 on the 0 leaves two 2s, and 0-1 leaves a 1 and a 2: far more tiles go out on those.",
			Ru: "Посчитайте невидимые плитки: их пятнадцать, и ноль есть только на 0-0 и 0-4, а двойка — на пяти, единица — на трёх. 0-2 на двойку даёт ноль на обоих концах — число, которое у чёрных вероятнее всего отсутствует, — а ваша 0-1 следующим ходом всё равно встанет на ноль. 0-2 на ноль оставляет две двойки, а 0-1 — единицу и двойку: с ними выходит куда больше плиток."},
	},
	{
		Kind: puzzle.Compare, Position: "b:02,03/2/14/35,52,24,41,11,10,06,63,34,40 b 0",
		Answer: []string{"play:03:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.1},
		Question: puzzle.Text{
			En: "You hold 0-2 and 0-3; the ends are 3 and 0. White has two tiles. Which play makes your win sure?",
			Ru: "У вас 0-2 и 0-3, концы — 3 и 0. У белых две плитки. Как сыграть, чтобы победа была верной?"},
		Explain: puzzle.Text{
			En: "0-3 on the 3 makes both ends 0, the number of your last tile. Whatever White does next covers one end at most, the other 0 stays, and 0-2 takes you out. 0-2 on the 0 leaves a 3 and a 2, and White may cover the 3 your 0-3 needs.",
			Ru: "0-3 на тройку делает оба конца нулями — как раз под вашу последнюю плитку. Что бы ни сделали белые, они закроют не больше одного конца, другой ноль останется, и 0-2 выведет вас. 0-2 на ноль оставит тройку и двойку, и белые могут закрыть тройку, нужную вашей 0-3."},
	},
	{
		Kind: puzzle.Compare, Position: "b:13,01/1/13/14,46,66,60,02,25,50,03,32,24,45,53 b 0",
		Answer: []string{"play:13:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.15},
		Question: puzzle.Text{
			En: "White has one hidden tile. The ends are 1 and 3; you hold 1-3 and 0-1. Which play?",
			Ru: "У белых одна скрытая плитка. Концы — 1 и 3, у вас 1-3 и 0-1. Как сыграть?"},
		Explain: puzzle.Text{
			En: "1-3 on the 3 makes both ends 1, and your 0-1 will fit whatever White does on one of them. White goes out at once only with a 1, and just four of the fourteen tiles you can't see have one. 0-1 leaves a 0 and a 3 — five unseen tiles fit those — and White's reply may shut the 3 your 1-3 needs.",
			Ru: "1-3 на тройку делает оба конца единицами, и ваша 0-1 встанет, что бы белые ни положили на один из них. Сразу выйти белые могут только с единицей, а она есть лишь на четырёх из четырнадцати невидимых плиток. 0-1 оставит ноль и тройку — к ним подходят пять невидимых плиток, — и ответ белых может закрыть тройку для вашей 1-3."},
	},
	{
		Kind: puzzle.Compare, Position: "w:44,14/2/13/33,30,01,15,50,02,22,21,16,66,64 w 0",
		Answer: []string{"play:44:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.15},
		Question: puzzle.Text{
			En: "The ends are 3 and 4; you hold 4-4 and 1-4, and Black has two hidden tiles. Which first?",
			Ru: "Концы — 3 и 4, у вас 4-4 и 1-4, у чёрных две скрытые плитки. Что первым?"},
		Explain: puzzle.Text{
			En: "The double: 4-4 fits nothing but a 4, and after it the 4 is still there for 1-4. Lay 1-4 first and the 4 turns into a 1; your 4-4 then waits for Black to bring a 4 back, and Black gets a free turn or two to go out.",
			Ru: "Дубль: 4-4 встаёт только на четвёрку, и после него четвёрка остаётся для 1-4. Положив сначала 1-4, вы смените четвёрку на единицу, и 4-4 будет ждать, пока чёрные сами вернут четвёрку, — а у них появятся лишние ходы, чтобы выйти."},
	},
	{
		Kind: puzzle.Review, Position: "b:22,03,26,46/4/14/55,52,20,04,44,42 b 0",
		Answer: []string{"play:22:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.2},
		Question: puzzle.Text{
			En: "From a game: Black laid 2-6 here. The ends are 5 and 2; Black holds 2-2, 0-3, 2-6 and 4-6. What was better?",
			Ru: "Из партии: здесь чёрные положили 2-6. Концы — 5 и 2, у чёрных 2-2, 0-3, 2-6 и 4-6. Что было лучше?"},
		Explain: puzzle.Text{
			En: "2-2, while the 2 is open: the end stays a 2, so 2-6 can follow next turn. After 2-6 the only 2 was gone, and 2-2 sat in the hand waiting for a 2 that might never come.",
			Ru: "2-2, пока открыта двойка: конец остаётся двойкой, и 2-6 можно положить следующим ходом. После 2-6 единственная двойка исчезла, и 2-2 остался в руке ждать двойки, которой может и не быть."},
	},
	{
		Kind: puzzle.Compare, Position: "w:34,55,45,12,66/2/8/65,52,22,20,00,01,16,63,30,06,62,23,33 w 0",
		Answer: []string{"play:66:L"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.2},
		Question: puzzle.Text{
			En: "The ends are 6 and 3. You hold 3-4, 5-5, 4-5, 1-2 and 6-6; Black has two tiles. Which tile?",
			Ru: "Концы — 6 и 3. У вас 3-4, 5-5, 4-5, 1-2 и 6-6, у чёрных две плитки. Какую плитку?"},
		Explain: puzzle.Text{
			En: "6-6 while the 6 is open: it keeps the 6 and gives nothing new away. The 3 end is your other way in, for 3-4 and then 4-5 and 5-5. Play 3-4 now and 6-6 hangs on that one 6: the only 6 you cannot see is 4-6, and if Black lays it there, your double is stuck for good.",
			Ru: "6-6, пока открыта шестёрка: она остаётся, а нового вы ничего не даёте. Тройка — ваш второй вход, под 3-4, потом 4-5 и 5-5. Сыграв сейчас 3-4, вы оставите 6-6 висеть на единственной шестёрке: из невидимых плиток шестёрка есть только на 4-6, и если чёрные положат её туда, дубль застрянет навсегда."},
	},
	{
		Kind: puzzle.Compare, Position: "b:33,23/3/5/06,62,25,55,56,66,61,12,22,24,41,13,36,64,45,50,04,43 b 0",
		Answer: []string{"play:33:R"}, Proof: puzzle.Proof{Deals: 400, Margin: 0.2},
		Question: puzzle.Text{
			En: "You hold 3-3 and 2-3; the ends are 0 and 3. White has three hidden tiles. Which first?",
			Ru: "У вас 3-3 и 2-3, концы — 0 и 3. У белых три скрытые плитки. Что первым?"},
		Explain: puzzle.Text{
			En: "3-3: the 3 stays open and 2-3 fits it next turn. 2-3 first turns the 3 into a 2, and 3-3 is left hoping someone brings a 3 back.",
			Ru: "3-3: тройка остаётся открытой, и 2-3 встанет на неё следующим ходом. 2-3 первой превратит тройку в двойку, и 3-3 останется надеяться, что кто-то вернёт тройку."},
	},
	{
		Kind: puzzle.Review, Position: "w:05,11,36,02,35/4/14/60,00,04,44,41 w 0",
		Answer: []string{"play:11:R"}, Proof: puzzle.Proof{Deals: 200, Margin: 0.1},
		Question: puzzle.Text{
			En: "From a game: White played 3-6 here. The ends are 6 and 1; White holds 0-5, 1-1, 3-6, 0-2 and 3-5. What was better?",
			Ru: "Из партии: здесь белые сыграли 3-6. Концы — 6 и 1, у белых 0-5, 1-1, 3-6, 0-2 и 3-5. Что было лучше?"},
		Explain: puzzle.Text{
			En: "1-1: it is the only tile of yours that fits the 1, and a double fits nowhere else. The 6 end can take 3-6 later. After 3-6 the 1-1 depends on the 1 surviving Black's next moves.",
			Ru: "1-1: это ваша единственная плитка под единицу, а дублю больше некуда встать. На шестёрку 3-6 можно положить и потом. После 3-6 судьба 1-1 зависит от того, переживёт ли единица следующие ходы чёрных."},
	},
	{
		Kind: puzzle.Review, Position: "b:16,12,23,01/4/14/36,60,00,04,44,41 b 0",
		Answer: []string{"play:23:L"}, Proof: puzzle.Proof{Deals: 200, Margin: 0.15},
		Question: puzzle.Text{
			En: "From a game: Black played 1-6 here. The ends are 3 and 1; Black holds 1-6, 1-2, 2-3 and 0-1. What was better?",
			Ru: "Из партии: здесь чёрные сыграли 1-6. Концы — 3 и 1, у чёрных 1-6, 1-2, 2-3 и 0-1. Что было лучше?"},
		Explain: puzzle.Text{
			En: "2-3 on the 3. It is the only tile you have for the 3, and it leaves a 2 there, which your 1-2 fits; the 1 end still serves three of your tiles. 1-6 spent a 1 and left 2-3 hanging on the one 3.",
			Ru: "2-3 на тройку. Это ваша единственная плитка под тройку, и после неё там двойка, под которую есть 1-2, а единица по-прежнему годится для трёх ваших плиток. Ход 1-6 истратил единицу и оставил 2-3 висеть на одной тройке."},
	},
	{
		Kind: puzzle.Rules, Position: "w:04,22,14,44,24/1/11/25,50,06,66,65,55,54,46,61,13,34 w 0",
		Answer: []string{"play:24:L"}, Proof: puzzle.Proof{Deals: 200, Margin: 0.2},
		Question: puzzle.Text{
			En: "Black has a single tile and the boneyard eleven. The ends are 2 and 4, and you hold 0-4, 2-2, 1-4, 4-4 and 2-4. How do you shut Black out?",
			Ru: "У чёрных одна плитка, в базаре одиннадцать. Концы — 2 и 4, у вас 0-4, 2-2, 1-4, 4-4 и 2-4. Как запереть чёрных?"},
		Explain: puzzle.Text{
			En: "Every tile with a 4 is in your hand or on the table, so Black cannot hold one. 2-4 on the 2 makes both ends 4: Black must draw until only the last two tiles are left and then pass, while you keep playing 4-4 and your other 4s. Any other play leaves a 2 open, and Black may simply go out.",
			Ru: "Все плитки с четвёркой — у вас в руке или на столе, значит, у чёрных её быть не может. 2-4 на двойку делает оба конца четвёрками: чёрные берут из базара, пока там не останутся две последние плитки, и пропускают, а вы продолжаете класть 4-4 и другие четвёрки. Любой другой ход оставит двойку, и чёрные могут просто выйти."},
	},
})
