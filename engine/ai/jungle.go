package ai

import (
	"math/rand/v2"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
)

// Jungle bots: greedy (den, else the biggest capture, else random), and the
// four levels on one alpha-beta search with a material-and-advance evaluator.

// NewJungle returns the named Jungle bot (see Names), seeded.
func NewJungle(name string, seed uint64) (Bot, error) {
	return botByName("jungle", name, seed, jungleLevels)
}

// jungleTurn checks that v is a Jungle view whose seat is to move, and
// returns its position and legal moves. When a move enters the enemy den,
// every bot above Random plays it at once: den is that move's action, else 0.
func jungleTurn(v engine.View) (p jungle.Position, moves []jungle.Move, den engine.Action, err error) {
	jv, ok := v.(jungle.View)
	if !ok {
		return jungle.Position{}, nil, 0, errWrongGame
	}
	p = jv.State()
	if p.ToMove() != v.Seat() || len(v.Legal()) == 0 {
		return p, nil, 0, ErrNotYourTurn
	}
	moves = p.AppendMoves(nil)
	if m, ok := denMove(p, moves); ok {
		den = m.Action()
	}
	return p, moves, den, nil
}

var errWrongGame = errorString("the view is not of this bot's game")

type errorString string

func (e errorString) Error() string { return string(e) }

// denMove returns a move that enters the enemy den, if one exists.
func denMove(p jungle.Position, moves []jungle.Move) (jungle.Move, bool) {
	den := jungle.Den(p.ToMove().Other())
	for _, m := range moves {
		if m.To == den {
			return m, true
		}
	}
	return jungle.Move{}, false
}

type jungleGreedy struct{ rng *rand.Rand }

func (b *jungleGreedy) Name() string { return "greedy" }

func (b *jungleGreedy) Choose(v engine.View, _ Budget) (engine.Action, error) {
	p, moves, den, err := jungleTurn(v)
	if err != nil || den != 0 {
		return den, err
	}
	best, bestRank, count := jungle.Move{}, jungle.NoAnimal, 0
	for _, m := range moves {
		pc, ok := p.At(m.To)
		if !ok {
			continue
		}
		switch {
		case pc.Animal > bestRank:
			best, bestRank, count = m, pc.Animal, 1
		case pc.Animal == bestRank:
			count++
			if b.rng.IntN(count) == 0 {
				best = m
			}
		}
	}
	if bestRank != jungle.NoAnimal {
		return best.Action(), nil
	}
	return moves[b.rng.IntN(len(moves))].Action(), nil
}

