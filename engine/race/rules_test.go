package race

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// scenario plays actions from a position and checks the position reached,
// and, when given, the events of all the actions and the legal actions at
// the end.
type scenario struct {
	name, from, want, events, legal string
	play                            []string
}

// readScenarios reads the scenarios of testdata/rules.txt (the file says
// how they are written), each named after its group.
func readScenarios(t *testing.T, path string) []scenario {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []scenario
	group := ""
	for n, line := range strings.Split(string(data), "\n") {
		key, value, _ := strings.Cut(strings.TrimPrefix(line, "\t"), "\t")
		switch {
		case strings.HasPrefix(line, "## "):
			group = line[3:]
		case line == "" || line[0] == '#':
		case line[0] != '\t':
			out = append(out, scenario{name: group + "/" + line})
		case len(out) == 0:
			t.Fatalf("%s:%d: %q before the first scenario", path, n+1, line)
		default:
			sc := &out[len(out)-1]
			field := map[string]*string{"from": &sc.from, "want": &sc.want, "events": &sc.events, "legal": &sc.legal}[key]
			switch {
			case key == "play":
				sc.play = strings.Fields(value)
			case field != nil:
				*field = value
			default:
				t.Fatalf("%s:%d: unknown field %q", path, n+1, key)
			}
		}
	}
	return out
}

// TestRules plays the rule scenarios of testdata/rules.txt.
func TestRules(t *testing.T) {
	scenarios := readScenarios(t, "testdata/rules.txt")
	if len(scenarios) < 60 {
		t.Fatalf("only %d scenarios", len(scenarios))
	}
	for _, c := range scenarios {
		t.Run(c.name, func(t *testing.T) {
			if c.from == "" || c.want == "" {
				t.Fatalf("the scenario needs from and want: %+v", c)
			}
			got, ev := run(t, c.from, c.play...)
			if got.String() != c.want {
				t.Errorf("from %q after %v:\n got  %q\n want %q", c.from, c.play, got, c.want)
			}
			if c.events != "" && eventText(ev) != c.events {
				t.Errorf("events:\n got  %s\n want %s", eventText(ev), c.events)
			}
			if c.legal != "" && legalText(got) != c.legal {
				t.Errorf("legal: got %q, want %q", legalText(got), c.legal)
			}
		})
	}
}

func TestStartRedFirst(t *testing.T) {
	const start = "b,b,b,b/b,b,b,b r roll 0"
	for _, g := range []engine.Rules{LudoRules, AviationRules} {
		s := g.Start(nil)
		if s.String() != start {
			t.Errorf("%s start: got %q, want %q", g.Name, s, start)
		}
		if s.ToMove() != engine.First {
			t.Errorf("%s: %v to move first, want red", g.Name, s.ToMove())
		}
		if legalText(s.(Position)) != "roll" {
			t.Errorf("%s: legal at start %q, want roll", g.Name, legalText(s.(Position)))
		}
		if s.Outcome().Finished() {
			t.Errorf("%s: start is finished", g.Name)
		}
	}
	if Start().String() != start {
		t.Errorf("Start: %q", Start())
	}
}

func TestGames(t *testing.T) {
	if LudoRules.Name != "ludo" || AviationRules.Name != "aviation" {
		t.Errorf("names %q %q", LudoRules.Name, AviationRules.Name)
	}
	if Ludo.Name() != "ludo" || Aviation.String() != "aviation" {
		t.Errorf("variant names %q %q", Ludo.Name(), Aviation.String())
	}
	for _, g := range []engine.Rules{LudoRules, AviationRules} {
		if g.Sides != [2]string{"r", "y"} || g.SideNames != [2]string{"red", "yellow"} {
			t.Errorf("%s sides %v %v", g.Name, g.Sides, g.SideNames)
		}
		s, err := g.Parse("10,b,b,b/b,b,b,b y roll 0")
		if err != nil || s.String() != "10,b,b,b/b,b,b,b y roll 0" {
			t.Errorf("%s Parse: %v %v", g.Name, s, err)
		}
		s, err = g.Parse("nonsense")
		if err == nil || s != nil {
			t.Errorf("%s Parse(nonsense) = %v, %v; want nil state and an error", g.Name, s, err)
		}
	}
}

