package ai

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/jungle"
)

func choose(t *testing.T, name string, seed uint64, s engine.State) string {
	t.Helper()
	bot, err := NewJungle(name, seed)
	if err != nil {
		t.Fatal(err)
	}
	a, err := bot.Choose(s.View(s.ToMove()), Budget{Millis: 50})
	if err != nil {
		t.Fatalf("%s at %s: %v", name, s, err)
	}
	return s.FormatAction(a)
}

// jungleSearchers are the Jungle levels that search.
var jungleSearchers = []string{"medium", "hard", "expert"}

// Every level above Easy enters the den when it can in one move.
func TestJungleTakesTheDen(t *testing.T) {
	for _, fen := range []string{
		"l5t/1w1D1c1/r1p3e/7/7/7/E3P1R/1C3W1/T5L r 5", // Red's dog beside d9
		"l5t/1w5/r1p3e/7/7/7/E2dP1R/1C3W1/T1c3L b 5",  // Blue's cat on c1
		"7/7/7/7/7/7/7/7/2r1e2 b 0",                   // two ways in
	} {
		p, err := jungle.Parse(fen)
		if err != nil {
			t.Fatal(err)
		}
		den := jungle.Den(p.ToMove().Other())
		can := false
		for _, m := range p.Moves() {
			can = can || m.To == den
		}
		if !can {
			t.Fatalf("%s: no den entry to test", fen)
		}
		for _, name := range append([]string{"greedy"}, jungleSearchers...) {
			mv := choose(t, name, 1, p)
			m, _ := jungle.ParseMove(mv)
			if m.To != den {
				t.Errorf("%s at %s played %s, not into the den", name, fen, mv)
			}
		}
	}
}

// Every level above Easy stops the opponent's den entry in one when it can.
func TestJungleStopsDenEntry(t *testing.T) {
	// Blue's dog on d2 threatens d1; only Red's wolf on e2 can stop it, by
	// taking the dog in Red's trap.
	p := enginetest.Must(t, jungle.Parse, "l5t/1w3c1/r1p3e/7/7/7/E3P1R/1C1dW2/T5L r 5")
	for _, name := range jungleSearchers {
		for seed := uint64(0); seed < 4; seed++ {
			mv := choose(t, name, seed, p)
			next, _, err := engine.ApplyText(p, mv)
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range next.Legal() {
				if jungle.MoveOf(a).To == jungle.Den(jungle.Red) {
					t.Errorf("%s (seed %d) played %s and let Blue into the den", name, seed, mv)
				}
			}
		}
	}
}

func TestJungleBotsPlayLegalAndDeterministic(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	names := append([]string{"random", "greedy", "easy"}, jungleSearchers...)
	positions := 30
	if testing.Short() {
		positions = 6
	}
	for i := 0; i < positions; i++ {
		// A random position from a random opening.
		var s engine.State = jungle.Start()
		for k := r.IntN(40); k > 0 && len(s.Legal()) > 0; k-- {
			l := s.Legal()
			s, _, _ = s.Apply(l[r.IntN(len(l))])
		}
		if s.Outcome().Finished() {
			continue
		}
		for _, name := range names {
			a := choose(t, name, uint64(i), s)
			if _, _, err := engine.ApplyText(s, a); err != nil {
				t.Errorf("%s chose an illegal %s at %s: %v", name, a, s, err)
			}
			if b := choose(t, name, uint64(i), s); b != a {
				t.Errorf("%s with one seed chose %s then %s at %s", name, a, b, s)
			}
		}
	}
}

