package junglectl

import (
	"math/rand/v2"
	"runtime"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/jungle"
)

// Levels is how many levels the computer offers (engine/ai's ladder).
const Levels = 4

// thinkMillis bounds engine/ai's search for one move. The browser build runs
// the search on its only thread, so there it gets less work.
var thinkMillis = func() int {
	if runtime.GOOS == "js" {
		return 150
	}
	return 600
}()

// Choose asks engine/ai's bot of level (1 easy … 4 expert) for a move, and
// falls back on the small heuristic below if that bot fails.
func Choose(p jungle.Position, level int, seed uint64) jungle.Move {
	level = max(1, min(Levels, level))
	if bot, err := ai.ForLevel("jungle", ai.Level(level), seed); err == nil {
		if a, err := bot.Choose(p.View(p.ToMove()), ai.Budget{Millis: thinkMillis}); err == nil {
			if m := jungle.MoveOf(a); p.IsLegal(m) {
				return m
			}
		}
	}
	return fallback(p, min(level, 3), seed)
}

// fallback is the app's small stand-in bot: level 1 prefers a den entry,
// then plays at random; level 2 also takes the best capture and avoids moves
// that lose the piece at once; level 3 looks one reply ahead. It yields
// often so that the browser build keeps drawing.
func fallback(p jungle.Position, level int, seed uint64) jungle.Move {
	moves := p.Moves()
	if len(moves) == 0 {
		return jungle.Move{From: jungle.NoSquare, To: jungle.NoSquare}
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	side := p.ToMove()
	for _, m := range moves {
		if owner, ok := jungle.DenOwner(m.To); ok && owner != side {
			return m
		}
	}
	if level <= 1 {
		return moves[rng.IntN(len(moves))]
	}
	best, bestScore := moves[0], -1<<30
	for i, m := range moves {
		runtime.Gosched()
		next, _, err := p.Play(m)
		if err != nil {
			continue
		}
		var score int
		if level >= 3 {
			score = -reply(next, side)
		} else {
			score = evaluate(next, side)
			if attacked(next, m.To) {
				if pc, ok := next.At(m.To); ok {
					score -= worth[pc.Animal]
				}
			}
		}
		score = score*16 + rng.IntN(16) // ties broken by the seed
		if score > bestScore || i == 0 {
			best, bestScore = m, score
		}
	}
	return best
}

// reply is the opponent's best score after its answer in p, seen from the
// opponent's side.
func reply(p jungle.Position, me engine.Seat) int {
	o := p.Outcome()
	if o.Finished() {
		if o.Status == engine.Draw {
			return 0
		}
		if o.Winner == me {
			return -100000
		}
		return 100000
	}
	best := -1 << 30
	for _, m := range p.Moves() {
		next, _, err := p.Play(m)
		if err != nil {
			continue
		}
		s := -evaluate(next, me)
		if no := next.Outcome(); no.Finished() && no.Winner != me && no.Status == engine.Win {
			s = 100000
		}
		best = max(best, s)
	}
	return best
}

// worth is a piece's value to the bot.
var worth = [9]int{0, 60, 20, 30, 40, 50, 70, 80, 90}

// evaluate scores p for side: material, and how near its pieces are to the
// enemy den.
func evaluate(p jungle.Position, side engine.Seat) int {
	if o := p.Outcome(); o.Finished() {
		switch {
		case o.Status == engine.Draw:
			return 0
		case o.Winner == side:
			return 100000
		default:
			return -100000
		}
	}
	score := 0
	for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
		pc, ok := p.At(sq)
		if !ok {
			continue
		}
		v := worth[pc.Animal]
		den := jungle.Den(pc.Side.Other())
		dist := abs(sq.File()-den.File()) + abs(sq.Rank()-den.Rank())
		v += (12 - dist) / 2
		if pc.Side == side {
			score += v
		} else {
			score -= v
		}
	}
	return score
}

// attacked reports whether the side to move in p can capture on sq.
func attacked(p jungle.Position, sq jungle.Square) bool {
	for _, m := range p.Moves() {
		if m.To == sq {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
