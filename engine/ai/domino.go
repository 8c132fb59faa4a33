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
// The playouts and the solver play on the engine's domino.Compact, and the
// evaluator asks domino.EndsAfter and domino.Showing: the bots keep no rule
// and no table of the tiles of their own.
//
// The work (actions played out, nodes solved) is counted against the level's
// cap or the host's allowance (Budget.nodes); the bots read no clock and draw
// every random number from their own seeded generator.

// NewDomino returns the named dominoes bot (see Names), seeded.
func NewDomino(name string, seed uint64) (Bot, error) {
	return botByName("domino", name, seed, dominoLevels)
}

// dominoLevels makes the dominoes bots above Random.
var dominoLevels = map[string]func(name string, rng *rand.Rand) Bot{
	"greedy": func(_ string, rng *rand.Rand) Bot { return &dominoGreedy{rng: rng} },
	"easy": func(name string, rng *rand.Rand) Bot {
		return &dominoHeuristic{name: name, rng: rng, w: domEasyWeights, heaviest: 40}
	},
	"medium": func(name string, rng *rand.Rand) Bot {
		return &dominoHeuristic{name: name, rng: rng, w: domMediumWeights}
	},
	"hard": func(name string, rng *rand.Rand) Bot { return &dominoSearch{name: name, rng: rng, cfg: domHardConfig} },
	"expert": func(name string, rng *rand.Rand) Bot {
		return &dominoSearch{name: name, rng: rng, cfg: domExpertConfig}
	},
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
	myVoid uint8
}

// Observe implements Observer.
func (t *domTracker) Observe(events []engine.Event) {
	if !t.ok {
		return
	}
	me := t.k.Seat()
	for i, e := range events {
		switch e.Kind {
		case engine.Dealt:
			t.ok = false
			return
		case engine.Placed:
			t.nLine++
		case engine.DrewTile:
			if e.Seat == me {
				t.myVoid = t.endsLacked()
			}
		case engine.Passed:
			if e.Seat == me {
				t.myVoid |= t.endsLacked()
			}
		}
		t.k.Observe(events[i : i+1])
	}
}

// endsLacked returns the open ends as a void: what a player who draws or
// passes on them shows it lacks.
func (t *domTracker) endsLacked() uint8 {
	l, r, _ := t.k.Ends()
	return 1<<l | 1<<r
}

// choose checks that v is a dominoes view whose seat is to move, brings the
// knowledge up to date with it, and plays a forced action (the only legal
// one) at once; otherwise it leaves the choice to think.
func (t *domTracker) choose(v engine.View, think func(domino.View, []engine.Action) engine.Action) (engine.Action, error) {
	dv, legal, err := dominoView(v)
	if err != nil {
		return 0, err
	}
	t.sync(dv)
	if len(legal) == 1 {
		return legal[0], nil
	}
	return think(dv, legal), nil
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
	hand, line domino.TileSet
	oppVoid    uint8
	rng        *rand.Rand
}

// score scores placing tile t so that the ends become l and r.
func (w *domWeights) score(c *domCtx, t domino.Tile, l, r int) int {
	rest := c.hand.Without(t)
	if rest == 0 {
		return 1 << 20
	}
	ends := domino.Showing(l) | domino.Showing(r)
	s := w.mine * (rest & ends).Len()
	unseen := (domino.AllTiles &^ (rest | c.line)).Without(t)
	s -= w.theirs * (unseen & ends).Len()
	may := unseen
	for v := c.oppVoid; v != 0; v &= v - 1 {
		may &^= domino.Showing(bits.TrailingZeros8(v))
	}
	if may&ends == 0 {
		s += w.block
	}
	s -= w.may * (may & ends).Len()
	s += w.pips * t.Pips()
	if t.IsDouble() {
		s += w.double
	}
	if w.variety != 0 {
		for n := 0; n <= 6; n++ {
			if rest&domino.Showing(n) != 0 {
				s += w.variety
			}
		}
	}
	if w.noise > 0 {
		s += c.rng.IntN(w.noise)
	}
	return s
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
	return b.choose(v, b.think)
}

// think picks one of two or more legal actions.
func (b *dominoHeuristic) think(dv domino.View, legal []engine.Action) engine.Action {
	if b.heaviest > 0 && b.rng.IntN(100) < b.heaviest {
		return heaviest(legal, b.rng)
	}
	c := domCtx{
		hand:    domino.SetOf(dv.Hand()...),
		line:    domino.SetOf(dv.Line()...),
		oppVoid: b.k.Void(),
		rng:     b.rng,
	}
	l, r, _ := dv.Ends()
	best, bestScore := legal[0], -1<<30
	for _, a := range legal {
		m := domino.MoveOf(a)
		nl, nr := domino.EndsAfter(m.Tile, m.End, l, r)
		if s := b.w.score(&c, m.Tile, nl, nr); s > bestScore {
			best, bestScore = a, s
		}
	}
	return best
}

// ---------------------------------------------------------------- simulation

// domSim is a dealt world for playouts: the engine's compact position, and
// what each player has shown it lacks by drawing or passing.
type domSim struct {
	domino.Compact
	void [2]uint8
}

// result scores a finished game for seat: 2 a win, 1 a draw, 0 a loss.
func (s *domSim) result(seat engine.Seat) int {
	switch o := s.Outcome(); {
	case o.Status == engine.Draw:
		return 1
	case o.Winner == seat:
		return 2
	}
	return 0
}

// drawOrPass makes the only action of a player who cannot play, and notes
// the ends it showed it lacks.
func (s *domSim) drawOrPass() {
	l, r, _ := s.Ends()
	side, ends := s.ToMove(), uint8(1<<l|1<<r)
	if s.DrawOrPass() {
		s.void[side] = ends
	} else {
		s.void[side] |= ends
	}
}

