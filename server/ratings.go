package server

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/glicko"
	"github.com/plyyard/plyyard/room"
)

// Ratings: a player is an identity, the SHA-256 of a secret the device
// drew (room.Request.Secret); the server never keeps the secret. Each
// game has its own Glicko-2 rating per identity, changed by the rated
// games, those of a quick match whose two players both brought an
// identity. A rated game's record carries a RatedGame, and the store
// applies it in the transaction that stores the record, at most once per
// room and game number: the rated_games row it adds is the guard, so a
// record stored again (a repair, a node taking the room over) changes no
// rating twice.

// RatedGame is what a finished rated game does to its players' ratings.
type RatedGame struct {
	Game    string    // the game's name
	Players [2]string // the identities on seat 0 and seat 1
	Score   float64   // seat 0's score: 1 a win, 0.5 a draw, 0 a loss
}

// RatingChange is a rated game's effect: the ratings of seats 0 and 1
// before and after it.
type RatingChange struct {
	Before [2]glicko.Rating `json:"before"`
	After  [2]glicko.Rating `json:"after"`
}

// Identity is a player as Identify records them.
type Identity struct {
	ID   string    // the secret's SHA-256, hex
	Name string    // the display name last used
	Addr string    // the address it came from (rate-limits new ones)
	At   time.Time // now
	// PerHour is how many new identities Addr may make in an hour.
	PerHour int
}

// Leader is one line of a leaderboard.
type Leader = room.Leader

// RatingStore is the part of a Store that keeps identities and ratings.
type RatingStore interface {
	// Identify records identity id (or renames it), refusing with
	// ErrIdentityRate a new one past its address's hourly allowance.
	Identify(id Identity) error
	// Ratings returns the ratings in game of the identities ids (a new
	// player's for one never rated).
	Ratings(game string, ids []string) ([]glicko.Rating, error)
	// RatedGame returns what the rated game number of room code did, or
	// ErrNotFound.
	RatedGame(code string, number int) (*RatingChange, error)
	// Leaderboard returns game's best n, established ratings first.
	Leaderboard(game string, n int) ([]Leader, error)
}

// ErrIdentityRate refuses a new identity past its address's allowance.
var ErrIdentityRate = errors.New("too many new players from one address this hour")