// The landmarks of the loop, in red's frame: the four start squares in
// clockwise colour order and a star eight squares after each; a piece is
// safe exactly on them, whichever its colour.
func TestLoopLandmarks(t *testing.T) {
	starts := map[int]int{0: 0, 13: 1, 26: 2, 39: 3}
	stars := map[int]bool{8: true, 21: true, 34: true, 47: true}
	for sq := -1; sq <= LoopLen; sq++ {
		colour, start := StartColour(sq)
		want, wantStart := starts[sq]
		if start != wantStart || start && colour != want {
			t.Errorf("StartColour(%d) = %d, %v", sq, colour, start)
		}
		if Star(sq) != stars[sq] {
			t.Errorf("Star(%d) = %v", sq, Star(sq))
		}
	}
	for _, seat := range []engine.Seat{engine.First, engine.Second} {
		for q := 0; q <= LastLoop; q++ {
			sq, _ := LoopSquare(seat, q)
			_, start := StartColour(sq)
			if Safe(q) != (start || Star(sq)) {
				t.Errorf("seat %d progress %d (square %d): Safe %v", seat, q, sq, Safe(q))
			}
		}
	}
	if Safe(51) || Safe(Base) || Safe(Finish) {
		t.Error("a progress off the loop is safe")
	}
}

// OtherFrame names the opponent's progress on the same loop square, and
// knows the one square the opponent passes by into its home column.
func TestOtherFrame(t *testing.T) {
	for _, c := range []struct {
		q, want int
		ok      bool
	}{
		{0, 26, true}, {10, 36, true}, {24, 50, true}, {25, 51, false},
		{26, 0, true}, {50, 24, true}, {Base, 0, false}, {51, 0, false}, {Finish, 0, false},
	} {
		if got, ok := OtherFrame(c.q); got != c.want || ok != c.ok {
			t.Errorf("OtherFrame(%d) = %d, %v; want %d, %v", c.q, got, ok, c.want, c.ok)
		}
	}
}

// The fast path reports what a move did, and the roll's movable pieces.
func TestNextRollAndMove(t *testing.T) {
	p := mustParse(t, "4,b,b,b/36,36,b,b r roll 0")
	p, m := p.NextRoll(6)
	if m != 0b1111 || m.Count() != 4 || m.First() != 0 || !m.Has(3) || m.Has(4) || p.String() != "4,b,b,b/36,36,b,b r 6 1" {
		t.Fatalf("after a six: %v, movable %04b", p, m)
	}
	next, r := p.NextMove(0)
	want := MoveReport{From: 4, To: 10, Captured: 2, Victims: 72, ExtraRoll: true}
	if r != want || next.String() != "10,b,b,b/b,b,b,b r roll 1" {
		t.Errorf("capture: %v, %+v; want %+v", next, r, want)
	}
	if next, r = p.NextMove(1); r != (MoveReport{From: Base, Entered: true, ExtraRoll: true}) || next.Progress(engine.First, 1) != 0 {
		t.Errorf("entry: %v, %+v", next, r)
	}
	won := mustParse(t, "56,56,56,53/b,b,b,b r 3 0")
	if next, r = won.NextMove(3); r != (MoveReport{From: 53, To: 56, Arrived: true, Won: true}) || next.Outcome().Winner != engine.First {
		t.Errorf("win: %v, %+v", next, r)
	}
	if _, m = mustParse(t, "53,b,b,b/b,b,b,b r roll 0").NextRoll(5); m != 0 || m.First() != -1 {
		t.Errorf("no move: movable %04b", m)
	}
	if m := mustParse(t, "53,b,b,b/b,b,b,b r roll 0").Movable(); m != 0 {
		t.Errorf("roll phase: movable %04b", m)
	}
}