// apply makes a legal engine action.
func (s *domSim) apply(a engine.Action) {
	if m := domino.MoveOf(a); m.Kind == domino.PlayTile {
		s.Place(m.Tile, m.End)
		return
	}
	s.drawOrPass()
}

// playout plays the game to its end with the policy and returns the number
// of actions made.
func (s *domSim) playout(w *domWeights, rng *rand.Rand) int {
	n := 0
	for !s.Over() {
		s.step(w, rng)
		n++
	}
	return n
}

// step makes one action of the side to move: with w nil a uniformly random
// legal action, else the play w scores best.
func (s *domSim) step(w *domWeights, rng *rand.Rand) {
	ml, mr := s.Playable()
	if ml|mr == 0 {
		s.drawOrPass()
		return
	}
	if w == nil {
		// The plays on the left end (every play on the empty table), then
		// those on the right.
		k := rng.IntN(ml.Len() + mr.Len())
		if c := ml.Len(); k < c {
			s.Place(domNth(ml, k), domino.LeftEnd)
		} else {
			s.Place(domNth(mr, k-c), domino.RightEnd)
		}
		return
	}
	l, r, onLine := s.Ends()
	side := s.ToMove()
	c := domCtx{hand: s.Hand(side), line: s.Line(), oppVoid: s.void[side^1], rng: rng}
	bestT, bestE, bestScore := domino.Tile(0), domino.NoEnd, -1<<30
	try := func(m domino.TileSet, e domino.End) {
		for ; m != 0; m &= m - 1 {
			t := m.First()
			nl, nr := domino.EndsAfter(t, e, l, r)
			if sc := w.score(&c, t, nl, nr); sc > bestScore {
				bestT, bestE, bestScore = t, e, sc
			}
		}
	}
	if onLine {
		try(ml, domino.LeftEnd)
		try(mr, domino.RightEnd)
	} else {
		try(ml, domino.NoEnd)
	}
	s.Place(bestT, bestE)
}

// solve returns the result for seat (2 a win, 1 a draw, 0 a loss) of
// perfect play by both sides from s, searching with alpha-beta, or false
// when that takes more than *left nodes. The boneyard must be spent. Called
// with the window (0, 2) it is exact; a narrower window bounds the result
// as usual (fail-hard).
func (s *domSim) solve(seat engine.Seat, alpha, beta int, left *int) (int, bool) {
	if s.Over() {
		return s.result(seat), true
	}
	if *left--; *left < 0 {
		return 0, false
	}
	ml, mr := s.Playable()
	if ml|mr == 0 {
		c := *s
		c.drawOrPass()
		return c.solve(seat, alpha, beta, left)
	}
	if l, r, _ := s.Ends(); l == r {
		mr = 0 // the same plays as on the left
	}
	maxing := s.ToMove() == seat
	best := 3
	if maxing {
		best = -1
	}
	// c is declared outside the loops: declared in them, it is moved to
	// the heap, an allocation a node.
	var c domSim
	for _, e := range [2]domino.End{domino.LeftEnd, domino.RightEnd} {
		m := ml
		if e == domino.RightEnd {
			m = mr
		}
		for ; m != 0; m &= m - 1 {
			c = *s
			c.Place(m.First(), e)
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

// domNth returns the k-th (from 0) tile of m in canonical order.
func domNth(m domino.TileSet, k int) domino.Tile {
	for ; k > 0; k-- {
		m &= m - 1
	}
	return m.First()
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
	return b.choose(v, func(dv domino.View, legal []engine.Action) engine.Action {
		return b.search(dv, legal, budget)
	})
}

// search picks one of two or more legal actions by playing every one out in
// dealt worlds.
func (b *dominoSearch) search(dv domino.View, legal []engine.Action, budget Budget) engine.Action {
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
	seat := dv.Seat()
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
		world := domSim{Compact: p.Compact()}
		world.void[seat.Other()] = b.k.Void()
		world.void[seat] = b.myVoid
		s1, s2 := b.rng.Uint64(), b.rng.Uint64()
		// Every candidate is a play, so each leaves the same boneyard.
		solved := solve > 0 && world.BoneyardCount() <= domino.KeptBone
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
	return best
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

// DealWorld deals the tiles v's seat cannot see at random from rng,
// consistently with what the seat knows (k, from NewKnowledge or fed the
// events it saw), exactly as the Hard and Expert bots deal their worlds:
// the opponent's hand, most constrained group first, and the rest as the
// boneyard in random order. It returns false when the knowledge cannot be
// met by the unseen tiles. Puzzles with a hidden hand deal their worlds
// with it.
func DealWorld(v domino.View, k domino.Knowledge, rng *rand.Rand) (domino.Position, bool) {
	unseen := v.Unseen()
	groups := k.Hidden()
	if !domFeasible(groups, unseen) {
		return domino.Position{}, false
	}
	s := dominoSearch{rng: rng, groups: groups}
	return s.deal(v, unseen)
}

// domFeasible reports whether the unseen tiles can meet the groups: taken
// most constrained first, each group finds enough tiles that show none of
// its void. (The voids of a Knowledge are nested, so which of the allowed
// tiles a group takes does not matter to the groups after it.)
func domFeasible(groups []domino.HiddenTiles, unseen []domino.Tile) bool {
	free := domino.SetOf(unseen...)
	for _, g := range groups {
		ok := free
		for v := g.Void; v != 0; v &= v - 1 {
			ok &^= domino.Showing(bits.TrailingZeros8(v))
		}
		if ok.Len() < g.Count {
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
