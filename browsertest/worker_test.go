package browsertest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/botworker"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room/roomtest"
)

// workerPositions are a few positions of each game, reached by seeded
// random play from the start, with the seat to move.
func workerPositions() []struct {
	game *games.Game
	view engine.View
} {
	var out []struct {
		game *games.Game
		view engine.View
	}
	for i, g := range registry.Games.All() {
		r := rand.New(rand.NewPCG(uint64(40+i), 2))
		s := g.Rules.Start(r)
		for _, plies := range []int{0, 9, 23} {
			for n := 0; n < plies && !s.Outcome().Finished(); n++ {
				legal := s.Legal()
				a := legal[r.IntN(len(legal))]
				if ch, ok := s.(engine.Chance); ok && ch.Outcomes(a) > 0 {
					a, _ = ch.WithOutcome(a, 1+r.IntN(ch.Outcomes(a)))
				}
				s, _, _ = s.Apply(a)
			}
			if !s.Outcome().Finished() {
				out = append(out, struct {
					game *games.Game
					view engine.View
				}{g, s.View(s.ToMove())})
			}
		}
	}
	return out
}

// TestWorkerChoosesAsNative starts the bot worker (wasm/botworker.js and
// bot.wasm) in headless Chromium, asks its Expert and Medium bots for
// moves on positions of every game with the desktop's budget, and checks
// that the native build's bots, made with the same seeds, choose the same;
// then it asks the worker to review a short game of each game, as the
// review screen does in the browser, and checks the analysis against the
// native build's.
func TestWorkerChoosesAsNative(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	srv := server(t)
	d := open(t, srv.URL+"/?lang=en", 480, 320)
	d.waitReady(t)
	d.eval(t, `window.botReplies = []; window.botWorker = new Worker('botworker.js');
		window.botWorker.onmessage = (e) => window.botReplies.push(e.data); 'ok'`)
	type ask struct {
		game, name, want string
		req              botworker.Request
	}
	var asks []ask
	for i, p := range workerPositions() {
		for j, name := range []string{"medium", "expert"} {
			id := 2*i + j + 1
			seed := uint64(100 + id)
			native, err := p.game.NewBot(name, seed)
			if err != nil {
				t.Fatal(err)
			}
			a, err := native.Choose(p.view, ai.Budget{Millis: 600})
			if err != nil {
				t.Fatal(err)
			}
			asks = append(asks, ask{p.game.Name, name, p.view.FormatAction(a), botworker.Request{
				Op: botworker.OpChoose, Bot: id, Seat: p.view.Seat(), View: p.view.String(), Millis: 600, Ask: id}})
			post(t, d, botworker.Request{Op: botworker.OpNew, Bot: id, Game: p.game.Name, Name: name, Seed: seed})
		}
	}
	for _, a := range asks {
		post(t, d, a.req)
	}
	// A review of a short game of each game, asked after the moves.
	reviews := workerReviews(t)
	for i, rv := range reviews {
		rv.req.Ask = 1000 + i
		post(t, d, rv.req)
	}
	var got []botworker.Reply
	roomtest.Eventually(t, "the worker's answers", 120*time.Second, func() error {
		var raw []string
		if err := json.Unmarshal([]byte(d.eval(t, "JSON.stringify(window.botReplies)")), &raw); err != nil {
			return err
		}
		// The worker also posts {ready: true} once, with no ask: the
		// answers are counted by ask, not by message.
		got = got[:0]
		answered := map[int]bool{}
		for _, s := range raw {
			var r botworker.Reply
			if err := json.Unmarshal([]byte(s), &r); err != nil {
				return fmt.Errorf("%q: %v", s, err)
			}
			if r.Ask != 0 {
				// A review's progress comes before its answer.
				answered[r.Ask] = answered[r.Ask] || !r.Partial
				got = append(got, r)
			}
		}
		if n := countTrue(answered); n < len(asks)+len(reviews) {
			return fmt.Errorf("%d of %d answers", n, len(asks)+len(reviews))
		}
		return nil
	})
	byAsk := map[int]botworker.Reply{}
	for _, r := range got {
		byAsk[r.Ask] = r
	}
	positions := workerPositions()
	for i, a := range asks {
		r, ok := byAsk[a.req.Ask]
		if !ok || r.Partial || r.Err != "" {
			t.Fatalf("%s %s: no answer (%+v)", a.game, a.name, r)
		}
		if have := positions[i/2].view.FormatAction(r.Action); have != a.want {
			t.Errorf("%s %s on %q: the worker chose %s, the native build %s", a.game, a.name, a.req.View, have, a.want)
		}
	}
	t.Logf("%d positions × 2 levels: the worker and the native build agree", len(asks)/2)
	// Each review's last reply carries the analysis, the same as the
	// native build's; its progress came before it.
	partial := map[int]int{}
	for _, r := range got {
		if r.Partial {
			partial[r.Ask] = max(partial[r.Ask], r.Done)
		} else if r.Analysis != nil {
			byAsk[r.Ask] = r
		}
	}
	for i, rv := range reviews {
		r := byAsk[1000+i]
		have, _ := json.Marshal(r.Analysis)
		if r.Analysis == nil || string(have) != rv.want {
			t.Errorf("%s: the worker's review %s (%s), the native build's %s", rv.game, have, r.Err, rv.want)
		}
		if partial[1000+i] == 0 {
			t.Errorf("%s: the review told no progress", rv.game)
		}
	}
	t.Logf("%d games reviewed in the worker as in the native build", len(reviews))
}