// searchConfig sets a level's search.
type searchConfig struct {
	maxDepth int  // iterative deepening stops here
	nodeCap  int  // the level's work per move
	noise    int  // random noise added to root scores (Easy)
	quiesce  bool // extend captures and den entries at the horizon
	tt       int  // transposition table entries (a power of two), 0 for none
	defence  bool // the evaluator also weighs den defence
	damp     bool // scores shrink as the 60-ply draw nears, so a lead is pressed
	contempt int  // what a draw costs the bot: it plays on for a win
	// fade, when set, replaces damp: a lead keeps its worth until fade
	// half-moves are left on the draw clock and then shrinks to nothing
	// at the draw, so a lead that no capture can cash is judged a draw.
	fade int
	// pvs searches every move after a node's first with a null window
	// (re-searched when it proves better), late quiet moves a ply shallower
	// (late move reductions) and orders two killer moves a ply after the
	// captures.
	pvs bool
	// repeat, when set, scores a position that already stood on the board
	// since the last capture (a root the bot searched or a position its own
	// move made) as a loss of repeat points for the bot, like a draw: the
	// bot does not shuffle back and forth while the draw clock runs.
	repeat int
	// simplify, when set, counts an exchange as a loss for the bot while
	// the material is about level: simplify points when every piece is off
	// the board, in proportion to the material traded off, fading to
	// nothing at a difference of simplifyLevel. The bot keeps the pieces
	// on and the game rich rather than trade into a level shuffle.
	simplify int
	// simplifyCap, when set, is the most material off the board simplify
	// counts: it dislikes the first exchanges of a game (the elephants'
	// early trade) and no more after them.
	simplifyCap int
	// pst, when set, replaces the evaluator's piece terms (material,
	// advance, traps, den guard) by a table of each animal's worth on each
	// square, from Red's side (Blue's squares turned half round), fitted to
	// self-play results (jungle_texel_test.go).
	pst *[9][jungle.Squares]int32
	// threats makes the quiescence search know den threats: a side with an
	// enemy piece beside its den may not stand pat, only a capture of that
	// piece saves it, and two such pieces are a loss. With threatMoves it
	// also tries, at the horizon's first ply, the quiet moves that make
	// such a threat.
	threats, threatMoves bool
	// threatSearch makes the main search know den threats too: a side
	// with an enemy piece beside its den searches only the moves that do
	// not lose at once, a ply deeper.
	threatSearch bool
	// tradeDown, when set, makes a lead worth more as material comes off:
	// the side ahead gains lead × (material off) / (all material) ×
	// tradeDown / 100, so it trades its way to a den its opponent has too
	// few pieces to guard.
	tradeDown int
	// press, when set, makes a side ahead by pressLead or more in material
	// press on: its pieces' advance towards the enemy den counts press/100
	// times, and its den guard not at all.
	press int
	// rate, when set, is the search's nodes a millisecond of a time
	// allowance instead of jungleNodesPerMilli.
	rate int
	// reach, when set, measures a piece's advance by the moves it needs to
	// reach the enemy den on an empty board (a lion or tiger leaps the
	// river, a rat swims, the others walk round it) instead of by steps
	// as the crow flies.
	reach bool
	// attack, when set, makes a side ahead by pressLead or more in
	// material bring its pieces together against the enemy den: each of
	// its pieces within attackReach moves of that den (denReach) after the
	// first is worth attack points more, as one attacker cannot pass two
	// guards and two can.
	attack int
	// attackLevel makes attack apply to a side that is not behind in
	// material, not only to one pressLead ahead.
	attackLevel bool
	// null, when set, tries a null move before the moves of a node at
	// depth 3 or more whose evaluation is at least beta: the side to move
	// passes and a search null plies shallower (one more from depth 6)
	// with a null window decides whether the node fails high anyway. Not
	// at the root, not twice in a row, not with a den threatened, not
	// near the draw, not for a side with a single piece.
	null int
	// tension, when set, makes the bot like contact: every pair of
	// opposing pieces within two steps of each other is worth tension
	// points to it, so it keeps pieces engaged rather than apart, where a
	// deeper search finds more to win.
	tension int
	// ttStore writes a table entry whole, its key with its score, when
	// its node's search is done. Without it the key is written when the
	// search begins: a node deeper down that takes the same entry leaves
	// it with its own key and the ancestor's score, and a search cut
	// short leaves the new key with the entry's former score. With it a
	// win or loss is also kept counted from the node that found it
	// (winScore less the half-moves from that node), so that read at
	// another ply, or in a later search, it says how far the den is from
	// there.
	ttStore bool
}

// toTable is score, found ply half-moves from the root, as a table entry
// keeps it: a win or loss counted from the node.
func toTable(score, ply int) int {
	switch {
	case score >= winScore-2*maxPly:
		return score + ply
	case score <= -winScore+2*maxPly:
		return score - ply
	}
	return score
}

// fromTable is a table entry's score read ply half-moves from the root.
func fromTable(score, ply int) int { return toTable(score, -ply) }

// attackReach is how near (in moves to the enemy den) a piece counts as an
// attacker for searchConfig.attack.
const attackReach = 3

// nodesPerMilli is the search's rate of work for a time allowance.
func (c *searchConfig) nodesPerMilli() int {
	if c.rate > 0 {
		return c.rate
	}
	return jungleNodesPerMilli
}

// jungleNodesPerMilli is the Jungle search's own rate of work for a time
// allowance. Its nodes became cheaper with the bitboard move generator
// (docs/benchmarks.md: the same search in about three quarters of the
// time), so it is NodesPerMilli raised by as much, and the Expert's cap
// with it: in the time the Expert took before, it now searches more.
const jungleNodesPerMilli = 900

// expertNodes is the Jungle Expert's work a move (400,000 before the
// bitboard generator).
const expertNodes = 540_000

// jungleLevels makes the Jungle bots above Random: Greedy, and the
// searching levels by their configuration.
var jungleLevels = map[string]func(name string, rng *rand.Rand) Bot{
	"greedy": func(_ string, rng *rand.Rand) Bot { return &jungleGreedy{rng: rng} },
	"easy": func(name string, rng *rand.Rand) Bot {
		return newJungleSearch(name, rng, searchConfig{maxDepth: 1, nodeCap: 1 << 30, noise: 260})
	},
	"medium": func(name string, rng *rand.Rand) Bot {
		return newJungleSearch(name, rng, searchConfig{maxDepth: 3, nodeCap: 1 << 30, quiesce: true})
	},
	"hard": func(name string, rng *rand.Rand) Bot {
		return newJungleSearch(name, rng, searchConfig{maxDepth: 64, nodeCap: 100_000, quiesce: true, tt: 1 << 16, damp: true, contempt: 150})
	},
	"expert": func(name string, rng *rand.Rand) Bot {
		return newJungleSearch(name, rng, expertConfig(expertNodes))
	},
}

