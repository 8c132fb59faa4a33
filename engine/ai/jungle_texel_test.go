package ai

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
)

// texelSample is a quiet position of a self-play game and the game's
// result for Red (1 a win, 0.5 a draw, 0 a loss).
type texelSample struct {
	p      jungle.Position
	result float64
	game   int
}

// expertTable is the Expert's evaluator as a square table (fromRed): the
// animal's value, the advance bonus, the trap penalty and the den guard.
func expertTable() (t [9][jungle.Squares]float64) {
	enemyDen, ownDen := jungle.Den(jungle.Blue), jungle.Den(jungle.Red)
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
			v := jungleValue[a]
			v += advance[abs(sq.File()-enemyDen.File())+abs(sq.Rank()-enemyDen.Rank())]
			if owner, ok := jungle.TrapOwner(sq); ok && owner == jungle.Blue {
				v -= jungleValue[a] / 4
			}
			if abs(sq.File()-ownDen.File())+abs(sq.Rank()-ownDen.Rank()) <= 2 {
				v += 25
			}
			t[a][sq] = float64(v)
		}
	}
	return t
}

// texelSelfPlay plays games seeded self-play games of the Expert's search at
// nodes a move, each opened with 2–8 random half-moves, on two workers, and
// returns the quiet positions past the opening (the side to move has no
// capture or den entry) with the game's result.
func texelSelfPlay(games, nodes int, seed uint64) []texelSample {
	per := make([][]texelSample, games)
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				per[i] = texelGame(i, nodes, mix(seed, uint64(i)))
			}
		}()
	}
	for i := 0; i < games; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	var all []texelSample
	for _, g := range per {
		all = append(all, g...)
	}
	return all
}

func texelGame(index, nodes int, seed uint64) []texelSample {
	rng := newRand(seed)
	var bots [2]*jungleSearch
	for i := range bots {
		bots[i] = newJungleSearch("texel", newRand(mix(seed, uint64(i+1))), expertConfig(nodes))
	}
	opening := 2 + rng.IntN(7)
	p := jungle.Start()
	var kept []texelSample
	for ply := 0; !p.Ended(); ply++ {
		moves := p.AppendMoves(nil)
		var m jungle.Move
		if dm, ok := denMove(p, moves); ok {
			m = dm
		} else if ply < opening {
			m = moves[rng.IntN(len(moves))]
		} else if len(moves) == 1 {
			m = moves[0]
		} else {
			m, _ = bots[p.ToMove()].search(p, moves, Budget{})
		}
		if ply >= opening && len(p.AppendTactical(nil)) == 0 {
			kept = append(kept, texelSample{p: p, game: index})
		}
		p, _ = p.Next(m)
	}
	o := p.Outcome()
	r := 0.0
	switch {
	case o.Status == engine.Draw:
		r = 0.5
	case o.Winner == jungle.Red:
		r = 1
	}
	for i := range kept {
		kept[i].result = r
	}
	return kept
}

// texelRow is a sample's table entries (animal*Squares + square) with their
// signs (+ Red, − Blue) times the Expert's draw damping.
type texelRow struct {
	idx    []int32
	weight float64
	result float64
	valid  bool
}

func texelRows(samples []texelSample) []texelRow {
	rows := make([]texelRow, len(samples))
	for i, s := range samples {
		r := texelRow{result: s.result, valid: s.game%10 == 9}
		for side := jungle.Red; side <= jungle.Blue; side++ {
			for a := jungle.Rat; a <= jungle.Elephant; a++ {
				sq := s.p.Where(side, a)
				if sq == jungle.NoSquare {
					continue
				}
				k := int32(int(a)*jungle.Squares + int(fromRed(side, sq)))
				if side == jungle.Blue {
					k = -k - 1
				}
				r.idx = append(r.idx, k)
			}
		}
		r.weight = float64(100-s.p.Clock()) / 100
		rows[i] = r
	}
	return rows
}

func (r *texelRow) eval(w []float64) float64 {
	var e float64
	for _, k := range r.idx {
		if k >= 0 {
			e += w[k]
		} else {
			e -= w[-k-1]
		}
	}
	return e * r.weight
}

// texelLoss is the mean log loss of sigmoid(k*eval) against the results,
// over the fitting (valid false) or the held-out rows.
func texelLoss(rows []texelRow, w []float64, k float64, valid bool) float64 {
	var sum float64
	n := 0
	for i := range rows {
		r := &rows[i]
		if r.valid != valid {
			continue
		}
		p := 1 / (1 + math.Exp(-k*r.eval(w)))
		p = min(max(p, 1e-9), 1-1e-9)
		sum -= r.result*math.Log(p) + (1-r.result)*math.Log(1-p)
		n++
	}
	return sum / float64(n)
}

