package domino

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// randomGames is how many seeded random games the property tests play.
func randomGames() int {
	if testing.Short() {
		return 300
	}
	return 1000
}

// maxGameActions bounds a game: 28 plays, 12 draws, and a pass can only follow
// a play or end the game.
const maxGameActions = NumTiles + (DealtBone - KeptBone) + NumTiles + 2

func TestRandomGameProperties(t *testing.T) {
	r := newRand(1)
	for g := range randomGames() {
		p := NewGame(r)
		know := [2]Knowledge{NewKnowledge(p.SeatView(Black)), NewKnowledge(p.SeatView(White))}
		for steps := 0; ; steps++ {
			checkPosition(t, p, r)
			for s := Black; s <= White; s++ {
				checkKnowledge(t, &know[s], p)
			}
			if p.Outcome().Finished() {
				break
			}
			if steps > maxGameActions {
				t.Fatalf("game %d does not end: %s", g, p)
			}
			legal := p.Legal()
			if len(legal) == 0 {
				t.Fatalf("no legal action in an unfinished game: %s", p)
			}
			if !slices.Equal(p.View(p.ToMove()).Legal(), legal) {
				t.Fatalf("%s: the mover's view lists %v, the position %v", p, p.View(p.ToMove()).Legal(), legal)
			}
			if l := p.View(p.ToMove().Other()).Legal(); l != nil {
				t.Fatalf("%s: the waiting seat's view lists %v", p, l)
			}
			if !slices.IsSortedFunc(legal, func(a, b engine.Action) int { return strings.Compare(p.FormatAction(a), p.FormatAction(b)) }) {
				t.Fatalf("%s: legal actions not in text order", p)
			}
			a := legal[r.IntN(len(legal))]
			next, ev, err := p.Apply(a)
			if err != nil {
				t.Fatalf("%s: legal %s refused: %v", p, p.FormatAction(a), err)
			}
			checkEvents(t, p, ev)
			for s := Black; s <= White; s++ {
				know[s].Observe(engine.ForSeat(ev, s))
			}
			p = next.(Position)
		}
	}
}

// checkPosition checks the invariants of a reachable position.
func checkPosition(t *testing.T, p Position, r interface{ IntN(int) int }) {
	t.Helper()
	hands := [2][]Tile{p.Hand(Black), p.Hand(White)}
	bone, line := p.Boneyard(), p.Line()
	if err := checkTiles(hands[0], hands[1], bone, line); err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	for i := 1; i < len(line); i++ {
		if line[i-1].Right() != line[i].Left() {
			t.Fatalf("%s: the line does not chain", p)
		}
	}
	if len(bone) < KeptBone {
		t.Fatalf("%s: boneyard below two", p)
	}
	q, err := Parse(p.String())
	if err != nil {
		t.Fatalf("a reachable position does not parse: %v", err)
	}
	if q != p {
		t.Fatalf("%s: Parse(String()) differs", p)
	}

	for s := Black; s <= White; s++ {
		v := p.SeatView(s)
		if !slices.Equal(v.Hand(), hands[s]) || !slices.Equal(v.Line(), line) ||
			v.OpponentCount() != len(hands[s.Other()]) || v.BoneyardCount() != len(bone) ||
			v.ToMove() != p.ToMove() || v.Passes() != p.Passes() || v.Outcome() != p.Outcome() || v.Seat() != s {
			t.Fatalf("%s: view of %d is %s", p, s, v)
		}
		// The tiles the view's text names are the seat's own and the line.
		fields := strings.Split(v.String(), " ")
		parts := strings.Split(fields[0], "/")
		if len(fields) != 3 || len(parts) != 4 || parts[0] != sideLetters[s]+":"+tileList(hands[s]) || parts[3] != tileList(line) ||
			parts[1] != strconv.Itoa(len(hands[s.Other()])) || parts[2] != strconv.Itoa(len(bone)) {
			t.Fatalf("%s: the view of seat %d reads %s", p, s, v)
		}
		// Unseen is exactly the opponent's hand and the boneyard, sorted.
		hidden := append(append([]Tile(nil), hands[s.Other()]...), bone...)
		slices.SortFunc(hidden, func(a, b Tile) int { return a.Index() - b.Index() })
		if !slices.Equal(v.Unseen(), hidden) {
			t.Fatalf("%s: unseen %v, want %v", p, v.Unseen(), hidden)
		}
		// The view does not change when the hidden tiles are dealt out
		// differently: no part of it depends on them.
		shuffled := slices.Clone(hidden)
		for i := len(shuffled) - 1; i > 0; i-- {
			j := r.IntN(i + 1)
			shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
		}
		n := len(hands[s.Other()])
		w, err := v.WithHidden(shuffled[:n], shuffled[n:])
		if err != nil {
			// Some deals of the hidden tiles are impossible (a passer
			// holding a fitting tile); the real one never is.
			w, err = v.WithHidden(hands[s.Other()], bone)
			if err != nil || w != p {
				t.Fatalf("%s: the view does not complete back: %v", p, err)
			}
			continue
		}
		wv := w.SeatView(s)
		if p.Passes() == 2 {
			// A blocked game's result tells the pip totals apart; the
			// result is public once the game is over.
			wv.outcome = v.outcome
		}
		if wv != v {
			t.Fatalf("%s: the view of %d changed with the hidden tiles", p, s)
		}
	}
}

