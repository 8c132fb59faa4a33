package save

import "github.com/plyyard/plyyard/games"

const historyKey = "history"

// HistoryLen is how many finished games the history keeps, the newest
// first.
const HistoryLen = 50

// Finished is a finished game as the history keeps it for its review: the
// position it was played from and every action since, in the game's
// notation, how it ended, and who played it how.
type Finished struct {
	Game    string   `json:"game"`
	Mode    string   `json:"mode"` // "ai", "hotseat" or "online"
	Human   int      `json:"human"`
	Level   int      `json:"level,omitempty"`
	When    int64    `json:"when"` // Unix seconds
	Start   string   `json:"start"`
	Actions []string `json:"actions"`
	Winner  int      `json:"winner"` // -1 for a draw
	Reason  string   `json:"reason,omitempty"`
	Undo    bool     `json:"undo,omitempty"`
}

// History is the finished games, the newest first.
type History struct {
	App     string     `json:"app"`
	Version int        `json:"version"`
	Games   []Finished `json:"games"`
}

func (h *History) stamp() (*string, *int) { return &h.App, &h.Version }

// valid: every game replays from its start through its actions.
func (h History) valid(known *games.Registry) bool {
	if len(h.Games) > HistoryLen {
		return false
	}
	for _, f := range h.Games {
		g, ok := known.Find(f.Game)
		if !ok || f.Human < 0 || f.Human > 1 || f.Winner < -1 || f.Winner > 1 {
			return false
		}
		switch f.Mode {
		case "ai", "hotseat", "online":
		default:
			return false
		}
		if _, _, err := g.Replay(f.Start, f.Actions); err != nil {
			return false
		}
	}
	return true
}

// LoadHistory returns the finished games, the newest first; none yet, or a
// damaged record (deleted and reported), give an empty history.
func (s *Saves) LoadHistory() (History, Problem) {
	h, p := loadOne[History](s, historyKey)
	if h == nil {
		return History{App: App, Version: Version}, p
	}
	return *h, OK
}

// AddFinished puts a finished game at the head of the history, dropping
// the oldest beyond HistoryLen. A game that does not replay is refused.
func (s *Saves) AddFinished(f Finished) error {
	g, ok := s.games.Find(f.Game)
	if !ok {
		return errUnknownGame(f.Game)
	}
	if _, _, err := g.Replay(f.Start, f.Actions); err != nil {
		return err
	}
	h, _ := s.LoadHistory()
	h.Games = append([]Finished{f}, h.Games...)
	if len(h.Games) > HistoryLen {
		h.Games = h.Games[:HistoryLen]
	}
	return s.keep(historyKey, &h)
}

// errUnknownGame says a game's name is not in the registry.
type errUnknownGame string

func (e errUnknownGame) Error() string { return "unknown game " + string(e) }