// TestJungleTexel fits the Jungle evaluator's square table (docs/ai.md) to
// seeded self-play: it plays -texel-games games of the Expert's search at
// -texel-nodes nodes a move, each opened with 2–8 random half-moves, keeps
// the quiet positions with the game's result, fits the scale K of
// sigmoid(K*eval) with the Expert's own evaluator, then the table by Adam
// on the log loss (with -texel-mirror the table kept the same mirrored file for file), pulled towards the Expert's evaluator by -texel-lambda,
// and writes it as Go source to -texel-out. A tenth of the games (every
// tenth) is held out and its loss logged. Deterministic for its flags:
//
//	go test ./engine/ai -run TestJungleTexel -v -timeout 2h -args -texel-games 1200 -texel-nodes 6000 -texel-lambda 1e-10 -texel-out testdata/jungle_texel_table.txt
func TestJungleTexel(t *testing.T) {
	if *texelGames == 0 {
		t.Skip("run with -texel-games N")
	}
	samples := texelLoad(t)
	if samples == nil {
		samples = texelSelfPlay(*texelGames, *texelNodes, 77)
		texelSave(t, samples)
	}
	rows := texelRows(samples)
	t.Logf("%d positions", len(rows))
	base := expertTable()
	w0 := make([]float64, 9*jungle.Squares)
	for a := range base {
		copy(w0[a*jungle.Squares:], base[a][:])
	}
	bestK, bestL := 0.0, math.Inf(1)
	for k := 0.0002; k < 0.01; k *= 1.1 {
		if l := texelLoss(rows, w0, k, false); l < bestL {
			bestK, bestL = k, l
		}
	}
	k := bestK
	t.Logf("K %.5f: the Expert's evaluator, loss %.5f (held out %.5f)", k, bestL, texelLoss(rows, w0, k, true))
	// The parameters: the table itself, or with -texel-coarse the
	// Expert's terms (coarseTable).
	build, pull := func(th []float64) []float64 { return th }, func(g []float64) []float64 { return g }
	th0 := w0
	if *texelCoarse {
		build, pull, th0 = coarseTable, coarsePull, coarseStart()
	}
	th := append([]float64(nil), th0...)
	w := build(th)
	m := make([]float64, len(th))
	v := make([]float64, len(th))
	g := make([]float64, len(w))
	const lr, b1, b2 = 2.0, 0.9, 0.999
	n := 0
	for i := range rows {
		if !rows[i].valid {
			n++
		}
	}
	for it := 1; it <= 600; it++ {
		clear(g)
		for i := range rows {
			r := &rows[i]
			if r.valid {
				continue
			}
			p := 1 / (1 + math.Exp(-k*r.eval(w)))
			d := (p - r.result) * k * r.weight / float64(n)
			for _, x := range r.idx {
				if x >= 0 {
					g[x] += d
				} else {
					g[-x-1] -= d
				}
			}
		}
		// The board and the rules are the same mirrored file for file:
		// with -texel-mirror, keep the table so.
		for a := 0; a < 9 && *texelMirror; a++ {
			for sq := 0; sq < jungle.Squares; sq++ {
				f := sq % jungle.Files
				if f >= jungle.Files/2 {
					continue
				}
				i, j := a*jungle.Squares+sq, a*jungle.Squares+sq-f+jungle.Files-1-f
				g[i], g[j] = (g[i]+g[j])/2, (g[i]+g[j])/2
			}
		}
		gt := pull(g)
		for i := range th {
			gi := gt[i] + 2**texelLambda*(th[i]-th0[i])
			m[i] = b1*m[i] + (1-b1)*gi
			v[i] = b2*v[i] + (1-b2)*gi*gi
			mh := m[i] / (1 - math.Pow(b1, float64(it)))
			vh := v[i] / (1 - math.Pow(b2, float64(it)))
			th[i] -= lr * mh / (math.Sqrt(vh) + 1e-12)
		}
		w = build(th)
		if it%100 == 0 {
			t.Logf("iteration %d: loss %.5f, held out %.5f", it, texelLoss(rows, w, k, false), texelLoss(rows, w, k, true))
		}
	}
	if *texelCoarse {
		t.Logf("values %.0f, advance %.0f, trap %.0f %% of the quarter value, guard %.0f", th[:8], th[8:20], th[20], th[21])
	}
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		var sum float64
		for sq := 0; sq < jungle.Squares; sq++ {
			sum += w[int(a)*jungle.Squares+sq]
		}
		t.Logf("%s: mean %.0f (the Expert's %d)", a.Name(), sum/jungle.Squares, jungleValue[a])
	}
	if *texelOut != "" {
		texelWrite(t, w, k)
	}
}

func texelLoad(t *testing.T) []texelSample {
	if *texelData == "" {
		return nil
	}
	f, err := os.Open(*texelData)
	if err != nil {
		return nil
	}
	defer f.Close()
	var all []texelSample
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		p, err := jungle.Parse(parts[0])
		if err != nil {
			t.Fatal(err)
		}
		r, _ := strconv.ParseFloat(parts[1], 64)
		g, _ := strconv.Atoi(parts[2])
		all = append(all, texelSample{p: p, result: r, game: g})
	}
	return all
}

