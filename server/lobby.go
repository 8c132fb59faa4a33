package server

import (
	"slices"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// The lobby lists public rooms waiting for a player (oldest first) and
// public games in progress (most watched first), at most room.MaxTables of
// each. In a cluster every node adds the tables the others published in
// their last beat (beat.go), so a list is at most one beat old there.

// tableRec is a lobby table with the time it began (unix milliseconds),
// as nodes exchange them; the age is worked out when a list is answered.
type tableRec struct {
	room.Table
	Since int64 `json:"since"`
}

// lobbyTables are one node's public tables.
type lobbyTables struct {
	Open []tableRec `json:"open,omitempty"`
	Live []tableRec `json:"live,omitempty"`
}

// localTables collects the public tables of the rooms this process holds,
// each list in its order and cut to room.MaxTables.
func (s *Server) localTables() lobbyTables {
	var lt lobbyTables
	for _, r := range s.roomList() {
		r.mu.Lock()
		switch {
		case !r.public || r.closed || r.game.Name == "":
		case !r.started() && r.players == 1:
			lt.Open = append(lt.Open, tableRec{room.Table{Code: r.code, Game: r.game.Name, Name: r.names[0]}, r.created.UnixMilli()})
		case r.started() && !r.finished:
			tb := room.Table{Code: r.code, Game: r.game.Name, Name: r.names[0] + room.PlayersSep + r.names[1], Watchers: r.watchers()}
			if r.rated() {
				tb.Ratings = []int{r.ratings[0].R, r.ratings[1].R}
			}
			lt.Live = append(lt.Live, tableRec{tb, r.startedAt.UnixMilli()})
		}
		r.mu.Unlock()
	}
	return lt.ordered("")
}

// ordered sorts both lists, keeps the tables of game (every game for ""),
// and cuts each to room.MaxTables.
func (lt lobbyTables) ordered(game string) lobbyTables {
	keep := func(t tableRec) bool { return game != "" && t.Game != game }
	lt.Open = slices.DeleteFunc(lt.Open, keep)
	lt.Live = slices.DeleteFunc(lt.Live, keep)
	slices.SortFunc(lt.Open, func(a, b tableRec) int {
		if a.Since != b.Since {
			return cmpInt(a.Since, b.Since)
		}
		return strings.Compare(a.Code, b.Code)
	})
	slices.SortFunc(lt.Live, func(a, b tableRec) int {
		if a.Watchers != b.Watchers {
			return b.Watchers - a.Watchers
		}
		if a.Since != b.Since {
			return cmpInt(a.Since, b.Since)
		}
		return strings.Compare(a.Code, b.Code)
	})
	lt.Open = lt.Open[:min(len(lt.Open), room.MaxTables)]
	lt.Live = lt.Live[:min(len(lt.Live), room.MaxTables)]
	return lt
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// list answers a list request with the lobby.
func (s *Server) list(c *conn, req room.Request) bool {
	if !s.allows("l "+c.who.addr, s.cfg.ListRate, s.cfg.ListBurst) {
		c.nack(0, room.ErrRate, "too many lists from your address: wait a little")
		return false
	}
	c.listed = true
	all := s.localTables()
	for _, lt := range s.peerTables() {
		all.Open = append(all.Open, lt.Open...)
		all.Live = append(all.Live, lt.Live...)
	}
	all = all.ordered(req.Game)
	now := s.now().UnixMilli()
	tables := func(rs []tableRec) []room.Table {
		out := make([]room.Table, len(rs))
		for i, t := range rs {
			out[i] = t.Table
			out[i].Age = int(max(0, now-t.Since) / 1000)
		}
		return out
	}
	c.send(room.Message{T: room.TLobby, Game: req.Game, Open: tables(all.Open), Live: tables(all.Live),
		Seat: engine.NoSeat, You: engine.NoSeat, ToMove: engine.NoSeat, DrawOffer: engine.NoSeat})
	return true
}
