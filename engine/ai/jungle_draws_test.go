package ai

import (
	"flag"
	"sort"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
)

// drawnGame describes how a drawn game of the Expert against Hard ended,
// from the Expert's side.
type drawnGame struct {
	index   int
	final   jungle.Position
	length  int // half-moves
	lead    int // the Expert's material minus Hard's, by jungleValue, at the end
	leadFor int // half-moves the Expert had been ahead in material at the end (0 if it was not)
	maxLead int // the Expert's greatest material lead in the game
	mine    int // the Expert's pieces at the end
	theirs  int // Hard's pieces at the end
	guards  int // Hard's pieces on its den's traps or next to them at the end
	pressed int // Hard's pieces within two steps of the Expert's den at the end
	nearest int // the least distance of an Expert piece to Hard's den over the last 60 half-moves
	unique  int // distinct positions (the clock aside) over the last 60 half-moves
	safe    int // the Expert's pieces that none of Hard's remaining pieces may capture by rank
}

// material returns side's pieces and their worth by the evaluator's values.
func material(p *jungle.Position, side engine.Seat) (count, worth int) {
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		if p.Where(side, a) != jungle.NoSquare {
			count++
			worth += jungleValue[a]
		}
	}
	return count, worth
}

// canTake reports whether a may capture b by rank alone (traps aside).
func canTake(a, b jungle.Animal) bool {
	switch {
	case a == jungle.Rat && b == jungle.Elephant:
		return true
	case a == jungle.Elephant && b == jungle.Rat:
		return false
	}
	return a >= b
}

// describeDraw measures a drawn game: states are its positions, first to
// last, and expert the Expert's side.
func describeDraw(index int, states []jungle.Position, expert engine.Seat) drawnGame {
	hard := expert.Other()
	last := states[len(states)-1]
	d := drawnGame{index: index, final: last, length: len(states) - 1, nearest: 99}
	for i := range states {
		_, mw := material(&states[i], expert)
		_, tw := material(&states[i], hard)
		d.maxLead = max(d.maxLead, mw-tw)
	}
	var mw, tw int
	d.mine, mw = material(&last, expert)
	d.theirs, tw = material(&last, hard)
	d.lead = mw - tw
	for i := len(states) - 1; i >= 0; i-- {
		_, a := material(&states[i], expert)
		_, b := material(&states[i], hard)
		if a-b <= 0 {
			break
		}
		d.leadFor++
	}
	den := jungle.Den(hard)
	home := jungle.Den(expert)
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		sq := last.Where(hard, a)
		if sq == jungle.NoSquare {
			continue
		}
		if abs(sq.File()-den.File())+abs(sq.Rank()-den.Rank()) <= 2 {
			d.guards++
		}
		if abs(sq.File()-home.File())+abs(sq.Rank()-home.Rank()) <= 2 {
			d.pressed++
		}
	}
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		if last.Where(expert, a) == jungle.NoSquare {
			continue
		}
		safe := true
		for b := jungle.Rat; b <= jungle.Elephant; b++ {
			if last.Where(hard, b) != jungle.NoSquare && canTake(b, a) {
				safe = false
			}
		}
		if safe {
			d.safe++
		}
	}
	seen := map[string]bool{}
	for i := max(0, len(states)-61); i < len(states); i++ {
		s := states[i].String()
		seen[s[:strings.LastIndexByte(s, ' ')]] = true
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			if sq := states[i].Where(expert, a); sq != jungle.NoSquare {
				d.nearest = min(d.nearest, abs(sq.File()-den.File())+abs(sq.Rank()-den.Rank()))
			}
		}
	}
	d.unique = len(seen)
	return d
}

// category sorts a drawn game by its end.
func (d drawnGame) category() string {
	switch {
	case d.lead >= 300:
		return "the Expert ahead by 300 or more"
	case d.lead <= -200:
		return "Hard ahead by 200 or more"
	case d.pressed > 0:
		return "about level, a Hard piece within 2 of the Expert's den"
	default:
		return "about level, no Hard piece within 2 of the Expert's den"
	}
}

