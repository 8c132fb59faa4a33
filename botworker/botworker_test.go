package botworker

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/registry"
)

// inProcess is a worker in the test's process: every request goes through
// JSON, as it does between the page and the worker, and is handled on the
// worker's own goroutine in order.
type inProcess struct {
	in   chan []byte
	link *Link
	fail bool
}

func newInProcess() *inProcess { return newPacedInProcess(nil) }

// newPacedInProcess is an in-process worker whose searches take their
// Pause from pause (nil: none), as the browser's worker does on two cores.
func newPacedInProcess(pause func() func()) *inProcess {
	w := &inProcess{in: make(chan []byte, 64)}
	w.link = NewLink(w)
	srv := NewServer()
	srv.Pause = pause
	srv.Post = func(r Reply) { w.link.Deliver(throughJSON(r)) }
	go func() {
		for b := range w.in {
			var r Request
			if err := json.Unmarshal(b, &r); err != nil {
				panic(err)
			}
			reply, ok, _ := srv.Handle(r)
			if ok {
				w.link.Deliver(throughJSON(reply))
			}
		}
	}()
	return w
}

// throughJSON is r as the page reads it from the worker's message.
func throughJSON(r Reply) Reply {
	out, _ := json.Marshal(r)
	var back Reply
	_ = json.Unmarshal(out, &back)
	return back
}

func (w *inProcess) Send(r Request) error {
	if w.fail {
		return errors.New("the worker is gone")
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	w.in <- b
	return nil
}

// play plays a game of g from a seeded start: seat 0 is bot, seat 1 plays
// at random, chance is drawn from the seed; it returns the actions.
func play(t *testing.T, g *games.Game, bot ai.Bot, seed uint64, limit int) []string {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	s := g.Rules.Start(r)
	var out []string
	for n := 0; n < limit && !s.Outcome().Finished(); n++ {
		var a engine.Action
		if s.ToMove() == engine.First {
			var err error
			if a, err = bot.Choose(s.View(engine.First), ai.Budget{Millis: 20}); err != nil {
				t.Fatalf("%s: %v", g.Name, err)
			}
		} else {
			legal := s.Legal()
			a = legal[r.IntN(len(legal))]
		}
		if ch, ok := s.(engine.Chance); ok && ch.Outcomes(a) > 0 {
			a, _ = ch.WithOutcome(a, 1+r.IntN(ch.Outcomes(a)))
		}
		out = append(out, s.FormatAction(a))
		next, events, err := s.Apply(a)
		if err != nil {
			t.Fatalf("%s: %s: %v", g.Name, s.FormatAction(a), err)
		}
		if o, ok := bot.(ai.Observer); ok {
			o.Observe(engine.ForSeat(events, engine.First))
		}
		s = next
	}
	return out
}

// The bot in the worker plays exactly as the same bot on the app's side:
// same game, level, seed, events and views give the same actions.
func TestWorkerBotPlaysAsTheNativeOne(t *testing.T) {
	w := newInProcess()
	for _, g := range registry.Games.All() {
		for _, name := range []string{"medium", "expert"} {
			native, err := g.NewBot(name, 11)
			if err != nil {
				t.Fatal(err)
			}
			want := play(t, g, native, 5, 60)
			got := play(t, g, w.link.Bot(g, name, 11), 5, 60)
			if len(got) != len(want) {
				t.Fatalf("%s %s: %d actions through the worker, %d natively", g.Name, name, len(got), len(want))
			}
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("%s %s: action %d is %s through the worker, %s natively", g.Name, name, i+1, got[i], want[i])
				}
			}
		}
	}
}

// A worker that yields during its searches (the browser's on a device of
// two cores or fewer) plays exactly the same actions: the pauses change
// when nodes are searched, not which. The pauses are counted, so the test
// fails if the server never passes them on.
func TestPacedWorkerPlaysTheSame(t *testing.T) {
	var pauses atomic.Int64
	w := newPacedInProcess(func() func() {
		return func() {
			pauses.Add(1)
			runtime.Gosched()
		}
	})
	for _, g := range []*games.Game{registry.Games.Must("jungle"), registry.Games.Must("domino")} {
		native, err := g.NewBot("expert", 7)
		if err != nil {
			t.Fatal(err)
		}
		want := play(t, g, native, 9, 40)
		got := play(t, g, w.link.Bot(g, "expert", 7), 9, 40)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Fatalf("%s: paced in the worker %v, natively %v", g.Name, got, want)
		}
	}
	if pauses.Load() == 0 {
		t.Fatal("the searches never paused")
	}
}

