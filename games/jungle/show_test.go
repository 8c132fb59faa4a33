package jungle

import (
	"flag"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine/jungle"
)

var showJungle = flag.String("show-jungle", "", "print a Jungle position, its winning moves and each other move's refutation (TestShowJungle)")

// TestShowJungle is a tool for writing the puzzles' texts, not a test: it
// prints the board of -show-jungle, the winning moves within 1 to 3 moves,
// and for every other first move the reply that refutes it.
//
//	go test ./puzzle -run TestShowJungle -show-jungle 'l5t/... r 0' -v
func TestShowJungle(t *testing.T) {
	if *showJungle == "" {
		t.Skip("run with -show-jungle POSITION")
	}
	pos, err := jungle.Parse(*showJungle)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for r := jungle.Ranks - 1; r >= 0; r-- {
		b.WriteByte(byte('1' + r))
		b.WriteByte(' ')
		for f := 0; f < jungle.Files; f++ {
			sq := jungle.Sq(f, r)
			ch := "."
			if jungle.IsWater(sq) {
				ch = "~"
			} else if _, ok := jungle.TrapOwner(sq); ok {
				ch = "#"
			} else if _, ok := jungle.DenOwner(sq); ok {
				ch = "@"
			}
			if pc, ok := pos.At(sq); ok {
				ch = string(pc.Animal.Letter())
				if pc.Side == jungle.Blue {
					ch = strings.ToLower(ch)
				}
			}
			b.WriteString(ch + " ")
		}
		b.WriteByte('\n')
	}
	b.WriteString("  a b c d e f g\n")
	t.Log("\n" + b.String())
	n := 0
	for k := 1; k <= maxJungleMoves; k++ {
		w := WinningMoves(pos, k)
		t.Logf("win within %d: %v", k, w)
		if n == 0 && len(w) > 0 {
			n = k
		}
	}
	if n == 0 {
		return
	}
	for _, m := range pos.Moves() {
		if r, ok := Refutation(pos, m, n); ok {
			t.Logf("%s %s: refuted by %s", m, describeJungle(pos, m.String()), r)
		}
	}
}