// A home column square is never mistaken for the loop square it borders, and
// yellow's loop is red's turned by 26 squares.
func TestLoopSquare(t *testing.T) {
	if _, on := LoopSquare(engine.First, 51); on {
		t.Error("LoopSquare(red, 51) is on the loop")
	}
	if sq, on := LoopSquare(engine.Second, 0); !on || sq != 26 {
		t.Errorf("LoopSquare(yellow, 0) = %d, %v; want 26", sq, on)
	}
	if sq, on := LoopSquare(engine.Second, 30); !on || sq != 4 {
		t.Errorf("LoopSquare(yellow, 30) = %d, %v; want 4", sq, on)
	}
}

// Four pieces home win at once.
func TestWin(t *testing.T) {
	p, _ := run(t, "56,56,56,53/20,b,b,b r roll 0", "roll:3", "p3")
	want := engine.Outcome{Status: engine.Win, Winner: engine.First, Reason: "home"}
	if p.Outcome() != want {
		t.Errorf("outcome %+v, want %+v", p.Outcome(), want)
	}
	if p.Outcome().Format([2]string{"r", "y"}) != "win r home" {
		t.Errorf("status %q", p.Outcome().Format([2]string{"r", "y"}))
	}
	if p.Legal() != nil || p.View(engine.First).Legal() != nil {
		t.Errorf("legal actions in a finished game: %v", p.Legal())
	}
	for _, a := range []engine.Action{Roll, RollOf(3), Move(0), 0} {
		next, ev, err := p.Apply(a)
		if !errors.Is(err, engine.ErrFinished) || next != nil || ev != nil {
			t.Errorf("Apply(%s) on a finished game: %v, %v, %v", p.FormatAction(a), next, ev, err)
		}
	}
	y := mustParse(t, "20,b,b,b/56,56,56,56 y roll 0")
	if o := y.Outcome(); o.Status != engine.Win || o.Winner != engine.Second || o.Reason != "home" {
		t.Errorf("yellow outcome %+v", o)
	}
}

func TestAviationSameRules(t *testing.T) {
	seq := []string{"roll:6", "p0", "roll:6", "p1", "roll:4", "p0"}
	a, ea, err := engine.ApplyText(AviationRules.Start(nil), seq...)
	if err != nil {
		t.Fatal(err)
	}
	l, el, err := engine.ApplyText(LudoRules.Start(nil), seq...)
	if err != nil {
		t.Fatal(err)
	}
	if a != l || eventText(ea) != eventText(el) {
		t.Errorf("aviation %v and ludo %v differ", a, l)
	}
}

func TestIllegalActions(t *testing.T) {
	cases := []struct {
		from   string
		action engine.Action
		reason string
	}{
		{"b,b,b,b/b,b,b,b r roll 0", Move(0), "roll the die first"},
		{"b,b,b,b/b,b,b,b r roll 0", Roll, "needs its outcome from the host"},
		{"b,b,b,b/b,b,b,b r roll 0", Roll | 7, "not 7"},
		{"b,b,b,b/b,b,b,b r roll 0", Roll | 15, "not 15"},
		{"b,b,b,b/b,b,b,b r 6 1", RollOf(3), "already shows 6"},
		{"b,b,b,b/b,b,b,b r 6 1", Roll, "already shows 6"},
		{"10,b,b,b/b,b,b,b r 4 0", Move(1), "needs a 6"},
		{"56,10,b,b/b,b,b,b r 4 0", Move(0), "already home"},
		{"53,10,b,b/b,b,b,b r 4 0", Move(0), "needs exactly 3"},
		{"10,b,b,b/b,b,b,b r 4 0", 0, "not an action"},
		{"10,b,b,b/b,b,b,b r 4 0", movePiece | 4, "not an action"},
		{"10,b,b,b/b,b,b,b r 4 0", 0x99, "not an action"},
		{"10,b,b,b/b,b,b,b r 4 0", Move(7), "not an action"},
		{"10,b,b,b/b,b,b,b r 4 0", RollOf(0), "not an action"},
	}
	for _, c := range cases {
		p := mustParse(t, c.from)
		before := p
		next, ev, err := p.Apply(c.action)
		var ie *engine.IllegalError
		if !errors.As(err, &ie) || !strings.Contains(ie.Reason, c.reason) {
			t.Errorf("%s %s: error %v, want an illegal action saying %q", c.from, p.FormatAction(c.action), err, c.reason)
			continue
		}
		if ie.Action != p.FormatAction(c.action) {
			t.Errorf("error names %q, want %q", ie.Action, p.FormatAction(c.action))
		}
		if next != nil || ev != nil || p != before {
			t.Errorf("%s %s: refused action returned %v, %v or changed the position", c.from, ie.Action, next, ev)
		}
	}
}

