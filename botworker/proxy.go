package botworker

import (
	"errors"
	"sync"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
)

// Port carries requests to the worker; its replies come back through
// Link.Deliver, and its failure through Link.Fail.
type Port interface {
	Send(r Request) error
}

// Link is the app's end of one worker: it numbers the bots and the
// questions and routes the replies. When the worker fails (it could not
// start, or a message could not be sent) every bot falls back to thinking
// on the app's side.
type Link struct {
	port Port
	mu   sync.Mutex
	next int
	asks map[int]chan Reply
	// progress holds the progress callback of each review asked for.
	progress map[int]ai.Progress
	failed   chan struct{}
	once     sync.Once
}

// NewLink makes the app's end of the worker behind port.
func NewLink(port Port) *Link {
	return &Link{port: port, asks: map[int]chan Reply{}, progress: map[int]ai.Progress{}, failed: make(chan struct{})}
}

// Deliver hands a reply of the worker to the question waiting for it.
// A review's progress goes to its callback (none once it has ended).
func (l *Link) Deliver(r Reply) {
	l.mu.Lock()
	if r.Partial {
		progress := l.progress[r.Ask]
		l.mu.Unlock()
		if progress != nil {
			progress(r.Done, r.Total)
		}
		return
	}
	ch := l.asks[r.Ask]
	delete(l.asks, r.Ask)
	delete(l.progress, r.Ask)
	l.mu.Unlock()
	if ch != nil {
		ch <- r
	}
}

// Fail marks the worker as gone: the bots think on the app's side from
// now on.
func (l *Link) Fail() { l.once.Do(func() { close(l.failed) }) }

// Failed reports whether the worker is gone.
func (l *Link) Failed() bool {
	select {
	case <-l.failed:
		return true
	default:
		return false
	}
}

// Review judges a finished game of g in the worker (games.Game.Review:
// actions from start as viewer knew it, millis for each position) and
// waits for its answer, telling progress on the way; cancel abandons it.
// Should the worker fail, here is called instead.
func (l *Link) Review(g *games.Game, start engine.State, actions []engine.Action, viewer engine.Seat, seed uint64, millis int, cancel <-chan struct{}, progress ai.Progress, here func() (ai.Analysis, error)) (ai.Analysis, error) {
	ask := l.number()
	ch := make(chan Reply, 1)
	l.mu.Lock()
	l.asks[ask] = ch
	l.progress[ask] = progress
	l.mu.Unlock()
	defer l.forget(ask)
	if l.send(Request{Op: OpReview, Game: g.Name, Review: &Played{Start: start.String(), Actions: actions, Viewer: viewer}, Seed: seed, Millis: millis, Ask: ask}) {
		select {
		case r := <-ch:
			switch {
			case r.Err != "":
				return ai.Analysis{}, errors.New(r.Err)
			case r.Analysis == nil:
				return ai.Analysis{}, errors.New("the worker's review came back empty")
			}
			return *r.Analysis, nil
		case <-cancel:
			return ai.Analysis{}, errCancelled
		case <-l.failed:
		}
	}
	return here()
}

func (l *Link) forget(ask int) {
	l.mu.Lock()
	delete(l.asks, ask)
	delete(l.progress, ask)
	l.mu.Unlock()
}

func (l *Link) number() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.next++
	return l.next
}

func (l *Link) send(r Request) bool {
	if l.Failed() {
		return false
	}
	if err := l.port.Send(r); err != nil {
		l.Fail()
		return false
	}
	return true
}

// Bot makes a bot of game g by name and seed that thinks in the worker:
// the worker makes the same bot.
func (l *Link) Bot(g *games.Game, name string, seed uint64) *Proxy {
	p := &Proxy{link: l, id: l.number(), game: g, name: name, seed: seed}
	l.send(Request{Op: OpNew, Bot: p.id, Game: g.Name, Name: name, Seed: seed})
	return p
}

// Proxy is a bot that thinks in the worker. Should the worker fail, it
// makes the same bot on the app's side, tells it every event told so far,
// and asks it instead, with the budget the caller gives.
type Proxy struct {
	link  *Link
	id    int
	game  *games.Game
	name  string
	seed  uint64
	seen  [][]engine.Event
	local ai.Bot
}

// Name implements ai.Bot.
func (p *Proxy) Name() string { return p.name }

// Observe implements ai.Observer: the events go to the worker's bot (which
// keeps them if it learns from events) and are kept for a fallback.
func (p *Proxy) Observe(events []engine.Event) {
	p.seen = append(p.seen, events)
	if p.local != nil {
		p.tellLocal(events)
		return
	}
	p.link.send(Request{Op: OpObserve, Bot: p.id, Events: events})
}

// errCancelled is a search asked to stop before the worker answered.
var errCancelled = errors.New("the search was cancelled")

// Choose implements ai.Bot: it asks the worker and waits for its answer,
// or for the budget's cancellation, or for the worker's failure (then it
// thinks on the app's side).
func (p *Proxy) Choose(v engine.View, b ai.Budget) (engine.Action, error) {
	if p.local == nil && !p.link.Failed() {
		ask := p.link.number()
		ch := make(chan Reply, 1)
		p.link.mu.Lock()
		p.link.asks[ask] = ch
		p.link.mu.Unlock()
		if p.link.send(Request{Op: OpChoose, Bot: p.id, Seat: v.Seat(), View: v.String(), Millis: b.Millis, Ask: ask}) {
			select {
			case r := <-ch:
				switch {
				case r.Lost:
					// The worker made room for newer bots: think here.
				case r.Err != "":
					return 0, errors.New(r.Err)
				default:
					return r.Action, nil
				}
			case <-b.Cancel:
				p.link.forget(ask)
				return 0, errCancelled
			case <-p.link.failed:
			}
		}
		p.link.forget(ask)
	}
	return p.thinkHere(v, b)
}

// thinkHere asks the same bot made on the app's side, told every event so
// far.
func (p *Proxy) thinkHere(v engine.View, b ai.Budget) (engine.Action, error) {
	if p.local == nil {
		local, err := p.game.NewBot(p.name, p.seed)
		if err != nil {
			return 0, err
		}
		p.local = local
		for _, e := range p.seen {
			p.tellLocal(e)
		}
	}
	return p.local.Choose(v, b)
}

func (p *Proxy) tellLocal(events []engine.Event) {
	if o, ok := p.local.(ai.Observer); ok {
		o.Observe(events)
	}
}