// checkEvents checks what each seat sees of an action's events.
func checkEvents(t *testing.T, p Position, ev []engine.Event) {
	t.Helper()
	for s := Black; s <= White; s++ {
		for _, e := range engine.ForSeat(ev, s) {
			if e.Seat != s && e.Private && e.Tile != "" {
				t.Fatalf("%s: seat %d sees the other's private tile in %+v", p, s, e)
			}
			if e.Kind == engine.DrewTile && e.Seat == s && e.Tile == "" {
				t.Fatalf("%s: seat %d does not see its own drawn tile", p, s)
			}
		}
	}
}

// checkKnowledge checks that what k claims about the opponent's hand is
// true of the real hand.
func checkKnowledge(t *testing.T, k *Knowledge, p Position) {
	t.Helper()
	hand := p.Hand(k.Seat().Other())
	if k.Count() != len(hand) {
		t.Fatalf("%s: knowledge counts %d tiles, the opponent holds %d", p, k.Count(), len(hand))
	}
	groups := k.Hidden()
	claimed := 0
	for i, g := range groups {
		if i > 0 && g.Void&^groups[i-1].Void != 0 {
			t.Fatalf("%s: voids do not shrink: %+v", p, groups)
		}
		claimed += g.Count
		fit := 0
		for _, tl := range hand {
			if (1<<tl.Left()|1<<tl.Right())&int(g.Void) == 0 {
				fit++
			}
		}
		if fit < claimed {
			t.Fatalf("%s: knowledge %+v is wrong about the hand %v", p, groups, hand)
		}
	}
	for _, tl := range hand {
		if !k.MayHold(tl) || (1<<tl.Left()|1<<tl.Right())&int(k.Void()) != 0 {
			t.Fatalf("%s: knowledge %+v rules out %s, which is held", p, groups, tl)
		}
	}
}

func TestKnowledgeLearnsFromDrawsAndPasses(t *testing.T) {
	// White passes on the ends 0 and 0: black learns that white holds no 0.
	p, _ := Deal(Set())
	p, _ = apply(t, p, "play:00")
	k := NewKnowledge(p.SeatView(Black))
	for !slices.Equal(legalText(p), []string{"pass"}) {
		var ev []engine.Event
		p, ev = apply(t, p, "draw")
		k.Observe(engine.ForSeat(ev, Black))
		if k.Void() != 0 {
			t.Fatalf("after a draw the newest tile is unknown, yet void = %b", k.Void())
		}
		if g := k.Hidden(); g[0].Void != 1 {
			t.Fatalf("groups %+v", g)
		}
	}
	p, ev := apply(t, p, "pass")
	k.Observe(engine.ForSeat(ev, Black))
	if k.Void() != 1 || k.Count() != 19 || k.MayHold(NewTile(0, 5)) || !k.MayHold(NewTile(5, 5)) {
		t.Errorf("after the pass: %+v", k.Hidden())
	}
	// The same is known to a seat that starts from the view after the pass.
	k2 := NewKnowledge(p.SeatView(Black))
	if k2.Hidden()[0] != (HiddenTiles{Count: 19, Void: 1}) {
		t.Errorf("from the view: %+v", k2.Hidden())
	}

	// White draws 24, 25 and then plays the fitting 26: black knows white's
	// remaining tiles hold no 0 and no 6.
	order := [NumTiles]Tile{}
	for i, s := range strings.Split("00,01,02,03,04,05,06,11,12,13,14,15,22,23,24,25,26,16,33,34,35,36,44,45,46,55,56,66", ",") {
		order[i] = NewTile(int(s[0]-'0'), int(s[1]-'0'))
	}
	q, _ := Deal(order)
	q, _ = apply(t, q, "play:06")
	k = NewKnowledge(q.SeatView(Black))
	for _, a := range []string{"draw", "draw", "draw", "play:26:R"} {
		var ev []engine.Event
		q, ev = apply(t, q, a)
		k.Observe(engine.ForSeat(ev, Black))
	}
	if want := []HiddenTiles{{Count: 9, Void: 1<<0 | 1<<6}}; !slices.Equal(k.Hidden(), want) {
		t.Errorf("after draws and a play: %+v, want %+v", k.Hidden(), want)
	}
}