func TestChance(t *testing.T) {
	p := Start()
	if p.Outcomes(Roll) != 6 || p.Outcomes(RollOf(3)) != 0 || p.Outcomes(Move(0)) != 0 {
		t.Errorf("Outcomes: %d %d %d", p.Outcomes(Roll), p.Outcomes(RollOf(3)), p.Outcomes(Move(0)))
	}
	for n := 1; n <= 6; n++ {
		a, err := p.WithOutcome(Roll, n)
		if err != nil || a != RollOf(n) || p.FormatAction(a) != "roll:"+itoa(n) {
			t.Errorf("WithOutcome(roll, %d) = %v, %v", n, a, err)
		}
	}
	for _, n := range []int{0, 7, -1} {
		if _, err := p.WithOutcome(Roll, n); err == nil {
			t.Errorf("WithOutcome(roll, %d) accepted", n)
		}
	}
	if _, err := p.WithOutcome(Move(1), 3); err == nil {
		t.Error("WithOutcome(p1, 3) accepted")
	}
	if _, err := p.WithOutcome(RollOf(2), 3); err == nil {
		t.Error("WithOutcome(roll:2, 3) accepted")
	}
}

func TestView(t *testing.T) {
	p := mustParse(t, "10,b,b,b/b,b,b,b r 4 0")
	for _, seat := range []engine.Seat{engine.First, engine.Second} {
		v := p.View(seat)
		if v.Seat() != seat || v.ToMove() != engine.First || v.String() != p.String() || v.Outcome() != p.Outcome() {
			t.Errorf("view of %d: %v", seat, v)
		}
		if v.(View).State() != p {
			t.Errorf("view of %d does not carry the position", seat)
		}
		if v.FormatAction(Move(2)) != "p2" {
			t.Errorf("view FormatAction %q", v.FormatAction(Move(2)))
		}
	}
	if got := p.View(engine.First).Legal(); len(got) != 1 || got[0] != Move(0) {
		t.Errorf("red view legal %v", got)
	}
	if got := p.View(engine.Second).Legal(); got != nil {
		t.Errorf("yellow view legal %v", got)
	}
}

func TestLegalDoesNotAlias(t *testing.T) {
	p := mustParse(t, "10,20,b,b/b,b,b,b r 6 1")
	l := p.Legal()
	l[0] = 0
	if legalText(p) != "p0 p1 p2 p3" {
		t.Errorf("legal %q", legalText(p))
	}
}

func TestAccessors(t *testing.T) {
	p := mustParse(t, "10,b,56,53/b,0,b,51 y 6 2")
	if p.Progress(engine.First, 0) != 10 || p.Progress(engine.First, 1) != Base || p.Progress(engine.Second, 3) != 51 {
		t.Error("Progress")
	}
	if p.ToMove() != engine.Second || p.Die() != 6 || p.Sixes() != 2 {
		t.Errorf("ToMove %v Die %d Sixes %d", p.ToMove(), p.Die(), p.Sixes())
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