// When the worker fails mid-game the bot goes on on the app's side, having
// been told every event; when the worker has dropped the bot to make room,
// likewise.
func TestWorkerFailureFallsBack(t *testing.T) {
	w := newInProcess()
	p := w.link.Bot(registry.Games.Must("domino"), "hard", 3)
	s := registry.Games.Must("domino").Rules.Start(rand.New(rand.NewPCG(1, 1)))
	for s.ToMove() != engine.First {
		s, _, _ = s.Apply(s.Legal()[0])
	}
	if _, err := p.Choose(s.View(engine.First), ai.Budget{Millis: 5}); err != nil {
		t.Fatal(err)
	}
	w.fail = true
	w.link.Fail()
	if _, err := p.Choose(s.View(engine.First), ai.Budget{Millis: 5}); err != nil || p.local == nil {
		t.Fatalf("no fallback: %v", err)
	}

	w2 := newInProcess()
	first := w2.link.Bot(registry.Games.Must("jungle"), "easy", 1)
	for range maxBots {
		w2.link.Bot(registry.Games.Must("jungle"), "easy", 2)
	}
	j := registry.Games.Must("jungle").Rules.Start(nil)
	if _, err := first.Choose(j.View(engine.First), ai.Budget{Millis: 5}); err != nil || first.local == nil {
		t.Fatalf("a dropped bot did not think on the app's side: %v", err)
	}
}

// Bad requests change nothing and say what is wrong.
func TestServerRefusesBadRequests(t *testing.T) {
	s := NewServer()
	for _, r := range []Request{
		{Op: "nonsense"},
		{Op: OpNew, Bot: 1, Game: "chess", Name: "easy"},
		{Op: OpNew, Bot: 1, Game: "jungle", Name: "grandmaster"},
		{Op: OpObserve, Bot: 9},
	} {
		if _, _, err := s.Handle(r); err == nil {
			t.Errorf("%+v accepted", r)
		}
	}
	if len(s.bots) != 0 {
		t.Fatalf("%d bots after bad requests", len(s.bots))
	}
	s.Handle(Request{Op: OpNew, Bot: 1, Game: "jungle", Name: "easy"})
	reply, ok, _ := s.Handle(Request{Op: OpChoose, Bot: 1, Seat: engine.First, View: "garbage", Ask: 4})
	if !ok || reply.Err == "" || reply.Ask != 4 {
		t.Fatalf("a malformed view: %+v", reply)
	}
	reply, _, _ = s.Handle(Request{Op: OpChoose, Bot: 7, Ask: 5})
	if !reply.Lost {
		t.Fatalf("an unknown bot: %+v", reply)
	}
}

// A review asked of the worker is the review made here: the same game,
// viewer, seed and budget give the same analysis, step by step, after the
// trip through JSON; its progress arrives on the way and ends at the
// total.
func TestWorkerReviewsAsTheNativeOne(t *testing.T) {
	w := newInProcess()
	for _, g := range registry.Games.All() {
		start, acts := gamestest.RandomLine(g, rand.New(rand.NewPCG(3, 3)), 14)
		want, err := g.Review(start, acts, engine.First, 9, ai.Budget{Millis: 3}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var last, total atomic.Int64
		progress := func(done, all int) { last.Store(int64(done)); total.Store(int64(all)) }
		here := func() (ai.Analysis, error) { return ai.Analysis{}, errors.New("reviewed here, not in the worker") }
		got, err := w.link.Review(g, start, acts, engine.First, 9, 3, nil, progress, here)
		if err != nil {
			t.Fatalf("%s: %v", g.Name, err)
		}
		a, _ := json.Marshal(want)
		b, _ := json.Marshal(got)
		if string(a) != string(b) {
			t.Errorf("%s: the worker's review differs:\n%s\n%s", g.Name, b, a)
		}
		if total.Load() == 0 || last.Load() != total.Load() {
			t.Errorf("%s: progress ended at %d of %d", g.Name, last.Load(), total.Load())
		}
	}
}

// A review whose worker fails is made here; a cancelled one ends at once.
func TestWorkerReviewFallsBackAndCancels(t *testing.T) {
	g, _ := registry.Games.Lookup("jungle")
	start := g.Rules.Start(rand.New(rand.NewPCG(1, 1)))
	acts := []engine.Action{start.Legal()[0]}
	w := newInProcess()
	w.fail = true
	here := false
	if _, err := w.link.Review(g, start, acts, engine.First, 1, 3, nil, nil, func() (ai.Analysis, error) { here = true; return ai.Analysis{}, nil }); err != nil || !here {
		t.Fatalf("a failed worker's review: here %v, %v", here, err)
	}
	cancel := make(chan struct{})
	close(cancel)
	slow := &inProcess{in: make(chan []byte, 1)} // no worker reads it
	slow.link = NewLink(slow)
	if _, err := slow.link.Review(g, start, acts, engine.First, 1, 3, cancel, nil, nil); !errors.Is(err, errCancelled) {
		t.Fatalf("a cancelled review: %v", err)
	}
	if len(slow.link.asks) != 0 || len(slow.link.progress) != 0 {
		t.Fatal("the cancelled review is still awaited")
	}
}