// expertConfig is the Expert's search with a cap of nodes a move: Hard's
// with a larger table, the den guard, den threats known in both the main
// and the quiescence search, and attackers gathered against the enemy den
// by a side not behind (docs/ai.md).
func expertConfig(nodes int) searchConfig {
	return searchConfig{maxDepth: 64, nodeCap: nodes, quiesce: true, tt: 1 << 18, ttStore: true, defence: true, damp: true, contempt: 150,
		threats: true, threatSearch: true, attack: expertAttack, attackLevel: true, rate: expertNodesPerMilli}
}

// expertAttack is the Expert's worth of each attacker after the first
// within attackReach moves of the enemy den (searchConfig.attack).
const expertAttack = 200

// expertNodesPerMilli is the Expert's rate of work for a time allowance:
// its decisions take 0.77 of the time the former Expert's took at the same
// nodes in a4bf431's build (BenchmarkJungleExpertGame, docs/benchmarks.md:
// 1.18 times the former's today, whose own take 0.65 of that build's), so a
// millisecond buys it 900 / 0.77 nodes. At the app's allowance of 600 ms it
// still reaches its cap.
const expertNodesPerMilli = 1170

// drawFade is the review judge's model of the 60-ply draw (docs/ai.md): a
// lead is worth its all until drawFade half-moves are left on the draw
// clock, and nothing at the draw.
const drawFade = 40

type ttEntry struct {
	key   uint64
	move  jungle.Move
	score int32
	depth int8
	flag  int8
}

const (
	ttExact = iota + 1
	ttLower
	ttUpper
)

type jungleSearch struct {
	name    string
	cfg     searchConfig
	squares *squareTable
	press   *squareTable // cfg.pressTable
	rng     *rand.Rand
	tt      []ttEntry
	history [jungle.Squares][jungle.Squares]int32
	killers [128][2]jungle.Move
	// seen holds the keys (without the clock) of the positions of the
	// game's current quiet stretch (repeat), seenBits a bit a key's low six
	// bits, and lastClock the draw clock of the last root.
	seen      []uint64
	seenBits  uint64
	lastClock int
	buf       [128][]jungle.Move
	passed    [128]bool // a null move was made at this ply (null)

	nodes, budget int
	root          engine.Seat
	canStop       bool // the budget may cut this iteration short
	stopped       bool
	cancel        Budget
}

func newJungleSearch(name string, rng *rand.Rand, cfg searchConfig) *jungleSearch {
	s := &jungleSearch{name: name, cfg: cfg, rng: rng, squares: cfg.squares(), press: cfg.pressTable()}
	if cfg.tt > 0 {
		s.tt = make([]ttEntry, cfg.tt)
	}
	return s
}

func (s *jungleSearch) Name() string { return s.name }

// DrawPliesF is the draw clock's length, for the evaluator.
const DrawPliesF = jungle.DrawPlies

const (
	winScore = 1_000_000
	maxPly   = 120
)

// Piece values, by animal. The rat is worth more than its rank: it kills
// the elephant and blocks the river jumps.
var jungleValue = [9]int{0, 450, 200, 300, 400, 500, 800, 900, 1000}

// JungleValue is the Jungle evaluator's worth of an animal (a rat 450, a
// cat 200 … an elephant 1,000; a lead of JungleValue points is judged by
// JungleChance).
func JungleValue(a jungle.Animal) int {
	if a < 0 || int(a) >= len(jungleValue) {
		return 0
	}
	return jungleValue[a]
}

// fullMaterial is a side's material at the start, by jungleValue.
const fullMaterial = 450 + 200 + 300 + 400 + 500 + 800 + 900 + 1000

// simplifyLevel is the material difference at which simplify's dislike of
// exchanges has faded to nothing: a side this far ahead trades freely.
const simplifyLevel = 400

// advance[d] rewards a piece d steps (Manhattan) from the enemy den.
var advance = [12]int{0, 400, 160, 90, 55, 35, 22, 13, 7, 3, 1, 0}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// fromRed is sq seen from Red's side: Blue's squares turned half round.
func fromRed(side engine.Seat, sq jungle.Square) jungle.Square {
	if side == jungle.Red {
		return sq
	}
	return jungle.Squares - 1 - sq
}

// squareTable is an evaluator's worth of each animal of each side on each
// square: its value and the terms of its square.
type squareTable [2][9][jungle.Squares]int32

// pressLead is the material lead at which press applies.
const pressLead = 300

