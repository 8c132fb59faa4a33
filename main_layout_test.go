package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes"
	"github.com/plyyard/plyyard/sprites"
)

// The layout test draws every screen at every size the game must fit, in
// both languages, and checks what each drew (the -layout dump) against the
// rules every screen keeps (layout.Check) and the board rule: in a phone's
// window (portrait, at least 1.6 times as tall as wide) the Jungle and race
// boards span at least 90 % of the width; in a portrait window at least as
// tall as a 3:4 tablet's, at least 80 % (a 3:4 tablet has no room for a 7×9
// board that wide and the controls). A squatter window (headless Chromium's
// smallest, 500×597) leaves the board's size to its height.

// layoutSizes are the windows every screen must fit.
var layoutSizes = [][2]int{{360, 740}, {390, 844}, {414, 896}, {740, 360}, {896, 414}, {768, 1024}, {500, 597}, {1024, 600}, {915, 412}, {1280, 800}, {1920, 1080}}

// layoutScreen is one screen as the command line opens it.
type layoutScreen struct {
	name string
	args []string
	// spans: the board must span the width of a portrait window.
	spans bool
	// settle: the screen needs time (the server's answer, a judgement
	// worked out in the background, a move played out) and is dumped once
	// the app has settled (scenes.App.Settled); the others open without a
	// transition and their first frame is dumped.
	settle bool
	// ownServer: each case gets a room server of its own (its -server is
	// replaced), so that quick matches of earlier cases, whose apps are
	// dropped without a goodbye, are not paired with it.
	ownServer bool
}

