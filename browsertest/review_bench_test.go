package browsertest

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room/roomtest"
)

// TestBrowserFramesWhileReviewing measures the frames the page draws while
// the review screen's judgement of a 200-action Ludo game runs in the bot
// worker, against the same page's rate once the judgement is done. It
// logs the figures (docs/benchmarks.md) and asserts nothing about speed:
// make bench runs it (PLYYARD_BENCH=1).
func TestBrowserFramesWhileReviewing(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own
	if os.Getenv("PLYYARD_BENCH") == "" {
		t.Skip("a measurement, not a check: make bench runs it (PLYYARD_BENCH=1)")
	}
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