// squares builds the table of cfg's evaluator: the fitted table when it
// has one, else the value, advance towards the enemy den, the penalty in
// an enemy trap and (defence) the bonus near the own den.
func (cfg *searchConfig) squares() *squareTable {
	var t squareTable
	for side := jungle.Red; side <= jungle.Blue; side++ {
		enemy := side.Other()
		denRank := jungle.Den(enemy).Rank()
		ownDenRank := jungle.Den(side).Rank()
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
				if cfg.pst != nil {
					t[side][a][sq] = cfg.pst[a][fromRed(side, sq)]
					continue
				}
				v := jungleValue[a]
				if cfg.reach {
					v += advance[min(denReach[side][a][sq], len(advance)-1)]
				} else {
					v += advance[denDistance(sq, denRank)]
				}
				if owner, ok := jungle.TrapOwner(sq); ok && owner == enemy {
					v -= jungleValue[a] / 4
				}
				// Keep a guard near home while enemies approach.
				if cfg.defence && denDistance(sq, ownDenRank) <= 2 {
					v += 25
				}
				t[side][a][sq] = int32(v)
			}
		}
	}
	return &t
}

// denDistance is the number of steps from sq to the den on rank denRank
// (both dens stand on the middle file).
func denDistance(sq jungle.Square, denRank int) int {
	return abs(sq.File()-3) + abs(sq.Rank()-denRank)
}

// denReach[side][a][sq] is the number of moves side's animal a needs from
// sq to the enemy den on an empty board: a rat may swim, a lion or tiger
// leaps the river, the others walk round it, and none enters its own den.
var denReach = func() (t [2][9][jungle.Squares]int) {
	for side := jungle.Red; side <= jungle.Blue; side++ {
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			t[side][a] = reachFrom(jungle.Den(side.Other()), jungle.Den(side), a)
		}
	}
	return t
}()

// reachFrom is the moves from every square to target for animal a, on an
// empty board without the square own (its own den). Moves go both ways, so
// a search out of target finds them.
func reachFrom(target, own jungle.Square, a jungle.Animal) (d [jungle.Squares]int) {
	for i := range d {
		d[i] = 99
	}
	d[target] = 0
	queue := []jungle.Square{target}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, n := range jungle.EmptyBoardMoves(a, s) {
			if n == own || d[n] <= d[s]+1 {
				continue
			}
			d[n] = d[s] + 1
			queue = append(queue, n)
		}
	}
	return d
}

// pressTable is what press adds to a side's squares while it leads: its
// advance press/100 − 1 times more, without its den guard.
func (cfg *searchConfig) pressTable() *squareTable {
	if cfg.press == 0 {
		return nil
	}
	var t squareTable
	for side := jungle.Red; side <= jungle.Blue; side++ {
		denRank := jungle.Den(side.Other()).Rank()
		ownDenRank := jungle.Den(side).Rank()
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
				v := advance[denDistance(sq, denRank)] * (cfg.press - 100) / 100
				if cfg.defence && denDistance(sq, ownDenRank) <= 2 {
					v -= 25
				}
				t[side][a][sq] = int32(v)
			}
		}
	}
	return &t
}

// evaluate scores p for the side to move.
func (s *jungleSearch) evaluate(p *jungle.Position) int {
	var score, mat [2]int
	for side := jungle.Red; side <= jungle.Blue; side++ {
		row := &s.squares[side]
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			sq := p.Where(side, a)
			if sq == jungle.NoSquare {
				continue
			}
			mat[side] += jungleValue[a]
			score[side] += int(row[a][sq])
		}
	}
	if s.press != nil {
		for side := jungle.Red; side <= jungle.Blue; side++ {
			if mat[side]-mat[side.Other()] < pressLead {
				continue
			}
			row := &s.press[side]
			for a := jungle.Rat; a <= jungle.Elephant; a++ {
				if sq := p.Where(side, a); sq != jungle.NoSquare {
					score[side] += int(row[a][sq])
				}
			}
		}
	}
	if s.cfg.attack > 0 {
		lead := pressLead
		if s.cfg.attackLevel {
			lead = 0
		}
		for side := jungle.Red; side <= jungle.Blue; side++ {
			if mat[side]-mat[side.Other()] < lead {
				continue
			}
			n := 0
			for a := jungle.Rat; a <= jungle.Elephant; a++ {
				if sq := p.Where(side, a); sq != jungle.NoSquare && denReach[side][a][sq] <= attackReach {
					n++
				}
			}
			score[side] += s.cfg.attack * max(n-1, 0)
		}
	}
	us := p.ToMove()
	v := score[us] - score[us.Other()]
	switch {
	case s.cfg.fade > 0:
		v = v * min(DrawPliesF-p.Clock(), s.cfg.fade) / s.cfg.fade
	case s.cfg.damp:
		v = v * (100 - p.Clock()) / 100
	}
	if s.cfg.tradeDown > 0 {
		lead := mat[us] - mat[us.Other()]
		v += lead * (2*fullMaterial - mat[0] - mat[1]) / (2 * fullMaterial) * s.cfg.tradeDown / 100
	}
	if s.cfg.simplify > 0 {
		if diff := abs(mat[0] - mat[1]); diff < simplifyLevel {
			off := 2*fullMaterial - mat[0] - mat[1]
			if s.cfg.simplifyCap > 0 {
				off = min(off, s.cfg.simplifyCap)
			}
			c := s.cfg.simplify * off * (simplifyLevel - diff) / (2 * fullMaterial * simplifyLevel)
			if us == s.root {
				v -= c
			} else {
				v += c
			}
		}
	}
	if s.cfg.tension > 0 {
		c := s.cfg.tension * contacts(p)
		if us == s.root {
			v += c
		} else {
			v -= c
		}
	}
	if s.cfg.contempt > 0 {
		// The nearer the draw, the worse for the bot: it seeks contact.
		c := s.cfg.contempt * p.Clock() / DrawPliesF
		if us == s.root {
			v -= c
		} else {
			v += c
		}
	}
	return v
}