// TestJungleDrawAnatomy plays the arena `ply arena jungle expert hard
// --games N --seed S` plays (the same bots, seeds and seats: the same games)
// and describes each game drawn by the 60-move rule: the material at the
// end, who was ahead and for how long, Hard's guards around its den, Hard's
// pieces near the Expert's den, how near the Expert came to Hard's den and
// how many distinct positions the last 60 half-moves went through. With
// -draw-bot it plays an Expert candidate of expertCandidates instead, and
// with -draw-from F only the games from F on (a long run in parts). It runs
// only when asked:
//
//	go test ./engine/ai -run TestJungleDrawAnatomy -v -timeout 2h -args -draw-anatomy 200 -draw-seed 41
func TestJungleDrawAnatomy(t *testing.T) {
	if *drawAnatomy == 0 {
		t.Skip("run with -draw-anatomy N")
	}
	expert := candidateNamed(t, *drawAnatomyBot)
	draws, res := anatomy(t, expert, *drawAnatomyFrom, *drawAnatomy, *drawAnatomySeed)
	t.Logf("%s vs hard, seed %d, games %d to %d: %d games, %d / %d / %d, %d actions", *drawAnatomyBot, *drawAnatomySeed, *drawAnatomyFrom, *drawAnatomy-1, res.Games, res.Wins, res.Draws, res.Losses, res.Actions)
	t.Logf("game | final position | plies | lead | ahead for | max lead | pieces E:H | guards | pressed | nearest | distinct | safe")
	count := map[string]int{}
	for _, d := range draws {
		count[d.category()]++
		t.Logf("%d | %s | %d | %d | %d | %d | %d:%d | %d | %d | %d | %d | %d", d.index, d.final, d.length, d.lead, d.leadFor, d.maxLead, d.mine, d.theirs, d.guards, d.pressed, d.nearest, d.unique, d.safe)
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%s: %d", k, count[k])
	}
}

// anatomy plays Arena's games from .. games-1 of a against Hard on two
// workers, in parts of 20 whose running totals it logs (a run cut short
// still says what it played), and returns the drawn games described, in
// order.
func anatomy(t *testing.T, a func(seed uint64) (Bot, error), from, games int, seed uint64) ([]drawnGame, ArenaResult) {
	states := make([][]jungle.Position, games)
	seats := make([]engine.Seat, games)
	watch := func(i int, aSeat engine.Seat) func(s engine.State, a engine.Action, next engine.State) {
		seats[i] = aSeat
		return func(s engine.State, _ engine.Action, next engine.State) {
			if len(states[i]) == 0 {
				states[i] = append(states[i], s.(jungle.Position))
			}
			states[i] = append(states[i], next.(jungle.Position))
		}
	}
	var res ArenaResult
	for part := from; part < games; part += 20 {
		r, err := arenaWatched(jungle.Rules, a, jungleHard, part, min(part+20, games), seed, Budget{}, 2, watch)
		if err != nil {
			t.Fatal(err)
		}
		res = res.add(r)
		t.Logf("games %d to %d: %d / %d / %d, %d actions", from, part+r.Games-1, res.Wins, res.Draws, res.Losses, res.Actions)
	}
	var draws []drawnGame
	for i, g := range states {
		if len(g) == 0 {
			continue
		}
		switch o := g[len(g)-1].Outcome(); {
		case o.Status == engine.Draw:
			draws = append(draws, describeDraw(i, g, seats[i]))
		case o.Winner != seats[i]:
			// A loss: where it ended, and six half-moves before.
			t.Logf("lost: game %d, the Expert %s, %d half-moves (%s), at the end %s, six half-moves before %s",
				i, seatName(seats[i]), len(g)-1, o.Reason, g[len(g)-1], g[max(len(g)-7, 0)])
		}
	}
	return draws, res
}

