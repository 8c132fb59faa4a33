package server

import "time"

// Frames are answered on the server's answerers, apart from the readers:
// answering goes deep (decoding, the rules, the store), and a stack grown by
// it would stay with the reader, one for every connection held, where a
// reader waiting for its next frame needs little. An answerer keeps its
// grown stack for the next frame; there are as many as frames answered at
// once, but at most maxIdleAnswerers wait for work (a burst's others end
// once it is over), and one idle for answererIdle ends too.

const (
	// answererIdle is how long an answerer waits for work before it ends.
	answererIdle = 5 * time.Second
	// maxIdleAnswerers is how many answerers wait for work at most.
	maxIdleAnswerers = 16
)

// apart runs f on an idle answerer, or on a new one when none waits.
func (s *Server) apart(f func()) {
	select {
	case s.answerers <- f:
	default:
		go s.answerer(f)
	}
}

func (s *Server) answerer(f func()) {
	idle := time.NewTimer(answererIdle)
	defer idle.Stop()
	for {
		f()
		if s.idleAnswerers.Add(1) > maxIdleAnswerers {
			s.idleAnswerers.Add(-1)
			return
		}
		idle.Reset(answererIdle)
		select {
		case f = <-s.answerers:
			s.idleAnswerers.Add(-1)
		case <-idle.C:
			s.idleAnswerers.Add(-1)
			return
		case <-s.stop:
			s.idleAnswerers.Add(-1)
			return
		}
	}
}
