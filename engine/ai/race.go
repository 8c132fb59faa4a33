package ai

import (
	"math/bits"
	"math/rand/v2"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
)

// Ludo and Aviation Ludo bots. The two games share one engine and one set of
// bots. In the roll phase every bot returns the bare roll (the host rolls);
// only the choice of a piece is thought about, and a choice with one legal
// piece is made at once.
//
//   - greedy captures when it can (the most advanced victim), else brings a
//     piece home, else moves the piece furthest along.
//   - easy plays a random legal piece, but takes a capture half the times it
//     has one.
//   - medium scores each move by rules of thumb: captures, finishing,
//     entering, reaching the home column or a safe square, leaving and
//     landing near enemy pieces, progress.
//   - hard scores the position each move leads to with an evaluation in
//     pips: progress, entry, home column, safe squares, and each exposed
//     piece's expected loss to a capture, from the distances of the enemy
//     pieces behind it and the six an enemy in base needs to enter. It
//     looks no further: that is Expert's edge.
//   - expert uses the same evaluation under an expectimax search two rolls
//     deep: the next roll (the opponent's, or its own extra roll) and the
//     roll after it, each side choosing its best move for each value. That
//     is at most 4·(6·4)² = 2,304 evaluations, well under a millisecond.
//
// The bots keep no rule of their own: they move on the engine's fast path
// (race.Position's Movable, NextRoll and NextMove) and ask race.Safe and
// race.OtherFrame where a piece is safe and who can reach it.

// raceLookahead is Expert's depth in rolls after its own move.
const raceLookahead = 2

// NewRace returns the named bot of Ludo and Aviation Ludo (see Names),
// seeded: the two games share their rules and their bots.
func NewRace(name string, seed uint64) (Bot, error) {
	return botByName("race", name, seed, raceLevels)
}

// raceLevels makes the Ludo bots above Random: how each picks a piece, and
// for the searching ones how many rolls deep and how much work.
var raceLevels = map[string]func(name string, rng *rand.Rand) Bot{
	"greedy": func(name string, rng *rand.Rand) Bot { return newRaceBot(name, rng, (*raceBot).pickGreedy, 0, 0) },
	"easy":   func(name string, rng *rand.Rand) Bot { return newRaceBot(name, rng, (*raceBot).pickEasy, 0, 0) },
	"medium": func(name string, rng *rand.Rand) Bot { return newRaceBot(name, rng, (*raceBot).pickMedium, 0, 0) },
	"hard":   func(name string, rng *rand.Rand) Bot { return newRaceBot(name, rng, (*raceBot).pickSearch, 0, 1_000) },
	"expert": func(name string, rng *rand.Rand) Bot {
		return newRaceBot(name, rng, (*raceBot).pickSearch, raceLookahead, 100_000)
	},
}

func newRaceBot(name string, rng *rand.Rand, pick func(*raceBot, race.Position, race.PieceSet, Budget) int, depth, nodeCap int) *raceBot {
	return &raceBot{name: name, rng: rng, pick: pick, eval: defaultRaceEval, medium: defaultMedium, depth: depth, nodeCap: nodeCap}
}

type raceBot struct {
	name    string
	rng     *rand.Rand
	pick    func(b *raceBot, p race.Position, movable race.PieceSet, budget Budget) int
	eval    raceEval
	medium  mediumWeights
	depth   int // rolls searched after the bot's own move
	nodeCap int // the level's most evaluations per decision

	// The current search.
	me     engine.Seat
	nodes  int
	limit  int
	budget Budget
	halt   bool
}

func (b *raceBot) Name() string { return b.name }

func (b *raceBot) Choose(v engine.View, budget Budget) (engine.Action, error) {
	rv, ok := v.(race.View)
	if !ok {
		return 0, errWrongGame
	}
	p := rv.State()
	if p.ToMove() != v.Seat() || p.Outcome().Finished() {
		return 0, ErrNotYourTurn
	}
	if p.Die() == 0 {
		return race.Roll, nil
	}
	m := p.Movable()
	switch m.Count() {
	case 0:
		return 0, ErrNotYourTurn // the engine passes such a turn itself
	case 1:
		return race.Move(m.First()), nil
	}
	return race.Move(b.pick(b, p, m, budget)), nil
}

// winner returns the seat that has won p, or engine.NoSeat.
func winner(p *race.Position) engine.Seat {
	if o := p.Outcome(); o.Status == engine.Win {
		return o.Winner
	}
	return engine.NoSeat
}

// ---------------------------------------------------------------------------
// Danger: how likely a piece is to be captured in the enemy's next turn.