func layoutScreens(server string, live [3]string) []layoutScreen {
	long := "01,06/44,11,02,14,15/66,00,24,22,03,25,26/16,65,50,04,43,35,55,54,46,63,31,12,23,33 b 0"
	played := "play:46,play:34:L,play:06:R,play:35:L,play:01:R,play:05:L,play:12:R,draw,play:23:R,play:04:L,play:45:L"
	return []layoutScreen{
		{name: "title", args: []string{"-scene", "title"}},
		{name: "games", args: []string{"-scene", "games"}},
		{name: "mode-jungle", args: []string{"-scene", "mode"}},
		{name: "mode-domino-hotseat", args: []string{"-game", "domino", "-scene", "mode", "-mode", "hotseat"}},
		{name: "settings", args: []string{"-scene", "settings"}},
		// The name being typed: a Cyrillic one, and one past the limit (the
		// widest letters, refused the 21st with the rule's words).
		{name: "settings-name", args: []string{"-scene", "settings", "-select", "name:Маша Иванова"}},
		{name: "settings-name-long", args: []string{"-scene", "settings", "-select", "name:" + strings.Repeat("Ш", 21)}},
		{name: "stats", args: []string{"-scene", "stats"}},
		{name: "howto-jungle", args: []string{"-scene", "howto", "-page", "4"}},
		{name: "rules-ludo", args: []string{"-game", "ludo", "-scene", "howto", "-page", "2"}},
		{name: "jungle-start", args: []string{"-game", "jungle", "-mode", "hotseat"}, spans: true},
		{name: "jungle-mid", args: []string{"-game", "jungle", "-mode", "hotseat", "-moves", "a3a4,g7g6,a4a5", "-select", "g3"}, spans: true},
		{name: "ludo-start", args: []string{"-game", "ludo", "-mode", "ai"}, spans: true},
		{name: "ludo-mid", args: []string{"-game", "ludo", "-mode", "hotseat", "-pos", "5,5,30,b/12,40,b,56 r 4 0"}, spans: true},
		{name: "aviation-mid", args: []string{"-game", "aviation", "-mode", "ai", "-side", "yellow", "-pos", "5,5,30,b/12,40,b,56 y 6 1"}, spans: true},
		{name: "domino-start", args: []string{"-game", "domino", "-mode", "ai", "-seed", "4"}},
		{name: "domino-handover", args: []string{"-game", "domino", "-mode", "hotseat", "-pos", long}},
		{name: "domino-mid", args: []string{"-game", "domino", "-mode", "hotseat", "-seed", "3", "-moves", played, "-select", "x"}},
		{name: "jungle-analysis", args: []string{"-game", "jungle", "-mode", "ai", "-moves", "a3a4,g7g6,a4a5,g6g5", "-analysis"}, spans: true},
		{name: "ludo-analysis", args: []string{"-game", "ludo", "-mode", "ai", "-pos", "5,5,30,b/12,40,b,56 r 4 0", "-analysis"}, spans: true},
		{name: "domino-analysis", args: []string{"-game", "domino", "-mode", "ai", "-seed", "3", "-moves", played, "-analysis"}},
		{name: "jungle-result", args: []string{"-game", "jungle", "-scene", "result"}},
		{name: "ludo-result", args: []string{"-game", "ludo", "-scene", "result"}},
		// A finished game with its moves: the card says each side's
		// figures under the hands, once judged.
		{name: "domino-result-played", args: []string{"-game", "domino", "-scene", "result", "-seed", "3", "-moves", played}, settle: true},
		{name: "domino-result", args: []string{"-game", "domino", "-mode", "ai", "-scene", "result", "-pos", "33,34,44,13/14/03,36/66,65,55,52,20,00,04,42,21,15,50,01,11,16,64,45,53,32,22,26,60 b 2"}},
		{name: "review-jungle", args: []string{"-scene", "review", "-game", "jungle", "-moves", "a3a4,g7g6,a4a5,g6g5,b2b3,g5g4,a5a6,a7a6,b3a3"}, settle: true},
		{name: "review-domino", args: []string{"-scene", "review", "-game", "domino", "-seed", "3", "-moves", played}, settle: true},
		{name: "review-ludo", args: []string{"-scene", "review", "-game", "ludo", "-moves", "roll:6,p0,roll:3,p0,roll:2"}, settle: true},
		{name: "history", args: []string{"-scene", "history"}},
		{name: "learn-jungle", args: []string{"-scene", "learn", "-game", "jungle"}},
		{name: "lesson-jungle-wrong", args: []string{"-scene", "lesson", "-game", "jungle", "-page", "2", "-moves", "d7e7"}},
		{name: "lesson-jungle-leap", args: []string{"-scene", "lesson", "-game", "jungle", "-page", "5"}},
		{name: "lesson-ludo", args: []string{"-scene", "lesson", "-game", "ludo", "-page", "4"}},
		{name: "lesson-aviation", args: []string{"-scene", "lesson", "-game", "aviation", "-page", "8"}},
		{name: "lesson-domino-wrong", args: []string{"-scene", "lesson", "-game", "domino", "-page", "2", "-moves", "play:14:L"}},
		{name: "puzzles-jungle", args: []string{"-scene", "puzzles", "-game", "jungle"}},
		{name: "puzzle-jungle", args: []string{"-scene", "puzzles", "-game", "jungle", "-page", "13"}},
		{name: "puzzle-jungle-wrong", args: []string{"-scene", "puzzles", "-game", "jungle", "-page", "16", "-moves", "c7d7"}, settle: true},
		// The race and dominoes puzzles: the first of each set, or the list
		// saying there are none yet.
		{name: "puzzle-ludo", args: []string{"-scene", "puzzles", "-game", "ludo", "-page", "1"}},
		{name: "puzzle-aviation", args: []string{"-scene", "puzzles", "-game", "aviation", "-page", "1"}},
		{name: "puzzle-domino", args: []string{"-scene", "puzzles", "-game", "domino", "-page", "1"}},
		{name: "online-lobby", args: []string{"-scene", "online", "-server", server}},
		{name: "online-code", args: []string{"-scene", "online", "-select", "code:AB2", "-server", server}},
		{name: "online-waiting", args: []string{"-scene", "online", "-game", "domino", "-server", server}, settle: true},
		{name: "online-unreachable", args: []string{"-scene", "online", "-game", "aviation", "-server", "127.0.0.1:1"}, settle: true},
		{name: "online-no-room", args: []string{"-room", "ZZZZZZ", "-server", server}, settle: true},
		{name: "online-tables", args: []string{"-scene", "tables", "-server", server}, settle: true},
		{name: "online-quick", args: []string{"-scene", "quick", "-game", "ludo", "-server", server}, settle: true, ownServer: true},
		{name: "online-watch", args: []string{"-room", live[0], "-server", server}, settle: true},
		{name: "online-watch-domino", args: []string{"-room", live[1], "-server", server}, settle: true},
		// The best rated players, and a finished rated game's card as its
		// spectator sees it.
		{name: "leaderboard", args: []string{"-scene", "leaderboard", "-game", "jungle", "-server", server}, settle: true},
		{name: "online-rated-result", args: []string{"-room", live[2], "-server", server}, settle: true},
	}
}

