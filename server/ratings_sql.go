package server

import (
	"database/sql"
	"encoding/json"
	"errors"
	"slices"

	"github.com/plyyard/plyyard/glicko"
)

// ratingTables are the tables of identities and ratings: identities (the
// secret's hash, the name last used, the address that made it and when,
// in unix milliseconds), ratings (per identity and game) and rated_games
// (what each rated game did; its key guards a game from being rated
// twice).
var ratingTables = []string{
	`CREATE TABLE IF NOT EXISTS identities (id TEXT PRIMARY KEY, name TEXT NOT NULL, addr TEXT NOT NULL, created BIGINT NOT NULL)`,
	`CREATE INDEX IF NOT EXISTS identities_by_addr ON identities (addr, created)`,
	`CREATE TABLE IF NOT EXISTS ratings (id TEXT NOT NULL, game TEXT NOT NULL, rating DOUBLE PRECISION NOT NULL,
		rd DOUBLE PRECISION NOT NULL, vol DOUBLE PRECISION NOT NULL, games INTEGER NOT NULL, PRIMARY KEY (id, game))`,
	`CREATE INDEX IF NOT EXISTS ratings_by_game ON ratings (game, rating)`,
	`CREATE TABLE IF NOT EXISTS rated_games (room TEXT NOT NULL, number INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (room, number))`,
}

func (s *SQLStore) Identify(id Identity) error {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.Exec(s.q(`UPDATE identities SET name = ? WHERE id = ?`), id.Name, id.ID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		if err == nil {
			err = tx.Commit()
		}
		return err
	}
	var made int
	if err := tx.QueryRow(s.q(`SELECT COUNT(*) FROM identities WHERE addr = ? AND created > ?`),
		id.Addr, id.At.UnixMilli()-3600_000).Scan(&made); err != nil {
		return err
	}
	if made >= id.PerHour {
		return ErrIdentityRate
	}
	if _, err := tx.Exec(s.q(`INSERT INTO identities (id, name, addr, created) VALUES (?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET name = excluded.name`), id.ID, id.Name, id.Addr, id.At.UnixMilli()); err != nil {
		return err
	}
	return tx.Commit()
}

// ratingsOf reads the ratings of ids in game through q (the store, or a
// transaction).
func (s *SQLStore) ratingsOf(q interface {
	QueryRow(string, ...any) *sql.Row
}, game string, ids []string, lock bool) ([]glicko.Rating, error) {
	query := `SELECT rating, rd, vol FROM ratings WHERE id = ? AND game = ?`
	if lock && s.postgres {
		query += ` FOR UPDATE`
	}
	out := make([]glicko.Rating, len(ids))
	for i, id := range ids {
		var r glicko.Rating
		err := q.QueryRow(s.q(query), id, game).Scan(&r.R, &r.RD, &r.Vol)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			r = glicko.Start
		case err != nil:
			return nil, err
		}
		out[i] = r
	}
	return out, nil
}

func (s *SQLStore) Ratings(game string, ids []string) ([]glicko.Rating, error) {
	return s.ratingsOf(s.db, game, ids, false)
}

func (s *SQLStore) RatedGame(code string, number int) (*RatingChange, error) {
	data, err := s.dataOf("rated_games", code, number)
	if err != nil {
		return nil, err
	}
	var c RatingChange
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, err
	}
	return &c, nil
}

func (s *SQLStore) Leaderboard(game string, n int) ([]Leader, error) {
	// Established ratings first: the deviation's bound splits them.
	rows, err := s.db.Query(s.q(`SELECT COALESCE(i.name, ''), r.rating, r.rd, r.vol, r.games FROM ratings r
		LEFT JOIN identities i ON i.id = r.id WHERE r.game = ?
		ORDER BY CASE WHEN r.rd > ? THEN 1 ELSE 0 END, r.rating DESC, r.games DESC, COALESCE(i.name, '') LIMIT ?`), game, float64(glicko.ProvisionalRD), n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ls []Leader
	for rows.Next() {
		var name string
		var r glicko.Rating
		var games int
		if err := rows.Scan(&name, &r.R, &r.RD, &r.Vol, &games); err != nil {
			return nil, err
		}
		ls = append(ls, leaderOf(name, r, games))
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return rankLeaders(ls, n), nil
}

// rateIn applies rated game g of room code inside tx, unless it was
// applied before.
func (s *SQLStore) rateIn(tx *sql.Tx, code string, number int, g *RatedGame) error {
	res, err := tx.Exec(s.q(`INSERT INTO rated_games (room, number, data) VALUES (?, ?, '') ON CONFLICT (room, number) DO NOTHING`), code, number)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err // rated already
	}
	// Both rows exist, then are locked in the order of their keys (two
	// games of one player, on two nodes, wait for each other in line).
	ids := slices.Sorted(slices.Values(g.Players[:]))
	for _, id := range slices.Compact(ids) {
		if _, err := tx.Exec(s.q(`INSERT INTO ratings (id, game, rating, rd, vol, games) VALUES (?, ?, ?, ?, ?, 0)
			ON CONFLICT (id, game) DO NOTHING`), id, g.Game, glicko.Start.R, glicko.Start.RD, glicko.Start.Vol); err != nil {
			return err
		}
	}
	if _, err := s.ratingsOf(tx, g.Game, ids, true); err != nil {
		return err
	}
	before, err := s.ratingsOf(tx, g.Game, g.Players[:], false)
	if err != nil {
		return err
	}
	c := RatingChange{Before: [2]glicko.Rating(before)}
	c.After = g.rate(c.Before)
	for i, id := range g.Players {
		if _, err := tx.Exec(s.q(`UPDATE ratings SET rating = ?, rd = ?, vol = ?, games = games + 1 WHERE id = ? AND game = ?`),
			c.After[i].R, c.After[i].RD, c.After[i].Vol, id, g.Game); err != nil {
			return err
		}
	}
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	_, err = tx.Exec(s.q(`UPDATE rated_games SET data = ? WHERE room = ? AND number = ?`), string(data), code, number)
	return err
}
