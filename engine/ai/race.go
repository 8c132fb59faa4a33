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

// raceLookahead is Expert's depth in rolls after its own move.
const raceLookahead = 2

// NewRace returns the named bot of Ludo and Aviation Ludo (see Names),
// seeded: the two games share their rules and their bots.
func NewRace(name string, seed uint64) (Bot, error) {
	return botByName("race", name, seed, func(name string, seed uint64) Bot {
		b := &raceBot{name: name, rng: newRand(seed), eval: defaultRaceEval, medium: defaultMedium}
		switch name {
		case "greedy":
			b.pick = (*raceBot).pickGreedy
		case "easy":
			b.pick = (*raceBot).pickEasy
		case "medium":
			b.pick = (*raceBot).pickMedium
		case "hard":
			b.pick = (*raceBot).pickSearch
			b.depth, b.nodeCap = 0, 1_000
		case "expert":
			b.pick = (*raceBot).pickSearch
			b.depth, b.nodeCap = raceLookahead, 100_000
		default:
			return nil
		}
		return b
	})
}

type raceBot struct {
	name    string
	rng     *rand.Rand
	pick    func(b *raceBot, s *rstate, movable uint8, budget Budget) int
	eval    raceEval
	medium  mediumWeights
	depth   int // rolls searched after the bot's own move
	nodeCap int // the level's most evaluations per decision

	// The current search.
	me     int
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
	p := rv.Position()
	if p.Side() != v.Seat() || p.Outcome().Finished() {
		return 0, ErrNotYourTurn
	}
	if p.Die() == 0 {
		return race.Roll, nil
	}
	s := fromPosition(p)
	m := s.movable()
	switch bits.OnesCount8(m) {
	case 0:
		return 0, ErrNotYourTurn // the engine passes such a turn itself
	case 1:
		return race.Move(bits.TrailingZeros8(m)), nil
	}
	return race.Move(b.pick(b, &s, m, budget)), nil
}

// ---------------------------------------------------------------------------
// The bots' copy of the rules.

// rstate mirrors race.Position: the progress of each seat's pieces
// (race.Base, or 0…56), the seat to move, the die awaiting a choice (0 in the
// roll phase) and the sixes of the turn. Its rule code follows engine/race;
// race_test.go checks that the two agree move by move.
type rstate struct {
	pc    [2][race.Pieces]int8
	side  int
	die   int
	sixes int
}

const (
	rBase     = race.Base
	rLastLoop = race.LastLoop
	rFinish   = race.Finish
)

func fromPosition(p race.Position) rstate {
	var s rstate
	for seat := engine.First; seat <= engine.Second; seat++ {
		for i := range race.Pieces {
			s.pc[seat][i] = int8(p.Progress(seat, i))
		}
	}
	s.side, s.die, s.sixes = int(p.Side()), p.Die(), p.Sixes()
	return s
}

// safeLoop reports whether loop progress q (0…50) is a safe square; the
// answer is the same in either colour's frame.
func safeLoop(q int) bool {
	m := q % 13
	return m == 0 || m == 8
}

// otherFrame returns the progress at which the opponent counts the loop
// square of progress q. A result above LastLoop (51) is the one square the
// opponent passes by into its home column and never lands on.
func otherFrame(q int) int {
	q += race.Offset
	if q >= race.LoopLen {
		q -= race.LoopLen
	}
	return q
}

func canMoveBy(q, d int) bool {
	if q == rBase {
		return d == 6
	}
	return q+d <= rFinish
}

func (s *rstate) movable() uint8 {
	var m uint8
	for i, q := range s.pc[s.side] {
		if canMoveBy(int(q), s.die) {
			m |= 1 << i
		}
	}
	return m
}

func (s *rstate) won(seat int) bool {
	return s.pc[seat] == [race.Pieces]int8{rFinish, rFinish, rFinish, rFinish}
}

func (s *rstate) over() bool { return s.won(0) || s.won(1) }

func (s *rstate) pass() {
	s.side = 1 - s.side
	s.die = 0
	s.sixes = 0
}

// roll plays die value d in the roll phase and returns the pieces that can
// move by it, or 0 when the turn passed (no piece can move, or a third six).
func (s *rstate) roll(d int) uint8 {
	if d == 6 {
		if s.sixes == 2 {
			s.pass()
			return 0
		}
		s.sixes++
	} else {
		s.sixes = 0
	}
	s.die = d
	m := s.movable()
	if m == 0 {
		s.pass()
	}
	return m
}

// moveInfo tells what a move did.
type moveInfo struct {
	from, to int
	captured int // enemy pieces sent to base
	victims  int // their summed progress
	entered  bool
	arrived  bool
	won      bool
}

// move moves piece i of the side to move by the die, which it must be able
// to do.
func (s *rstate) move(i int) moveInfo {
	me := s.side
	d := s.die
	from := int(s.pc[me][i])
	mi := moveInfo{from: from}
	extra := d == 6
	if from == rBase {
		s.pc[me][i] = 0
		mi.entered = true
	} else {
		to := from + d
		s.pc[me][i] = int8(to)
		mi.to = to
		if to <= rLastLoop && !safeLoop(to) {
			if q := otherFrame(to); q <= rLastLoop {
				opp := &s.pc[1-me]
				for j := range opp {
					if int(opp[j]) == q {
						opp[j] = rBase
						mi.captured++
						mi.victims += q
						extra = true
					}
				}
			}
		}
		if to == rFinish {
			mi.arrived, extra = true, true
			if s.won(me) {
				s.die = 0
				mi.won = true
				return mi
			}
		}
	}
	s.die = 0
	if !extra {
		s.pass()
	}
	return mi
}