// workerReviews are a review request for a short seeded game of each game
// (its actions random, from a seeded start) and the native build's
// analysis of it, as JSON.
func workerReviews(t *testing.T) []struct {
	game, want string
	req        botworker.Request
} {
	var out []struct {
		game, want string
		req        botworker.Request
	}
	for i, g := range registry.Games.All() {
		start, acts := gamestest.RandomLine(g, rand.New(rand.NewPCG(uint64(70+i), 3)), 12)
		an, err := g.Review(start, acts, engine.First, 5, ai.Budget{Millis: 3}, nil)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(an)
		out = append(out, struct {
			game, want string
			req        botworker.Request
		}{g.Name, string(want), botworker.Request{Op: botworker.OpReview, Game: g.Name, Review: &botworker.Played{Start: start.String(), Actions: acts, Viewer: engine.First}, Seed: 5, Millis: 3}})
	}
	return out
}

// countTrue counts the true values of m.
func countTrue(m map[int]bool) int {
	n := 0
	for _, v := range m {
		if v {
			n++
		}
	}
	return n
}

// post sends a request to the page's worker.
func post(t *testing.T, d *devtools, r botworker.Request) {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(string(b))
	if got := d.eval(t, "window.botWorker.postMessage("+string(js)+"); 'sent'"); !strings.Contains(got, "sent") {
		t.Fatalf("post: %q", got)
	}
}

// TestBrowserFramesWhileReviewing measures the frames the page draws while
// the review screen's judgement of a 200-action Ludo game runs in the bot
// worker, against the same page's rate once the judgement is done. It
// logs the figures (docs/benchmarks.md) and asserts nothing about speed:
// make bench runs it (PLYYARD_BENCH=1).
func TestBrowserFramesWhileReviewing(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own
	measurementOnly(t)
	g, _ := registry.Games.Lookup("ludo")
	start, acts := gamestest.RandomLine(g, rand.New(rand.NewPCG(5, 5)), 200)
	var moves []string
	s := start
	for _, a := range acts {
		moves = append(moves, s.FormatAction(a))
		s, _, _ = s.Apply(a)
	}
	srv := server(t)
	d := openCounted(t, srv.URL+"/?lang=en&scene=review&game=ludo&seed=5&layout=1&moves="+strings.Join(moves, ","), 480, 320)
	working := func() bool {
		for _, it := range d.frame(t).Items {
			if strings.HasPrefix(it.Text, "Working out the chances") {
				return true
			}
		}
		return false
	}
	roomtest.Eventually(t, "the worker starts", 60*time.Second, func() error {
		if d.eval(t, "String(window.plyyardWorkerReady === true)") != "true" {
			return fmt.Errorf("not yet")
		}
		return nil
	})
	var during []string
	for working() {
		f, r := idleRates(t, d)
		during = append(during, fmt.Sprintf("%.1f/%.1f", f, r))
	}
	f, r := idleRates(t, d)
	t.Logf("frames/s and rAF/s, two seconds at a time, while the worker judged: %s; once it had: %.1f/%.1f",
		strings.Join(during, " "), f, r)
}