// perftByApply counts like Perft, through Legal and Apply.
func perftByApply(p Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, a := range p.Legal() {
		next, _, err := p.Apply(a)
		if err != nil {
			panic(err)
		}
		n += perftByApply(next.(Position), depth-1)
	}
	return n
}

func TestPerftAgreesWithApply(t *testing.T) {
	depth := 5
	if testing.Short() {
		depth = 3
	}
	r := newRand(3)
	for range 5 {
		p := NewGame(r)
		// Start some from the middle of a game too.
		for range r.IntN(12) {
			if p.Outcome().Finished() {
				break
			}
			l := p.Legal()
			next, _, _ := p.Apply(l[r.IntN(len(l))])
			p = next.(Position)
		}
		for d := 0; d <= depth; d++ {
			if got, want := Perft(p, d), perftByApply(p, d); got != want {
				t.Fatalf("%s: Perft(%d) = %d, by Apply %d", p, d, got, want)
			}
		}
	}
}

// perftDeal is a deal whose perft counts are pinned below.
const perftDeal = "66,35,00,15,26,55,46/14,16,56,23,34,24,06/05,12,22,36,04,11,33,03,44,25,01,02,45,13/- b 0"

func TestPerftFixed(t *testing.T) {
	// The canonical deal: black plays one of seven; white, holding no
	// 0, draws.
	p, _ := Deal(Set())
	want := []uint64{1, 7}
	for d, w := range want {
		if got := Perft(p, d); got != w {
			t.Errorf("Perft(%d) = %d, want %d", d, got, w)
		}
	}
	p = mustParse(t, perftDeal)
	want = []uint64{1, 7, 27, 83, 278, 637, 1595, 2870, 5631}
	if !testing.Short() {
		want = append(want, 7367, 9771, 13604, 18627, 28191, 34688, 35844, 50979)
	}
	for d, w := range want {
		if got := Perft(p, d); got != w {
			t.Errorf("%s: Perft(%d) = %d, want %d", perftDeal, d, got, w)
		}
	}
	blockedPos := mustParse(t, blocked("26,35,36,44,45,55,56,66", "11,13,14,15,16,22,23,24,33"))
	for d, w := range []uint64{1, 1, 0, 0} {
		if got := Perft(blockedPos, d); got != w {
			t.Errorf("blocked: Perft(%d) = %d, want %d", d, got, w)
		}
	}
}

func TestPlayoutMatchesApply(t *testing.T) {
	seeds := 2000
	if testing.Short() {
		seeds = 200
	}
	for seed := range uint64(seeds) {
		p := NewGame(newRand(seed))
		ra, rb := newRand(seed+1e6), newRand(seed+1e6)
		fastOut, fastN := RandomPlayout(p, ra)
		n := 0
		var s engine.State = p
		for !s.Outcome().Finished() {
			l := s.Legal()
			next, _, err := s.Apply(l[rb.IntN(len(l))])
			if err != nil {
				t.Fatal(err)
			}
			s = next
			n++
		}
		if s.Outcome() != fastOut || n != fastN {
			t.Fatalf("seed %d: playout %+v in %d, Apply %+v in %d", seed, fastOut, fastN, s.Outcome(), n)
		}
		if ra.Uint64() != rb.Uint64() {
			t.Fatalf("seed %d: the two paths drew differently from the source", seed)
		}
	}
}