func texelSave(t *testing.T, samples []texelSample) {
	if *texelData == "" {
		return
	}
	var b strings.Builder
	for _, s := range samples {
		fmt.Fprintf(&b, "%s\t%g\t%d\n", s.p, s.result, s.game)
	}
	if err := os.WriteFile(*texelData, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func texelWrite(t *testing.T, w []float64, k float64) {
	var b strings.Builder
	fmt.Fprintf(&b, "# TestJungleTexel -texel-games %d -texel-nodes %d -texel-lambda %g: K %.5f\n", *texelGames, *texelNodes, *texelLambda, k)
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		for sq := 0; sq < jungle.Squares; sq++ {
			if sq > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%d", int32(math.Round(w[int(a)*jungle.Squares+sq])))
		}
		b.WriteByte('\n')
	}
	if err := os.WriteFile(*texelOut, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// readTexelTable reads the texel candidate's table (-texel-table, by default
// testdata/jungle_texel_table.txt; docs/benchmarks.md, "Jungle 60-move
// draws, third attempt"): after a comment line saying how it was fitted, a
// line of 63 entries an animal, rat to elephant, the board's squares from
// Red's side.
func readTexelTable() (*[9][jungle.Squares]int32, error) {
	texelTableFile := *texelTable
	data, err := os.ReadFile(texelTableFile)
	if err != nil {
		return nil, err
	}
	var table [9][jungle.Squares]int32
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 9 {
		return nil, fmt.Errorf("%s: %d lines, want 9", texelTableFile, len(lines))
	}
	for a, line := range lines[1:] {
		fields := strings.Fields(line)
		if len(fields) != jungle.Squares {
			return nil, fmt.Errorf("%s: line %d has %d entries", texelTableFile, a+2, len(fields))
		}
		for sq, f := range fields {
			x, err := strconv.Atoi(f)
			if err != nil {
				return nil, err
			}
			table[a+1][sq] = int32(x)
		}
	}
	return &table, nil
}

// TestSquareTableIsTheExpertsEvaluator checks the square table's layout:
// the Expert's evaluator written as a table scores every position of a few
// seeded random games as the Expert's evaluator does.
func TestSquareTableIsTheExpertsEvaluator(t *testing.T) {
	var table [9][jungle.Squares]int32
	for a, row := range expertTable() {
		for sq, v := range row {
			table[a][sq] = int32(v)
		}
	}
	expert := newJungleSearch("expert", newRand(1), expertConfig(expertNodes))
	tabled := newJungleSearch("table", newRand(1), expertConfig(expertNodes))
	tabled.cfg.pst = &table
	rng := newRand(3)
	for game := 0; game < 20; game++ {
		p := jungle.Start()
		for !p.Ended() {
			for _, root := range []engine.Seat{jungle.Red, jungle.Blue} {
				expert.root, tabled.root = root, root
				if a, b := expert.evaluate(&p), tabled.evaluate(&p); a != b {
					t.Fatalf("%s, root %d: the Expert %d, the table %d", p, root, a, b)
				}
			}
			moves := p.AppendMoves(nil)
			p, _ = p.Next(moves[rng.IntN(len(moves))])
		}
	}
}

// The coarse parameters of the square table: the eight animals' values,
// the advance bonus by distance to the enemy den (0–11), the trap penalty
// in hundredths of a quarter of the animal's value, the den guard bonus.
const (
	coarseAdvance = 8
	coarseTrap    = 20
	coarseGuard   = 21
)

func coarseStart() []float64 {
	th := make([]float64, 22)
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		th[a-1] = float64(jungleValue[a])
	}
	for d, x := range advance {
		th[coarseAdvance+d] = float64(x)
	}
	th[coarseTrap], th[coarseGuard] = 100, 25
	return th
}

// coarseTerms returns a square's distance to Blue's den, whether it is a
// Blue trap and whether it is within two steps of Red's den.
func coarseTerms(sq jungle.Square) (d int, trap, guard bool) {
	enemyDen, ownDen := jungle.Den(jungle.Blue), jungle.Den(jungle.Red)
	d = abs(sq.File()-enemyDen.File()) + abs(sq.Rank()-enemyDen.Rank())
	owner, ok := jungle.TrapOwner(sq)
	trap = ok && owner == jungle.Blue
	guard = abs(sq.File()-ownDen.File())+abs(sq.Rank()-ownDen.Rank()) <= 2
	return d, trap, guard
}

func coarseTable(th []float64) []float64 {
	w := make([]float64, 9*jungle.Squares)
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
			d, trap, guard := coarseTerms(sq)
			x := th[a-1] + th[coarseAdvance+d]
			if trap {
				x -= th[coarseTrap] * float64(jungleValue[a]) / 400
			}
			if guard {
				x += th[coarseGuard]
			}
			w[int(a)*jungle.Squares+int(sq)] = x
		}
	}
	return w
}

// coarsePull turns the loss's gradient by table entry into its gradient by
// coarse parameter.
func coarsePull(g []float64) []float64 {
	gt := make([]float64, 22)
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
			x := g[int(a)*jungle.Squares+int(sq)]
			d, trap, guard := coarseTerms(sq)
			gt[a-1] += x
			gt[coarseAdvance+d] += x
			if trap {
				gt[coarseTrap] -= x * float64(jungleValue[a]) / 400
			}
			if guard {
				gt[coarseGuard] += x
			}
		}
	}
	return gt
}
