package ai

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
)

// domBotNames are the dominoes bots built in domino.go.
var domBotNames = []string{"greedy", "easy", "medium", "hard", "expert"}

// domTestBudget keeps the searching bots quick in tests.
var domTestBudget = Budget{Millis: 2}

// domRandomPositions returns positions reached by random play from seeded
// deals, none finished, with the seat to move.
func domRandomPositions(n int, seed uint64) []domino.Position {
	r := newRand(seed)
	var out []domino.Position
	for len(out) < n {
		p := domino.NewGame(r)
		stop := r.IntN(40)
		for k := 0; k < stop && !p.Outcome().Finished(); k++ {
			legal := p.Legal()
			next, _, err := p.Apply(legal[r.IntN(len(legal))])
			if err != nil {
				panic(err)
			}
			p = next.(domino.Position)
		}
		if !p.Outcome().Finished() {
			out = append(out, p)
		}
	}
	return out
}

func domShort(long, short int) int {
	if testing.Short() {
		return short
	}
	return long
}

func TestDominoBotNames(t *testing.T) {
	for _, name := range domBotNames {
		b, err := NewDomino(name, 1)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b.Name() != name {
			t.Errorf("bot %q calls itself %q", name, b.Name())
		}
	}
	if _, err := NewDomino("random", 1); err != nil {
		t.Errorf("random: %v", err)
	}
	if _, err := NewDomino("grandmaster", 1); err == nil {
		t.Error("an unknown bot name was accepted")
	}
}

// TestDominoBotsPlayLegally asks every bot for an action in random
// positions that it meets without any history.
func TestDominoBotsPlayLegally(t *testing.T) {
	positions := domRandomPositions(domShort(300, 60), 11)
	for _, name := range domBotNames {
		for i, p := range positions {
			b, err := NewDomino(name, uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			v := p.View(p.ToMove())
			a, err := b.Choose(v, domTestBudget)
			if err != nil {
				t.Fatalf("%s at %s: %v", name, p, err)
			}
			if !slices.Contains(v.Legal(), a) {
				t.Fatalf("%s at %s chose %s, not legal", name, p, p.FormatAction(a))
			}
		}
	}
}

// TestDominoBotsFinishGames plays whole games between every pair of levels
// (Match refuses an illegal action).
func TestDominoBotsFinishGames(t *testing.T) {
	games := domShort(6, 2)
	names := append([]string{"random"}, domBotNames...)
	r := newRand(5)
	for _, a := range names {
		for _, b := range names {
			for g := 0; g < games; g++ {
				ba, _ := NewDomino(a, uint64(g))
				bb, _ := NewDomino(b, uint64(g)+100)
				o, n, err := Match(domino.Rules, [2]Bot{ba, bb}, r, domTestBudget)
				if err != nil {
					t.Fatalf("%s vs %s: %v", a, b, err)
				}
				if !o.Finished() || n == 0 {
					t.Fatalf("%s vs %s: the game did not end (%v after %d actions)", a, b, o, n)
				}
			}
		}
	}
}

func TestDominoHardVsGreedyMatch(t *testing.T) {
	for g := 0; g < domShort(4, 2); g++ {
		hard, _ := NewDomino("hard", 7)
		greedy, _ := NewDomino("greedy", 8)
		bots := [2]Bot{hard, greedy}
		if g%2 == 1 {
			bots[0], bots[1] = bots[1], bots[0]
		}
		o, _, err := Match(domino.Rules, bots, newRand(uint64(g)), Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if !o.Finished() {
			t.Fatalf("game %d did not finish: %v", g, o)
		}
	}
}

// domPlay plays one game between two bots like Match does and returns the
// actions made, in notation.
func domPlay(t *testing.T, bots [2]Bot, seed uint64, budget Budget) []string {
	t.Helper()
	var moves []string
	_, _, err := Play(domino.NewGame(newRand(seed)), bots, nil, budget, func(s engine.State, a engine.Action, _ engine.State) {
		moves = append(moves, s.FormatAction(a))
	})
	if err != nil {
		t.Fatal(err)
	}
	return moves
}

func TestDominoSameSeedSameMoves(t *testing.T) {
	for _, name := range domBotNames {
		for g := uint64(0); g < uint64(domShort(4, 2)); g++ {
			var runs [2][]string
			for k := range runs {
				a, _ := NewDomino(name, 40+g)
				b, _ := NewDomino("medium", 80+g)
				runs[k] = domPlay(t, [2]Bot{a, b}, g, domTestBudget)
			}
			if !slices.Equal(runs[0], runs[1]) {
				t.Fatalf("%s, game %d: one seed, two games:\n%v\n%v", name, g, runs[0], runs[1])
			}
		}
	}
	// A host's default budget, too, for the searching bots.
	for _, name := range []string{"hard", "expert"} {
		p := domRandomPositions(1, 3)[0]
		var acts [2]engine.Action
		for k := range acts {
			b, _ := NewDomino(name, 9)
			a, err := b.Choose(p.View(p.ToMove()), Budget{Millis: 20})
			if err != nil {
				t.Fatal(err)
			}
			acts[k] = a
		}
		if acts[0] != acts[1] {
			t.Errorf("%s at %s: one seed, two actions", name, p)
		}
	}
}

// domFinished plays a random game to its end.
func domFinished(seed uint64) domino.Position {
	r := newRand(seed)
	p := domino.NewGame(r)
	for !p.Outcome().Finished() {
		legal := p.Legal()
		next, _, err := p.Apply(legal[r.IntN(len(legal))])
		if err != nil {
			panic(err)
		}
		p = next.(domino.Position)
	}
	return p
}

func TestDominoBotsRefuseOtherTurns(t *testing.T) {
	p := domRandomPositions(1, 2)[0]
	over := domFinished(3)
	for _, name := range domBotNames {
		b, _ := NewDomino(name, 1)
		if _, err := b.Choose(p.View(p.ToMove().Other()), domTestBudget); !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("%s given the waiting seat's view: err %v, want ErrNotYourTurn", name, err)
		}
		if _, err := b.Choose(p.View(engine.NoSeat), domTestBudget); !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("%s given a spectator's view: err %v, want ErrNotYourTurn", name, err)
		}
		if _, err := b.Choose(over.View(over.ToMove()), domTestBudget); !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("%s given a finished game: err %v, want ErrNotYourTurn", name, err)
		}
		if _, err := b.Choose(jungle.Start().View(engine.First), domTestBudget); !errors.Is(err, errWrongGame) {
			t.Errorf("%s given a Jungle view: err %v, want errWrongGame", name, err)
		}
	}
}