// The compact position follows Play action by action, whether it is moved
// by Do or by Place and DrawOrPass, and reads what the position holds.
func TestCompactFollowsPlay(t *testing.T) {
	r := newRand(8)
	for g := range randomGames() {
		p := NewGame(r)
		c := p.Compact()
		for {
			checkCompact(t, &c, p)
			if p.Outcome().Finished() {
				break
			}
			legal := p.Legal()
			a := legal[r.IntN(len(legal))]
			next, _, err := p.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			switch m := MoveOf(a); {
			case g%2 == 0:
				c.Do(a)
			case m.Kind == PlayTile:
				c.Place(m.Tile, m.End)
			default:
				if drew := c.DrawOrPass(); drew != (m.Kind == DrawTile) {
					t.Fatalf("%s: DrawOrPass drew %v for %s", p, drew, m)
				}
			}
			p = next.(Position)
		}
	}
}

// checkCompact checks that c reads as p does.
func checkCompact(t *testing.T, c *Compact, p Position) {
	t.Helper()
	l, r, ok := p.Ends()
	cl, cr, cok := c.Ends()
	if c.Hand(Black) != SetOf(p.Hand(Black)...) || c.Hand(White) != SetOf(p.Hand(White)...) ||
		c.Line() != SetOf(p.Line()...) || ok != cok || ok && (l != cl || r != cr) ||
		c.BoneyardCount() != len(p.Boneyard()) || c.Passes() != p.Passes() || c.ToMove() != p.ToMove() ||
		c.Over() != p.Outcome().Finished() || c.Outcome() != p.Outcome() {
		t.Fatalf("%s: the compact position reads %+v", p, *c)
	}
	if !slices.Equal(c.AppendLegal(nil), p.Legal()) {
		t.Fatalf("%s: the compact position lists %v, the position %v", p, c.AppendLegal(nil), p.Legal())
	}
	if p.Outcome().Finished() {
		return
	}
	left, right := c.Playable()
	if (left | right) != SetOf(p.Playable()...) {
		t.Fatalf("%s: playable %v and %v, the position %v", p, left.Tiles(), right.Tiles(), p.Playable())
	}
	for _, a := range p.Legal() {
		if m := MoveOf(a); m.Kind == PlayTile && !map[End]TileSet{NoEnd: left, LeftEnd: left, RightEnd: right}[m.End].Has(m.Tile) {
			t.Fatalf("%s: %s is legal, but not playable on its end", p, m)
		}
	}
}

func TestPlayoutDoesNotAllocate(t *testing.T) {
	r := newRand(5)
	p := NewGame(r)
	if n := testing.AllocsPerRun(100, func() { RandomPlayout(NewGame(r), r) }); n != 0 {
		t.Errorf("RandomPlayout allocates %v times a game", n)
	}
	if n := testing.AllocsPerRun(10, func() { Perft(p, 3) }); n != 0 {
		t.Errorf("Perft allocates %v times", n)
	}
}

func TestRandomGameStatistics(t *testing.T) {
	// Uniformly random legal actions from seeded deals. The bounds come from
	// an independent implementation of the same rules; a figure outside
	// them means a rule is wrong.
	const games = 20000
	r := newRand(2024)
	var blackWins, blocked, drawn int
	for range games {
		o, _ := RandomPlayout(NewGame(r), r)
		if o.Reason == ReasonBlocked {
			blocked++
		}
		switch {
		case o.Status == engine.Draw:
			drawn++
		case o.Winner == Black:
			blackWins++
		}
	}
	winPct := 100 * float64(blackWins) / games
	blockedPct := 100 * float64(blocked) / games
	t.Logf("%d games: black wins %.2f %%, blocked %.2f %%, drawn %.2f %%", games, winPct, blockedPct, 100*float64(drawn)/games)
	if winPct < 51 || winPct > 56 {
		t.Errorf("black wins %.2f %% of random games, want 51–56 %%", winPct)
	}
	if blockedPct < 20 || blockedPct > 26 {
		t.Errorf("%.2f %% of random games end blocked, want 20–26 %%", blockedPct)
	}
}

