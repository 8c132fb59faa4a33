package botworker

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/registry"
)

// maxBots bounds the bots a worker keeps: a game's computer and its hints
// need a few; when more are made the least recently used is dropped (its
// proxy then thinks on the app's side).
const maxBots = 32

// Server keeps the bots on the worker's side and answers requests, one at
// a time, in the order they come.
type Server struct {
	// games are the games it makes bots for.
	games *games.Registry
	bots  map[int]*held
	uses  int
	// Pause, when set, makes each search's ai.Budget.Pause: the worker
	// on a device of two cores or fewer yields part of its core to the
	// page's drawing (cmd/botworker). It changes when a search's nodes
	// are searched, never which: the moves are the same.
	Pause func() func()
	// Post, when set, sends a reply before the request's last one: a
	// review's progress.
	Post func(Reply)
}

type held struct {
	bot  ai.Bot
	game *games.Game
	used int
}

// NewServer makes an empty server.
func NewServer() *Server { return &Server{games: registry.Games, bots: map[int]*held{}} }

// Handle carries out a request. A choose is answered (ok true); the other
// operations have no answer, and a bad one is dropped with its error
// (reported by the caller on the console), changing nothing.
func (s *Server) Handle(r Request) (reply Reply, ok bool, err error) {
	switch r.Op {
	case OpNew:
		g, err := s.games.Lookup(r.Game)
		if err != nil {
			return Reply{}, false, err
		}
		b, err := g.NewBot(r.Name, r.Seed)
		if err != nil {
			return Reply{}, false, err
		}
		if _, taken := s.bots[r.Bot]; !taken && len(s.bots) >= maxBots {
			s.dropOldest()
		}
		s.bots[r.Bot] = &held{bot: b, game: g, used: s.use()}
		return Reply{}, false, nil
	case OpObserve:
		h, found := s.bots[r.Bot]
		if !found {
			return Reply{}, false, fmt.Errorf("no bot %d", r.Bot)
		}
		h.used = s.use()
		if o, isObserver := h.bot.(ai.Observer); isObserver {
			o.Observe(r.Events)
		}
		return Reply{}, false, nil
	case OpChoose:
		reply := Reply{Ask: r.Ask}
		if _, found := s.bots[r.Bot]; !found {
			reply.Err, reply.Lost = fmt.Sprintf("no bot %d", r.Bot), true
			return reply, true, nil
		}
		a, err := s.choose(r)
		if err != nil {
			reply.Err = err.Error()
		}
		reply.Action = a
		return reply, true, nil
	case OpReview:
		reply := Reply{Ask: r.Ask}
		an, err := s.review(r)
		if err != nil {
			reply.Err = err.Error()
		} else {
			reply.Analysis = &an
		}
		return reply, true, nil
	}
	return Reply{}, false, fmt.Errorf("unknown operation %q", r.Op)
}

func (s *Server) use() int {
	s.uses++
	return s.uses
}

// dropOldest forgets the least recently used bot.
func (s *Server) dropOldest() {
	oldest, at := 0, -1
	for id, h := range s.bots {
		if at < 0 || h.used < at {
			oldest, at = id, h.used
		}
	}
	delete(s.bots, oldest)
}

func (s *Server) choose(r Request) (engine.Action, error) {
	h := s.bots[r.Bot]
	h.used = s.use()
	v, err := h.game.ParseView(r.Seat, r.View)
	if err != nil {
		return 0, err
	}
	b := ai.Budget{Millis: r.Millis}
	if s.Pause != nil {
		b.Pause = s.Pause()
	}
	return h.bot.Choose(v, b)
}

// review judges the game of a review request, posting its progress.
func (s *Server) review(r Request) (ai.Analysis, error) {
	g, err := s.games.Lookup(r.Game)
	if err != nil {
		return ai.Analysis{}, err
	}
	if r.Review == nil {
		return ai.Analysis{}, fmt.Errorf("a review without its game")
	}
	start, err := g.Rules.Parse(r.Review.Start)
	if err != nil {
		return ai.Analysis{}, err
	}
	b := ai.Budget{Millis: r.Millis}
	if s.Pause != nil {
		b.Pause = s.Pause()
	}
	progress := func(done, total int) {
		if s.Post != nil {
			s.Post(Reply{Ask: r.Ask, Partial: true, Done: done, Total: total})
		}
	}
	return g.Review(start, r.Review.Actions, r.Review.Viewer, r.Seed, b, progress)
}