// ---------------------------------------------------------------------------
// Danger: how likely a piece is to be captured in the enemy's next turn.

// threats returns, for a piece of seat at loop progress q, the distances at
// which enemy loop pieces stand behind it and could land on it (bit d-1 for
// distance d, 1…12), and entry: bit e-1 when the piece stands e (1…6)
// squares past the enemy's start square and the enemy has a piece in base,
// which could enter on a six and land on it with the extra roll. A piece on
// a safe square, off the loop, or on the square the enemy never lands on
// has none.
func (s *rstate) threats(seat, q int) (dist, entry uint16) {
	if q <= 0 || q > rLastLoop || safeLoop(q) {
		return 0, 0
	}
	e := otherFrame(q)
	if e > rLastLoop {
		return 0, 0
	}
	for _, o := range s.pc[1-seat] {
		switch {
		case o == rBase:
			if e <= 6 {
				entry = 1 << (e - 1)
			}
		case int(o) <= rLastLoop:
			if d := e - int(o); d >= 1 && d <= 12 {
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
func (w *raceEval) side(s *rstate, x int) float64 {
	var v float64
	inBase, out := 0, 0
	for _, q8 := range s.pc[x] {
		q := int(q8)
		switch {
		case q == rBase:
			inBase++
			continue
		case q == rFinish:
			v += w.enter + rFinish + w.home + w.finish
			continue
		case q > rLastLoop:
			v += w.enter + float64(q) + w.home
			out++
			continue
		}
		out++
		val := w.enter + float64(q)
		v += val
		if safeLoop(q) {
			v += w.safe
			continue
		}
		dist, entry := s.threats(x, q)
		if dist|entry == 0 {
			continue
		}
		r := w.risk
		if s.side == x {
			r *= w.moverRisk // it moves first, and may run
		}
		v -= r * hitChance(dist, entry) * val
	}
	if inBase > 0 && out == 0 {
		v -= w.idle
	}
	return v
}

// value scores s for seat me.
func (w *raceEval) value(s *rstate, me int) float64 {
	switch {
	case s.won(me):
		return w.win
	case s.won(1 - me):
		return -w.win
	}
	return w.side(s, me) - w.side(s, 1-me)
}

// ---------------------------------------------------------------------------
// Greedy, Easy and Medium.

func (b *raceBot) pickGreedy(s *rstate, m uint8, _ Budget) int {
	best, bestKey := -1, 0
	for ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros8(m)
		c := *s
		mi := c.move(i)
		key := mi.from // furthest along first; base is -1
		switch {
		case mi.captured > 0:
			key = 1000 + mi.victims
		case mi.arrived:
			key = 500
		}
		if best < 0 || key > bestKey {
			best, bestKey = i, key
		}
	}
	return best
}

func (b *raceBot) pickEasy(s *rstate, m uint8, _ Budget) int {
	var caps, all []int
	for ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros8(m)
		all = append(all, i)
		c := *s
		if c.move(i).captured > 0 {
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
func (s *rstate) nearThreats(seat, q int) int {
	dist, _ := s.threats(seat, q)
	return bits.OnesCount16(dist & 0b111111)
}

func (b *raceBot) pickMedium(s *rstate, m uint8, _ Budget) int {
	w := &b.medium
	me := s.side
	best, bestScore := -1, 0.0
	for ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros8(m)
		c := *s
		mi := c.move(i)
		var sc float64
		switch {
		case mi.won:
			return i
		case mi.entered:
			sc = w.enter
		default:
			sc = w.progress*float64(mi.to-mi.from) + w.lead*float64(mi.from)
			sc += w.capture*float64(mi.captured) + w.victim*float64(mi.victims)
			if mi.arrived {
				sc += w.finish
			}
			if mi.from <= rLastLoop && mi.to > rLastLoop && !mi.arrived {
				sc += w.homeCol
			}
			sc += w.escape * float64(s.nearThreats(me, mi.from))
			if mi.to <= rLastLoop {
				if safeLoop(mi.to) {
					sc += w.safe
				} else {
					sc -= w.risk * float64(c.nearThreats(me, mi.to))
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
func (b *raceBot) pickSearch(s *rstate, m uint8, budget Budget) int {
	b.me = s.side
	b.budget = budget
	b.limit = budget.nodes(b.nodeCap)
	b.nodes = 0
	best := -1
	for depth := 0; depth <= b.depth; depth++ {
		b.halt = false
		cand, candScore := -1, 0.0
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros8(mm)
			c := *s
			c.move(i)
			v := b.expect(&c, depth)
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
		best = bits.TrailingZeros8(m)
	}
	return best
}

// expect returns the value of s, a position in its roll phase, for the
// bot's seat, looking depth rolls ahead.
func (b *raceBot) expect(s *rstate, depth int) float64 {
	if depth == 0 || s.over() {
		b.nodes++
		if b.nodes >= b.limit {
			b.halt = true
		} else if b.nodes&255 == 0 {
			b.budget.pause()
			b.halt = b.budget.cancelled()
		}
		return b.eval.value(s, b.me)
	}
	var sum float64
	for d := 1; d <= 6; d++ {
		c := *s
		m := c.roll(d)
		if m == 0 {
			sum += b.expect(&c, depth-1)
			continue
		}
		maxing := c.side == b.me
		best, first := 0.0, true
		for ; m != 0; m &= m - 1 {
			n := c
			n.move(bits.TrailingZeros8(m))
			v := b.expect(&n, depth-1)
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