// Choose implements Bot.
func (s *jungleSearch) Choose(v engine.View, b Budget) (engine.Action, error) {
	p, moves, den, err := jungleTurn(v)
	if err != nil || den != 0 {
		return den, err
	}
	if len(moves) == 1 {
		return moves[0].Action(), nil
	}
	if s.cfg.repeat > 0 {
		if p.Clock() < s.lastClock {
			s.seen, s.seenBits = s.seen[:0], 0
		}
		s.lastClock = p.Clock()
		s.remember(&p)
	}
	best, _ := s.search(p, moves, b)
	if s.cfg.repeat > 0 {
		q, _ := p.Next(best)
		s.remember(&q)
	}
	return best.Action(), nil
}

// quietKey is p's key without its draw clock.
func (s *jungleSearch) quietKey(p *jungle.Position) uint64 {
	return s.key(p) ^ uint64(p.Clock())*0x2545f4914f6cdd1d
}

// remember adds p to the positions of the current quiet stretch.
func (s *jungleSearch) remember(p *jungle.Position) {
	k := s.quietKey(p)
	s.seen = append(s.seen, k)
	s.seenBits |= 1 << (k & 63)
}

// repeated reports whether p stood on the board since the last capture.
func (s *jungleSearch) repeated(p *jungle.Position) bool {
	k := s.quietKey(p)
	if s.seenBits&(1<<(k&63)) == 0 {
		return false
	}
	for _, x := range s.seen {
		if x == k {
			return true
		}
	}
	return false
}

// search deepens over the root moves within the budget and returns the best
// move of the last iteration that finished, and its score for the side to
// move (winScore-ply for a win found ply half-moves ahead, its negative for
// a loss). The moves are reordered.
func (s *jungleSearch) search(p jungle.Position, moves []jungle.Move, b Budget) (jungle.Move, int) {
	s.rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	s.nodes, s.budget, s.stopped, s.cancel = 0, b.nodesAt(s.cfg.nodesPerMilli(), s.cfg.nodeCap), false, b
	s.root = p.ToMove()
	for i := range s.history {
		for j := range s.history[i] {
			s.history[i][j] /= 8
		}
	}
	s.killers = [128][2]jungle.Move{}
	scores := make([]int, len(moves))
	best, bestScore := moves[0], 0
	for depth := 1; depth <= s.cfg.maxDepth; depth++ {
		alpha := -winScore - 1
		iterBest, complete := best, true
		// Depths 1 and 2 always finish: they see every den entry and
		// every threat of one.
		s.canStop = depth > 2
		for i, m := range moves {
			q, _ := p.Next(m)
			var sc int
			if s.cfg.pvs && i > 0 {
				sc = -s.negamax(&q, depth-1, -alpha-1, -alpha, 1)
				if sc > alpha && !s.stopped {
					sc = -s.negamax(&q, depth-1, -winScore-1, -alpha, 1)
				}
			} else {
				sc = -s.negamax(&q, depth-1, -winScore-1, -alpha, 1)
			}
			if s.stopped {
				complete = false
				break
			}
			if s.cfg.noise > 0 {
				sc += s.rng.IntN(s.cfg.noise)
			}
			scores[i] = sc
			if sc > alpha {
				alpha, iterBest = sc, m
			}
		}
		if !complete {
			break
		}
		best, bestScore = iterBest, alpha
		// Search the best moves first next time.
		order(moves, scores)
		if alpha >= winScore-maxPly || alpha <= -winScore+maxPly || s.nodes >= s.budget {
			break
		}
	}
	return best, bestScore
}

// order sorts moves by score, best first (stable, so equal scores keep the
// shuffled order).
func order(moves []jungle.Move, scores []int) {
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && scores[j] > scores[j-1]; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
			scores[j], scores[j-1] = scores[j-1], scores[j]
		}
	}
}