// threats returns, for a piece at loop progress q facing the enemy pieces
// at the progress values enemy (race.Position.PiecesOf), the distances at
// which enemy loop pieces stand behind it and could land on it (bit d-1 for
// distance d, 1…12), and entry: bit e-1 when the piece stands e (1…6)
// squares past the enemy's start square and the enemy has a piece in base,
// which could enter on a six and land on it with the extra roll. A piece on
// a safe square, off the loop, or on the square the enemy never lands on
// has none.
func threats(enemy *[race.Pieces]int, q int) (dist, entry uint16) {
	if q <= 0 || race.Safe(q) {
		return 0, 0
	}
	e, ok := race.OtherFrame(q)
	if !ok {
		return 0, 0
	}
	for _, o := range enemy {
		switch {
		case o == race.Base:
			if e <= 6 {
				entry = 1 << (e - 1)
			}
		case o <= race.LastLoop:
			if d := e - o; d >= 1 && d <= 12 {
				dist |= 1 << (d - 1)
			}
		}
	}
	return dist, entry
}

// hitChance is the chance that an enemy set on the capture lands on a piece
// in its next turn, given the piece's threats: a first roll of a distance
// 1–6, or a six (used to move a piece 7–12 behind up by six, or to enter)
// followed by an extra roll that matches. Two sixes in a row are rare enough
// to leave out.
func hitChance(dist, entry uint16) float64 {
	p := float64(bits.OnesCount16(dist&0b11111)) / 6
	if dist&0b100000 != 0 {
		return p + 1.0/6
	}
	return p + float64(bits.OnesCount16(dist&0b11111|dist>>6|entry))/36
}

// ---------------------------------------------------------------------------
// The evaluation of Hard and Expert, in pips (squares of progress).

type raceEval struct {
	enter     float64 // a piece on the board over one in base
	home      float64 // a piece in its home column, where it cannot be hit
	finish    float64 // a finished piece, on top of the home column's bonus
	safe      float64 // a piece on a safe loop square
	risk      float64 // the weight of a piece's expected loss to a capture
	moverRisk float64 // the share of that weight for the side about to roll
	idle      float64 // the cost of pieces waiting in base with none out
	win       float64 // a won game
}

// defaultRaceEval was tuned in self-play arenas; the optimum is flat.
var defaultRaceEval = raceEval{
	enter:     12,
	home:      6,
	finish:    4,
	safe:      1,
	risk:      1.3,
	moverRisk: 0.4,
	idle:      6,
	win:       10_000,
}

// side scores seat x's pieces.
func (w *raceEval) side(p *race.Position, x engine.Seat) float64 {
	var v float64
	inBase, out := 0, 0
	enemy := p.PiecesOf(x.Other())
	for _, q := range p.PiecesOf(x) {
		switch {
		case q == race.Base:
			inBase++
			continue
		case q == race.Finish:
			v += w.enter + race.Finish + w.home + w.finish
			continue
		case q > race.LastLoop:
			v += w.enter + float64(q) + w.home
			out++
			continue
		}
		out++
		val := w.enter + float64(q)
		v += val
		if race.Safe(q) {
			v += w.safe
			continue
		}
		dist, entry := threats(&enemy, q)
		if dist|entry == 0 {
			continue
		}
		r := w.risk
		if p.ToMove() == x {
			r *= w.moverRisk // it moves first, and may run
		}
		v -= r * hitChance(dist, entry) * val
	}
	if inBase > 0 && out == 0 {
		v -= w.idle
	}
	return v
}

// value scores p, which winner has won (engine.NoSeat while it goes on), for
// seat me.
func (w *raceEval) value(p *race.Position, me, winner engine.Seat) float64 {
	switch winner {
	case me:
		return w.win
	case me.Other():
		return -w.win
	}
	return w.side(p, me) - w.side(p, me.Other())
}

// ---------------------------------------------------------------------------
// Greedy, Easy and Medium.

func (b *raceBot) pickGreedy(p race.Position, m race.PieceSet, _ Budget) int {
	best, bestKey := -1, 0
	for ; m != 0; m &= m - 1 {
		i := m.First()
		_, mr := p.NextMove(i)
		key := mr.From // furthest along first; base is -1
		switch {
		case mr.Captured > 0:
			key = 1000 + mr.Victims
		case mr.Arrived:
			key = 500
		}
		if best < 0 || key > bestKey {
			best, bestKey = i, key
		}
	}
	return best
}

func (b *raceBot) pickEasy(p race.Position, m race.PieceSet, _ Budget) int {
	var caps, all []int
	for ; m != 0; m &= m - 1 {
		i := m.First()
		all = append(all, i)
		if _, mr := p.NextMove(i); mr.Captured > 0 {
			caps = append(caps, i)
		}
	}
	if len(caps) > 0 && b.rng.IntN(2) == 0 {
		return caps[b.rng.IntN(len(caps))]
	}
	return all[b.rng.IntN(len(all))]
}

// mediumWeights are Medium's rules of thumb, in pips.
type mediumWeights struct {
	capture  float64 // per captured piece
	victim   float64 // per square of the captured pieces' progress
	finish   float64 // bringing a piece home
	enter    float64 // entering from base
	homeCol  float64 // reaching the home column from the loop
	safe     float64 // landing on a safe loop square
	escape   float64 // per enemy piece 1–6 behind the square left
	risk     float64 // per enemy piece 1–6 behind the landing square
	progress float64 // per square advanced
	lead     float64 // per square of the moved piece's progress
}

