package ai

import (
	"math/bits"
	"math/rand/v2"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
)

// Dominoes bots. Every one of them sees only its own seat's domino.View: its
// hand, the line, and the opponent's and the boneyard's counts.
//
//   - greedy plays the heaviest playable tile (ties, and the choice of end,
//     at random); it draws or passes when nothing fits.
//   - easy plays the heaviest tile four times in ten, otherwise the best
//     play of a crude evaluator drowned in noise: legal, plausible, weak.
//   - medium scores each play with a hand-made evaluator: its own tiles that
//     fit the new ends, the unseen tiles that do, ends the opponent is known
//     to lack, doubles first, variety of numbers kept, heavy tiles first.
//   - hard and expert keep a domino.Knowledge of what the opponent cannot
//     hold (the ends it drew or passed on), built from the view and the
//     events they observe. Each decision deals the unseen tiles at random
//     consistently with it (the opponent's hand group by group, most
//     constrained first; the rest as the boneyard in random order), builds
//     the world with View.WithHidden, and scores every candidate in every
//     world by playing it out (determinised Monte Carlo; the candidates of
//     one world share its deal and its luck). The candidate with the best
//     total wins. Hard plays 100 worlds out at random. Expert plays 600
//     worlds out with the medium-like evaluator as policy (tuned), and once
//     the boneyard is spent solves each world exactly with alpha-beta when
//     that takes at most 2,000 nodes.
//
// The work (actions played out, nodes solved) is counted against the level's
// cap or the host's allowance (Budget.nodes); the bots read no clock and draw
// every random number from their own seeded generator.

// NewDomino returns the named dominoes bot (see Names), seeded.
func NewDomino(name string, seed uint64) (Bot, error) {
	return botByName("domino", name, seed, func(name string, seed uint64) Bot {
		rng := newRand(seed)
		switch name {
		case "greedy":
			return &dominoGreedy{rng: rng}
		case "easy":
			return &dominoHeuristic{name: name, rng: rng, w: domEasyWeights, heaviest: 40}
		case "medium":
			return &dominoHeuristic{name: name, rng: rng, w: domMediumWeights}
		case "hard":
			return &dominoSearch{name: name, rng: rng, cfg: domHardConfig}
		case "expert":
			return &dominoSearch{name: name, rng: rng, cfg: domExpertConfig}
		}
		return nil
	})
}

// dominoView checks that v is a dominoes view whose seat is to move.
func dominoView(v engine.View) (domino.View, []engine.Action, error) {
	dv, ok := v.(domino.View)
	if !ok {
		return domino.View{}, nil, errWrongGame
	}
	legal := dv.Legal()
	if len(legal) == 0 {
		return dv, nil, ErrNotYourTurn
	}
	return dv, legal, nil
}

// Tables of the tile set, by canonical index.
var (
	domPipMask [7]uint32    // the tiles showing n pips
	domHalf    [28][2]uint8 // the halves, lower first
	domPips    [28]int      // the pips of the tile
)

const domAll = 1<<domino.NumTiles - 1

func init() {
	for i := 0; i < domino.NumTiles; i++ {
		t := domino.TileAt(i)
		a, b := t.Left(), t.Right()
		domPipMask[a] |= 1 << i
		domPipMask[b] |= 1 << i
		domHalf[i] = [2]uint8{uint8(a), uint8(b)}
		domPips[i] = a + b
	}
}

// tileMask returns a list of tiles as a set of canonical indices.
func tileMask(ts []domino.Tile) uint32 {
	var m uint32
	for _, t := range ts {
		m |= 1 << t.Index()
	}
	return m
}

// ---------------------------------------------------------------- greedy

// dominoGreedy plays the heaviest playable tile, breaking ties (between
// tiles and between the ends a tile fits) at random; it draws or passes when
// nothing fits.
type dominoGreedy struct{ rng *rand.Rand }

func (b *dominoGreedy) Name() string { return "greedy" }

func (b *dominoGreedy) Choose(v engine.View, _ Budget) (engine.Action, error) {
	_, legal, err := dominoView(v)
	if err != nil {
		return 0, err
	}
	return heaviest(legal, b.rng), nil
}

// heaviest returns a play of the most pips among legal, at random among
// equals, or the draw or pass when that is the only action.
func heaviest(legal []engine.Action, rng *rand.Rand) engine.Action {
	best, bestPips, count := legal[0], -1, 0
	for _, a := range legal {
		m := domino.MoveOf(a)
		if m.Kind != domino.PlayTile {
			continue
		}
		switch p := m.Tile.Pips(); {
		case p > bestPips:
			best, bestPips, count = a, p, 1
		case p == bestPips:
			count++
			if rng.IntN(count) == 0 {
				best = a
			}
		}
	}
	return best
}