func (s *jungleSearch) key(p *jungle.Position) uint64 {
	var h uint64
	for side := jungle.Red; side <= jungle.Blue; side++ {
		z := &jungleKeys[side]
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			if sq := p.Where(side, a); sq != jungle.NoSquare {
				h ^= z[a][sq]
			}
		}
	}
	if p.ToMove() == jungle.Blue {
		h ^= 0x9e3779b97f4a7c15
	}
	return h ^ uint64(p.Clock())*0x2545f4914f6cdd1d
}

// jungleKeys holds the key of each side's animal on each square.
var jungleKeys = func() (z [2][9][jungle.Squares]uint64) {
	for side := range z {
		for a := range z[side] {
			for sq := range z[side][a] {
				z[side][a][sq] = mix(uint64(side)*16+uint64(a), uint64(sq))
			}
		}
	}
	return z
}()

// terminal scores a finished position for the side to move.
func (s *jungleSearch) terminal(p *jungle.Position, ply int) (int, bool) {
	if !p.Ended() {
		return 0, false
	}
	o := p.Outcome()
	if o.Status == engine.Draw {
		if p.ToMove() == s.root {
			return -s.cfg.contempt, true
		}
		return s.cfg.contempt, true
	}
	if o.Winner == p.ToMove() {
		return winScore - ply, true
	}
	return -winScore + ply, true
}

func (s *jungleSearch) negamax(p *jungle.Position, depth, alpha, beta, ply int) int {
	s.nodes++
	if s.nodes&255 == 0 {
		s.cancel.pause()
	}
	if s.canStop && (s.nodes >= s.budget || s.nodes&1023 == 0 && s.cancel.cancelled()) {
		s.stopped = true
	}
	if sc, ok := s.terminal(p, ply); ok {
		return sc
	}
	if s.cfg.repeat > 0 && s.repeated(p) {
		if p.ToMove() == s.root {
			return -s.cfg.repeat
		}
		return s.cfg.repeat
	}
	if depth <= 0 || ply >= maxPly-8 {
		if s.cfg.quiesce {
			return s.quiesce(p, alpha, beta, ply, 4)
		}
		return s.evaluate(p)
	}
	moves := p.AppendMoves(s.buf[ply][:0])
	s.buf[ply] = moves
	if len(moves) == 0 {
		return -winScore + ply
	}
	if s.cfg.threatSearch && p.Clock() < DrawPliesF-1 {
		if n, at := denAttackers(p); n > 0 {
			// Only a den entry or taking the piece beside the den
			// does not lose next move; the answer is searched a ply
			// deeper, as it is forced.
			moves = answers(p, moves, n, at)
			s.buf[ply] = moves
			if len(moves) == 0 {
				return -winScore + ply + 2
			}
			depth++
		}
	}
	if s.cfg.null > 0 && ply > 0 && depth >= 3 && !s.passed[ply-1] && beta < winScore-maxPly &&
		p.Clock() < DrawPliesF-depth-2 && pieces(p, p.ToMove()) > 1 && !denThreatened(p) && s.evaluate(p) >= beta {
		r := s.cfg.null
		if depth >= 6 {
			r++
		}
		p.Pass()
		s.passed[ply] = true
		sc := -s.negamax(p, depth-1-r, -beta, -beta+1, ply+1)
		s.passed[ply] = false
		p.PassBack()
		if s.stopped {
			return 0
		}
		if sc >= beta {
			return beta
		}
	}
	var ttMove jungle.Move
	var entry *ttEntry
	var k uint64
	alpha0 := alpha
	if s.tt != nil {
		k = s.key(p)
		entry = &s.tt[k&uint64(len(s.tt)-1)]
		if entry.key == k {
			ttMove = entry.move
			if int(entry.depth) >= depth {
				sc := int(entry.score)
				if s.cfg.ttStore {
					sc = fromTable(sc, ply)
				}
				switch {
				case entry.flag == ttExact:
					return sc
				case entry.flag == ttLower && sc >= beta:
					return sc
				case entry.flag == ttUpper && sc <= alpha:
					return sc
				}
			}
		}
		if !s.cfg.ttStore {
			entry.key = k
		}
	}
	var keys [64]int32
	s.rankMoves(p, moves, keys[:len(moves)], ttMove, ply)
	best, bestMove := -winScore-1, moves[0]
	reduce := s.cfg.pvs && depth >= 3 && !denThreatened(p)
	enemyDen := jungle.Den(p.ToMove().Other())
	for i := range moves {
		m := pickMove(moves, keys[:len(moves)], i)
		u := p.Make(m)
		captured := u.Captured()
		var sc int
		if s.cfg.pvs && i > 0 {
			sc = s.scout(p, m, enemyDen, captured, i, depth, alpha, beta, ply, reduce)
		} else {
			sc = -s.negamax(p, depth-1, -beta, -alpha, ply+1)
		}
		p.Unmake(m, u)
		if s.stopped {
			return 0
		}
		if sc > best {
			best, bestMove = sc, m
		}
		if sc > alpha {
			alpha = sc
		}
		if alpha >= beta {
			if captured == jungle.NoAnimal {
				s.history[m.From][m.To] += int32(depth * depth)
				if s.cfg.pvs && s.killers[ply][0] != m {
					s.killers[ply][1], s.killers[ply][0] = s.killers[ply][0], m
				}
			}
			break
		}
	}
	if entry != nil {
		flag := int8(ttExact)
		if best <= alpha0 {
			flag = ttUpper
		} else if best >= beta {
			flag = ttLower
		}
		entry.move, entry.score, entry.depth, entry.flag = bestMove, int32(best), int8(depth), flag
		if s.cfg.ttStore {
			entry.key, entry.score = k, int32(toTable(best, ply))
		}
	}
	return best
}