// publicTables opens, on the server at ws, a public Ludo room waiting for
// a player, a public Jungle game in progress and a public dominoes game a
// few actions in, whose codes it returns (the lists screen shows them; a
// spectator watches each game), then rated quick matches, whose last
// game's code it returns third.
func publicTables(t *testing.T, ws string) [3]string {
	t.Helper()
	open := roomtest.Dial(t, ws, "creator")
	open.Hello(room.Request{T: room.TCreate, Game: "ludo", Public: true, Name: "Ann"})
	live := roomtest.Dial(t, ws, "creator")
	live.Hello(room.Request{T: room.TCreate, Game: "jungle", Side: room.SideFirst, Public: true, Name: "Маша"})
	roomtest.Opponent(t, ws, live)
	dom := roomtest.Dial(t, ws, "creator")
	dom.Hello(room.Request{T: room.TCreate, Game: "domino", Side: room.SideFirst, Public: true, Name: "Bob"})
	roomtest.Play(t, rand.New(rand.NewPCG(8, 8)), 9, []*roomtest.Seat{dom, roomtest.Opponent(t, ws, dom)})
	return [3]string{live.Code, dom.Code, ratedGames(t, ws)}
}

// ratedGames plays rated Jungle quick matches on the server at ws, each
// won by the first of the pair (the other resigns; pairs of equal
// ratings, which the quick match pairs at once), and returns the code of
// the room of the game between two winners.
func ratedGames(t *testing.T, ws string) string {
	t.Helper()
	names := []string{"", "Маша", "Bob", "Александра Петрова", "Ann", room.GuestName(42), "Lee"}
	code := ""
	for _, p := range [][2]int{{1, 2}, {3, 4}, {1, 3}, {5, 6}} {
		x := roomtest.QuickAs(t, ws, "jungle", names[p[0]], fmt.Sprintf("%064x", p[0]))
		x.Queued()
		y := roomtest.QuickAs(t, ws, "jungle", names[p[1]], fmt.Sprintf("%064x", p[1]))
		x.Matched()
		y.Matched()
		ack := y.Cmd(room.Request{T: room.TResign})
		x.CatchUp(ack.SV)
		if p == [2]int{1, 3} {
			code = x.Code
		}
	}
	return code
}

// layoutCase is one screen at one size in one language, and the file its
// dump goes to.
type layoutCase struct {
	Args []string
	W, H int
	Out  string
	// Settle: the app is updated without being drawn until it has
	// settled, and the frame then drawn is dumped (else the first).
	Settle bool
}

func TestLayoutEveryScreenAtEverySize(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test-app)")
	}
	// The longest test of the package: the screenshot tests run beside it.
	t.Parallel()
	addr, ws := roomServer(t)
	dir := t.TempDir()
	screens := layoutScreens(addr, publicTables(t, ws))
	// PLYYARD_LAYOUT_ONLY=name,name checks only those screens (while
	// working on them); make test checks every one.
	if only := os.Getenv("PLYYARD_LAYOUT_ONLY"); only != "" {
		screens = slices.DeleteFunc(screens, func(sc layoutScreen) bool { return !slices.Contains(strings.Split(only, ","), sc.name) })
	}
	// One size after the other, so that each size's drawings are made
	// once and reused by every screen.
	var cases []layoutCase
	var caseScreens []layoutScreen
	for _, sz := range layoutSizes {
		for _, sc := range screens {
			for _, lang := range []string{"en", "ru"} {
				out := filepath.Join(dir, fmt.Sprintf("%s-%s-%dx%d.json", sc.name, lang, sz[0], sz[1]))
				args := append(append([]string{}, sc.args...), "-lang", lang, "-frames", "1")
				if sc.ownServer {
					own, _ := roomServer(t)
					args = slices.Replace(args, slices.Index(args, addr), slices.Index(args, addr)+1, own)
				}
				cases = append(cases, layoutCase{Args: args, W: sz[0], H: sz[1], Out: out, Settle: sc.settle})
				caseScreens = append(caseScreens, sc)
			}
		}
	}
	list := filepath.Join(dir, "cases.json")
	b, _ := json.Marshal(cases)
	if err := os.WriteFile(list, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := runApp(t, func() *exec.Cmd {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), "PLYYARD_LAYOUT_CASES="+list, "HOME="+dir)
		return cmd
	})
	if err != nil {
		t.Fatalf("the layout run failed:\n%s\n%v", out, err)
	}
	if len(out) > 0 {
		t.Logf("the layout run said:\n%s", out)
	}
	// PLYYARD_LAYOUT_KEEP=dir keeps the dumps there (to compare runs).
	if keep := os.Getenv("PLYYARD_LAYOUT_KEEP"); keep != "" {
		for _, c := range cases {
			if b, err := os.ReadFile(c.Out); err == nil {
				os.WriteFile(filepath.Join(keep, filepath.Base(c.Out)), b, 0o644)
			}
		}
	}
	items, problems := 0, 0
	for i, c := range cases {
		sc := caseScreens[i]
		d, err := readDump(c.Out)
		if err != nil {
			t.Errorf("%s: %v", c.Out, err)
			continue
		}
		items += len(d.Items)
		name := filepath.Base(c.Out)
		for _, p := range layout.Check(d) {
			problems++
			t.Errorf("%s: %s", name, p)
		}
		if sc.spans && d.H >= 1.3*d.W {
			want := layout.PortraitSpan(d.W, d.H)
			if bs := d.Boards(); len(bs) != 1 || d.Span(bs[0].Rect()) < want {
				problems++
				t.Errorf("%s: the board spans less than %.0f%% of the width (%v)", name, 100*want, bs)
			}
		}
	}
	t.Logf("%d screens × %d sizes × 2 languages: %d dumps, %d items checked, %d problems", len(screens), len(layoutSizes), len(cases), items, problems)
}