// ---------------------------------------------------------------- knowledge

// domTracker keeps what a bot has learned of its opponent's hand from the
// events it observed. It starts from the view at the bot's first decision
// and starts again whenever the view and the events disagree (a new game,
// events the host did not pass on).
type domTracker struct {
	k     domino.Knowledge
	ok    bool
	nLine int // tiles placed, as the events told
	// myVoid is what the opponent knows the bot lacks (its own draws and
	// passes), kept the same way as the newest group of a Knowledge.
	myVoid      uint8
	left, right int
}

// Observe implements Observer.
func (t *domTracker) Observe(events []engine.Event) {
	if !t.ok {
		return
	}
	me := t.k.Seat()
	for _, e := range events {
		switch e.Kind {
		case engine.Dealt:
			t.ok = false
			return
		case engine.Placed:
			t.nLine++
			if len(e.Tile) == 2 {
				a, b := int(e.Tile[0]-'0'), int(e.Tile[1]-'0')
				switch e.End {
				case "L":
					t.left = a
				case "R":
					t.right = b
				default:
					t.left, t.right = a, b
				}
			}
		case engine.DrewTile:
			if e.Seat == me {
				t.myVoid = 1<<t.left | 1<<t.right
			}
		case engine.Passed:
			if e.Seat == me {
				t.myVoid |= 1<<t.left | 1<<t.right
			}
		}
	}
	t.k.Observe(events)
}

// sync makes the knowledge agree with v, starting it afresh if needed.
func (t *domTracker) sync(v domino.View) {
	line := v.Line()
	if t.ok && t.k.Seat() == v.Seat() && t.nLine == len(line) && t.k.Count() == v.OpponentCount() {
		return
	}
	t.k = domino.NewKnowledge(v)
	t.ok = true
	t.nLine = len(line)
	t.myVoid = 0
	t.left, t.right, _ = v.Ends()
}

// ---------------------------------------------------------------- evaluator

// domWeights weigh the features of a play for the evaluator.
type domWeights struct {
	mine    int // per own tile that fits the new ends
	theirs  int // per unseen tile (the opponent's or the boneyard's) that fits them
	may     int // per unseen tile that fits them and the opponent may hold
	block   int // the opponent surely cannot fit either new end
	pips    int // per pip of the tile played
	double  int // the tile is a double
	variety int // per number still shown in the hand
	noise   int // random noise added to each score
}

var (
	domEasyWeights    = domWeights{mine: 10, pips: 2, noise: 60}
	domMediumWeights  = domWeights{mine: 12, theirs: 5, block: 40, pips: 2, double: 12, variety: 6}
	domPlayoutWeights = domWeights{mine: 8, theirs: 9, may: 4, block: 40, double: 12, variety: 6, noise: 4}
)

// domCtx is what the evaluator knows when a player is to play: its hand,
// the tiles on the line and the numbers the opponent is known to lack.
type domCtx struct {
	hand, line uint32
	oppVoid    uint8
	rng        *rand.Rand
}

// score scores placing tile i so that the ends become l and r.
func (w *domWeights) score(c *domCtx, i int, l, r uint8) int {
	rest := c.hand &^ (1 << i)
	if rest == 0 {
		return 1 << 20
	}
	ends := domPipMask[l] | domPipMask[r]
	s := w.mine * bits.OnesCount32(rest&ends)
	unseen := domAll &^ (rest | c.line | 1<<i)
	s -= w.theirs * bits.OnesCount32(unseen&ends)
	may := unseen
	for v := c.oppVoid; v != 0; v &= v - 1 {
		may &^= domPipMask[bits.TrailingZeros8(v)]
	}
	if may&ends == 0 {
		s += w.block
	}
	s -= w.may * bits.OnesCount32(may&ends)
	s += w.pips * domPips[i]
	if domHalf[i][0] == domHalf[i][1] {
		s += w.double
	}
	if w.variety != 0 {
		for n := range domPipMask {
			if rest&domPipMask[n] != 0 {
				s += w.variety
			}
		}
	}
	if w.noise > 0 {
		s += c.rng.IntN(w.noise)
	}
	return s
}

// newEnds returns the open ends after tile i goes on end e (0 on the empty
// table, 1 left, 2 right) of a line with ends l and r.
func newEnds(i int, e uint8, l, r uint8) (uint8, uint8) {
	h := domHalf[i]
	switch e {
	case 1:
		if h[0] == l {
			return h[1], r
		}
		return h[0], r
	case 2:
		if h[0] == r {
			return l, h[1]
		}
		return l, h[0]
	}
	return h[0], h[1]
}

