package server

import (
	"time"

	"github.com/plyyard/plyyard/glicko"
)

// memRatings is MemoryStore's part for ratings (guarded by its mu).
type memRatings struct {
	idents  map[string]*memIdent
	ratings map[string]*memRating // by game and identity
	rated   map[string]*RatingChange
}

type memIdent struct {
	name, addr string
	created    time.Time
}

type memRating struct {
	r     glicko.Rating
	games int
}

func ratingKey(game, id string) string { return game + "/" + id }

func (m *MemoryStore) Identify(id Identity) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.idents == nil {
		m.idents = map[string]*memIdent{}
	}
	if known := m.idents[id.ID]; known != nil {
		known.name = id.Name
		return nil
	}
	made := 0
	for _, x := range m.idents {
		if x.addr == id.Addr && id.At.Sub(x.created) < time.Hour {
			made++
		}
	}
	if made >= id.PerHour {
		return ErrIdentityRate
	}
	m.idents[id.ID] = &memIdent{name: id.Name, addr: id.Addr, created: id.At}
	return nil
}

func (m *MemoryStore) Ratings(game string, ids []string) ([]glicko.Rating, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]glicko.Rating, len(ids))
	for i, id := range ids {
		out[i] = glicko.Start
		if x := m.ratings[ratingKey(game, id)]; x != nil {
			out[i] = x.r
		}
	}
	return out, nil
}

func (m *MemoryStore) RatedGame(code string, number int) (*RatingChange, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	c := m.rated[recordKey(code, number)]
	if c == nil {
		return nil, ErrNotFound
	}
	cp := *c
	return &cp, nil
}

func (m *MemoryStore) Leaderboard(game string, n int) ([]Leader, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var ls []Leader
	for key, x := range m.ratings {
		if id, ok := cutGame(key, game); ok {
			name := ""
			if who := m.idents[id]; who != nil {
				name = who.name
			}
			ls = append(ls, leaderOf(name, x.r, x.games))
		}
	}
	return rankLeaders(ls, n), nil
}

func cutGame(key, game string) (string, bool) {
	if len(key) > len(game) && key[:len(game)] == game && key[len(game)] == '/' {
		return key[len(game)+1:], true
	}
	return "", false
}

// rateLocked applies a rated game once (the caller holds m.mu).
func (m *MemoryStore) rateLocked(code string, number int, g *RatedGame) {
	if m.rated == nil {
		m.rated, m.ratings = map[string]*RatingChange{}, map[string]*memRating{}
	}
	key := recordKey(code, number)
	if m.rated[key] != nil {
		return
	}
	var c RatingChange
	for i, id := range g.Players {
		c.Before[i] = glicko.Start
		if x := m.ratings[ratingKey(g.Game, id)]; x != nil {
			c.Before[i] = x.r
		}
	}
	c.After = g.rate(c.Before)
	for i, id := range g.Players {
		x := m.ratings[ratingKey(g.Game, id)]
		if x == nil {
			x = &memRating{}
			m.ratings[ratingKey(g.Game, id)] = x
		}
		x.r = c.After[i]
		x.games++
	}
	m.rated[key] = &c
}
