package lang

// The puzzles' own texts in English: puzzle.<id>.question and
// puzzle.<id>.explain (package puzzle's keys).
var enPuzzleTexts = map[string]string{
	"puzzle.jungle-01.question": "Blue has only its elephant left. End the game with this move.",
	"puzzle.jungle-01.explain":  "The rat takes the elephant: the one exception to the order of ranks. The lion on b2 is strong, but the elephant outranks it, so b2a2 is no capture at all. With its last animal gone, Blue loses.",

	"puzzle.jungle-02.question": "Blue's rat on g7 is its last animal. Which of your two animals can take it?",
	"puzzle.jungle-02.explain":  "The cat: any animal may take a rat, except the elephant, which may never capture a rat outside a trap. g6g7 is not a legal move, while f7g7 takes the last blue animal and wins.",

	"puzzle.jungle-03.question": "Blue's lion has stepped into your trap on d2, next to your den. It is Blue's only animal. What do you play?",
	"puzzle.jungle-03.explain":  "Inside your trap the lion counts as rank 0, so even the rat may take it — and that is Blue's last animal. Any other move lets the lion walk into your den on d1 next turn.",

	"puzzle.jungle-04.question": "Blue's dog on d6 is its last animal. Your lion and your tiger both stand at the river. Which leap takes the dog?",
	"puzzle.jungle-04.explain":  "A leap needs every water square on its way free of rats — of either side. Your own rat on c6 bars the lion's way from a6; the tiger flies over e6 and f6, which are empty, and takes the dog.",

	"puzzle.jungle-05.question": "Blue's rat on a5 is its last animal, and your rat swims right beside it. Who can take it?",
	"puzzle.jungle-05.explain":  "An animal in the river and one on land never capture each other, so your rat on b5 cannot take a rat standing on a5. The dog on a4 is on land beside it and outranks a rat: a4a5 wins.",

	"puzzle.jungle-06.question": "58 half-moves have passed without a capture. Your leopard on c8 is close to the den. How do you win before the game is drawn?",
	"puzzle.jungle-06.explain":  "Take the dog: c8d8 sets the count back to zero, no blue animal can reach d8, and the leopard enters the den next move. The quiet c8c9 also comes next to the den, but Blue's reply is then the 60th half-move without a capture and the game ends in a draw.",

	"puzzle.jungle-07.question": "Your lion on e7 is near the blue den. Which step leads it in by force?",
	"puzzle.jungle-07.explain":  "Go to e8, beside the trap e9. In a trap the lion counts for nothing, but only an animal on f9 could take it there, and no blue animal can reach f9 in time; e9 and then the den follow. e7d7 heads for d8 instead, and on d8 the leopard on c8 would take the weakened lion.",

	"puzzle.jungle-08.question": "You play Blue. Your lion on c2 stands by the red den. Win in two moves.",
	"puzzle.jungle-08.explain":  "Take the tiger on c1: in its own trap it keeps its rank, and the lion outranks it. Now the lion stands in a red trap, where any animal could take it — but no red animal is next to c1, and the den comes next. c2d2 steps into the trap beside the leopard on e2, which takes it; c2c3, taking the cat, walks away from the den.",

	"puzzle.jungle-09.question": "Your tiger on c8 is one step from two traps by the den. Win in two moves.",
	"puzzle.jungle-09.explain":  "Take the wolf on c9. The tiger then stands in a trap and counts for nothing, but no blue animal touches c9 — the lion on b8 is diagonal to it — so the tiger enters the den next. c8d8 looks just as close, yet on d8 the cat on e8 takes the weakened tiger.",

	"puzzle.jungle-10.question": "Your lion stands on f9, two squares from the den. Is the trap on e9 a danger?",
	"puzzle.jungle-10.explain":  "Step into the trap: f9e9. A trap is dangerous only when an enemy stands next to it, and e9 touches just e8, f9 and the den — no blue animal is on them, and none can take the lion in one move. Next move it enters the den.",

	"puzzle.jungle-11.question": "Your dog on e8 is next to two traps by the den, d8 and e9. Which one?",
	"puzzle.jungle-11.explain":  "e9. In either trap the dog is worth nothing, so the question is who stands beside it: the wolf on c8 touches d8 and would take the dog there, while e9 touches only e8, f9 and the den, and the tiger on g9 cannot take on e9 from where it is. From e9 the dog enters the den.",

	"puzzle.jungle-12.question": "Your rat on d7 faces the blue rat on d8 and the blue elephant on e7. What does it take?",
	"puzzle.jungle-12.explain":  "The rat: a rat on land may take a rat on land, and d7d8 puts yours next to the den. No blue animal touches d8 — the wolf on c9, the cat on e9 and the elephant on e7 all stand diagonally — so the den comes next. Taking the elephant (d7e7) is legal and tempting, but it leaves the blue rat between you and the den.",

	"puzzle.jungle-13.question": "Your elephant on b8 is close to the den. Step towards it with b8c8, or something else?",
	"puzzle.jungle-13.explain":  "Take the lion on b9. From there the elephant goes to c9 and into the den, and in between no blue animal can reach b9 or c8, the only squares from which c9 can be attacked. After b8c8 both traps in front of the den are guarded: the lion on b9 watches c9 and the cat on e8 watches d8, and the elephant, weak in a trap, would be taken in either.",

	"puzzle.jungle-14.question": "The blue elephant on g8 attacks your lion on f8. Where should the lion go?",
	"puzzle.jungle-14.explain":  "To e8. There the elephant cannot reach it and the leopard beside it is weaker; next the lion steps into the trap e9 and then the den, and no blue animal can be on f9 or e8 in time to take it in the trap. f8f9 also heads for the den, but d8e8 then puts the leopard next to e9, and it would take the weakened lion there.",

	"puzzle.jungle-15.question": "Your tiger on c7 can take the wolf on c8 or go after the leopard on d8. Which leads to the den?",
	"puzzle.jungle-15.explain":  "Take the wolf: c7c8. It was the guard of c9, and now the tiger enters that trap and then the den, while the lion on a8 needs two moves to come next to c9. Going for the leopard (c7d7, then taking on d8) fails: a tiger that takes on d8 stands in a trap beside the blue tiger on e8, which takes it back.",

	"puzzle.jungle-16.question": "Your tiger can take the leopard on d7. Should it?",
	"puzzle.jungle-16.explain":  "No: c7c8 wins. From c8 the tiger reaches the trap c9, and no blue animal can get next to c9 — nobody can reach b9 — so c9 and then the den follow. After c7d7 the dog steps to e8 and guards d8, and the tiger is again two moves from c9 with no forced way in.",

	"puzzle.jungle-17.question": "Your elephant on b8 can go b8b9 towards the den or take the wolf on c8. Which wins?",
	"puzzle.jungle-17.explain":  "Take the wolf: b8c8. The elephant then stands next to both traps c9 and d8. Blue can guard d8 with the leopard (d6d7), but nothing can come next to c9, and the rat in the river is far too slow to bite. b8b9 leaves the wolf on c8, right beside c9.",

	"puzzle.jungle-18.question": "You play Blue. Your lion on c3 can take the dog on d3 or the cat on c2. Which capture wins?",
	"puzzle.jungle-18.explain":  "The cat: c3c2. From c2 the lion steps into the trap c1 and then the den, and no red animal can reach b1 in time to take it there. Taking the dog leads only to d2, and there the cat on c2 would take the lion, weak in the trap.",

	"puzzle.jungle-19.question": "Your elephant on a9 stands beside the blue lion, with the blue rat not far. What now?",
	"puzzle.jungle-19.explain":  "Take the lion: a9b9. The rat will chase the elephant — it is the one animal that can take it — but the elephant is a step ahead: c9, then the den. Stepping back with a9a8 lets the rat come beside the elephant with b7b8 and the attack is over.",

	"puzzle.jungle-20.question": "Your lion on e7 is two steps from the den. Which way?",
	"puzzle.jungle-20.explain":  "Go to e8, between the two traps by the den, d8 and e9. Blue can guard only one of them in a move — the cat to f9, or the wolf to c8 or the elephant to d7 — and the lion goes in through the other. e7d7 puts the lion beside the elephant on d6, which takes it.",

	"puzzle.jungle-21.question": "Your leopard on e7 can take the cat on f7. Is that best?",
	"puzzle.jungle-21.explain":  "No: step to e8. Next the leopard enters the trap e9 and then the den. The lion on c8 guards d8, but an animal can take on e9 only from f9 or e8, and no blue animal gets to f9 in one move. Taking the cat wins material but carries the leopard away from the den.",

	"puzzle.jungle-22.question": "You play Blue. You may take the red rat on e3, with the lion or with the tiger's leap, or take the wolf on d2. Which?",
	"puzzle.jungle-22.explain":  "Take the wolf on d2 and enter the den next. In the trap the lion counts as rank 0, so even the rat could take it — but the rat on e3 is diagonal to d2, and no red animal stands next to it. Taking the rat costs the move the lion needs, and the forced win is gone.",

	"puzzle.jungle-23.question": "Your elephant on c8 can take four animals: the lion, the wolf, the cat or the dog. Which capture wins?",
	"puzzle.jungle-23.explain":  "The lion on c9. The elephant is weak in that trap, yet no blue animal touches c9 — the wolf on b8 is diagonal to it — and the den comes next. On d8 the tiger on e8 would take the weakened elephant; taking the wolf or the dog leads away from the den.",

	"puzzle.jungle-24.question": "You play Blue. The red rat on e3 threatens your elephant on e2. Save it, or take the wolf on d2?",
	"puzzle.jungle-24.explain":  "Step to e1. In the trap the elephant counts for nothing, but no red animal stands next to e1 — f1 is empty and the rat is two steps away — and the den comes next. Taking the wolf on d2 puts the elephant in a trap beside the dog on d3, which takes it.",

	"puzzle.jungle-25.question": "Your leopard has reached b8. How does it finish the game?",
	"puzzle.jungle-25.explain":  "Take the wolf on b9: it was the guard of c9. Then c9 and the den: the tiger on e8 needs two moves to stand next to c9. b8c8 lets the tiger come to d8 beside the leopard, while the wolf still guards c9.",

	"puzzle.jungle-26.question": "Your rat on e7 is on land near the den. How does it get in?",
	"puzzle.jungle-26.explain":  "e7e8. From e8 the rat touches two traps, e9 and d8, each next to the den, and no blue animal can take it on e8 right away. Blue can guard one trap in a move, not both; and a rat loses nothing by standing in a trap, as it is the weakest anyway. e7d7 walks next to the leopard on c7, which takes it.",

	"puzzle.jungle-27.question": "You play Blue. Your rat on c3 has slipped into the red camp. How does it win?",
	"puzzle.jungle-27.explain":  "c3c2. On c2 the rat touches two traps by the den, c1 and d2. Red can cover one of them in a move — the tiger to b1 or the wolf to e2 — not both, and the rat walks through the other. From d3 it would threaten only d2, and f2e2 covers that.",

	"puzzle.jungle-28.question": "You play Blue. Your lion on c3 stands near the red den. Find the way in.",
	"puzzle.jungle-28.explain":  "c3c2, next to the trap c1. From c1 the lion enters the den, and no red animal can get next to c1 in one move: the cat on a2 is two steps from b1, and the wolf on d2 touches c2, not c1. c3d3 aims at d2, but after d2c2 the wolf stands beside d2 and would take the lion there.",

	"puzzle.jungle-29.question": "You play Blue. Your tiger on e3 is close to the red den. What is its move?",
	"puzzle.jungle-29.explain":  "e3e2: now the tiger threatens the trap e1 and the wolf on d2, which it may take, both next to the den. Red would have to guard e1 (the lion to f1) and d2 (the cat to c2 or d3) at once, and cannot. After e3d3 the cat steps to c2 and guards d2, the tiger's only way in.",

	"puzzle.jungle-30.question": "Blue has only a dog left, on g7. Your wolf on d6 is nearest to the den. Win in three moves.",
	"puzzle.jungle-30.explain":  "Walk straight in: d7, d8, the den. The dog cannot take the wolf, and to stop it on d8 — where the wolf is weak — it must stand on c8 or e8 in time; from g7 that takes three moves. Any other move is a move lost: no other red animal is near.",

	"puzzle.jungle-31.question": "You play Blue. Your elephant on e3 is near the red den, guarded by the dog on d2 and the cat on e1. Break in.",
	"puzzle.jungle-31.explain":  "e3e2, between the dog and the cat: the elephant threatens to take either and step into the den. Red can save only one. If the cat leaves e1 to guard it from f1, the elephant takes the dog on d2, where nothing can reach it. After e3d3 the cat answers e1e2 and guards d2, the one way left.",

	"puzzle.jungle-32.question": "You play Blue. Your tiger on e3 meets the red tiger guarding the den from c2. Which way in?",
	"puzzle.jungle-32.explain":  "e3e2, then the trap e1 and the den. The red tiger on c2 guards d2, but nobody can get next to e1 in one move: the wolf on g2 needs two. e3d3 heads for d2, right where the red tiger would take the weakened tiger.",

	"puzzle.jungle-33.question": "Your lion has arrived on f8. How does it finish?",
	"puzzle.jungle-33.explain":  "f8e8. On e8 the lion stands next to the trap e9 and to the wolf on d8, which it may take, and both lead into the den. Blue cannot cover both in one move. f8f9 is met by d8e8: the wolf then guards e9 and would take the lion there, weak in the trap.",

	"puzzle.jungle-34.question": "Your elephant stands on b9. The blue rat on d7 is its greatest danger. What now?",
	"puzzle.jungle-34.explain":  "Into the trap: b9c9. The elephant is weak there, but no blue animal stands next to c9 — the tiger on d8 is diagonal to it — and the den comes next. Taking the rat with the dog (d6d7) lets the leopard on e7 take the dog back, and the elephant is no nearer the den.",

	"puzzle.theme.ludo.entering":      "Entering a piece",
	"puzzle.theme.ludo.racing":        "Racing ahead",
	"puzzle.theme.ludo.finishing":     "Finishing exactly",
	"puzzle.theme.ludo.safety":        "Staying safe",
	"puzzle.theme.ludo.capturing":     "Capturing",
	"puzzle.theme.aviation.entering":  "Taking off",
	"puzzle.theme.aviation.racing":    "Racing ahead",
	"puzzle.theme.aviation.finishing": "Landing exactly",
	"puzzle.theme.aviation.safety":    "Staying safe",
	"puzzle.theme.aviation.capturing": "Capturing",

	"puzzle.theme.jungle.den":     "Den attack",
	"puzzle.theme.jungle.trap":    "Traps",
	"puzzle.theme.jungle.trade":   "Trades by rank",
	"puzzle.theme.jungle.defence": "Defending the den",
	"puzzle.theme.jungle.race":    "The 60-half-move race",
	"puzzle.theme.jungle.river":   "The rat's river",

	"puzzle.jungle-35.question": "Red's tiger has reached your trap on c9, one step from your den. Blue to play: stop it and win.",
	"puzzle.jungle-35.explain":  "Take it with the lion: c8c9. Nothing else can reach the tiger, and any other move lets it step into d9. Then your wolf goes b1c1 and on into Red's den at d1; Red's elephant on b3 never gets next to c1 in time.",

	"puzzle.jungle-36.question": "Red's elephant stands in your trap on e9, beside your den. Blue to play.",
	"puzzle.jungle-36.explain":  "In your trap the elephant counts for nothing, so even the dog may take it: f9e9. Leave it there and it walks into d9. With the danger gone, the tiger on f1 steps into Red's trap at e1 and then into the den at d1.",

	"puzzle.jungle-37.question": "Blue's cat on d2 is one step from your den. Red to play: deal with it and win.",
	"puzzle.jungle-37.explain":  "Your cat on c2 takes it — equal ranks may capture, and in your trap the cat would fall to anything anyway. Every other move lets it into d1. Then the wolf goes e8d8 into Blue's trap, where no blue animal stands beside it, and on into d9.",

	"puzzle.jungle-38.question": "58 half-moves have gone by without a capture. Red to play: win before the game is drawn.",
	"puzzle.jungle-38.explain":  "c8d8: wolf takes wolf, as equal ranks may, and the capture starts the count again; next move the wolf enters d9. Stepping c8c9 aims at the den just as fast, but it is the 59th quiet half-move, Blue's reply the 60th, and the game ends drawn.",

	"puzzle.jungle-39.question": "56 half-moves without a capture. Red to play and win in three moves.",
	"puzzle.jungle-39.explain":  "Three quiet moves take five half-moves, and the count would reach 60 before the den. So the wolf first takes the cat on f9, which starts the count again, then steps f9e9 and e9d9. The blue rat swims up from e6 to attack the wolf in the trap, but reaches e8 a move too late.",

	"puzzle.jungle-40.question": "56 half-moves without a capture. Blue to play and win in three moves.",
	"puzzle.jungle-40.explain":  "A quiet walk to d1 needs five half-moves and runs into the 60 limit. The tiger takes the wolf on d3 instead — a capture sets the count back to zero — then goes d3d2 into Red's trap and on to d1. No red animal gets next to d2 in time to use the trap.",

	"puzzle.jungle-41.question": "Red has only its tiger and its dog. Blue to play: finish the game in two moves.",
	"puzzle.jungle-41.explain":  "The lion leaps a6d6 across the empty water and lands on the tiger, which it outranks. The dog is then Red's last animal, and it cannot get away: to g6 and the lion leaps again, d6g6 over e6 and f6; to g4 and your elephant takes it. A side with no animals has lost.",

	"puzzle.jungle-42.question": "Red to play. Your lion on f9 is two steps from Blue's den. Which step first?",
	"puzzle.jungle-42.explain":  "f9e9, into the trap. A lion there is worth nothing, but no blue animal stands beside e9: Blue's lion on d8 is diagonal to it, and the den itself is no square for Blue. Next move e9d9. Your tiger cannot help on d8: Blue's lion outranks it, and its own trap does not weaken it.",

	"puzzle.jungle-43.question": "Your tiger on d4 stands at the river and a4 across it is empty, but your own rat swims on b4, on the way. Can the tiger leap to a4? How does Red win?",
	"puzzle.jungle-43.explain":  "No leap: any rat in the water on the path blocks it, yours as much as Blue's, so d4a4 is not a move. The same rat keeps Blue's lion on b3 from leaping to b7. The win is the elephant's walk: f8e8, then into the trap on e9, where no blue animal can reach it in time, and into d9.",

	"puzzle.jungle-44.question": "An exercise, part one: the water between b3 and b7 is empty, and Blue's dog on b7 is its last animal. Win with one move.",
	"puzzle.jungle-44.explain":  "The lion leaps b3b7 over three empty water squares and takes the dog. Blue has no animal left and loses.",

	"puzzle.jungle-45.question": "Part two: the same board, but now a blue rat swims on b4. Does the leap still work? Find the win.",
	"puzzle.jungle-45.explain":  "Only the water changed, and that is enough: the rat on b4 stands on the lion's path, so b3b7 is no longer a move. Win with the tiger instead: g9f9, f9e9 into the trap, where the dog on b7 is far too slow to reach it, and e9d9.",

	"puzzle.ludo-01.question": "Red rolled a 2. Yellow's last piece on the loop stands two squares in front of your piece on the start square. Which piece moves?",
	"puzzle.ludo-01.explain":  "Take it: the yellow piece is on an ordinary square, so landing on it sends it back to base, and a capture earns another roll. Yellow then needs a six to come out and a whole lap after. Your piece in the home column can wait — nothing can capture it there.",

	"puzzle.ludo-02.question": "Red rolled a 2. Yellow has three pieces home, and its last one stands two squares ahead of one of yours. Your piece in the home column could also finish with this 2. Which?",
	"puzzle.ludo-02.explain":  "The capture. Both moves earn another roll, but only the capture changes the race: Yellow's last piece goes back to base and needs a six and a full lap. Your piece in the home column is safe there and only has to wait for another exact 2.",

	"puzzle.ludo-03.question": "Red rolled a 1. Yellow's last piece stands one square in front of your piece, on the last square before your home column; your other piece is already in the column. Which moves?",
	"puzzle.ludo-03.explain":  "Take it: the square is an ordinary one, so the yellow piece goes back to base and you roll again. Your piece in the home column is out of reach and can wait. Solved to the end, the capture wins 95 % of games, the step up the column 70 %.",

	"puzzle.ludo-04.question": "Red rolled a 1. One piece is a single square from the centre; the other stands five squares in front of Yellow's last piece. Which moves?",
	"puzzle.ludo-04.explain":  "Bring the first one home: only a 1 does it, and arriving earns another roll, which may carry the other piece out of reach. One step with the runner leaves it six in front of the yellow piece, still open to a 6. Solved exactly: 85 % against 65 %.",

	"puzzle.ludo-05.question": "Red rolled a 1. One of your pieces can finish with it; the other can take the yellow piece one square ahead of it. Yellow's other piece is two squares from the centre. Which?",
	"puzzle.ludo-05.explain":  "The capture. Yellow cannot win without that piece, and from its base it needs a six and a whole lap. Both moves earn another roll, and your own last step can wait for a 1. Solved exactly: 93 % against 86 %.",

	"puzzle.ludo-06.question": "Yellow rolled a 4. One of your pieces rests on a start square; the other stands four squares ahead of it, six in front of a red piece. Which move?",
	"puzzle.ludo-06.explain":  "Move the front piece onto the star four squares on: both pieces then stand on safe squares. Bringing the other piece up beside it only makes a pair that a single red 6 sends home together — a capture takes every piece on the square.",

	"puzzle.ludo-07.question": "Red rolled a 2. It brings your piece in the home column exactly to the centre — or lands your other piece on Yellow's last one. Which?",
	"puzzle.ludo-07.explain":  "The capture. Both moves earn another roll, but only the capture changes the race: Yellow's piece, four squares past its start, must come out again with a six. The piece in the home column is safe and will get its 2 later. Solved exactly: 88 % against 73 %.",

	"puzzle.ludo-08.question": "Red rolled a 2. Both yellow pieces are already in their home column, one and two squares from the centre. Finish with your piece two squares out, or run with the other?",
	"puzzle.ludo-08.explain":  "Finish. Yellow needs a 1 and a 2 and nothing can stop it, so speed is all: the exact number may not come again soon, and arriving earns another roll for the runner. Solved exactly: 57 % against 41 %.",

	"puzzle.ludo-09.question": "Red rolled a six. A yellow piece is standing on your start square. Can you bring a piece out, and should you?",
	"puzzle.ludo-09.explain":  "Yes to both. A start square is safe: your piece enters beside the yellow one and nobody is captured — the square is simply shared. Your last piece out of base is worth more than six squares for the runner, and the six gives another roll.",

	"puzzle.ludo-10.question": "From a game: Red rolled a 5 and moved its piece off a start square. A yellow piece stood five squares in front of another red piece. What was better?",
	"puzzle.ludo-10.explain":  "The capture: five squares land your other piece on the yellow one, which goes back to base, and you roll again. The move played gave up a safe square for one that a yellow 5 hits.",

	"puzzle.ludo-11.question": "From a game: Red rolled a 2 and moved the piece just past Yellow's start. Yellow's runner stood two squares ahead of your leading piece. What was better?",
	"puzzle.ludo-11.explain":  "The capture: two squares take your leading piece onto the runner, which goes back to base, and you roll again. Yellow has two pieces home and that runner was its best hope; the move played only shifted a piece from one exposed square to another.",

	"puzzle.ludo-12.question": "Red rolled a 5. A yellow piece stands five squares ahead of your piece near your start. Which move?",
	"puzzle.ludo-12.explain":  "Capture it: it is on an ordinary square, so it goes back to base and loses the 36 squares it had walked, and the capture earns another roll. Stepping onto the next start square would be safe, but it gains almost nothing.",

	"puzzle.ludo-13.question": "From a game: Red rolled a 4 and moved the piece waiting just before Yellow's start. Your leading piece stood six squares in front of a yellow one. What was better?",
	"puzzle.ludo-13.explain":  "Take the leading piece into your home column: no yellow piece can follow it there, and it was exposed to a 6. The move played put another piece where a yellow 1 hits it and left the leader in danger as well.",

	"puzzle.ludo-14.question": "From a game: Red rolled a 3 and moved its rear piece. A yellow piece stood three squares in front of your piece on a start square. What was better?",
	"puzzle.ludo-14.explain":  "The capture. Leaving the start square costs nothing when the piece lands on a yellow one, sends it to base and earns another roll. Yellow has a piece home and one in its home column: its two pieces on the loop are all it has left to race with.",

	"puzzle.ludo-15.question": "Red rolled a 5. Your piece at the foot of the home column can reach the centre with it; your piece on the loop, two squares in front of a yellow one, could run into the home column instead. Which?",
	"puzzle.ludo-15.explain":  "Bring the first one home. Arriving earns another roll, and from the last square of the loop every number takes the other piece into the home column, out of the yellow piece's reach: you get both moves. Solved exactly: 87 % against 72 %.",

	"puzzle.ludo-16.question": "Yellow rolled a 4. Red's last piece stands five squares behind your piece on the loop. Which moves?",
	"puzzle.ludo-16.explain":  "The piece on the loop, into the home column, where no red piece can follow. Moving the other one up its column leaves the runner to any red 5. Solved exactly: 79 % against 65 %.",

	"puzzle.ludo-17.question": "Red rolled a 4. Your rear piece is three squares behind a yellow piece; your other piece rests on Yellow's start square. Which moves?",
	"puzzle.ludo-17.explain":  "The piece on Yellow's start square. Four squares would take the rear piece one square past the yellow one, where a 1 hits it. From the start square the other piece runs to a square that no yellow piece can reach with one roll.",

	"puzzle.ludo-18.question": "Red rolled a 3. One of your pieces is exactly three squares from the centre. Bring it home, or take your other piece into the home column?",
	"puzzle.ludo-18.explain":  "Bring it home: a piece reaches the centre only with the exact number, and you have it now. Arriving also earns another roll, which may carry your other piece in as well; no yellow piece is near it.",

	"puzzle.ludo-19.question": "Yellow rolled a 2. Your leading piece is five squares in front of a red piece and two squares from your home column. Which move?",
	"puzzle.ludo-19.explain":  "Into the home column: no red piece can follow it there, so it is safe for good. Moving the piece from your start square leaves the leader to any red 5.",

	"puzzle.ludo-20.question": "Yellow rolled a 2. A red piece sits on the star one square ahead of your piece on the loop. Go past it, or move up your home column?",
	"puzzle.ludo-20.explain":  "Up the home column. Two squares would put your loop piece one square in front of the red one, where a red 1 sends it back. Behind the red piece it cannot be hit by it, and the star protects the red piece from you anyway.",

	"puzzle.ludo-21.question": "Yellow rolled a 3. Two of your pieces share Red's start square with two red pieces; your other two stand five and six squares in front of them. Which move?",
	"puzzle.ludo-21.explain":  "Take the piece five squares ahead onto the star three squares on: stars are safe. The piece six ahead stays exposed to a 6, but only one piece is now. A piece stepping off Red's start square would land right in front of the red pieces there.",

	"puzzle.ludo-22.question": "Yellow rolled a 5. It brings your piece at the foot of the home column exactly to the centre, or takes your other piece into the column. Which?",
	"puzzle.ludo-22.explain":  "Finish. Red has two pieces in its home column, so there is no time to lose, and the arrival earns another roll. Your other piece is in no danger: the red piece near it is in front of it, and pieces only move forward. Solved exactly: 85 % against 71 %.",

	"puzzle.ludo-23.question": "Yellow rolled a 5. A red piece that has come most of the way round stands five squares ahead of one of your pieces. Which move?",
	"puzzle.ludo-23.explain":  "Capture it: it stands on an ordinary square, so it goes back to base after 44 squares of travel, and you roll again. Running your other piece ahead gains a few squares; the capture costs Red most of a lap.",

	"puzzle.ludo-24.question": "Red rolled a six. Yellow has three pieces home; its last stands fourteen squares ahead of your leading piece on the loop. Chase, or move the piece on your start square?",
	"puzzle.ludo-24.explain":  "Chase: Yellow wins unless its last piece is caught. Six squares bring your leading piece within eight of it, and the six gives another roll to close in. The piece on your start square is far too far back to catch anything.",

	"puzzle.ludo-25.question": "Yellow rolled a 3. Red's two last pieces are both in their home column. Finish with the piece three squares from the centre, or run with the one on the loop?",
	"puzzle.ludo-25.explain":  "Finish. Nothing on the board can be captured any more, so it is a pure race, and an exact number that is here now should not be thrown away; the arrival also gives the runner another roll. Solved exactly: 55 % against 42 %.",

	"puzzle.ludo-26.question": "From a game: Red rolled a 1 and moved its rear piece. Your piece just before a start square stood two squares in front of a yellow piece. What was better?",
	"puzzle.ludo-26.explain":  "One step onto the start square, where nothing can capture it. The move played left it to any yellow 2.",

	"puzzle.ludo-27.question": "From a game: Yellow rolled a 4 and moved its leading piece. A red piece stood four squares past your start square, where one of your pieces waited. What was better?",
	"puzzle.ludo-27.explain":  "The capture: four squares from your start land on the red piece, which goes back to base after more than half a lap, and you roll again. The move played was safe, but let that red piece run on towards home.",

	"puzzle.ludo-28.question": "Yellow rolled a 2. A red piece stands two squares ahead of your piece on a start square, and two more red pieces share that start square with you. Capture or not?",
	"puzzle.ludo-28.explain":  "Capture. Your piece then stands two squares in front of the two red pieces, and a red 2 could take it back — but the capture costs Red a piece, earns you another roll, and a 2 is one face in six.",

	"puzzle.ludo-29.question": "Red rolled its second six in a row. One piece is on a star, another six squares before a start square. Which piece?",
	"puzzle.ludo-29.explain":  "Move the piece onto the start square six ahead: it is safe there. The piece on the star is safe already, and six squares would leave it five in front of a yellow piece. And the next roll: another six would be the third in a row, and void.",

	"puzzle.ludo-30.question": "Red rolled a 2. Your piece in the home column needs exactly 2 to finish; Yellow's last piece stands two squares in front of your other one. Which?",
	"puzzle.ludo-30.explain":  "The capture. Yellow's piece had 36 squares left and now needs a six and a full lap; both moves earn another roll, and your piece in the home column loses nothing by waiting. Solved exactly: 94 % against 81 %.",

	"puzzle.ludo-31.question": "Red rolled a 5. Two of your pieces can reach safe squares with it, and a yellow piece stands five squares past your start square. Safety or the capture?",
	"puzzle.ludo-31.explain":  "The capture. The yellow piece has walked 31 squares; it goes back to base, and you roll again — perhaps to reach a safe square as well. Neither of your other pieces is in danger now, so there is nothing to run from.",

	"puzzle.ludo-32.question": "Red rolled a six. A yellow piece stands three squares behind your front piece; your other piece is six squares behind that one. Which moves?",
	"puzzle.ludo-32.explain":  "The front piece, out of reach. Moving the rear piece six would put it on the front piece's square: a pair that one yellow 3 sends home together, since a capture takes everything on the square. Split, don't stack.",

	"puzzle.ludo-33.question": "Red rolled a 2. A yellow piece stands between your two pieces: one square ahead of the rear one, three behind the front one. Which move?",
	"puzzle.ludo-33.explain":  "The front piece: two squares take it onto the star, out of danger. Moving the rear piece past the yellow one would leave both your pieces in front of it, open to a 1 and a 3.",

	"puzzle.ludo-34.question": "Yellow rolled a 2. Red's last piece stands four squares behind your piece on the loop. Which moves?",
	"puzzle.ludo-34.explain":  "The piece on the loop, onto the star two squares on: stars are safe. Stepping up the home column leaves it to a red 4. Solved exactly: 76 % against 63 %.",

	"puzzle.ludo-35.question": "Yellow rolled a 3. Red's only piece left on the board is four squares behind one of yours. Move that piece, or the one in your home column?",
	"puzzle.ludo-35.explain":  "The one in danger: three squares take it to a star, where it cannot be taken. Only a capture can bring Red back into this race; don't offer it a 4. Solved exactly: 76 % against 64 %.",

	"puzzle.ludo-36.question": "Red rolled a 1. Your piece on the last square of the loop stands five in front of Yellow's last piece. Step it into the home column, or move the piece already there?",
	"puzzle.ludo-36.explain":  "Into the home column: one step is enough to be out of reach for good. The other move leaves it to a yellow 5. Solved exactly: 77 % against 65 %.",

	"puzzle.ludo-37.question": "Yellow rolled a 1. Your piece in the home column is one square from the centre; your other piece is five squares behind Red's last one. Which moves?",
	"puzzle.ludo-37.explain":  "Bring it home: only a 1 finishes it, and the arrival earns another roll, with which the other piece can still hit the red one five squares ahead. Solved exactly: 82 % against 71 %.",

	"puzzle.ludo-38.question": "Red rolled a 2. Yellow's last piece is four squares behind your piece on the loop, which is two squares before a start square. Which moves?",
	"puzzle.ludo-38.explain":  "That piece, onto the start square: start squares are safe, even those of colours not in the game. Moving the piece in the home column leaves it to a yellow 4. Solved exactly: 74 % against 64 %.",

	"puzzle.ludo-39.question": "Red rolled a 4. It takes your piece in the home column exactly to the centre; your other piece sits on a star, one square behind a yellow piece. Which?",
	"puzzle.ludo-39.explain":  "Finish. Red is behind in this race, and the arrival earns another roll — a 1 then takes the yellow piece. Moving off the star would carry your piece three squares past the yellow one, into reach of a 3. Solved exactly: 36 % against 26 %.",

	"puzzle.ludo-40.question": "Yellow rolled a 4. It brings one piece exactly to the centre, or takes your other piece, six squares in front of Red's last one, into the home column. Which?",
	"puzzle.ludo-40.explain":  "Finish first. The arrival earns another roll, and with it a 3 or more still carries the other piece into the home column; spending the 4 on that piece leaves the first one waiting for another exact 4. Solved exactly: 87 % against 77 %.",

	"puzzle.ludo-41.question": "Red rolled a six. One piece waits in base; another stands on the last square of the loop, exactly six from the centre; the third would land just in front of two yellow pieces. Must the six bring the new piece out?",
	"puzzle.ludo-41.explain":  "It need not: the six may finish the runner or move the third piece instead. Weighed, bringing the piece out is best here. No yellow piece stands within reach behind the runner, so it is safe and can wait for its exact six; the third piece would land two and three squares in front of Yellow; and a piece in base moves only after a six, while a piece on the loop uses every roll. You roll again either way.",

	"puzzle.ludo-42.question": "Red rolled a six. One piece waits in base, and Yellow's last piece stands six squares in front of your piece on the loop, ten squares from home. Bring the piece out, or take?",
	"puzzle.ludo-42.explain":  "Take. A six may move a piece that is already out, and this capture sends Yellow's last piece back to base: it needs a six to come out and a whole lap, and you roll again. Bringing the piece out would leave Yellow ten squares from winning. Solved exactly: 45 % against 14 %.",

	"puzzle.ludo-43.question": "Red rolled a 4. Yellow's last piece stands two squares in front of one of your pieces. Move that piece past it, or move your other one?",
	"puzzle.ludo-43.explain":  "The other one. Count back from where each move lands: the first piece would stand two squares in front of the yellow piece, hit by any 2, and would give up its own threat on it. The other lands ten squares ahead, which only a six and a 4 together reach. Solved exactly: 69 % against 54 %.",

	"puzzle.ludo-44.question": "The end of a game: Yellow's last piece is eight squares from home. Red rolled a six. Bring a piece out, finish the piece on the last square of the loop, or take Yellow's last piece six squares in front of your piece on the star?",
	"puzzle.ludo-44.explain":  "Take. Yellow was a few good rolls from winning; now its last piece needs a six to come out and a whole lap, and you roll again. Finishing or entering would leave that piece running: both are far behind the capture here.",

	"puzzle.aviation-01.question": "Red rolled a 1. Your plane at the end of its colour lane could land with it — or another plane could hit the yellow plane one square ahead. Which?",
	"puzzle.aviation-01.explain":  "Hit it. Both moves earn another roll, but the capture sends a yellow plane that had flown 37 squares back to its base. The landing needs only a 1, and the lane is safe: it can wait for one.",

	"puzzle.aviation-02.question": "Red rolled a six. Yellow has landed three planes; its last one stands one square past your start square, where one of your planes waits. Take off, or fly the start plane six?",
	"puzzle.aviation-02.explain":  "Take off. Your start plane is best where it is, one square behind Yellow's last plane: the six earns a roll, and a 1 then hits it. Flying it six would carry it past, five squares in front of the yellow plane and open to a 5.",

	"puzzle.aviation-03.question": "Yellow rolled a 1. Your plane one square from the centre could land with it — or your plane on the star could hit Red's last plane, right in front of it. Which?",
	"puzzle.aviation-03.explain":  "Hit it. Red's last plane had only eight squares to go and would very likely win the race; sent back, it needs a six and a whole lap. Landing gives another roll too, but lets that plane fly home. Solved exactly: 83 % against 29 %.",

	"puzzle.aviation-04.question": "Red rolled a six. Two yellow planes have just passed your start square, one and two squares beyond it. Take off, or fly on with your plane on the loop?",
	"puzzle.aviation-04.explain":  "Take off: the new plane lands on your start square, safe, right behind both yellow planes, and the six gives another roll at once — a 1 or a 2 then hits one of them.",

	"puzzle.aviation-05.question": "Yellow rolled a 1. One plane can land; the other stands one square in front of Red's last plane. Land, or step the threatened plane on?",
	"puzzle.aviation-05.explain":  "Land. One step would not save the other plane: it would stand two in front of the red one instead of one. The landing earns another roll, and any number from 2 to 6 then takes it into the home column. Solved exactly: 83 % against 62 %.",

	"puzzle.aviation-06.question": "Yellow rolled a 5. A red plane stands five squares ahead of your front plane. Which move?",
	"puzzle.aviation-06.explain":  "Hit it: it is on an ordinary square, so it goes back to its base after 37 squares, and you roll again. In this version nothing jumps or flies across the board — the plane stops exactly on the square the die gives, and that square holds the red plane.",

	"puzzle.aviation-07.question": "Yellow rolled a 1. Red's last plane stands one square in front of one of yours; another of yours could land. Which?",
	"puzzle.aviation-07.explain":  "Hit it: it goes back to its base and must wait for a six again, and you roll once more. The landing can wait for another 1: nothing reaches a plane in its home column. Solved exactly: 92 % against 75 %.",

	"puzzle.aviation-08.question": "From a game: Red rolled a 2 and flew its leading plane. A yellow plane stood two squares past your start square, where one of your planes waited. What was better?",
	"puzzle.aviation-08.explain":  "Hit it from the start square: it goes back to its base, you roll again, and it no longer threatens your plane three squares ahead of it. The move played left that plane to a yellow 3.",

	"puzzle.aviation-09.question": "Red rolled a 4. A yellow plane on a start square is five squares behind your leading plane. Which plane?",
	"puzzle.aviation-09.explain":  "The leader, four squares on: nine squares ahead of the yellow plane, it is out of reach of one roll and close to its colour lane. Flying the other plane would put it three squares past Yellow's start, in reach of the two yellow planes there with a 3, and leave the leader to a 5.",

	"puzzle.aviation-10.question": "Yellow rolled a 4. A red plane waits just before your start square. Take your plane off the start, or fly on with the plane further ahead?",
	"puzzle.aviation-10.explain":  "Fly the plane further ahead. Four squares off the start would put a plane five in front of the red one, in reach of a red 5; on the start square it is safe.",

	"puzzle.aviation-11.question": "Yellow rolled a six. A red plane sits on your start square, and another stands four squares past it. Take off, or fly one of your planes on?",
	"puzzle.aviation-11.explain":  "Take off. The new plane lands on your start square — a safe square, so the red plane there is not touched and neither is yours — four squares behind the other red plane, which a 4 then hits; and the six gives another roll at once.",

	"puzzle.aviation-12.question": "Red rolled a 1. Yellow's last plane, six squares past its own start, is one square ahead of your plane on the loop. Which plane?",
	"puzzle.aviation-12.explain":  "Hit it. It had flown only six squares, but now it needs a six to take off again, and you roll once more. One step for your plane in the home column changes little. Solved exactly: 90 % against 74 %.",

	"puzzle.aviation-13.question": "Yellow rolled a 2. A red plane stands two squares past your start square, where one of your planes waits. Which move?",
	"puzzle.aviation-13.explain":  "Hit it: an ordinary square, so the red plane goes back to its base after 28 squares, and you roll again. Your other plane is in no danger and can fly later.",

	"puzzle.aviation-14.question": "Yellow rolled a 1. Land your plane at the end of the home column, or step your other plane onto the star?",
	"puzzle.aviation-14.explain":  "Land. The other plane is not in danger — the red plane near it is four squares ahead, and planes only fly forward — so the star gains nothing, while the landing needs exactly this 1 and gives another roll. Solved exactly: 85 % against 69 %.",

	"puzzle.aviation-15.question": "Red rolled a 1. One plane can land; the other stands four squares in front of Yellow's last plane. Which?",
	"puzzle.aviation-15.explain":  "Land. One step does not take the other plane out of reach — a yellow 5 would hit it instead of a 4 — while the landing uses the exact 1 and earns another roll, and a 3 or more then puts the other plane out of reach. Solved exactly: 79 % against 64 %.",

	"puzzle.aviation-16.question": "Yellow rolled a 2. A red plane on your start square is six squares behind one of your planes. Which plane?",
	"puzzle.aviation-16.explain":  "The threatened plane, two squares on to the star, where it is safe. Moving your plane off the start square would put it two in front of the red one while the other stays in reach of a 6.",

	"puzzle.aviation-17.question": "From a game: Red rolled a 3 and flew its plane off the star. Yellow's last plane stood five squares past your start square, where another red plane waited. What was better?",
	"puzzle.aviation-17.explain":  "Bring the start plane up behind it: two squares back, it threatens the yellow plane with a 2 and cannot be hit by it. Yellow has landed three planes — catching the last one is Red's real chance, and the move played chased nothing.",

	"puzzle.aviation-18.question": "Red rolled a 2. Land the plane two squares from the centre, or fly your other plane on, four squares behind Yellow's plane on the loop?",
	"puzzle.aviation-18.explain":  "Land, and roll again: a 4 then hits the yellow plane. Two squares on, the other plane would still threaten it, but the exact 2 the landing needs would be spent. Solved exactly: 85 % against 70 %.",

	"puzzle.aviation-19.question": "Yellow rolled a 1. Land, or step your plane on the last square of the loop into the home column, away from Red's plane five squares behind?",
	"puzzle.aviation-19.explain":  "Land. The landing earns another roll, and from the last square of the loop every number takes the other plane into the home column: you get both. The other way round, the landing waits for another 1. Solved exactly: 88 % against 74 %.",

	"puzzle.aviation-20.question": "Red rolled a 4. It lands your plane in the home column — or takes your other plane onto Yellow's last one. Which?",
	"puzzle.aviation-20.explain":  "Hit it. Yellow's plane had forty squares to go and now needs a six and a full lap; both moves give another roll, and your plane in the home column can wait for its 4. Solved exactly: 93 % against 80 %.",

	"puzzle.aviation-21.question": "Yellow rolled a 5. A red plane six squares behind your front plane is in reach of it. Which plane?",
	"puzzle.aviation-21.explain":  "Fly the front plane on: eleven squares ahead of the red one, it is out of reach of a single roll. Taking the other plane off your start square would leave both in reach, one of a 4 and one of a 6.",

	"puzzle.aviation-22.question": "Red rolled a 1. A yellow plane stands one square ahead of your leading plane. Which move?",
	"puzzle.aviation-22.explain":  "Hit it: it is on an ordinary square, so it goes back to its base, and the capture earns another roll. Your other plane would gain a single square.",

	"puzzle.aviation-23.question": "Yellow rolled a 2. One of your planes rests on a start square with a red plane two squares behind it; another is seven squares behind a red plane. Which?",
	"puzzle.aviation-23.explain":  "Leave the plane on the start square, where it is safe: two squares off it, a red 4 would hit it. Fly the other up to five squares behind the red plane ahead of it, in reach of a 5.",

	"puzzle.aviation-24.question": "Yellow rolled a six. A red plane stands six squares ahead of your plane on a start square, with another red plane on that start square too. Capture?",
	"puzzle.aviation-24.explain":  "Yes. Your plane then stands six squares in front of the other red plane, in reach of a 6, but the six and the capture give you a roll first to fly it on, and the red plane goes back to its base after 19 squares.",

	"puzzle.aviation-25.question": "Red rolled a six. Yellow has landed three planes; its last stands ten squares ahead of your leading plane on the loop. Chase, or fly the plane on your start square?",
	"puzzle.aviation-25.explain":  "Chase: six squares bring your leading plane four behind Yellow's last, and the six gives a roll at once — a 4 hits it. Without that capture Yellow lands its last plane long before you.",

	"puzzle.aviation-26.question": "Yellow rolled a six. A red plane sits on your start square and another five squares past it. Take off, or fly one of your planes near home?",
	"puzzle.aviation-26.explain":  "Take off: the start square is safe even with a red plane on it, your new plane stands five behind the other red plane, and the six gives a roll at once. Your planes near home are in no danger and can wait.",

	"puzzle.aviation-27.question": "Yellow rolled a 2. A red plane stands two squares past your start square, where one of your planes waits; your other plane could reach the star. Which?",
	"puzzle.aviation-27.explain":  "The capture: the red plane has flown 28 squares and goes back to its base, and you roll again. Your other plane is not in danger — no red plane is near behind it — so the star can wait.",

	"puzzle.aviation-28.question": "Red rolled a 3. Yellow's last plane is four squares behind your plane on the loop. Which plane?",
	"puzzle.aviation-28.explain":  "The threatened one, three squares on to the star, where nothing is captured. Moving the plane in the home column leaves it to a yellow 4. Solved exactly: 77 % against 63 %.",

	"puzzle.aviation-29.question": "Red rolled a 3. Yellow's last plane is three squares behind your plane near the end of the loop. Which plane?",
	"puzzle.aviation-29.explain":  "That one, into the home column, where no yellow plane can follow. Moving the other plane up the column leaves it to a yellow 3. Solved exactly: 77 % against 64 %.",

	"puzzle.aviation-30.question": "From a game: Yellow rolled a 1 and stepped its plane off Red's start square, where two red planes stood. What was better?",
	"puzzle.aviation-30.explain":  "Fly the other plane. On a start square nobody is captured, so your plane there was safe; one step off it put it right in front of two red planes, for any red 1.",

	"puzzle.aviation-31.question": "From a game: Red rolled a 2 and flew its plane off a start square that it shared with a yellow plane. Your other plane stood three squares ahead of that yellow plane. What was better?",
	"puzzle.aviation-31.explain":  "Fly the exposed plane on: it stays in reach of one number either way, but the move played gave the yellow plane a second target, two squares in front of it.",

	"puzzle.aviation-32.question": "From a game: Red rolled a 1 and flew its plane on the loop one square on. Yellow's last plane needed only a 1 to land. What was better?",
	"puzzle.aviation-32.explain":  "Land the plane one square from the centre: a 1 is exactly what it needs, and the landing earns another roll for the plane far behind. Yellow wins with its next 1, so every roll counts. Solved exactly: 37 % against 26 %.",

	"puzzle.aviation-33.question": "Yellow rolled a 1. Red's last plane has just left its start square, where one of yours stands. Which plane?",
	"puzzle.aviation-33.explain":  "Hit it from the start square: it had flown one square and goes back to its base, and you roll again. Red must then wait for a six before it can race at all. Solved exactly: 86 % against 74 %.",

	"puzzle.aviation-34.question": "Yellow rolled a 1. Red's last plane sits on a star three squares behind your plane on the last square of the loop. Which plane?",
	"puzzle.aviation-34.explain":  "Into the home column with it: one step puts it out of reach for good. Moving the other leaves it to a red 3. Solved exactly: 75 % against 63 %.",

	"puzzle.aviation-35.question": "Yellow rolled a 5. Both red planes are in their home column, two squares from the centre. Land the plane five squares out, or fly the other one into the home column?",
	"puzzle.aviation-35.explain":  "Land. Nothing can be captured any more: it is a pure race against Red's two 2s, and an exact 5 used now is a landing you need not wait for, plus another roll. Solved exactly: 66 % against 55 %.",

	"puzzle.aviation-36.question": "Red rolled a 4. Yellow's last plane is six squares behind your plane on the last square of the loop; your other plane is at the start of the home column. Which plane?",
	"puzzle.aviation-36.explain":  "The one on the loop, into the home column: no yellow plane can reach it there. The other plane is safe already, and moving it leaves its partner to a yellow 6. Solved exactly: 77 % against 67 %.",

	"puzzle.aviation-37.question": "Red rolled a 4. It lands one plane exactly; your other plane, on the last square of the loop, is four in front of a yellow one. Which?",
	"puzzle.aviation-37.explain":  "Land. The landing earns another roll, and from the last loop square any number brings the other plane into the home column, so the yellow plane never gets its turn at it. Solved exactly: 89 % against 78 %.",

	"puzzle.aviation-38.question": "Red rolled a 3. Yellow needs only a 2 and a 1 to win. Land the plane three squares out, or fly the one still on the loop?",
	"puzzle.aviation-38.explain":  "Land. Yellow's last two planes are in its home column, so all that matters is speed, and an exact 3 is a landing you would otherwise wait for; its extra roll then moves the other plane. Solved exactly: 52 % against 41 %.",

	"puzzle.aviation-39.question": "Red rolled a 1. Yellow's last plane is three squares behind your plane, which stands next to a star. Which plane?",
	"puzzle.aviation-39.explain":  "One square on to the star: there it cannot be hit. The step up the home column leaves the plane on the loop to a yellow 3. Solved exactly: 74 % against 64 %.",

	"puzzle.aviation-40.question": "Yellow rolled a 4. Red needs a 1 and a 3. Land your plane four squares out, or fly the one on the loop?",
	"puzzle.aviation-40.explain":  "Land. Red's planes are both in the home column, so there is nothing to capture or fear: it is a race, and an exact 4 does not come when you want it. Solved exactly: 51 % against 43 %.",

	"puzzle.aviation-41.question": "Red rolled a 3. One plane would land on a square of its own colour, four squares short of a yellow plane; your other plane stands on a start square exactly three behind that yellow plane. Does the colour carry the first plane on to take it?",
	"puzzle.aviation-41.explain":  "No: these rules have no colour jumps, and a plane stops where the die sends it. The plane three squares behind takes the yellow one, sends it back to base, and earns another roll.",

	"puzzle.aviation-42.question": "Red rolled a 2. Your plane in the home column needs exactly 2 to land; your other plane is still on the loop, where no yellow plane can reach it, and Yellow's planes are all nearly home. Land, or fly the loop plane on?",
	"puzzle.aviation-42.explain":  "Land. The arrival earns another roll, and an exact 2 does not come when you need it; the plane on the loop is in nobody's way and loses nothing by waiting. Solved exactly: 40 % against 35 %.",

	"puzzle.aviation-43.question": "Red rolled a 5. Two yellow planes stand one and two squares in front of one of your planes. Which rolls would hit that plane if it flew five on? Fly it, or the other one?",
	"puzzle.aviation-43.explain":  "The other one. Counting back from its landing square, the yellow planes would be three and four squares behind it: a 3 or a 4 hits it. Behind them, where it is now, nothing can reach it. The other plane lands well out of reach.",

	"puzzle.aviation-44.question": "Red rolled a six. Take off a second plane, fly the plane three squares in front of a yellow plane into the home column, or take Yellow's leading plane six squares in front of your plane on the star?",
	"puzzle.aviation-44.explain":  "Take. Yellow's leading plane was sixteen squares from home; back in base it needs a six and a whole lap, and you roll again: a 5 or a 6 still carries the plane in danger into the home column. Taking off or running now would leave Yellow's leader free to finish the race.",

	"puzzle.domino-01.question": "Both hands are open and only the two undrawable tiles lie in the boneyard. Black holds 2-2 and 0-2; the ends show 2 and 3. How does Black win?",
	"puzzle.domino-01.explain":  "0-2 on the 2 end leaves a 0 and a 3. White's 2-4 and 4-4 fit neither, nor does your 2-2, so both sides pass and the blocked game is counted: your 4 pips against White's 14. Laying 2-2 keeps a 2 open, and White plays 2-4 and 4-4 and goes out.",

	"puzzle.domino-02.question": "White has one tile, 6-6, and has just passed. The ends are 1 and 5. Black holds 1-2, 0-1 and 0-6. What wins?",
	"puzzle.domino-02.explain":  "1-2 on the 1 leaves a 2 and a 5: White's 6-6 cannot move, and neither can your 0-1 and 0-6, so the game is blocked with your 7 pips against White's 12 — a win. 0-1 first opens a 0 for your 0-6, and that 0-6 hands White the 6 it needs to go out.",

	"puzzle.domino-03.question": "Black's last tile is 1-1, and the left end shows a 1. White to play, with six tiles. Which one?",
	"puzzle.domino-03.explain":  "Cover the 1: 1-3 on the left turns it into a 3, Black can only pass (nothing is drawn from the last two tiles), and you play out 0-5, 5-5, 5-6, 6-6 and 1-6, so a 1 shows only when your hand is empty. 0-5 leaves the 1 open and Black goes out at once; 1-6 also covers it, but then your tiles run dry and the block goes to Black's 2 pips against your 16.",

	"puzzle.domino-04.question": "Black has just passed. The ends are 4 and 3; you hold 4-4, 4-6 and 2-6, Black holds 0-0, 0-1, 0-6 and 6-6. Which tile?",
	"puzzle.domino-04.explain":  "4-4 while the 4 is open. Black still has no 4 or 3 and passes; then 4-6 opens a 6, and Black lays 0-6, 0-0 and 0-1 while you wait. After that nobody can move, and the count is your 2-6 (8 pips) against Black's 6-6 (12). Start with 4-6 and 4-4 never finds a 4 again: you are left with 16 pips and lose the count.",

	"puzzle.domino-05.question": "White holds two doubles, 5-5 and 0-0; Black holds 3-5 and 3-3. The ends are 5 and 0. Which double first?",
	"puzzle.domino-05.explain":  "5-5, on the end Black wants. Black must answer 3-5, turning that end into a 3, but your 0-0 still fits the 0 and you go out. Play 0-0 first and 5-5 is stranded once Black's 3-5 covers the 5: you pass, and Black finishes with 3-3.",

	"puzzle.domino-06.question": "Black's last tile is 0-3 and the ends are 0 and 4. White has 1-1, 0-2, 0-0 and 0-1. Which tile wins rather than draws?",
	"puzzle.domino-06.explain":  "0-1 turns the 0 into a 1: Black passes, you add 1-1, and then nobody can move. The block is counted: your 0-2 and 0-0 hold 2 pips, Black's 0-3 holds 3, so you win. 0-2 also shuts Black out, but it leaves you stuck at once with 3 pips against 3 — a draw; 0-0 keeps the 0 and Black goes out.",

	"puzzle.domino-07.question": "White is down to 0-1, and the ends are 0 and 2. The boneyard holds only its last two tiles. Black to play.",
	"puzzle.domino-07.explain":  "Cover the 0 with 0-3. White cannot draw the last two tiles, so it passes every turn while you play 3-5, 2-5 and then 1-2 — a 1 is shown only as your hand empties. Any other tile leaves the 0 open, and White goes out with 0-1.",

	"puzzle.domino-08.question": "Black has 0-2 and 2-4; White has 0-4 and 4-4. The ends are 2 and 1. Which tile?",
	"puzzle.domino-08.explain":  "0-2 gives White a 0, but its only answer, 0-4, turns it into the 4 your 2-4 needs, and you go out first. 2-4 first hands White a 4 twice over: 4-4, then 0-4, while your 0-2 waits for a 2 or a 1 that never comes.",

	"puzzle.domino-09.question": "1-5 fits both ends, 1 and 5. White holds 0-0 and 5-5; Black also has 2-4. Which end for 1-5?",
	"puzzle.domino-09.explain":  "On the 5: it leaves two 1s. White's doubles don't fit, nor does your 2-4, so both pass and the blocked game goes to the lower count — your 6 against White's 10. On the 1 end it leaves two 5s, White lays 5-5, and after the block White holds 0-0: no pips at all.",

	"puzzle.domino-10.question": "White has just passed holding 4-6 and 3-6. The ends are 2 and 1; Black has 1-2, 0-0, 1-3 and 3-3. Where does 1-2 go?",
	"puzzle.domino-10.explain":  "On the 1, making both ends 2. No tile in either hand has a 2, so both pass and the block is counted: 10 pips for you, 19 for White. On the 2 end it leaves two 1s, your 1-3 must then open a 3, and White's 3-6 and 4-6 walk out.",

	"puzzle.domino-11.question": "White holds 0-0, 6-6 and 2-6 and has just passed. The ends are 5 and 3. Black has 2-5 and 5-5. Which first?",
	"puzzle.domino-11.explain":  "The double: 5-5 keeps the 5, White still has neither a 5 nor a 3 and passes, and 2-5 takes you out. 2-5 first makes a 2 — exactly what White's 2-6 needs — and your 5-5 never finds a 5 again.",

	"puzzle.domino-12.question": "Black has two tiles, 0-2 and 2-3, to White's four (4-4, 0-0, 3-6, 4-6). The ends are 5 and 2. Which tile?",
	"puzzle.domino-12.explain":  "0-2 leaves a 5 and a 0. White can add only 0-0, and after it nobody holds a 5 or a 0: the game is blocked with your 5 pips against White's 27. 2-3 opens a 3 for White's 3-6, and its 6s and 4s then run out the hand.",

	"puzzle.domino-13.question": "Black is two tiles from winning: 0-6 and 0-0. The ends are 4 and 0, and White holds eleven tiles. Which tile?",
	"puzzle.domino-13.explain":  "0-0 on the 0: the end stays 0, White has no 0 and can only answer on the 4, and 0-6 then takes you out. Laying 0-6 first turns the 0 into a 6 — White holds five tiles with a 6 — and your 0-0 waits for a 0 that White never gives back.",

	"puzzle.domino-14.question": "The ends are 6 and 4, and White, with ten tiles, has just passed. Black holds 4-4, 0-2 and 1-4. Which tile?",
	"puzzle.domino-14.explain":  "4-4 fits only a 4, so play it while the 4 is there. It keeps the 4; White, with no 4 or 6, passes again, and 1-4 and then 0-2 take you out. 1-4 first makes a 1 — four of White's tiles have one — and your 4-4 never comes off.",

	"puzzle.domino-15.question": "Black's last tile is 2-6. The ends are 0 and 3; White holds 0-6 and 3-3. Which tile?",
	"puzzle.domino-15.explain":  "3-3 on the 3 shows no 6, so Black passes, and your 0-6 then goes out: the 6 it makes arrives with your empty hand. Lay 0-6 first and Black goes out on its 6 before your 3-3 moves.",

	"puzzle.domino-16.question": "Black holds only 3-3 and has just passed. The ends are 4 and 0; White has 6-6, 0-6, 0-0 and 3-6. Which tile first?",
	"puzzle.domino-16.explain":  "0-0: it keeps the 0 for 0-6, then 6-6, and 3-6 goes last, so the 3 shows only with your empty hand. Starting with 0-6 strands 0-0 — no 0 is left — and you must lay 3-6 with a tile still in hand: Black goes out with 3-3.",

	"puzzle.domino-17.question": "The ends are 3 and 4. White holds 2-3, 2-6, 3-3 and 6-6; Black holds 0-0 and 2-2. Which tile?",
	"puzzle.domino-17.explain":  "3-3 first, while a 3 is open for it. Black passes, then 2-3, 2-6 and 6-6 follow in a chain and you go out. Lay 2-3 at once and 3-3 has no 3 to go to: you end up stuck with it, and the blocked game counts your 6 pips against Black's 0-0.",

	"puzzle.domino-18.question": "From a game: Black played 4-5 here and lost. The ends are 2 and 4; White holds six tiles, most of them 4s and 6s. What wins instead?",
	"puzzle.domino-18.explain":  "2-4 on the 4 makes both ends 2. White has no 2, neither do your 0-0, 4-5 and 3-5, so both pass and the block counts 17 pips against White's 42. 4-5 made White pass once, but your next tile had to reopen a 4, and White's hand ran out from there.",

	"puzzle.domino-19.question": "White has just passed. The ends are 2 and 6; you hold 6-6, 5-6 and 3-3, White holds 5-5 and 4-4. Which tile?",
	"puzzle.domino-19.explain":  "6-6 first: the 6 stays, White passes again, and only then 5-6 turns it into the 5 White's 5-5 needs. After that nobody can move, and your 3-3 (6 pips) beats White's 4-4 (8). Lay 5-6 at once and 6-6 has nowhere to go: the block counts your 18 against 8.",

	"puzzle.domino-20.question": "From a game: Black played 4-6 here. White holds only 1-4 and 3-6; the ends are 2 and 4. What wins?",
	"puzzle.domino-20.explain":  "3-4 on the 4 turns it into a 3. White answers 3-6, and then you lay 2-2, 2-3, 3-3, 6-6 and 4-6 while White passes: its 1-4 never sees a 1 or a 4. After 4-6 your 3-4 had to come later, and it showed White the 4 it was waiting for.",

	"puzzle.domino-21.question": "Black has one tile left; you can't see it. The ends are 2 and 0, and you hold 0-2 and 0-1. Which play?",
	"puzzle.domino-21.explain":  "Count the tiles you can't see: fifteen, of which only 0-0 and 0-4 carry a 0, while five carry a 2 and three a 1. 0-2 on the 2 shows a 0 at both ends — the number Black is least likely to have — and your 0-1 will still fit a 0 next turn. 0-2 on the 0 leaves two 2s, and 0-1 leaves a 1 and a 2: far more tiles go out on those.",

	"puzzle.domino-22.question": "You hold 0-2 and 0-3; the ends are 3 and 0. White has two tiles. Which play makes your win sure?",
	"puzzle.domino-22.explain":  "0-3 on the 3 makes both ends 0, the number of your last tile. Whatever White does next covers one end at most, the other 0 stays, and 0-2 takes you out. 0-2 on the 0 leaves a 3 and a 2, and White may cover the 3 your 0-3 needs.",

	"puzzle.domino-23.question": "White has one hidden tile. The ends are 1 and 3; you hold 1-3 and 0-1. Which play?",
	"puzzle.domino-23.explain":  "1-3 on the 3 makes both ends 1, and your 0-1 will fit whatever White does on one of them. White goes out at once only with a 1, and just four of the fourteen tiles you can't see have one. 0-1 leaves a 0 and a 3 — five unseen tiles fit those — and White's reply may shut the 3 your 1-3 needs.",

	"puzzle.domino-24.question": "The ends are 3 and 4; you hold 4-4 and 1-4, and Black has two hidden tiles. Which first?",
	"puzzle.domino-24.explain":  "The double: 4-4 fits nothing but a 4, and after it the 4 is still there for 1-4. Lay 1-4 first and the 4 turns into a 1; your 4-4 then waits for Black to bring a 4 back, and Black gets a free turn or two to go out.",

	"puzzle.domino-25.question": "From a game: Black laid 2-6 here. The ends are 5 and 2; Black holds 2-2, 0-3, 2-6 and 4-6. What was better?",
	"puzzle.domino-25.explain":  "2-2, while the 2 is open: the end stays a 2, so 2-6 can follow next turn. After 2-6 the only 2 was gone, and 2-2 sat in the hand waiting for a 2 that might never come.",

	"puzzle.domino-26.question": "The ends are 6 and 3. You hold 3-4, 5-5, 4-5, 1-2 and 6-6; Black has two tiles. Which tile?",
	"puzzle.domino-26.explain":  "6-6 while the 6 is open: it keeps the 6 and gives nothing new away. The 3 end is your other way in, for 3-4 and then 4-5 and 5-5. Play 3-4 now and 6-6 hangs on that one 6: the only 6 you cannot see is 4-6, and if Black lays it there, your double is stuck for good.",

	"puzzle.domino-27.question": "You hold 3-3 and 2-3; the ends are 0 and 3. White has three hidden tiles. Which first?",
	"puzzle.domino-27.explain":  "3-3: the 3 stays open and 2-3 fits it next turn. 2-3 first turns the 3 into a 2, and 3-3 is left hoping someone brings a 3 back.",

	"puzzle.domino-28.question": "From a game: White played 3-6 here. The ends are 6 and 1; White holds 0-5, 1-1, 3-6, 0-2 and 3-5. What was better?",
	"puzzle.domino-28.explain":  "1-1: it is the only tile of yours that fits the 1, and a double fits nowhere else. The 6 end can take 3-6 later. After 3-6 the 1-1 depends on the 1 surviving Black's next moves.",

	"puzzle.domino-29.question": "Black has one tile and the boneyard ten. The ends are 2 and 0, and only your 0-2 fits. Which end?",
	"puzzle.domino-29.explain":  "On the 0, making both ends 2. Every 2 is then on the table, so Black must draw until only the last two tiles are left, and still pass. Your 1-1, 1-3 and 5-5 don't fit either, the game is blocked, and Black's nine tiles hold at least 57 pips against your 16. On the 2 end two 0s show, and Black's one tile may be 0-4 or 0-5.",

	"puzzle.domino-30.question": "Black has a single tile and the boneyard eleven. The ends are 2 and 4, and you hold 0-4, 2-2, 1-4, 4-4 and 2-4. How do you shut Black out?",
	"puzzle.domino-30.explain":  "Every tile with a 4 is in your hand or on the table, so Black cannot hold one. 2-4 on the 2 makes both ends 4: Black must draw until only the last two tiles are left and then pass, while you keep playing 4-4 and your other 4s. Any other play leaves a 2 open, and Black may simply go out.",

	"puzzle.theme.domino.block":  "Shutting out",
	"puzzle.theme.domino.count":  "Locking and counting",
	"puzzle.theme.domino.double": "Doubles",
	"puzzle.theme.domino.ends":   "Choosing the end",
	"puzzle.theme.domino.hidden": "The hidden hand",
	"puzzle.theme.domino.draw":   "The boneyard",

	"puzzle.domino-31.question": "The ends are 2 and 5, you hold 2-5, 1-2 and 5-6, and White's two tiles are hidden. Which end for 2-5, and which numbers will show?",
	"puzzle.domino-31.explain":  "On the 5: both ends become 2, and your 1-2 fits next. Of the tiles you cannot see, only 2-6 has a 2, so White can seldom answer and mostly has to draw. On the 2 end both ends become 5; your 5-6 fits, but so do three hidden tiles (1-5, 3-5, 4-5), and White plays on.",

	"puzzle.domino-32.question": "An exercise: the ends are again 2 and 5, but you hold 1-5, 2-5, 1-2 and 5-6, and White one hidden tile. Play 2-5 on each end in your head, count your tiles that fit afterwards, and choose.",
	"puzzle.domino-32.explain":  "On the 2 the ends become 5 and 5, and two of your tiles fit (1-5 and 5-6); on the 5 they become 2 and 2, and only 1-2 fits. Better still, every other 5 is on the table or in your hand, so White cannot have one: it draws down to the last two tiles, passes, and you play on.",

	"puzzle.domino-33.question": "Black has two hidden tiles and the boneyard fourteen. The ends are 1 and 3; you hold 1-3, 1-5 and 0-2. Which play?",
	"puzzle.domino-33.explain":  "1-3 on the 3, leaving two 1s. Just one tile you cannot see has a 1, 0-1, so Black nearly always has to draw, and every tile it draws stays in its hand; your 1-5 is ready for a 1 next. 1-3 on the 1 leaves two 3s, and five hidden tiles carry a 3.",

	"puzzle.domino-34.question": "The boneyard holds three tiles, so one can still be drawn, and White holds three. The ends are 6 and 5. 4-6 or 2-6?",
	"puzzle.domino-34.explain":  "4-6, leaving a 4 and a 5. Of the six tiles you cannot see only 2-5 fits those, so White will most likely draw its one tile and pass, while your 3-4 waits for the 4. 2-6 leaves a 2 and a 5, and 0-2, 2-2 and 2-5 all fit.",

	"puzzle.domino-35.question": "The ends are 0 and 5, and you hold 0-5 and 2-5. White has five hidden tiles. Which play?",
	"puzzle.domino-35.explain":  "0-5 on the 0 makes both ends 5, the number your last tile needs. White covers one end at most, so a 5 is still open next turn and 2-5 takes you out. 0-5 on the 5 leaves two 0s that 2-5 does not fit; 2-5 first leaves a 0 that White may cover.",

	"puzzle.domino-36.question": "White has seven hidden tiles. The ends are 3 and 1; you hold 3-5 and 0-1. Which play?",
	"puzzle.domino-36.explain":  "3-5 on the 3, keeping the 1 for your 0-1. The only tile you cannot see with a 1 is 1-1, and laying it still shows a 1, so the 1 stays open whatever White does and 0-1 takes you out. 0-1 first shows a 0 and a 3, and White may cover the 3 that 3-5 needs.",

	"puzzle.domino-37.question": "Black has two hidden tiles. The ends are 2 and 1; you hold 2-2 and 0-2. Which first?",
	"puzzle.domino-37.explain":  "2-2: the 2 stays, and every other 2 is on the table or in your hand, so Black cannot cover it. Next turn 0-2 takes you out. 0-2 first turns the 2 into a 0, and 2-2 has no 2 left to go to.",

	"puzzle.domino-38.question": "Black's last tile is 0-2. The ends are 1 and 6; you hold 1-1, 1-3 and 2-3. Which tile?",
	"puzzle.domino-38.explain":  "1-1 on the 1: the end stays 1 and Black passes. Then 1-3 and 2-3 follow, so a 2 shows only as your hand empties. Start with 1-3 and the 1 is gone: 1-1 is stuck, and after 2-3 Black goes out with 0-2.",

	"puzzle.domino-39.question": "White has just passed, holding 1-3 and 1-2. The ends are 0 and 4; you hold 0-1, 0-3 and 1-1. Which tile?",
	"puzzle.domino-39.explain":  "0-3: White answers 1-3, you lay 0-1 on its 1, and then neither side can move. The block counts your 1-1 (2 pips) against White's 1-2 (3). 0-1 first lets White lay 1-2, and the block then counts your 5 against its 4.",

	"puzzle.domino-40.question": "The ends are 2 and 5. You hold 2-3, 2-6 and 0-0; White holds 3-6 and 6-6. Which tile?",
	"puzzle.domino-40.explain":  "2-3: White must answer 3-6, your 2-6 covers the 6, and then nobody can move — 0-0 fits neither a 2 nor a 5. The block counts 0 pips for you against White's 12. 2-6 first lets White lay 6-6 and 3-6 and go out.",
}
