package save

import (
	"strings"

	"github.com/plyyard/plyyard/games"
)

const onlineKey = "online"

// Online is the seat of a running online game: enough to return to it
// after a reload or a restart. The seat token is a secret that opens the
// seat; it is kept only on this device.
type Online struct {
	App     string `json:"app"`
	Version int    `json:"version"`
	Server  string `json:"server"` // the room server's WebSocket URL
	Code    string `json:"code"`
	Token   string `json:"token"`
	Game    string `json:"game"`
	NextID  uint64 `json:"next_id"`
	// Expires is when (Unix seconds) the server will have forgotten the
	// room if nobody comes back to it: a waiting room's lifetime after its
	// creation, a game's seat after it was last seen. 0: not known (a
	// record of an older version).
	Expires int64 `json:"expires,omitempty"`
}

func (o Online) valid(known *games.Registry) bool {
	if !(strings.HasPrefix(o.Server, "ws://") || strings.HasPrefix(o.Server, "wss://")) || len(o.Code) != 6 || len(o.Token) != 32 || o.NextID < 1 || o.Expires < 0 {
		return false
	}
	_, ok := known.Find(o.Game)
	return ok
}

// LoadOnline returns the running online game's seat, nil when there is
// none. A damaged record is deleted and reported.
func (s *Saves) LoadOnline() (*Online, Problem) { return loadOne[Online](s, onlineKey) }

// SaveOnline writes the online game's seat.
func (s *Saves) SaveOnline(o Online) error { return s.keep(onlineKey, &o) }

// ClearOnline forgets the online game (it ended, or the player left it).
func (s *Saves) ClearOnline() error { return s.store.Delete(onlineKey) }