func TestTileSet(t *testing.T) {
	// Every tile shows two numbers, or one for a double, and each number
	// is shown by seven tiles.
	for i := range NumTiles {
		tile := TileAt(i)
		n := 0
		for v := range 7 {
			if Showing(v).Has(tile) != tile.Has(v) {
				t.Errorf("Showing(%d).Has(%s) = %v", v, tile, Showing(v).Has(tile))
			}
			n += b2i(Showing(v).Has(tile.Flip()))
		}
		if want := 2 - b2i(tile.IsDouble()); n != want {
			t.Errorf("tile %s shown by %d numbers", tile, n)
		}
	}
	for v := range 7 {
		if Showing(v).Len() != 7 {
			t.Errorf("pip %d: %d tiles", v, Showing(v).Len())
		}
	}
	if Showing(-1) != 0 || Showing(7) != 0 {
		t.Error("Showing outside 0..6 is not empty")
	}
	s := SetOf(NewTile(5, 2), NewTile(0, 0), NewTile(6, 6), NewTile(7, 1), NewTile(2, 5))
	if s.Len() != 3 || s.First() != NewTile(0, 0) || s.Pips() != 19 || tileList(s.Tiles()) != "00,25,66" {
		t.Errorf("SetOf: %d tiles %s, %d pips", s.Len(), tileList(s.Tiles()), s.Pips())
	}
	if !s.Has(NewTile(2, 5)) || s.Has(NewTile(1, 2)) || s.Has(NewTile(7, 7)) {
		t.Error("Has")
	}
	if s.Without(NewTile(6, 6)).With(NewTile(3, 4)) != SetOf(NewTile(0, 0), NewTile(2, 5), NewTile(3, 4)) {
		t.Error("With and Without")
	}
	if s.With(NewTile(9, 1)) != s || s.Without(NewTile(9, 1)) != s || NewTile(9, 1).Index() != -1 {
		t.Error("an invalid tile changed a set")
	}
	set := Set()
	if AllTiles.Len() != NumTiles || AllTiles.Pips() != 168 || SetOf(set[:]...) != AllTiles {
		t.Errorf("AllTiles: %d tiles, %d pips", AllTiles.Len(), AllTiles.Pips())
	}
}

// A placed tile turns its matching half to the line; the other half is the
// new open end.
func TestEndsAfter(t *testing.T) {
	for _, c := range []struct {
		tile        Tile
		end         End
		left, right int
		wantL       int
		wantR       int
	}{
		{NewTile(2, 5), NoEnd, 0, 0, 2, 5},
		{NewTile(2, 5), LeftEnd, 5, 3, 2, 3},
		{NewTile(2, 5), LeftEnd, 2, 3, 5, 3},
		{NewTile(2, 5), RightEnd, 1, 2, 1, 5},
		{NewTile(2, 5), RightEnd, 1, 5, 1, 2},
		{NewTile(3, 3), LeftEnd, 3, 4, 3, 4},
		{NewTile(4, 6), RightEnd, 6, 6, 6, 4},
	} {
		if l, r := EndsAfter(c.tile, c.end, c.left, c.right); l != c.wantL || r != c.wantR {
			t.Errorf("%s on %q of %d…%d: ends %d…%d, want %d…%d", c.tile, c.end, c.left, c.right, l, r, c.wantL, c.wantR)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func tileList(ts []Tile) string {
	if len(ts) == 0 {
		return "-"
	}
	var out []string
	for _, t := range ts {
		out = append(out, t.String())
	}
	return strings.Join(out, ",")
}

// DrawNth(k) draws the boneyard's k-th tile: DrawNth(0) is the next draw,
// and the k drawn over every k are the boneyard's tiles, each once.
func TestCompactDrawNth(t *testing.T) {
	p := NewGame(newRand(5))
	c := p.Compact()
	me := c.ToMove()
	next := c
	next.DrawOrPass()
	got := map[Tile]bool{}
	for k := range c.BoneyardCount() {
		d := c
		d.DrawNth(k)
		drawn := d.Hand(me) &^ c.Hand(me)
		if d.BoneyardCount() != c.BoneyardCount()-1 || d.ToMove() != me {
			t.Fatalf("k %d: boneyard %d, to move %v", k, d.BoneyardCount(), d.ToMove())
		}
		for _, tl := range p.Boneyard() {
			if drawn == SetOf(tl) {
				got[tl] = true
			}
		}
		if k == 0 && d != next {
			t.Errorf("DrawNth(0) is not the next draw")
		}
	}
	if len(got) != len(p.Boneyard()) {
		t.Errorf("%d distinct tiles drawn of %d", len(got), len(p.Boneyard()))
	}
}
