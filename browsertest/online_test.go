package browsertest

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
	"github.com/plyyard/plyyard/server/servertest"
)

// online is what the browser build publishes as window.plyyardOnline.
type online struct {
	Code   string `json:"code"`
	You    int    `json:"you"`
	View   string `json:"view"`
	ToMove int    `json:"toMove"`
	Result string `json:"result"`
	Status string `json:"status"`
	// The clock as the server last said it: its control ("" none), each
	// seat's milliseconds left, and the seat whose time runs (-1 none).
	Clock string   `json:"clock"`
	Left  [2]int64 `json:"left"`
	Run   int      `json:"run"`
}

func (d *devtools) online(t *testing.T) online {
	t.Helper()
	raw := d.eval(t, "JSON.stringify(window.plyyardOnline || {you: -1, toMove: -1})")
	var o online
	if err := json.Unmarshal([]byte(raw), &o); err != nil {
		t.Fatalf("plyyardOnline %q: %v", raw, err)
	}
	return o
}

// pageGeometry is the page's size in CSS pixels and its device pixel ratio.
type pageGeometry struct{ W, H, DPR float64 }

func (d *devtools) geometry(t *testing.T) pageGeometry {
	t.Helper()
	var v [3]float64
	raw := d.eval(t, "JSON.stringify([innerWidth, innerHeight, devicePixelRatio])")
	if err := json.Unmarshal([]byte(raw), &v); err != nil || v[0] <= 0 || v[1] <= 0 {
		t.Fatalf("page geometry %q: %v", raw, err)
	}
	if v[2] <= 0 {
		v[2] = 1
	}
	return pageGeometry{v[0], v[1], v[2]}
}

// squareAt is the centre of square sq in CSS pixels, placed as the Jungle
// play screen places it: the app's screen has one pixel per device pixel
// (App.LayoutF; Ebitengine rounds the screen's size up), laid out by
// layout.PlayLayout on an online screen, turned round for Blue.
func (g pageGeometry) squareAt(sq jungle.Square, flipped bool) (float64, float64) {
	s := layout.NewScreen(math.Ceil(g.W*g.DPR), math.Ceil(g.H*g.DPR), g.DPR)
	s.Top = layout.OnlineTop * s.U // the connection line's room
	b := layout.PlayLayout(s, jungle.Files, jungle.Ranks, 5, flipped).Board
	x, y := b.CellCenter(int(sq))
	return x / g.DPR, y / g.DPR
}

// rushMove picks a short game's move: into the enemy den when it can, else
// a capture, else a step that brings a piece nearest to the enemy den, else
// any move; ties are broken by rng. With seed 1 the game ends in 23 plies,
// Red entering Blue's den after four captures.
func rushMove(p jungle.Position, rng *rand.Rand) jungle.Move {
	den := jungle.Den(p.ToMove().Other())
	dist := func(s jungle.Square) int {
		return max(s.File()-den.File(), den.File()-s.File()) + max(s.Rank()-den.Rank(), den.Rank()-s.Rank())
	}
	moves := p.Moves()
	var captures, nearest []jungle.Move
	for _, m := range moves {
		if m.To == den {
			return m
		}
		if _, ok := p.At(m.To); ok {
			captures = append(captures, m)
		}
		if d := dist(m.To); d < dist(m.From) {
			switch {
			case len(nearest) == 0 || d < dist(nearest[0].To):
				nearest = append(nearest[:0], m)
			case d == dist(nearest[0].To):
				nearest = append(nearest, m)
			}
		}
	}
	switch {
	case len(captures) > 0:
		return captures[rng.IntN(len(captures))]
	case len(nearest) > 0:
		return nearest[rng.IntN(len(nearest))]
	}
	return moves[rng.IntN(len(moves))]
}