// identityOf returns the identity of a secret: its SHA-256 in hex.
func identityOf(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// validIdentity reports whether s has the shape of an identity.
func validIdentity(s string) bool {
	return len(s) == 2*sha256.Size && strings.Trim(s, "0123456789abcdef") == ""
}

// rate returns the ratings of seats 0 and 1 after game g, from before.
func (g *RatedGame) rate(before [2]glicko.Rating) [2]glicko.Rating {
	return [2]glicko.Rating{
		before[0].Update([]glicko.Result{{Opponent: before[1], Score: g.Score}}),
		before[1].Update([]glicko.Result{{Opponent: before[0], Score: 1 - g.Score}}),
	}
}

// reported is a rating as the protocol carries it.
func reported(r glicko.Rating) room.Rating {
	return room.Rating{R: int(math.Round(r.R)), RD: int(math.Round(r.RD)), Provisional: r.Provisional()}
}

// reportedChange is seat's rating after a rated game, with its change.
func (c *RatingChange) reported(seat int) room.Rating {
	out := reported(c.After[seat])
	out.Change = out.R - int(math.Round(c.Before[seat].R))
	return out
}

// leaderOrder sorts a leaderboard: established ratings first, then by
// rating, best first, then by more games, then by name (a fixed order
// for equals).
func leaderOrder(a, b Leader) int {
	if a.Provisional != b.Provisional {
		if a.Provisional {
			return 1
		}
		return -1
	}
	if a.Rating != b.Rating {
		return b.Rating - a.Rating
	}
	if a.Games != b.Games {
		return b.Games - a.Games
	}
	return strings.Compare(a.Name, b.Name)
}

// rankLeaders numbers a sorted leaderboard and keeps its first n.
func rankLeaders(ls []Leader, n int) []Leader {
	slices.SortStableFunc(ls, leaderOrder)
	if len(ls) > n {
		ls = ls[:n]
	}
	for i := range ls {
		ls[i].Rank = i + 1
	}
	return ls
}

// leaderOf is a rating as a leaderboard line.
func leaderOf(name string, r glicko.Rating, games int) Leader {
	rep := reported(r)
	return Leader{Name: name, Rating: rep.R, RD: rep.RD, Provisional: rep.Provisional, Games: games}
}

// rated reports whether the room's games are rated: a quick match whose
// players both brought an identity.
func (r *liveRoom) rated() bool { return r.idents[0] != "" && r.idents[1] != "" }

// ratedGame is what the current game, ended with result, does to the
// ratings; nil when the room is not rated.
func (r *liveRoom) ratedGame(result string) *RatedGame {
	if !r.rated() || result == "" {
		return nil
	}
	g := &RatedGame{Game: r.game.Name, Score: 0.5}
	for p, seat := range r.seatOf {
		g.Players[seat] = r.idents[p]
	}
	if side, ok := strings.CutPrefix(result, "win "); ok {
		g.Score = 0
		if strings.HasPrefix(side, r.game.Sides[0]+" ") {
			g.Score = 1
		}
	}
	return g
}

// setRatings sets the players' ratings from ones by seat.
func (r *liveRoom) setRatings(bySeat func(seat int) room.Rating) {
	for p, seat := range r.seatOf {
		r.ratings[p] = bySeat(int(seat))
	}
}

// loadChange takes the ratings after rated game number from the store.
func (r *liveRoom) loadChange(number int) bool {
	c, err := r.srv.store.RatedGame(r.code, number)
	if err != nil {
		if !errors.Is(err, ErrNotFound) {
			r.srv.log.Error("reading a rated game", "room", r.code, "number", number, "err", err)
		}
		return false
	}
	r.setRatings(c.reported)
	return true
}

// loadRatings reads the players' ratings of a rated room rebuilt from the
// store: after its last game when that is over, as they stand otherwise.
func (r *liveRoom) loadRatings() {
	if !r.rated() || (r.finished && r.loadChange(r.number)) {
		return
	}
	r.loadCurrent(r.game.Name, r.idents)
}

// loadCurrent reads the ratings in game of the players idents as they
// stand.
func (r *liveRoom) loadCurrent(game string, idents [2]string) {
	rs, err := r.srv.store.Ratings(game, idents[:])
	if err != nil {
		r.srv.log.Error("reading ratings", "room", r.code, "err", err)
		return
	}
	for p := range r.ratings {
		r.ratings[p] = reported(rs[p])
	}
}

// ratingsBySeat returns the ratings of a rated room's players by their
// seats seatOf (the change only once the game is over), nil when the room
// is not rated or no game has begun.
func (r *liveRoom) ratingsBySeat(seatOf [2]engine.Seat) []room.Rating {
	if !r.rated() || seatOf[0] == engine.NoSeat {
		return nil
	}
	out := make([]room.Rating, 2)
	for p, seat := range seatOf {
		out[seat] = r.ratings[p]
		if !r.finished {
			out[seat].Change = 0
		}
	}
	return out
}

// identify gives ticket t the identity of secret and its rating, recording
// the identity (a new one within its address's allowance). It answers c
// and returns false when it refuses.
func (s *Server) identify(c *conn, t *ticket, secret string) bool {
	t.Ident = identityOf(secret)
	err := s.store.Identify(Identity{ID: t.Ident, Name: t.Name, Addr: c.who.addr, At: s.now(), PerHour: s.cfg.IdentitiesPerHour})
	if errors.Is(err, ErrIdentityRate) {
		c.nack(0, room.ErrIdentityRate, "too many new players from your address this hour: try later")
		return false
	}
	var rs []glicko.Rating
	if err == nil {
		rs, err = s.store.Ratings(t.Game, []string{t.Ident})
	}
	if err != nil {
		s.log.Error("identifying a player", "err", err)
		c.nack(0, room.ErrServer, "ratings are out of reach: try again")
		return false
	}
	t.Rating, t.RD = rs[0].R, rs[0].RD
	return true
}

// LeaderboardSize is how many players a leaderboard lists.
const LeaderboardSize = 50

// Leaderboard is the answer of /api/leaderboard.
type Leaderboard = room.Leaderboard

// serveLeaderboard: GET /api/leaderboard?game=NAME returns the game's
// best LeaderboardSize players as JSON (a Leaderboard); an unknown game is
// refused with HTTP 400 and the games there are.
func (s *Server) serveLeaderboard(w http.ResponseWriter, req *http.Request) {
	who := s.clientOf(req)
	if !s.allows("b "+who.addr, s.cfg.ListRate, s.cfg.ListBurst) {
		refuse(w, http.StatusTooManyRequests, "too many leaderboard requests from your address")
		return
	}
	name := req.URL.Query().Get("game")
	g, ok := s.cfg.Games.Find(name)
	if !ok {
		writeJSON(w, http.StatusBadRequest, map[string]string{
			"error": fmt.Sprintf("no game %q: want ?game= one of %s", clipText(name), strings.Join(s.cfg.Games.Names(), ", ")),
		})
		return
	}
	ls, err := s.store.Leaderboard(g.Name, LeaderboardSize)
	if err != nil {
		s.log.Error("reading a leaderboard", "game", g.Name, "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "the store failed"})
		return
	}
	if ls == nil {
		ls = []Leader{}
	}
	writeJSON(w, http.StatusOK, Leaderboard{Game: g.Name, Players: ls})
}

// clipText cuts a client's text for an error message.
func clipText(s string) string {
	if r := []rune(s); len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