var defaultMedium = mediumWeights{
	capture:  20,
	victim:   0.5,
	finish:   15,
	enter:    14,
	homeCol:  10,
	safe:     6,
	escape:   8,
	risk:     9,
	progress: 0.5,
	lead:     0.05,
}

// nearThreats counts the distances 1–6 behind a piece of seat at loop
// progress q where enemy pieces stand (none on a safe square or off the
// loop).
func nearThreats(p *race.Position, seat engine.Seat, q int) int {
	enemy := p.PiecesOf(seat.Other())
	dist, _ := threats(&enemy, q)
	return bits.OnesCount16(dist & 0b111111)
}

func (b *raceBot) pickMedium(p race.Position, m race.PieceSet, _ Budget) int {
	w := &b.medium
	me := p.ToMove()
	best, bestScore := -1, 0.0
	for ; m != 0; m &= m - 1 {
		i := m.First()
		c, mr := p.NextMove(i)
		var sc float64
		switch {
		case mr.Won:
			return i
		case mr.Entered:
			sc = w.enter
		default:
			sc = w.progress*float64(mr.To-mr.From) + w.lead*float64(mr.From)
			sc += w.capture*float64(mr.Captured) + w.victim*float64(mr.Victims)
			if mr.Arrived {
				sc += w.finish
			}
			if mr.From <= race.LastLoop && mr.To > race.LastLoop && !mr.Arrived {
				sc += w.homeCol
			}
			sc += w.escape * float64(nearThreats(&p, me, mr.From))
			if mr.To <= race.LastLoop {
				if race.Safe(mr.To) {
					sc += w.safe
				} else {
					sc -= w.risk * float64(nearThreats(&c, me, mr.To))
				}
			}
		}
		if best < 0 || sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return best
}

// ---------------------------------------------------------------------------
// Hard and Expert: expectimax over the dice.

// pickSearch deepens one roll at a time up to the level's depth and keeps
// the choice of the last search that finished within the budget. The work
// is counted in evaluations, so the same budget gives the same move on any
// machine.
func (b *raceBot) pickSearch(p race.Position, m race.PieceSet, budget Budget) int {
	if b.depth == 0 {
		return b.pickEval(p, m)
	}
	b.me = p.ToMove()
	b.budget = budget
	b.limit = budget.nodes(b.nodeCap)
	b.nodes = 0
	best := -1
	for depth := 0; depth <= b.depth; depth++ {
		b.halt = false
		cand, candScore := -1, 0.0
		for mm := m; mm != 0; mm &= mm - 1 {
			i := mm.First()
			c, _ := p.NextMove(i)
			v := b.expect(c, depth)
			if b.halt {
				break
			}
			if cand < 0 || v > candScore {
				cand, candScore = i, v
			}
		}
		if b.halt && best >= 0 {
			break
		}
		best = cand // a first search cut short still gives a move
		if b.halt {
			break
		}
	}
	if best < 0 {
		best = m.First()
	}
	return best
}

// pickEval is the search at depth 0 (Hard): the movable piece whose move
// leaves the best position by the evaluation, the first of equals. Four
// evaluations at most: no budget to keep.
func (b *raceBot) pickEval(p race.Position, m race.PieceSet) int {
	me := p.ToMove()
	best, bestScore := -1, 0.0
	for ; m != 0; m &= m - 1 {
		i := m.First()
		c, _ := p.NextMove(i)
		if v := b.eval.value(&c, me, winner(&c)); best < 0 || v > bestScore {
			best, bestScore = i, v
		}
	}
	return best
}

// expect returns the value of p, a position in its roll phase, for the
// bot's seat, looking depth rolls ahead. (The position is small; taking it
// by value keeps the recursion's copies off the heap.)
func (b *raceBot) expect(p race.Position, depth int) float64 {
	if w := winner(&p); depth == 0 || w != engine.NoSeat {
		b.nodes++
		if b.nodes >= b.limit {
			b.halt = true
		} else if b.nodes&255 == 0 {
			b.budget.pause()
			b.halt = b.budget.cancelled()
		}
		return b.eval.value(&p, b.me, w)
	}
	var sum float64
	for d := 1; d <= 6; d++ {
		c, m := p.NextRoll(d)
		if m == 0 {
			sum += b.expect(c, depth-1)
			continue
		}
		maxing := c.ToMove() == b.me
		best, first := 0.0, true
		for ; m != 0; m &= m - 1 {
			n, _ := c.NextMove(m.First())
			v := b.expect(n, depth-1)
			if first || maxing && v > best || !maxing && v < best {
				best, first = v, false
			}
		}
		sum += best
		if b.halt {
			break
		}
	}
	return sum / 6
}