// TestBrowserOnlineJungle plays a whole online Jungle game between two
// headless Chromium pages through the browser build and a real room server
// (in process, serving the build at / and the rooms at /ws). Page A
// (landscape, English) opens a room as Red; page B (portrait, Russian, its
// board turned round) joins it by code. The test plays every move by
// clicking the piece's square and then its destination on the page whose
// turn it is, reading the position each page publishes as
// window.plyyardOnline, and checks that every move lands on both pages,
// that both pages end with the server's result, and that both show the
// result card. The game is timed, as a room opened from the lobby is by
// default (Jungle's 5+3): both pages show the server's clock, the same on
// each, the mover's time running and every move's increment added.
func TestBrowserOnlineJungle(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	start := time.Now()
	hs := servertest.Start(t, filepath.Join("..", "wasm"))

	// poll waits until cond holds, for at most limit; state says what
	// the pages showed when it did not.
	poll := func(what string, limit time.Duration, cond func() bool, state func() string) {
		t.Helper()
		roomtest.Eventually(t, what, limit, func() error {
			if !cond() {
				return errors.New(state())
			}
			return nil
		})
	}

	a := open(t, hs.URL+"/?scene=online&game=jungle&side=first&lang=en", 800, 600)
	a.waitReady(t)
	var sa, sb online
	poll("page A shows a room code", 30*time.Second, func() bool {
		sa = a.online(t)
		return room.ValidCode(sa.Code)
	}, func() string { return fmt.Sprintf("A %+v", sa) })
	t.Logf("%5.1fs: page A opened room %s (%s)", time.Since(start).Seconds(), sa.Code, sa.Status)

	b := open(t, hs.URL+"/?room="+sa.Code+"&lang=ru", 500, 800)
	b.waitReady(t)
	both := func() string { return fmt.Sprintf("A %+v, B %+v", sa, sb) }
	poll("both pages seated at one board", 30*time.Second, func() bool {
		sa, sb = a.online(t), b.online(t)
		return sa.You >= 0 && sb.You >= 0 && sa.View != "" && sa.View == sb.View
	}, both)
	if sa.You != int(engine.First) || sb.You != int(engine.Second) || sb.Code != sa.Code {
		t.Fatalf("seats: %s", both())
	}
	if sa.View != jungle.StartFEN {
		t.Fatalf("the game does not start at the start: %q", sa.View)
	}
	const base, inc = 300000, 3000 // 5+3 in milliseconds
	for i, s := range []online{sa, sb} {
		// Red's time runs from the moment both are seated: the server
		// may have said it a moment later.
		if s.Clock != "5+3" || s.Left[1] != base || s.Left[0] > base || s.Left[0] < base-30000 || s.Run != int(engine.First) {
			t.Fatalf("page %s: clock %q, left %v, running for %d: want 5+3 at 5:00 each, Red's running", []string{"A", "B"}[i], s.Clock, s.Left, s.Run)
		}
	}
	t.Logf("%5.1fs: page B joined; A plays %d, B plays %d", time.Since(start).Seconds(), sa.You, sb.You)

	pages := [2]*devtools{a, b}
	names := [2]string{"A", "B"}
	geom := [2]pageGeometry{a.geometry(t), b.geometry(t)}
	t.Logf("page A %+v, page B %+v", geom[0], geom[1])
	// The board comes in with a cross-fade that takes no input (16 ticks;
	// a slow page runs one tick a frame: Ebitengine does not catch up on
	// frames longer than 5 ticks).
	waitFrames(t, 24, a, b)
	state := func() [2]online { return [2]online{a.online(t), b.online(t)} }

	f0 := [2]int{a.frames(t), b.frames(t)}
	t0 := time.Now()
	rng := rand.New(rand.NewPCG(1, 0x6a756e676c65))
	pos := jungle.Start()
	const maxPlies = 400
	// A backstop only: each ply waits on its own condition, and a loaded
	// machine (every browser test drawing at once) takes 4–8 s a ply.
	gameDeadline := time.Now().Add(10 * time.Minute)
	ply := 0
	for ; pos.Outcome().Status == engine.Ongoing; ply++ {
		if ply >= maxPlies || time.Now().After(gameDeadline) {
			t.Fatalf("no result after %d plies and %v", ply, time.Since(start))
		}
		mover := int(pos.ToMove())
		var s [2]online
		poll(fmt.Sprintf("ply %d: page %s may move", ply+1, names[mover]), 20*time.Second, func() bool {
			s = state()
			return s[mover].ToMove == s[mover].You && s[0].View == pos.String() && s[1].View == pos.String()
		}, func() string { return fmt.Sprintf("want %q; A %+v, B %+v", pos.String(), s[0], s[1]) })
		for i := range s {
			if s[i].Status != "connected" {
				t.Fatalf("ply %d: page %s is %q, not connected", ply+1, names[i], s[i].Status)
			}
			if s[i].Result != "" {
				t.Fatalf("ply %d: page %s has a result %q before the game's end", ply+1, names[i], s[i].Result)
			}
		}
		if other := 1 - mover; s[other].ToMove != -1 {
			t.Fatalf("ply %d: page %s may move out of turn: %+v", ply+1, names[other], s[other])
		}

		m := rushMove(pos, rng)
		next, _, err := pos.Play(m)
		if err != nil {
			t.Fatal(err)
		}
		d, g, flipped := pages[mover], geom[mover], s[mover].You == int(engine.Second)
		fx, fy := g.squareAt(m.From, flipped)
		tx, ty := g.squareAt(m.To, flipped)
		began := time.Now()
		landed := func() error {
			if view := d.online(t).View; view == pos.String() {
				return fmt.Errorf("the page still shows %q", view)
			}
			return nil
		}
		for try := 0; ; try++ {
			if try > 0 {
				// A click the page missed (a slow frame can swallow a
				// press) leaves a half-made move: a tap off the board
				// clears the selection before the move is made again.
				t.Logf("ply %d: page %s did not move %s after %v; clicking again", ply+1, names[mover], m, time.Since(began).Round(time.Millisecond))
				d.click(t, 2, 2)
			}
			d.click(t, fx, fy)
			d.click(t, tx, ty)
			if roomtest.Within(6*time.Second, landed) == nil {
				break
			}
			if try == 2 {
				d.screenshot(t, "online-jungle-stuck")
				t.Fatalf("ply %d: page %s did not play %s (clicked %.0f,%.0f then %.0f,%.0f): %+v", ply+1, names[mover], m, fx, fy, tx, ty, d.online(t))
			}
		}
		before := s[0].Left[mover]
		poll(fmt.Sprintf("ply %d: %s lands on both pages", ply+1, m), 20*time.Second, func() bool {
			s = state()
			return s[0].View == next.String() && s[1].View == next.String() && s[0].Left == s[1].Left
		}, func() string { return fmt.Sprintf("want %q; A %+v, B %+v", next.String(), s[0], s[1]) })
		// The server took the mover's thinking time and gave the
		// increment; the other's time runs now, unless the game is over.
		if after := s[0].Left[mover]; after > before+inc || after <= 0 {
			t.Fatalf("ply %d: %s's clock %d ms after the move, %d before", ply+1, names[mover], after, before)
		}
		if wantRun := 1 - mover; next.Outcome().Status == engine.Ongoing && s[0].Run != wantRun {
			t.Fatalf("ply %d: the clock runs for %d, not %d", ply+1, s[0].Run, wantRun)
		}
		t.Logf("%5.1fs: ply %2d: %s %s (%v)", time.Since(start).Seconds(), ply+1, names[mover], m, time.Since(began).Round(time.Millisecond))
		pos = next
	}

	for i, d := range pages {
		t.Logf("page %s drew %.1f frames a second during the game", names[i], float64(d.frames(t)-f0[i])/time.Since(t0).Seconds())
	}
	want := pos.Outcome().Format(jungle.Rules.Sides)
	var s [2]online
	poll("both pages have the result", 20*time.Second, func() bool {
		s = state()
		return s[0].Result != "" && s[1].Result != ""
	}, func() string { return fmt.Sprintf("A %+v, B %+v", s[0], s[1]) })
	if s[0].Result != s[1].Result || s[0].Result != want {
		t.Fatalf("results: A %q, B %q, want %q", s[0].Result, s[1].Result, want)
	}
	t.Logf("%5.1fs: %d plies, result %q", time.Since(start).Seconds(), ply, s[0].Result)

	// The result card: a white panel over the darkened play screen. The
	// play screen shows plenty of paper (a third of it); under the
	// result's shade none is left, and the card's white takes a good share
	// of the screen. The card comes some 50 ticks after the last move and
	// fades in over 16 more, and a slow page runs one tick a frame: at two
	// frames a second (a heavily loaded run) that is over half a minute,
	// so the limit is only a backstop.
	for i, d := range pages {
		name := "online-jungle-" + strings.ToLower(names[i])
		var white, paper float64
		d.screenshotWhen(t, name, "page "+names[i]+" shows the result card", 3*time.Minute, func(img image.Image) error {
			white, paper = colourShare(img, 0xFFFDF8), paperShare(img)
			if white < 0.1 || paper >= 0.02 {
				return fmt.Errorf("white %.3f, paper %.3f", white, paper)
			}
			return nil
		})
		t.Logf("page %s: result card shown (white %.3f, paper %.3f)", names[i], white, paper)
	}
	t.Logf("%5.1fs in all", time.Since(start).Seconds())
}