// contacts counts the pairs of opposing pieces within two steps of each
// other in p.
func contacts(p *jungle.Position) int {
	var red [8]jungle.Square
	n := 0
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		if sq := p.Where(jungle.Red, a); sq != jungle.NoSquare {
			red[n] = sq
			n++
		}
	}
	c := 0
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		sq := p.Where(jungle.Blue, a)
		if sq == jungle.NoSquare {
			continue
		}
		for _, r := range red[:n] {
			if abs(sq.File()-r.File())+abs(sq.Rank()-r.Rank()) <= 2 {
				c++
			}
		}
	}
	return c
}

// pieces counts side's pieces in p.
func pieces(p *jungle.Position, side engine.Seat) int {
	n := 0
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		if p.Where(side, a) != jungle.NoSquare {
			n++
		}
	}
	return n
}

// quiesce resolves captures and den entries past the horizon.
func (s *jungleSearch) quiesce(p *jungle.Position, alpha, beta, ply, left int) int {
	s.nodes++
	if sc, ok := s.terminal(p, ply); ok {
		return sc
	}
	moves := p.AppendTactical(s.buf[ply][:0])
	s.buf[ply] = moves
	den := jungle.Den(p.ToMove().Other())
	for _, m := range moves {
		if m.To == den {
			return winScore - ply - 1
		}
	}
	if s.cfg.threats && p.Clock() < DrawPliesF-1 {
		if n, at := denAttackers(p); n > 0 {
			return s.evade(p, moves, n, at, alpha, beta, ply, left)
		}
	}
	stand := s.evaluate(p)
	if stand >= beta {
		return stand
	}
	if stand > alpha {
		alpha = stand
	}
	if s.cfg.threatMoves && left == 4 && ply < maxPly-2 {
		moves = appendDenThreats(p, moves)
		s.buf[ply] = moves
	}
	if left == 0 || ply >= maxPly-2 || len(moves) == 0 {
		return alpha
	}
	return s.quiesceMoves(p, moves, alpha, alpha, beta, ply, left)
}

// quiesceMoves searches moves of p past the horizon, in order, and returns
// the best score above floor (floor if none is).
func (s *jungleSearch) quiesceMoves(p *jungle.Position, moves []jungle.Move, floor, alpha, beta, ply, left int) int {
	var keys [64]int32
	s.rankMoves(p, moves, keys[:len(moves)], jungle.Move{}, -1)
	best := floor
	for i := range moves {
		m := pickMove(moves, keys[:len(moves)], i)
		u := p.Make(m)
		sc := -s.quiesce(p, -beta, -max(alpha, best), ply+1, left-1)
		p.Unmake(m, u)
		if sc > best {
			best = sc
			if best >= beta {
				break
			}
		}
	}
	return best
}

// evade scores p, whose side to move has n enemy pieces beside its den (the
// one at at, when n is 1), at the horizon: only a capture of that piece
// keeps the enemy out of the den next move. moves are p's tactical moves.
func (s *jungleSearch) evade(p *jungle.Position, moves []jungle.Move, n int, at jungle.Square, alpha, beta, ply, left int) int {
	lost := -winScore + ply + 2
	if n > 1 {
		return lost
	}
	takes := moves[:0]
	for _, m := range moves {
		if m.To == at {
			takes = append(takes, m)
		}
	}
	switch {
	case len(takes) == 0:
		return lost
	case left == 0 || ply >= maxPly-2:
		// No more plies here: the capture is hoped to hold.
		return s.evaluate(p)
	}
	return s.quiesceMoves(p, takes, lost, alpha, beta, ply, left)
}

// answers keeps of moves those that do not lose at once when the side to
// move has n enemy pieces beside its den (one on at): its den entries and,
// against one piece, the captures of it.
func answers(p *jungle.Position, moves []jungle.Move, n int, at jungle.Square) []jungle.Move {
	den := jungle.Den(p.ToMove().Other())
	kept := moves[:0]
	for _, m := range moves {
		if m.To == den || n == 1 && m.To == at {
			kept = append(kept, m)
		}
	}
	return kept
}