// BenchmarkExpertCandidates times one decision of the Expert and of each
// candidate of expertCandidates from BenchmarkJungleChoose's position, to
// keep a candidate's time a decision near the Expert's:
//
//	go test ./engine/ai -run '^$' -bench ExpertCandidates -count 5
func BenchmarkExpertCandidates(b *testing.B) {
	p, err := jungle.Parse("l5t/1w3c1/2p1d1e/r6/7/5R1/E1D1P2/1C3W1/T5L b 3")
	if err != nil {
		b.Fatal(err)
	}
	names := make([]string, 0, len(expertCandidates))
	for name := range expertCandidates {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				bot, _ := expertCandidates[name](1)
				if _, err := bot.Choose(p.View(p.ToMove()), Budget{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// jungleHard makes the Hard bot the Expert's draws are measured against.
func jungleHard(seed uint64) (Bot, error) { return NewJungle("hard", seed) }

// seatName names a Jungle side for the logs.
func seatName(s engine.Seat) string {
	if s == jungle.Red {
		return "red"
	}
	return "blue"
}

var (
	playOut      = flag.String("play-out", "", "a Jungle position (notation) TestJunglePlayOut plays out, the Expert to move against Hard")
	playOutTimes = flag.Int("play-out-times", 1, "the Expert's nodes a move in TestJunglePlayOut, times its cap")
	playOutSeed  = flag.Uint64("play-out-seed", 1, "the seed of both bots in TestJunglePlayOut")
)

// TestJunglePlayOut plays a position out, the Expert (with -play-out-times
// its nodes) to move against Hard, and logs each half-move and the result:
// whether a position a game drew is won with another search. It runs only
// when asked:
//
//	go test ./engine/ai -run TestJunglePlayOut -v -args -play-out "l5t/1w3c1/3d2R/7/3p3/7/r1DP3/2C1W2/1T4L r 0"
func TestJunglePlayOut(t *testing.T) {
	if *playOut == "" {
		t.Skip("run with -play-out POSITION")
	}
	p, err := jungle.Parse(*playOut)
	if err != nil {
		t.Fatal(err)
	}
	me := p.ToMove()
	var bots [2]Bot
	bots[me] = newJungleSearch("expert", newRand(*playOutSeed), expertConfig(expertNodes**playOutTimes))
	if bots[me.Other()], err = NewJungle("hard", *playOutSeed); err != nil {
		t.Fatal(err)
	}
	n := 0
	o, _, err := Play(p, bots, newRand(*playOutSeed), Budget{}, func(_ engine.State, a engine.Action, next engine.State) {
		n++
		t.Logf("%d %v %s", n, jungle.MoveOf(a), next)
	})
	if err != nil {
		t.Fatal(err)
	}
	result := "a draw"
	if o.Status != engine.Draw {
		result = seatName(o.Winner) + " wins (" + o.Reason + ")"
	}
	t.Logf("the Expert %s, %d nodes a move: %s after %d half-moves", seatName(me), expertNodes**playOutTimes, result, n)
}

var replayGame = flag.Int("replay-game", -1, "the game of the arena of TestJungleDrawAnatomy that TestJungleReplay logs")

// TestJungleReplay logs each half-move of one game of the arena
// TestJungleDrawAnatomy plays (-replay-game, -draw-seed, -draw-bot): the
// positions to play out with TestJunglePlayOut. It runs only when asked:
//
//	go test ./engine/ai -run TestJungleReplay -v -args -replay-game 12 -draw-seed 41
func TestJungleReplay(t *testing.T) {
	if *replayGame < 0 {
		t.Skip("run with -replay-game N")
	}
	expert := candidateNamed(t, *drawAnatomyBot)
	n := 0
	watch := func(_ int, aSeat engine.Seat) func(s engine.State, a engine.Action, next engine.State) {
		t.Logf("the Expert plays %s", seatName(aSeat))
		return func(_ engine.State, a engine.Action, next engine.State) {
			n++
			t.Logf("%d %v %s", n, jungle.MoveOf(a), next)
		}
	}
	r, err := arenaWatched(jungle.Rules, expert, jungleHard, *replayGame, *replayGame+1, *drawAnatomySeed, Budget{}, 1, watch)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d / %d / %d", r.Wins, r.Draws, r.Losses)
}