func readDump(path string) (layout.Dump, error) {
	var d layout.Dump
	b, err := os.ReadFile(path)
	if err != nil {
		return d, err
	}
	if err := json.Unmarshal(b, &d); err != nil {
		return d, err
	}
	if len(d.Items) == 0 {
		return d, errors.New("nothing was drawn")
	}
	return d, nil
}

// runLayoutCases draws each case of the list in path in turn, in one
// window: the app of each case is made afresh, laid out at the case's size
// whatever the window, and ends by writing its dump. Only the frame dumped
// is drawn: drawing costs, under Xvfb's software GL, up to a tenth of a
// second a frame at the largest sizes, and the frames before it show
// nothing the dump needs.
func runLayoutCases(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var r caseRunner
	if err := json.Unmarshal(b, &r.cases); err != nil {
		return err
	}
	if prof := os.Getenv("PLYYARD_LAYOUT_PROF"); prof != "" {
		f, _ := os.Create(prof)
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	ebiten.SetWindowSize(640, 480)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	return ebiten.RunGame(&r)
}

// caseRunner is an ebiten.Game that runs the apps of its cases one after
// the other.
type caseRunner struct {
	cases []layoutCase
	i     int
	app   *scenes.App
	err   error
	// ticks is how many times the case's app was updated, and draw whether
	// the frame after the last update is drawn (and dumped: -frames 1).
	ticks int
	draw  bool
	// pictures is the drawing's cache all the cases' apps share, as the
	// app's screens share theirs.
	pictures *sprites.Cache
}

// settleBackstop is how many updates a case that settles gets at most
// (each undrawn one at least a millisecond after the last; the cases settle
// within a few dozen): its screen is dumped then whatever it shows, and the
// run says so.
const settleBackstop = 3000

func (r *caseRunner) Update() error {
	for r.i < len(r.cases) {
		c := r.cases[r.i]
		if r.app == nil {
			o, _, _, err := parseFlags(append(append([]string{}, c.Args...), "-layout", c.Out))
			if err != nil {
				return err
			}
			o.Store = save.NewMemory()
			o.Silent = true // the dumps need no sound
			if r.pictures == nil {
				r.pictures = sprites.NewCache()
			}
			o.Pictures = r.pictures
			r.app = scenes.NewApp(o)
			r.ticks = 0
		}
		if c.Settle {
			// The screen a scene lays its buttons out on, as the frame
			// not drawn would have set it.
			r.app.Context().Screen = layout.NewScreen(float64(c.W), float64(c.H), 1)
		}
		err := r.app.Update()
		if !errors.Is(err, ebiten.Termination) {
			r.ticks++
			r.draw = !c.Settle || r.app.Settled() || r.ticks >= settleBackstop
			if !r.draw {
				time.Sleep(time.Millisecond) // what it waits for runs elsewhere
			} else if c.Settle && !r.app.Settled() {
				fmt.Fprintf(os.Stderr, "%s: not settled after %d updates; dumped as it is\n", filepath.Base(c.Out), r.ticks)
			}
			return err
		}
		r.app = nil
		r.i++
	}
	return ebiten.Termination
}

func (r *caseRunner) Draw(screen *ebiten.Image) {
	if r.app != nil && r.draw {
		r.app.Draw(screen)
	}
}

func (r *caseRunner) Layout(int, int) (int, int) {
	c := r.cases[min(r.i, len(r.cases)-1)]
	return c.W, c.H
}

// layoutCasesFromEnv runs the layout cases when a test started this binary
// for them.
func layoutCasesFromEnv() bool {
	path := os.Getenv("PLYYARD_LAYOUT_CASES")
	if path == "" {
		return false
	}
	if err := runLayoutCases(path); err != nil {
		fmt.Fprintln(os.Stderr, "layout cases:", err)
		os.Exit(1)
	}
	return true
}