func TestBotRefusesWrongTurn(t *testing.T) {
	for _, name := range Names {
		bot, err := NewJungle(name, 1)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := bot.Choose(jungle.Start().View(jungle.Blue), Budget{}); !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := NewJungle("grandmaster", 1); err == nil {
		t.Error("an unknown bot must be refused")
	}
}

// TestJungleArenaSmoke runs small arenas: the ladder's order holds even in a
// handful of games (the real figures come from ply arena, in the docs).
func TestJungleArenaSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("arena smoke test skipped in short mode")
	}
	mk := func(name string) func(uint64) (Bot, error) {
		return func(seed uint64) (Bot, error) { return NewJungle(name, seed) }
	}
	res, err := Arena(jungle.Rules, mk("medium"), mk("greedy"), 10, 1, Budget{}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score() < 70 {
		t.Errorf("medium vs greedy: %+v, score %.1f", res, res.Score())
	}
	res, err = Arena(jungle.Rules, mk("medium"), mk("easy"), 10, 2, Budget{}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score() < 70 {
		t.Errorf("medium vs easy: %+v, score %.1f", res, res.Score())
	}
}

func TestArenaScore(t *testing.T) {
	r := ArenaResult{Games: 4, Wins: 2, Draws: 2}
	if r.Score() != 75 {
		t.Errorf("score %v", r.Score())
	}
	if hw := r.HalfWidth(); hw <= 0 || hw > 50 {
		t.Errorf("half-width %v", hw)
	}
	if (ArenaResult{Games: 10, Wins: 10}).HalfWidth() != 0 {
		t.Error("a clean sweep has no spread")
	}
}

// With ten half-moves left on the draw clock, the Expert (Red, well ahead)
// does not let the lead run out: it makes a capture, which starts the clock
// again, before the draw, whatever Hard does.
func TestJungleExpertConvertsBeforeTheDraw(t *testing.T) {
	start := enginetest.Must(t, jungle.Parse, "7/3l3/3t3/3w3/3P3/7/7/T6/2E1L2 r 50")
	for seed := uint64(0); seed < 3; seed++ {
		expert, _ := NewJungle("expert", seed)
		hard, _ := NewJungle("hard", seed)
		p := start
		for p.Clock() > 0 && !p.Ended() {
			bot := expert
			if p.ToMove() == jungle.Blue {
				bot = hard
			}
			a, err := bot.Choose(p.View(p.ToMove()), Budget{Millis: 100})
			if err != nil {
				t.Fatal(err)
			}
			p, _ = p.Next(jungle.MoveOf(a))
		}
		if o := p.Outcome(); o.Status == engine.Draw || o.Finished() && o.Winner != jungle.Red {
			t.Errorf("seed %d: the game went %s from %s", seed, o.Format(jungle.Rules.Sides), start)
		}
	}
}

// The searches that know den threats: an enemy piece beside the den is a
// loss at the horizon unless it can be taken, two are a loss, and the main
// search looks only at the answers.
func TestJungleDenThreats(t *testing.T) {
	const lost = -winScore + 2 // the enemy enters at ply 2
	for _, c := range []struct {
		fen      string
		lost     bool   // the side to move loses next move whatever it does
		answer   string // its only saving move, if it has one
		whyEqual string
	}{
		{"7/7/7/7/7/7/7/3c3/E6 r 0", true, "", "Blue's cat on d2, nothing of Red's beside it"},
		{"7/7/7/7/7/7/7/2Dc3/E6 r 0", false, "c2d2", "Red's dog takes the cat in Red's trap"},
		{"7/7/7/7/7/7/7/2Dc3/E1r4 r 0", true, "", "Blue's cat on d2 and rat on c1: the dog takes one"},
		{"7/7/7/7/7/7/7/2Dc3/E6 r 59", false, "", "a quiet move ends the game drawn first"},
	} {
		p, err := jungle.Parse(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, threats := range []bool{false, true} {
			cfg := expertConfig(expertNodes)
			cfg.contempt, cfg.damp = 0, false
			cfg.threats, cfg.threatSearch = threats, threats
			s := newJungleSearch("threats", newRand(1), cfg)
			s.root = p.ToMove()
			q := p
			got := s.quiesce(&q, -winScore-1, winScore+1, 0, 4)
			if q != p {
				t.Fatalf("%s: quiesce left the position %s", c.fen, q)
			}
			if want := threats && c.lost; (got == lost) != want {
				t.Errorf("%s (%s), threats %v: quiesce %d, a loss is %d", c.fen, c.whyEqual, threats, got, lost)
			}
			if !threats {
				continue
			}
			moves := p.AppendMoves(nil)
			best, score := s.search(p, moves, Budget{})
			if c.lost && score != lost {
				t.Errorf("%s (%s): search %d (%s), want the loss %d", c.fen, c.whyEqual, score, best, lost)
			}
			if c.answer != "" && best.String() != c.answer {
				t.Errorf("%s (%s): search chose %s, want %s", c.fen, c.whyEqual, best, c.answer)
			}
		}
	}
}

// A side the threat rules call lost at the horizon is lost: whatever it
// plays, the other side enters its den next move (or has already won). And
// one they do not call lost has a move after which the other side cannot
// enter at once. Checked on the positions of seeded random games where the
// side to move has an enemy piece beside its den.
func TestJungleDenThreatsAreExact(t *testing.T) {
	cfg := expertConfig(expertNodes)
	s := newJungleSearch("threats", newRand(1), cfg)
	rng := newRand(11)
	checked := 0
	for game := 0; game < 5000 && checked < 300; game++ {
		p := jungle.Start()
		for !p.Ended() {
			if n, _ := denAttackers(&p); n > 0 && p.Clock() < DrawPliesF-1 {
				checked++
				s.root = p.ToMove()
				q := p
				got := s.quiesce(&q, -winScore-1, winScore+1, 0, 4)
				if got == -winScore+2 != lostInTwo(p) {
					t.Fatalf("%s: quiesce %d, lost in two %v", p, got, lostInTwo(p))
				}
				if _, sc := s.search(p, p.AppendMoves(nil), Budget{Millis: 1}); sc == -winScore+2 != lostInTwo(p) {
					t.Fatalf("%s: search %d, lost in two %v", p, sc, lostInTwo(p))
				}
			}
			moves := p.AppendMoves(nil)
			p, _ = p.Next(moves[rng.IntN(len(moves))])
		}
	}
	if checked < 100 {
		t.Fatalf("only %d threatened positions", checked)
	}
}

// lostInTwo reports whether every move of p's side to move lets the other
// side enter its den at once (and p's side has no den entry of its own).
func lostInTwo(p jungle.Position) bool {
	for _, m := range p.AppendMoves(nil) {
		q, _ := p.Next(m)
		if q.Ended() {
			if o := q.Outcome(); o.Winner == p.ToMove() || o.Status == engine.Draw {
				return false
			}
			continue
		}
		if _, ok := denMove(q, q.AppendMoves(nil)); !ok {
			return false
		}
	}
	return true
}

// TestDenReach checks the moves each animal needs to the enemy den on an
// empty board: steps as the crow flies on land for a walker, a leap over
// the river for a lion or tiger, a swim for the rat; no walker in water.
func TestDenReach(t *testing.T) {
	sq := func(s string) jungle.Square {
		q, err := jungle.ParseSquare(s)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	for _, c := range []struct {
		side engine.Seat
		a    jungle.Animal
		at   string
		want int
	}{
		{jungle.Red, jungle.Dog, "d8", 1},
		{jungle.Red, jungle.Dog, "c3", 7},        // up the middle: 1 + 6
		{jungle.Red, jungle.Dog, "a1", 11},       // a corner: 3 + 8
		{jungle.Red, jungle.Dog, "b5", 99},       // water
		{jungle.Red, jungle.Rat, "b5", 6},        // swims: 2 + 4
		{jungle.Red, jungle.Tiger, "c3", 4},      // c3 leaps to c7, then c8, d8, d9
		{jungle.Red, jungle.Lion, "a5", 5},       // a5 leaps to d5, then d6, d7, d8, d9
		{jungle.Blue, jungle.Tiger, "e7", 4},     // e7 leaps to e3, then e2, d2, d1
		{jungle.Blue, jungle.Elephant, "d9", 99}, // its own den
		{jungle.Blue, jungle.Cat, "d2", 1},
	} {
		if got := denReach[c.side][c.a][sq(c.at)]; got != c.want {
			t.Errorf("%s %v at %s: %d moves to the enemy den, want %d", seatName(c.side), c.a, c.at, got, c.want)
		}
	}
}

// TestJungleAttackGathers checks searchConfig.attack: a side far enough
// ahead gains attack points for each piece after the first within
// attackReach moves of the enemy den, and nothing while it is not.
func TestJungleAttackGathers(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want int // the attack's worth to the side to move
	}{
		// Red 1,200 ahead, its elephant and lion 3 moves from the den.
		{"l6/7/2E1L2/7/7/7/7/3C3/7 r 0", 200},
		{"l6/7/2E1L2/7/7/7/7/3C3/7 b 0", -200},
		// One attacker only: nothing.
		{"l6/7/2E4/7/7/7/7/3C3/4L2 r 0", 0},
		// Three attackers, but the material level: nothing.
		{"l3e1c/7/2E1L2/3C3/7/7/7/7/7 r 0", 0},
	} {
		p, err := jungle.Parse(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		with := newJungleSearch("attack", newRand(1), searchConfig{attack: 200})
		without := newJungleSearch("plain", newRand(1), searchConfig{})
		if got := with.evaluate(&p) - without.evaluate(&p); got != c.want {
			t.Errorf("%s: the attack is worth %d to the side to move, want %d", c.fen, got, c.want)
		}
	}
}

// TestJungleSimplifyCap checks searchConfig.simplifyCap: simplify's dislike
// of exchanges counts at most simplifyCap of material off the board.
func TestJungleSimplifyCap(t *testing.T) {
	// A lion and a cat each: 6,900 of the 9,100 off, the material level.
	p, err := jungle.Parse("l6/7/2c4/7/7/7/7/3C3/4L2 r 0")
	if err != nil {
		t.Fatal(err)
	}
	plain := newJungleSearch("plain", newRand(1), searchConfig{})
	for _, c := range []struct {
		cap, want int
	}{
		{0, -600 * 6900 / (2 * fullMaterial)},    // all of it: -454
		{2000, -600 * 2000 / (2 * fullMaterial)}, // the first 2,000 only: -131
	} {
		s := newJungleSearch("simplify", newRand(1), searchConfig{simplify: 600, simplifyCap: c.cap})
		if got := s.evaluate(&p) - plain.evaluate(&p); got != c.want {
			t.Errorf("cap %d: simplify is worth %d to the bot, want %d", c.cap, got, c.want)
		}
	}
}

// TestJungleTableKeys checks searchConfig.ttStore on a table of one entry,
// which every node of a search shares: after a node's search the entry
// holds that node's key with its score. Without ttStore the entry keeps the
// key a node deeper down wrote with the ancestor's score.
func TestJungleTableKeys(t *testing.T) {
	p, err := jungle.Parse("l5t/1w3c1/3d2R/7/3p3/7/r1DP3/2C1W2/1T4L r 0")
	if err != nil {
		t.Fatal(err)
	}
	for _, store := range []bool{true, false} {
		s := newJungleSearch("table", newRand(1), searchConfig{maxDepth: 3, nodeCap: 1 << 30, quiesce: true, tt: 1, ttStore: store})
		s.root, s.budget = p.ToMove(), 1<<30
		q := p
		sc := s.negamax(&q, 2, -winScore-1, winScore+1, 0)
		e := s.tt[0]
		kept := e.key == s.key(&p) && int(e.score) == sc && e.depth == 2 && e.flag == ttExact
		if store && !kept {
			t.Errorf("with ttStore the entry holds key %x, score %d, depth %d, flag %d; the node's are %x, %d, 2, exact", e.key, e.score, e.depth, e.flag, s.key(&p), sc)
		}
		if !store && kept {
			t.Errorf("without ttStore the entry holds the node's own key: the test does not see the fault it guards against")
		}
	}
}

// TestJungleTableWins checks that with ttStore a win in the table counts
// from the node that found it: a den entry next move, found three plies
// from the root, is kept as a win in one and read five plies from the root
// as a win six plies away.
func TestJungleTableWins(t *testing.T) {
	p, err := jungle.Parse("7/3R3/7/7/7/7/7/7/l6 r 0")
	if err != nil {
		t.Fatal(err)
	}
	s := newJungleSearch("table", newRand(1), searchConfig{maxDepth: 3, nodeCap: 1 << 30, quiesce: true, tt: 1, ttStore: true})
	s.root, s.budget = p.ToMove(), 1<<30
	q := p
	if sc := s.negamax(&q, 1, -winScore-1, winScore+1, 3); sc != winScore-4 {
		t.Fatalf("the den entry three plies down scores %d, want %d", sc, winScore-4)
	}
	if e := s.tt[0]; int(e.score) != winScore-1 {
		t.Errorf("the table keeps %d, want a win in one, %d", e.score, winScore-1)
	}
	q = p
	if sc := s.negamax(&q, 1, -winScore-1, winScore+1, 5); sc != winScore-6 {
		t.Errorf("read five plies down the win scores %d, want %d", sc, winScore-6)
	}
	for _, sc := range []int{0, 1234, -1234, winScore - 7, -winScore + 9} {
		if got := fromTable(toTable(sc, 4), 4); got != sc {
			t.Errorf("score %d through the table at ply 4 comes back %d", sc, got)
		}
	}
}