// denThreatened reports whether an enemy piece stands next to the den of
// the side to move (with pvs, no move is then searched shallower).
func denThreatened(p *jungle.Position) bool {
	n, _ := denAttackers(p)
	return n > 0
}

// denAttackers counts the enemy pieces beside the den of the side to move
// (each enters it next move unless taken) and returns the square of one.
func denAttackers(p *jungle.Position) (n int, at jungle.Square) {
	us := p.ToMove()
	for _, sq := range denNeighbours[us] {
		if pc, ok := p.At(sq); ok && pc.Side != us {
			n, at = n+1, sq
		}
	}
	return n, at
}

// denNeighbours are the squares beside each side's den (its traps).
var denNeighbours = func() (t [2][3]jungle.Square) {
	for side := jungle.Red; side <= jungle.Blue; side++ {
		den := jungle.Den(side)
		i := 0
		for _, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			f, r := den.File()+d[0], den.Rank()+d[1]
			if f >= 0 && f < jungle.Files && r >= 0 && r < jungle.Ranks {
				t[side][i] = jungle.Sq(f, r)
				i++
			}
		}
	}
	return t
}()

// appendDenThreats appends to moves the quiet moves of p's side to move
// that step beside the enemy den.
func appendDenThreats(p *jungle.Position, moves []jungle.Move) []jungle.Move {
	n := len(moves)
	all := p.AppendMoves(moves)
	enemy := p.ToMove().Other()
	for _, m := range all[n:] {
		if _, taken := p.At(m.To); taken {
			continue
		}
		for _, sq := range denNeighbours[enemy] {
			if m.To == sq {
				moves = append(moves, m)
				break
			}
		}
	}
	return moves
}

// scout searches p, reached by m (the i-th move of its parent, capturing
// captured; enemyDen is the den m's side attacks), with a null window above
// alpha, a late quiet move a ply shallower when reduce allows, and again
// with the full window when it proves better.
func (s *jungleSearch) scout(p *jungle.Position, m jungle.Move, enemyDen jungle.Square, captured jungle.Animal, i, depth, alpha, beta, ply int, reduce bool) int {
	d := depth - 1
	if reduce && i >= 3 && captured == jungle.NoAnimal && m.To != enemyDen &&
		m != s.killers[ply][0] && m != s.killers[ply][1] {
		d--
		if i >= 12 && depth >= 5 {
			d--
		}
	}
	sc := -s.negamax(p, d, -alpha-1, -alpha, ply+1)
	if sc > alpha && d < depth-1 && !s.stopped {
		sc = -s.negamax(p, depth-1, -alpha-1, -alpha, ply+1)
	}
	if sc > alpha && sc < beta && !s.stopped {
		sc = -s.negamax(p, depth-1, -beta, -alpha, ply+1)
	}
	return sc
}

// rankMoves fills keys with the order moves are searched in, highest
// first: the table's move, den entries, captures by the victim's value,
// then (with pvs, at a ply of the main search) the ply's killer moves, then
// quiet moves by history. pickMove takes them in that order.
func (s *jungleSearch) rankMoves(p *jungle.Position, moves []jungle.Move, keys []int32, first jungle.Move, ply int) {
	den := jungle.Den(p.ToMove().Other())
	for i, m := range moves {
		var k int32
		switch {
		case m == first:
			k = 1 << 30
		case m.To == den:
			k = 1 << 29
		default:
			if pc, ok := p.At(m.To); ok {
				k = 1<<28 + int32(jungleValue[pc.Animal])
			} else if s.cfg.pvs && ply >= 0 && (m == s.killers[ply][0] || m == s.killers[ply][1]) {
				k = 1<<27 + int32(boolInt(m == s.killers[ply][0]))
			} else {
				k = s.history[m.From][m.To]
				if s.cfg.pvs {
					k = min(k, 1<<26)
				}
			}
		}
		keys[i] = k
	}
}

// pickMove brings the first of moves[i:] with the highest key to i, the
// others keeping their order (as a stable sort would leave them), and
// returns it. Moves are picked one at a time, so a cut-off sorts no more.
func pickMove(moves []jungle.Move, keys []int32, i int) jungle.Move {
	j := i
	for k := i + 1; k < len(keys); k++ {
		if keys[k] > keys[j] {
			j = k
		}
	}
	if j != i {
		m, key := moves[j], keys[j]
		copy(moves[i+1:j+1], moves[i:j])
		copy(keys[i+1:j+1], keys[i:j])
		moves[i], keys[i] = m, key
	}
	return moves[i]
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