// ---------------------------------------------------------------- heuristic bots

// dominoHeuristic plays the best play by its weights (Medium), or with
// heaviest percent chance the heaviest tile (Easy).
type dominoHeuristic struct {
	name     string
	rng      *rand.Rand
	w        domWeights
	heaviest int
	domTracker
}

func (b *dominoHeuristic) Name() string { return b.name }

func (b *dominoHeuristic) Choose(v engine.View, _ Budget) (engine.Action, error) {
	dv, legal, err := dominoView(v)
	if err != nil {
		return 0, err
	}
	b.sync(dv)
	if len(legal) == 1 {
		return legal[0], nil
	}
	if b.heaviest > 0 && b.rng.IntN(100) < b.heaviest {
		return heaviest(legal, b.rng), nil
	}
	c := domCtx{
		hand:    tileMask(dv.Hand()),
		line:    tileMask(dv.Line()),
		oppVoid: b.k.Void(),
		rng:     b.rng,
	}
	l, r, _ := dv.Ends()
	best, bestScore := legal[0], -1<<30
	for _, a := range legal {
		m := domino.MoveOf(a)
		i := m.Tile.Index()
		nl, nr := newEnds(i, uint8(m.End), uint8(l), uint8(r))
		if s := b.w.score(&c, i, nl, nr); s > bestScore {
			best, bestScore = a, s
		}
	}
	return best, nil
}

// ---------------------------------------------------------------- simulation

// domSim is a full position reduced to bit sets, for playouts: the hands,
// the tiles on the line, the boneyard in drawing order, the open ends, and
// what each player has shown it lacks.
type domSim struct {
	hand        [2]uint32
	line        uint32
	bone        [domino.DealtBone]uint8
	next, nBone uint8
	left, right uint8
	empty       bool
	side        uint8
	passes      uint8
	void        [2]uint8
}

func simOf(p domino.Position) domSim {
	var s domSim
	s.hand[0] = tileMask(p.Hand(domino.Black))
	s.hand[1] = tileMask(p.Hand(domino.White))
	s.line = tileMask(p.Line())
	for i, t := range p.Boneyard() {
		s.bone[i] = uint8(t.Index())
		s.nBone++
	}
	l, r, ok := p.Ends()
	s.left, s.right, s.empty = uint8(l), uint8(r), !ok
	s.side = uint8(p.ToMove())
	s.passes = uint8(p.Passes())
	return s
}

func (s *domSim) over() bool { return s.hand[0] == 0 || s.hand[1] == 0 || s.passes >= 2 }

// result scores a finished game for seat: 2 a win, 1 a draw, 0 a loss.
func (s *domSim) result(seat uint8) int {
	switch {
	case s.hand[seat] == 0:
		return 2
	case s.hand[seat^1] == 0:
		return 0
	}
	a, b := domMaskPips(s.hand[seat]), domMaskPips(s.hand[seat^1])
	switch {
	case a < b:
		return 2
	case a > b:
		return 0
	}
	return 1
}

func domMaskPips(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n += domPips[bits.TrailingZeros32(m)]
	}
	return n
}

// place lays tile i on end e (0 on the empty table, 1 left, 2 right).
func (s *domSim) place(i int, e uint8) {
	if s.empty {
		s.left, s.right, s.empty = domHalf[i][0], domHalf[i][1], false
	} else {
		s.left, s.right = newEnds(i, e, s.left, s.right)
	}
	s.hand[s.side] &^= 1 << i
	s.line |= 1 << i
	s.passes = 0
	s.side ^= 1
}

func (s *domSim) ends() uint8 { return 1<<s.left | 1<<s.right }

// drawOrPass makes the only action of a player who cannot play.
func (s *domSim) drawOrPass() {
	if s.nBone-s.next > domino.KeptBone {
		s.void[s.side] = s.ends()
		s.hand[s.side] |= 1 << s.bone[s.next]
		s.next++
		return
	}
	s.void[s.side] |= s.ends()
	s.passes++
	s.side ^= 1
}

// apply makes a legal engine action.
func (s *domSim) apply(a engine.Action) {
	m := domino.MoveOf(a)
	switch m.Kind {
	case domino.PlayTile:
		s.place(m.Tile.Index(), uint8(m.End))
	default:
		s.drawOrPass()
	}
}

// playout plays the game to its end with the policy and returns the number
// of actions made.
func (s *domSim) playout(w *domWeights, rng *rand.Rand) int {
	n := 0
	for !s.over() {
		s.step(w, rng)
		n++
	}
	return n
}