func TestDominoGreedyPlaysHeaviest(t *testing.T) {
	// Black can play 66, 56 or 01 on the ends 6 and 0.
	p, err := domino.Parse("66,56,01,13,14,15/03,04,05,11,12,16/00,06,22,23,24,25,33,34,35,36,44,45,46,55/62,20 b 0")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(0); seed < 20; seed++ {
		b, _ := NewDomino("greedy", seed)
		a, err := b.Choose(p.View(domino.Black), Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if m := domino.MoveOf(a); m.Tile != domino.NewTile(6, 6) {
			t.Fatalf("greedy played %s, want 66", m)
		}
	}
	// Nothing fits: draw.
	p, err = domino.Parse("13,14,15,11,33,34/03,04,05,12,16,66/00,01,06,22,23,24,25,35,36,44,45,46,55,56/62,20 b 0")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewDomino("greedy", 1)
	if a, _ := b.Choose(p.View(domino.Black), Budget{}); a != domino.DrawAction {
		t.Fatalf("greedy chose %s, want draw", p.FormatAction(a))
	}
}

// domHandFits reports whether hand can be shared out among the groups, each
// tile showing none of its group's void (a matching, tried exhaustively).
func domHandFits(hand []domino.Tile, groups []domino.HiddenTiles) bool {
	if len(hand) == 0 {
		return true
	}
	t := hand[0]
	for i, g := range groups {
		if g.Count == 0 || g.Void&(1<<t.Left()|1<<t.Right()) != 0 {
			continue
		}
		groups[i].Count--
		ok := domHandFits(hand[1:], groups)
		groups[i].Count++
		if ok {
			return true
		}
	}
	return false
}

// TestDominoKnowledgeIsSound follows the hard bot's knowledge through whole
// games and checks it against the full position: it never rules out a tile
// the opponent holds, and the worlds it deals agree with what it knows.
func TestDominoKnowledgeIsSound(t *testing.T) {
	checks, voids := 0, 0
	for g := 0; g < domShort(40, 10); g++ {
		hardSeat := engine.Seat(g % 2)
		hard := &dominoSearch{name: "hard", rng: newRand(uint64(g)), cfg: domHardConfig}
		var bots [2]Bot
		bots[hardSeat] = hard
		other, _ := NewDomino([]string{"random", "greedy", "medium", "expert"}[g%4], uint64(g))
		bots[hardSeat.Other()] = other
		chosen := false
		_, _, err := Play(domino.NewGame(newRand(uint64(1000+g))), bots, nil, domTestBudget, func(before engine.State, _ engine.Action, s engine.State) {
			chosen = chosen || before.ToMove() == hardSeat
			if !chosen || !hard.ok {
				return
			}
			p := s.(domino.Position)
			opp := p.Hand(hardSeat.Other())
			k := &hard.k
			if k.Count() != len(opp) {
				t.Fatalf("game %d at %s: the knowledge counts %d opponent tiles, not %d", g, p, k.Count(), len(opp))
			}
			for _, tile := range opp {
				if !k.MayHold(tile) {
					t.Fatalf("game %d at %s: the knowledge rules out %s, which the opponent holds", g, p, tile)
				}
				if k.Void()&(1<<tile.Left()|1<<tile.Right()) != 0 {
					t.Fatalf("game %d at %s: the opponent holds %s, showing a number of its void %07b", g, p, tile, k.Void())
				}
			}
			checks++
			if k.Void() != 0 {
				voids++
			}
			if !domHandFits(opp, k.Hidden()) {
				t.Fatalf("game %d at %s: the opponent's hand %v does not fit the groups %v", g, p, opp, k.Hidden())
			}
			// What the bot believes the opponent knows of its own hand
			// holds between its turns.
			if s.ToMove() != hardSeat {
				for _, tile := range p.Hand(hardSeat) {
					if hard.myVoid&(1<<tile.Left()|1<<tile.Right()) != 0 {
						t.Fatalf("game %d at %s: the bot holds %s, showing a number of its own void %07b", g, p, tile, hard.myVoid)
					}
				}
			}
			// The dealt worlds keep to the knowledge.
			if !s.Outcome().Finished() && s.ToMove() == hardSeat {
				v := p.SeatView(hardSeat)
				unseen := v.Unseen()
				hard.groups = k.Hidden()
				for range 3 {
					w, ok := hard.deal(v, unseen)
					if !ok {
						t.Fatalf("game %d at %s: no world could be dealt", g, p)
					}
					if !domHandFits(w.Hand(hardSeat.Other()), k.Hidden()) {
						t.Fatalf("game %d at %s: the dealt hand %v does not fit the groups %v", g, p, w.Hand(hardSeat.Other()), k.Hidden())
					}
					if w.SeatView(hardSeat) != v {
						t.Fatalf("game %d at %s: the dealt world %s does not show the bot's view", g, p, w)
					}
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checks == 0 || voids == 0 {
		t.Fatalf("%d positions checked, %d of them with a known void", checks, voids)
	}
	t.Logf("%d positions checked, %d of them with a known void", checks, voids)
}

// TestDominoKnowledgeRestarts checks that a bot shown a new game (or a view
// that its events do not explain) starts its knowledge afresh.
func TestDominoKnowledgeRestarts(t *testing.T) {
	// A position where the opponent of the seat to move has just passed.
	r := newRand(8)
	var p domino.Position
	for {
		p = domino.NewGame(r)
		for !p.Outcome().Finished() && p.Passes() == 0 {
			legal := p.Legal()
			next, _, err := p.Apply(legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			p = next.(domino.Position)
		}
		if !p.Outcome().Finished() && len(p.Legal()) > 1 {
			break
		}
	}
	l, rt, _ := p.Ends()
	ends := uint8(1<<l | 1<<rt)
	b := &dominoSearch{name: "hard", rng: newRand(1), cfg: domHardConfig}
	if _, err := b.Choose(p.View(p.ToMove()), domTestBudget); err != nil {
		t.Fatal(err)
	}
	if b.k.Void() != ends {
		t.Fatalf("at %s: void %07b, want %07b", p, b.k.Void(), ends)
	}
	// A new game, never announced.
	q := domino.NewGame(newRand(2))
	if _, err := b.Choose(q.View(domino.Black), domTestBudget); err != nil {
		t.Fatal(err)
	}
	if b.k.Void() != 0 || b.k.Count() != domino.HandSize {
		t.Fatalf("after a new game: void %07b, count %d", b.k.Void(), b.k.Count())
	}
}

// TestDominoSolveAgreesWithMinimax checks the endgame solver against a plain
// minimax on small random endings.
func TestDominoSolveAgreesWithMinimax(t *testing.T) {
	r := newRand(4)
	checked := 0
	for checked < domShort(300, 60) {
		s := domSim{Compact: domino.NewGame(r).Compact()}
		for !s.Over() && (s.BoneyardCount() > domino.KeptBone || (s.Hand(domino.Black)|s.Hand(domino.White)).Len() > 9) {
			s.step(nil, r)
		}
		if s.Over() {
			continue
		}
		for _, seat := range []engine.Seat{domino.Black, domino.White} {
			left := 1 << 30
			got, ok := s.solve(seat, 0, 2, &left)
			if want := domMinimax(s, seat); !ok || got != want {
				t.Fatalf("solve(%v) for seat %d = %d, %v; minimax says %d", s, seat, got, ok, want)
			}
		}
		checked++
	}
}

// domMinimax is the exact result for seat by plain minimax over the legal
// actions.
func domMinimax(s domSim, seat engine.Seat) int {
	if s.Over() {
		return s.result(seat)
	}
	best := -1
	if s.ToMove() != seat {
		best = 3
	}
	for _, a := range s.AppendLegal(nil) {
		c := s
		c.apply(a)
		v := domMinimax(c, seat)
		if s.ToMove() == seat {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	return best
}

// TestDominoBudgetAndCancel checks that a small budget means little work and
// that a closed Cancel channel still yields a legal action.
func TestDominoBudgetAndCancel(t *testing.T) {
	p := domRandomPositions(1, 21)[0]
	for p.Legal()[0] == domino.DrawAction || len(p.Legal()) < 2 {
		p = domRandomPositions(1, uint64(p.Passes()+len(p.Line())+22))[0]
	}
	v := p.View(p.ToMove())
	b := &dominoSearch{name: "expert", rng: newRand(1), cfg: domExpertConfig}
	if _, err := b.Choose(v, Budget{Millis: 1}); err != nil {
		t.Fatal(err)
	}
	if limit := NodesPerMilli + 200; b.lastNodes > limit {
		t.Errorf("a 1 ms budget took %d nodes of work (allowed %d and one world)", b.lastNodes, NodesPerMilli)
	}
	pauses := 0
	if _, err := b.Choose(v, Budget{Pause: func() { pauses++ }}); err != nil {
		t.Fatal(err)
	}
	if want := b.lastNodes/1000 - 1; pauses < want || pauses == 0 && b.lastNodes > 2000 {
		t.Errorf("%d nodes of work gave way to the host %d times", b.lastNodes, pauses)
	}
	t.Logf("%s: %d nodes, %d pauses", p, b.lastNodes, pauses)
	cancel := make(chan struct{})
	close(cancel)
	a, err := b.Choose(v, Budget{Cancel: cancel})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(v.Legal(), a) {
		t.Fatalf("cancelled: %s is not legal", p.FormatAction(a))
	}
	if b.lastNodes > 200 {
		t.Errorf("a cancelled search still did %d nodes of work", b.lastNodes)
	}
}

// TestDominoLevelsSmallArenas plays small arenas with fixed seeds and loose
// bounds: the levels are measured with `ply arena`, not here.
func TestDominoLevelsSmallArenas(t *testing.T) {
	if testing.Short() {
		t.Skip("arenas are skipped in short mode")
	}
	maker := func(name string) func(uint64) (Bot, error) {
		return func(seed uint64) (Bot, error) { return NewDomino(name, seed) }
	}
	for _, c := range []struct {
		a, b  string
		games int
		min   float64
	}{
		{"medium", "random", 60, 50},
		{"medium", "easy", 60, 50},
		{"hard", "greedy", 24, 50},
	} {
		res, err := Arena(domino.Rules, maker(c.a), maker(c.b), c.games, 1, Budget{}, 2)
		if err != nil {
			t.Fatal(err)
		}
		if res.Score() < c.min {
			t.Errorf("%s vs %s: %.1f %% in %d games, want at least %.0f %%", c.a, c.b, res.Score(), c.games, c.min)
		}
		t.Logf("%s vs %s: %.1f %% ± %.1f %%", c.a, c.b, res.Score(), res.HalfWidth())
	}
}

// TestDominoDealWorld: every world DealWorld deals looks, to the seat, like
// its view, and gives an opponent who has just passed nothing for the open
// ends.
func TestDominoDealWorld(t *testing.T) {
	// White has just passed on the ends 1 and 5 with one tile; of the
	// three tiles Black cannot see (2-6, 1-5, 6-6), 1-5 fits those ends.
	v, err := domino.ParseView("b:12,01,06/1/2/11,14,46,61,13,33,34,44,40,05,54,42,22,25,55,53,30,00,02,23,36,65 b 1")
	if err != nil {
		t.Fatal(err)
	}
	k := domino.NewKnowledge(v)
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[domino.Tile]bool{}
	for range 50 {
		w, ok := DealWorld(v, k, rng)
		if !ok {
			t.Fatal("no world dealt")
		}
		if got := w.SeatView(engine.First); got != v {
			t.Fatalf("the world %s shows Black %s, not %s", w, got, v)
		}
		hand := w.Hand(engine.Second)
		if len(hand) != 1 || hand[0] == domino.NewTile(1, 5) {
			t.Fatalf("White, who passed on 1 and 5, was dealt %v in %s", hand, w)
		}
		seen[hand[0]] = true
	}
	if len(seen) != 2 {
		t.Errorf("White's hand over 50 deals: %v, want both 2-6 and 6-6", seen)
	}
}
