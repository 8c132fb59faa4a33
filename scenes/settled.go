package scenes

import "github.com/plyyard/plyyard/netplay"

// Settled reports whether the app shows a screen at rest: no transition
// runs, and the screen waits for nothing that will change it by itself
// (the server's answer, a judgement worked out in the background, a move
// being played out or thought about). The layout test dumps a screen that
// needs time once it has settled, rather than after a count of frames.
func (a *App) Settled() bool {
	m := a.ctx.mgr
	if m.next != nil {
		return false
	}
	if s, ok := m.current.(interface{ settled() bool }); ok {
		return s.settled()
	}
	return true
}

// The waits a screenshot or a layout dump may take instead of a count of
// frames (Options.Settle): the frame written is the first one at rest
// (SettleRest) or at rest on a finished game's card (SettleOver), and
// Options.Frames is only a backstop.
const (
	SettleRest = "rest"
	SettleOver = "over"
)

// waited reports whether the wait that settle names is over.
func (a *App) waited(settle string) bool {
	switch settle {
	case SettleRest:
		return a.Settled()
	case SettleOver:
		_, card := a.ctx.mgr.current.(*resultScene)
		return card && a.Settled()
	}
	return false
}

// settled: the card is up, the sides' figures are judged (or will not be)
// and, online, the dice check has come with the revealed seed (a game
// without chance has none to wait for).
func (s *resultScene) settled() bool {
	if s.judging() && (!s.judgeTried || s.judge != nil && !s.judge.over()) {
		return false
	}
	if s.online == nil || !s.play.b.Game().HasChance() {
		return true
	}
	return s.online.t.Check != nil
}

// settled: the review's judgement has come (or failed).
func (r *reviewScene) settled() bool { return r.chance.over() }

// settled: the lists have come, or the question failed.
func (s *tablesScene) settled() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return !s.asking && (s.got || s.err != nil)
}

// settled: the board is set up, still, and plays nothing more by itself.
func (s *puzzleScene) settled() bool {
	return s.b != nil && len(s.moves) == 0 && len(s.queue) == 0 && !s.b.Busy()
}

// settled: nothing moves on the board and the computer is not thinking.
func (p *playScene) settled() bool {
	return !p.b.Busy() && !p.b.Base().Thinking()
}

// settled: the lobby's form or its error, a quick match in the server's
// queue, a waiting room showing its code, or a connection between two
// attempts saying why the last failed. A room joined, watched or matched
// waits for its board.
func (s *lobbyScene) settled() bool {
	if s.room == nil {
		return true
	}
	t := s.room.t
	l := t.S.Link()
	switch {
	case s.quick && t.S.Queued():
		return true
	case l.Status != netplay.Connected:
		return l.Attempts > 0 && !l.Trying
	}
	return t.Code != "" && !s.quick && !t.S.Joined() && !t.S.Spectator()
}
