package ai

import (
	"bufio"
	"flag"
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

var (
	texelGames  = flag.Int("texel-games", 0, "fit the Jungle evaluator's square table to this many seeded self-play games (TestJungleTexel)")
	texelNodes  = flag.Int("texel-nodes", 8000, "the self-play search's nodes a move in TestJungleTexel")
	texelData   = flag.String("texel-data", "", "a file of TestJungleTexel's positions: read when it exists, else written")
	texelOut    = flag.String("texel-out", "", "where TestJungleTexel writes the fitted table as Go source")
	texelLambda = flag.Float64("texel-lambda", 1e-7, "TestJungleTexel's pull of each entry towards the Expert's evaluator, a squared point")
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
// on the log loss, pulled towards the Expert's evaluator by -texel-lambda,
// and writes it as Go source to -texel-out. A tenth of the games (every
// tenth) is held out and its loss logged. Deterministic for its flags:
//
//	go test ./engine/ai -run TestJungleTexel -v -timeout 1h -args -texel-games 1600 -texel-out jungle_pst.go
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
	w := append([]float64(nil), w0...)
	m := make([]float64, len(w))
	v := make([]float64, len(w))
	g := make([]float64, len(w))
	const lr, b1, b2 = 2.0, 0.9, 0.999
	n := 0
	for i := range rows {
		if !rows[i].valid {
			n++
		}
	}
	for it := 1; it <= 600; it++ {
		for i := range g {
			g[i] = 2 * *texelLambda * (w[i] - w0[i])
		}
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
		for i := range w {
			m[i] = b1*m[i] + (1-b1)*g[i]
			v[i] = b2*v[i] + (1-b2)*g[i]*g[i]
			mh := m[i] / (1 - math.Pow(b1, float64(it)))
			vh := v[i] / (1 - math.Pow(b2, float64(it)))
			w[i] -= lr * mh / (math.Sqrt(vh) + 1e-12)
		}
		if it%100 == 0 {
			t.Logf("iteration %d: loss %.5f, held out %.5f", it, texelLoss(rows, w, k, false), texelLoss(rows, w, k, true))
		}
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
	fmt.Fprintf(&b, "// Code generated by TestJungleTexel (-texel-games %d -texel-nodes %d -texel-lambda %g); DO NOT EDIT.\n\n", *texelGames, *texelNodes, *texelLambda)
	b.WriteString("package ai\n\nimport \"github.com/plyyard/plyyard/engine/jungle\"\n\n")
	fmt.Fprintf(&b, "// texelTable is the evaluator's square table fitted to self-play (K %.5f).\n", k)
	b.WriteString("var texelTable = [9][jungle.Squares]int32{\n")
	for a := jungle.Rat; a <= jungle.Elephant; a++ {
		fmt.Fprintf(&b, "\t%d: {", a)
		for sq := 0; sq < jungle.Squares; sq++ {
			if sq%jungle.Files == 0 {
				b.WriteString("\n\t\t")
			} else {
				b.WriteString(" ")
			}
			fmt.Fprintf(&b, "%d,", int32(math.Round(w[int(a)*jungle.Squares+sq])))
		}
		b.WriteString("\n\t},\n")
	}
	b.WriteString("}\n")
	if err := os.WriteFile(*texelOut, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
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
