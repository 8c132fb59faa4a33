package main

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/registry"
)

const jungleStart = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 0"

func ply(args ...string) (code int, out, errOut string) { return plyWith(registry.Games, args...) }

// plyWith runs the tool over the games of reg.
func plyWith(reg *games.Registry, args ...string) (code int, out, errOut string) {
	var o, e bytes.Buffer
	code = run(reg, args, &o, &e)
	return code, o.String(), e.String()
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{nil, {"help"}, {"--help"}} {
		code, out, _ := ply(args...)
		if code != 0 || !strings.Contains(out, "ply perft") || !strings.Contains(out, "jungle") {
			t.Errorf("%v: %d %q", args, code, out)
		}
	}
}

func TestPerft(t *testing.T) {
	for depth, want := range []string{"1", "24", "576", "12240"} {
		code, out, errOut := ply("perft", "jungle", string(rune('0'+depth)))
		if code != 0 || strings.TrimSpace(out) != want || !strings.Contains(errOut, "second") {
			t.Errorf("perft %d: %d %q %q", depth, code, out, errOut)
		}
	}
	code, out, _ := ply("perft", "jungle", "2", jungleStart)
	if code != 0 || strings.TrimSpace(out) != "576" {
		t.Errorf("perft with position: %d %q", code, out)
	}
	// A finished game adds nothing deeper.
	code, out, _ = ply("perft", "jungle", "3", "3E3/7/7/7/7/7/7/7/3e3 b 60")
	if code != 2 {
		t.Errorf("impossible position accepted: %d %q", code, out)
	}
	code, out, _ = ply("perft", "jungle", "2", "3E3/7/7/7/7/7/7/7/4e2 b 4")
	if code != 0 || strings.TrimSpace(out) != "0" {
		t.Errorf("perft of a finished game: %d %q", code, out)
	}
}

// TestGenericPerftAgrees checks the game's fast perft against the generic one
// that goes through the public contract.
func TestGenericPerftAgrees(t *testing.T) {
	for _, e := range registry.Games.All() {
		s := e.Rules.Start(rand.New(rand.NewPCG(5, 5)))
		for d := 0; d <= 3; d++ {
			if fast, slow := e.Perft(s, d), genericPerft(s, d); fast != slow {
				t.Errorf("%s perft %d: fast %d, generic %d", e.Name, d, fast, slow)
			}
		}
	}
}

func TestLegal(t *testing.T) {
	code, out, _ := ply("legal", "jungle", jungleStart)
	lines := strings.Fields(out)
	if code != 0 || len(lines) != 24 || !slices.IsSorted(lines) || lines[0] != "a1a2" {
		t.Errorf("%d %q", code, out)
	}
	// The position may also arrive unquoted, split at its spaces.
	code, out2, _ := ply(append([]string{"legal", "jungle"}, strings.Fields(jungleStart)...)...)
	if code != 0 || out2 != out {
		t.Errorf("unquoted: %d %q", code, out2)
	}
	code, out, _ = ply("legal", "jungle", "3E3/7/7/7/7/7/7/7/4e2 b 4")
	if code != 0 || out != "" {
		t.Errorf("finished game: %d %q", code, out)
	}
}

func TestApply(t *testing.T) {
	code, out, _ := ply("apply", "jungle", jungleStart, "g3g4", "a7a6", "g4f4")
	if code != 0 || strings.TrimSpace(out) != "l5t/1w3c1/2p1d1e/r6/7/5R1/E1D1P2/1C3W1/T5L b 3" {
		t.Errorf("%d %q", code, out)
	}
	code, out, _ = ply("apply", "jungle", jungleStart)
	if code != 0 || strings.TrimSpace(out) != jungleStart {
		t.Errorf("no actions: %d %q", code, out)
	}
	code, out, errOut := ply("apply", "jungle", jungleStart, "g3g4", "e7e6")
	if code != 2 || out != "" || !strings.Contains(errOut, "e7e6") || !strings.Contains(errOut, "rat") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("illegal: %d %q %q", code, out, errOut)
	}
	code, _, errOut = ply("apply", "jungle", "3E3/7/7/7/7/7/7/7/4e2 b 4", "e1e2")
	if code != 2 || !strings.Contains(errOut, "over") {
		t.Errorf("after the end: %d %q", code, errOut)
	}
}

func TestStatus(t *testing.T) {
	for pos, want := range map[string]string{
		jungleStart:                             "ongoing",
		"3E3/7/7/7/7/7/7/7/4e2 b 4":             "win r den",
		"4E2/7/7/7/7/7/7/7/3e3 r 4":             "win b den",
		"7/7/7/7/7/7/7/c6/Rd5 r 0":              "win b no-moves",
		jungleStart[:len(jungleStart)-1] + "60": "draw 60-plies",
	} {
		code, out, errOut := ply("status", "jungle", pos)
		if code != 0 || strings.TrimSpace(out) != want {
			t.Errorf("%s: %d %q %q, want %q", pos, code, out, errOut, want)
		}
	}
}

func TestSelfplay(t *testing.T) {
	code, out, _ := ply("selfplay", "jungle", "--games", "50", "--seed", "7")
	if code != 0 || !strings.Contains(out, "games 50") || !strings.Contains(out, "mean-length") {
		t.Fatalf("%d %q", code, out)
	}
	_, again, _ := ply("selfplay", "jungle", "--games=50", "--seed=7")
	if again != out {
		t.Error("the same seed must give the same games")
	}
}

func TestBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"frobnicate"},
		{"perft"},
		{"perft", "chess", "1"},
		{"perft", "jungle"},
		{"perft", "jungle", "x"},
		{"perft", "jungle", "-1"},
		{"perft", "jungle", "1", "not a position"},
		{"legal", "jungle"},
		{"legal", "jungle", "7/7/7 r 0"},
		{"legal", "jungle", jungleStart, "extra"},
		{"apply", "jungle", jungleStart, "zz"},
		{"apply", "jungle", jungleStart, "a1a3"},
		{"status", "jungle", "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 99"},
		{"selfplay", "jungle", "--games", "0"},
		{"selfplay", "jungle", "--games"},
		{"selfplay", "jungle", "--colour", "red"},
		{"selfplay", "go"},
	} {
		code, out, errOut := ply(args...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "ply") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

func TestOutcomeFormat(t *testing.T) {
	sides := [2]string{"r", "b"}
	for o, want := range map[engine.Outcome]string{
		{Status: engine.Ongoing}:                                   "ongoing",
		{Status: engine.Win, Winner: engine.Second, Reason: "den"}: "win b den",
		{Status: engine.Draw, Reason: "60-plies"}:                  "draw 60-plies",
	} {
		if got := o.Format(sides); got != want {
			t.Errorf("%+v: %q", o, got)
		}
	}
}