// step makes one action of the side to move: with w nil a uniformly random
// legal action, else the play w scores best.
func (s *domSim) step(w *domWeights, rng *rand.Rand) {
	hand := s.hand[s.side]
	var ml, mr uint32
	if s.empty {
		ml = hand
	} else {
		ml, mr = hand&domPipMask[s.left], hand&domPipMask[s.right]
		if ml|mr == 0 {
			s.drawOrPass()
			return
		}
	}
	if w == nil {
		n := bits.OnesCount32(ml) + bits.OnesCount32(mr)
		k := rng.IntN(n)
		if c := bits.OnesCount32(ml); k < c {
			i := domNth(ml, k)
			if s.empty {
				s.place(i, 0)
			} else {
				s.place(i, 1)
			}
		} else {
			s.place(domNth(mr, k-c), 2)
		}
		return
	}
	bestI, bestE, bestScore := -1, uint8(0), -1<<30
	c := domCtx{hand: hand, line: s.line, oppVoid: s.void[s.side^1], rng: rng}
	try := func(m uint32, e uint8) {
		for ; m != 0; m &= m - 1 {
			i := bits.TrailingZeros32(m)
			var l, r uint8
			if s.empty {
				l, r = domHalf[i][0], domHalf[i][1]
			} else {
				l, r = newEnds(i, e, s.left, s.right)
			}
			if sc := w.score(&c, i, l, r); sc > bestScore {
				bestI, bestE, bestScore = i, e, sc
			}
		}
	}
	if s.empty {
		try(ml, 0)
	} else {
		try(ml, 1)
		try(mr, 2)
	}
	s.place(bestI, bestE)
}

// solve returns the result for seat (2 a win, 1 a draw, 0 a loss) of
// perfect play by both sides from s, searching with alpha-beta, or false
// when that takes more than *left nodes. The boneyard must be spent. Called
// with the window (0, 2) it is exact; a narrower window bounds the result
// as usual (fail-hard).
func (s *domSim) solve(seat uint8, alpha, beta int, left *int) (int, bool) {
	if s.over() {
		return s.result(seat), true
	}
	if *left--; *left < 0 {
		return 0, false
	}
	hand := s.hand[s.side]
	ml, mr := hand&domPipMask[s.left], hand&domPipMask[s.right]
	if ml|mr == 0 {
		c := *s
		c.drawOrPass()
		return c.solve(seat, alpha, beta, left)
	}
	if s.left == s.right {
		mr = 0 // the same plays as on the left
	}
	maxing := s.side == seat
	best := 3
	if maxing {
		best = -1
	}
	for e := uint8(1); e <= 2; e++ {
		m := ml
		if e == 2 {
			m = mr
		}
		for ; m != 0; m &= m - 1 {
			c := *s
			c.place(bits.TrailingZeros32(m), e)
			v, ok := c.solve(seat, alpha, beta, left)
			if !ok {
				return 0, false
			}
			if maxing {
				best = max(best, v)
				alpha = max(alpha, v)
			} else {
				best = min(best, v)
				beta = min(beta, v)
			}
			if alpha >= beta {
				return best, true
			}
		}
	}
	return best, true
}

// domNth returns the index of the k-th (from 0) set bit of m.
func domNth(m uint32, k int) int {
	for ; k > 0; k-- {
		m &= m - 1
	}
	return bits.TrailingZeros32(m)
}

// ---------------------------------------------------------------- search

// domSearchConfig sets a searching level.
type domSearchConfig struct {
	nodeCap    int         // work per decision: actions played out and nodes solved
	maxSamples int         // dealt worlds per decision
	policy     *domWeights // the playout policy; nil plays at random
	solve      int         // once the boneyard is spent, solve worlds of up to this many nodes
}

var (
	domHardConfig   = domSearchConfig{nodeCap: 60_000, maxSamples: 100}
	domExpertConfig = domSearchConfig{nodeCap: 400_000, maxSamples: 600, policy: &domPlayoutWeights, solve: 2000}
)

// dominoSearch is determinised Monte Carlo: it deals the unseen tiles
// consistently with what it knows, plays every candidate out in each dealt
// world, and takes the candidate with the best total.
type dominoSearch struct {
	name string
	rng  *rand.Rand
	cfg  domSearchConfig
	domTracker
	// scratch
	groups    []domino.HiddenTiles
	opp, bone []domino.Tile
	lastNodes int // the work of the last decision
	// The playouts of one world share a seed, so that the candidates meet
	// the same luck there.
	pcg  *rand.PCG
	prng *rand.Rand
}

func (b *dominoSearch) Name() string { return b.name }

