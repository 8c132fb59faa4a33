package main

import (
	"regexp"
	"strings"
	"testing"
)

var reviewLineRE = regexp.MustCompile(`^(\d+)\t(\S+)\t(\d+)% -> (\d+)%\t(\S+)\t(\?\?|\?!|\?|-|\.)\t(\.|\S+(?: \S+){0,3})$`)

// sideLineRE is a side's summary after the actions: name, accuracy, luck.
var sideLineRE = regexp.MustCompile(`^([a-z]+)\taccuracy (\d+%|-)\tluck ([+-]\d+|-)$`)

func TestReviewOutput(t *testing.T) {
	code, out, errOut := ply("review", "ludo", "--ms", "5", "--pos", "15,30,56,56/45,56,56,56 r 4 0", "p1", "roll:3")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || errOut != "" || len(lines) != 4 {
		t.Fatalf("%d %q %q", code, out, errOut)
	}
	// Red's one decision threw the game away: its accuracy is near 0.
	// Yellow made none, and its roll of 3 is its luck.
	for i, want := range []struct{ side, acc, luck string }{{"red", "3%", "+0"}, {"yellow", "-", "-4"}} {
		m := sideLineRE.FindStringSubmatch(lines[2+i])
		if m == nil || m[1] != want.side || m[2] != want.acc || m[3] != want.luck {
			t.Errorf("side line %q, want %v", lines[2+i], want)
		}
	}
	for i, want := range []struct{ n, action, best, mark string }{
		{"1", "p1", "p0", "??"}, // letting Yellow's last piece run home
		{"2", "roll:3", ".", "."},
	} {
		m := reviewLineRE.FindStringSubmatch(lines[i])
		if m == nil || m[1] != want.n || m[2] != want.action || m[5] != want.best || m[6] != want.mark {
			t.Errorf("line %q, want %v", lines[i], want)
		}
	}
	// The same seed, the same lines; the seed is a flag like the others.
	code2, out2, _ := ply("review", "ludo", "--pos", "15,30,56,56/45,56,56,56 r 4 0", "--ms", "5", "p1", "roll:3")
	if code2 != 0 || out2 != out {
		t.Errorf("not deterministic: %q then %q", out, out2)
	}
	// The line starts with the best action; in a dice game the roll comes
	// after it, so the line is that one move; chance steps have none.
	for i, want := range []string{"p0", "."} {
		if m := reviewLineRE.FindStringSubmatch(lines[i]); m == nil || m[7] != want {
			t.Errorf("line %q: the Expert's line, want %q", lines[i], want)
		}
	}
	// A Jungle game from the start, and a dominoes deal from the seed as
	// ply start deals it, judged by one seat.
	code, out, errOut = ply("review", "jungle", "--ms", "5", "g3g4", "a7a6")
	lines = strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 4 || !reviewLineRE.MatchString(lines[0]) {
		t.Errorf("jungle: %d %q %q", code, out, errOut)
	} else if m := sideLineRE.FindStringSubmatch(lines[3]); m == nil || m[1] != "blue" || m[3] != "-" {
		t.Errorf("jungle, Blue's line %q: want its luck as -", lines[3])
	} else if m := reviewLineRE.FindStringSubmatch(lines[0]); len(strings.Fields(m[7])) < 2 || strings.Fields(m[7])[0] != m[5] {
		// The search sees further: its line goes on past the best move.
		t.Errorf("jungle: the line %q, want the best move %s and more", m[7], m[5])
	}
	// An inaccuracy: Red's piece 2 leaves 8 points of its chance (the
	// registry's grade test has the same position).
	code, out, errOut = ply("review", "ludo", "--ms", "20", "--pos", "56,50,0,0/26,26,b,1 r 1 0", "p2")
	if m := reviewLineRE.FindStringSubmatch(strings.Split(out, "\n")[0]); code != 0 || m == nil || m[6] != "?!" {
		t.Errorf("ludo: %d %q %q, want the mark ?!", code, out, errOut)
	}
	_, deal, _ := ply("start", "domino", "--seed", "3")
	code, out, errOut = ply("review", "domino", "--seed", "3", "--ms", "2", "--viewer", "b", "play:24")
	lines = strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 || !reviewLineRE.MatchString(lines[0]) || !sideLineRE.MatchString(lines[2]) || !strings.Contains(deal, "24,") {
		t.Errorf("domino: %d %q %q (deal %s)", code, out, errOut, deal)
	}
}

func TestReviewRefusesBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"review", "chess", "e2e4"}, "unknown game"},
		{[]string{"review", "jungle", "--pos", "l5t/7 r 0", "g3g4"}, "jungle"},
		{[]string{"review", "jungle", "g3g4", "g3g4"}, "action 2"},
		{[]string{"review", "jungle", "g3"}, "action 1"},
		{[]string{"review", "ludo", "roll"}, "outcome"},
		{[]string{"review", "jungle"}, "no actions"},
		{[]string{"review", "domino", "--viewer", "x", "draw"}, "--viewer"},
		{[]string{"review", "jungle", "--seed", "-1", "g3g4"}, "--seed"},
		{[]string{"review", "jungle", "--depth", "3", "g3g4"}, "unknown flag"},
	} {
		code, out, errOut := ply(c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: %d %q %q, want exit 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}

// The progress shown on a terminal counts up in place, once a percent, and
// clears its line at the end.
func TestReviewProgressLine(t *testing.T) {
	var b strings.Builder
	p := progressLine(&b)
	for _, d := range []int{0, 1, 1, 2, 4} {
		p(d, 4)
	}
	if want := "\rreviewing… 0%\rreviewing… 25%\rreviewing… 50%\r\033[K"; b.String() != want {
		t.Errorf("%q, want %q", b.String(), want)
	}
}