func (b *dominoSearch) Choose(v engine.View, budget Budget) (engine.Action, error) {
	dv, legal, err := dominoView(v)
	if err != nil {
		return 0, err
	}
	b.sync(dv)
	if len(legal) == 1 {
		return legal[0], nil
	}
	if b.pcg == nil {
		b.pcg = rand.NewPCG(0, 0)
		b.prng = rand.New(b.pcg)
	}
	unseen := dv.Unseen()
	b.groups = b.k.Hidden()
	if !domFeasible(b.groups, unseen) {
		// The voids cannot be met (the host skipped events): forget them.
		b.k = domino.NewKnowledge(dv)
		b.groups = b.k.Hidden()
	}
	limit := budget.nodes(b.cfg.nodeCap)
	seat := uint8(dv.Seat())
	totals := make([]int, len(legal))
	vals := make([]int, len(legal))
	nodes, paused := 0, 0
	solve := b.cfg.solve
	for n := 0; n < b.cfg.maxSamples && nodes < limit; n++ {
		if nodes-paused >= 1000 {
			budget.pause()
			paused = nodes
		}
		if n > 0 && budget.cancelled() {
			break
		}
		p, ok := b.deal(dv, unseen)
		if !ok {
			break
		}
		world := simOf(p)
		world.void[seat^1] = b.k.Void()
		world.void[seat] = b.myVoid
		s1, s2 := b.rng.Uint64(), b.rng.Uint64()
		// Every candidate is a play, so each leaves the same boneyard.
		solved := solve > 0 && world.nBone-world.next <= domino.KeptBone
		if solved {
			for i, a := range legal {
				s := world
				s.apply(a)
				left := solve
				v, ok := s.solve(seat, 0, 2, &left)
				nodes += 1 + solve - left
				if !ok {
					// Too big to solve: play this decision's worlds
					// out instead.
					solved, solve = false, 0
					break
				}
				vals[i] = v
			}
		}
		if !solved {
			for i, a := range legal {
				s := world
				s.apply(a)
				b.pcg.Seed(s1, s2)
				nodes += 1 + s.playout(b.cfg.policy, b.prng)
				vals[i] = s.result(seat)
			}
		}
		for i, v := range vals {
			totals[i] += v
		}
	}
	b.lastNodes = nodes
	best, bestTotal, count := legal[0], -1, 0
	for i, a := range legal {
		switch t := totals[i]; {
		case t > bestTotal:
			best, bestTotal, count = a, t, 1
		case t == bestTotal:
			count++
			if b.rng.IntN(count) == 0 {
				best = a
			}
		}
	}
	return best, nil
}

// deal fills in the hidden tiles at random, consistently with the
// knowledge: each group of the opponent's hand, most constrained first,
// takes its tiles from the unseen tiles that show none of its void, and the
// rest make the boneyard in random order.
func (b *dominoSearch) deal(v domino.View, unseen []domino.Tile) (domino.Position, bool) {
	pool := append(b.bone[:0], unseen...)
	opp := b.opp[:0]
	for _, g := range b.groups {
		for c := 0; c < g.Count; c++ {
			// Pick uniformly among the pool tiles that the group allows.
			k, pick := 0, -1
			for j, t := range pool {
				if g.Void&(1<<t.Left()|1<<t.Right()) != 0 {
					continue
				}
				k++
				if b.rng.IntN(k) == 0 {
					pick = j
				}
			}
			if pick < 0 {
				return domino.Position{}, false
			}
			opp = append(opp, pool[pick])
			pool[pick] = pool[len(pool)-1]
			pool = pool[:len(pool)-1]
		}
	}
	b.rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	b.opp, b.bone = opp, pool
	p, err := v.WithHidden(opp, pool)
	if err != nil {
		return domino.Position{}, false
	}
	return p, true
}

// domFeasible reports whether the unseen tiles can meet the groups: taken
// most constrained first, each group finds enough tiles that show none of
// its void. (The voids of a Knowledge are nested, so which of the allowed
// tiles a group takes does not matter to the groups after it.)
func domFeasible(groups []domino.HiddenTiles, unseen []domino.Tile) bool {
	free := tileMask(unseen)
	for _, g := range groups {
		var ok uint32
		for m := free; m != 0; m &= m - 1 {
			i := bits.TrailingZeros32(m)
			h := domHalf[i]
			if g.Void>>h[0]&1 == 0 && g.Void>>h[1]&1 == 0 {
				ok |= 1 << i
			}
		}
		if bits.OnesCount32(ok) < g.Count {
			return false
		}
		for c := 0; c < g.Count; c++ {
			low := ok & -ok
			free &^= low
			ok &^= low
		}
	}
	return true
}
