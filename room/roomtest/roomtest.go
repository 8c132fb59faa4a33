// Package roomtest is what the tests of room servers share, as
// net/http/httptest is for handlers: a Seat, a client of the room protocol
// that follows one connection's messages and fails the test on a surprise;
// StartGame and Play, which seat two players and make them play random legal
// actions; CheckRecord, which fetches a finished game's record and verifies
// it; and Eventually and Within, which wait for a condition instead of for
// a time (the browser tests wait for their pages with them too).
//
// It imports no server: the server's own tests use it as well as the tests
// of the binary and of other packages (server/servertest runs a server for
// those).
package roomtest

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
)

// Wait is how long a Seat waits for a message or an answer before it fails
// the test.
const Wait = 10 * time.Second

// Seat is a test's connection to a room server and what it has learned from
// the server's snapshots and events. Its methods fail the test (with
// t.Fatalf) when the server does not answer as they expect, so they must
// be called from the test's goroutine.
type Seat struct {
	T    testing.TB
	Name string // names the seat in failure messages
	C    *room.Client

	Code, Token string
	You         engine.Seat // -1 for a spectator or before the start
	SV          uint64      // the last state version seen
	ToMove      engine.Seat
	Legal       []string // the seat's legal actions when it is to move
	View        string
	Offer       engine.Seat      // the seat offering a draw, or -1
	Commit      string           // the current game's commitment
	Result      string           // the finished game's result
	Seed        string           // the finished game's revealed seed
	Clock       *room.ClockState // the game's clock as last told (nil: none)
	Ratings     []room.Rating    // the players' ratings by seat as last told (nil: unrated)

	nextID uint64 // the command id after the last one answered

	mu     sync.Mutex
	frames [][]byte
}

func timeout(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), Wait)
	t.Cleanup(cancel)
	return ctx
}

// Dial connects a new seat to the WebSocket URL ws (ws://host/ws); the
// connection closes when the test ends.
func Dial(t testing.TB, ws, name string) *Seat {
	t.Helper()
	s := &Seat{T: t, Name: name, You: engine.NoSeat, ToMove: engine.NoSeat, Offer: engine.NoSeat, nextID: 1}
	c, err := room.Dial(timeout(t), ws, room.Options{Raw: func(b []byte) {
		s.mu.Lock()
		s.frames = append(s.frames, append([]byte(nil), b...))
		s.mu.Unlock()
	}})
	if err != nil {
		t.Fatalf("%s: dialling %s: %v", name, ws, err)
	}
	s.C = c
	t.Cleanup(func() { c.Close() })
	return s
}

// Frames returns every frame the seat has received, as it came.
func (s *Seat) Frames() [][]byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.frames
}

// Hello sends create, join, watch or resume and returns the welcome; a
// nack fails the test.
func (s *Seat) Hello(req room.Request) room.Message {
	s.T.Helper()
	m, err := s.TryHello(req)
	if err != nil {
		s.T.Fatalf("%s: %s: %v", s.Name, req.T, err)
	}
	return m
}

// TryHello is Hello for a hello that may be refused: it returns the nack
// as an error.
func (s *Seat) TryHello(req room.Request) (room.Message, error) {
	m, err := s.C.Hello(timeout(s.T), req)
	if err != nil {
		return m, err
	}
	s.Code = m.Room
	if m.Token != "" {
		s.Token = m.Token
	}
	s.You = m.You
	if m.Clock != nil {
		s.Clock = m.Clock
	}
	return m, nil
}

// Create makes a room of game (side: room.SideFirst, SideSecond, SideRandom
// or "") and returns its creator.
func Create(t testing.TB, ws, game, side string) *Seat {
	t.Helper()
	s := Dial(t, ws, "creator")
	s.Hello(room.Request{T: room.TCreate, Game: game, Side: side})
	return s
}

// Join takes the free seat of room code.
func Join(t testing.TB, ws, code string) *Seat {
	t.Helper()
	s := Dial(t, ws, "joiner")
	s.Hello(room.Request{T: room.TJoin, Code: code})
	return s
}

// JoinWhenFound takes the free seat of room code through another server
// of a cluster, trying until that server finds the room (the cluster
// forms in the background) or within has passed.
func JoinWhenFound(t testing.TB, ws, code string, within time.Duration) *Seat {
	t.Helper()
	var s *Seat
	Eventually(t, "the room found through "+ws, within, func() error {
		s = Dial(t, ws, "joiner")
		_, err := s.TryHello(room.Request{T: room.TJoin, Code: code})
		if err != nil {
			s.C.Close()
		}
		return err
	})
	return s
}

// Watch follows room code as a spectator and returns once it has the
// room's snapshot.
func Watch(t testing.TB, ws, code string) *Seat {
	t.Helper()
	s := Dial(t, ws, "watcher")
	s.Hello(room.Request{T: room.TWatch, Code: code})
	s.Until(IsSnapshot)
	return s
}

// Resume opens a new connection to old's seat, asking for the events after
// version since (0: a snapshot). The new seat continues old's command ids.
func Resume(t testing.TB, ws string, old *Seat, since uint64) *Seat {
	t.Helper()
	s, err := TryResume(t, ws, old, since)
	if err != nil {
		t.Fatalf("%s: resume: %v", old.Name, err)
	}
	return s
}

// TryResume is Resume that returns the server's refusal (or a failed
// connection) instead of failing the test.
func TryResume(t testing.TB, ws string, old *Seat, since uint64) (*Seat, error) {
	t.Helper()
	s := Dial(t, ws, old.Name)
	s.Code, s.Token, s.nextID = old.Code, old.Token, old.nextID
	s.C.SetNextID(old.nextID)
	if _, err := s.TryHello(room.Request{T: room.TResume, Code: old.Code, Token: old.Token, Since: since}); err != nil {
		s.C.Close()
		return nil, err
	}
	s.SV = since
	return s, nil
}

// Opponent takes the free seat of creator's room through ws (which may be
// another server of the cluster) and returns once both players have seen
// the game start.
func Opponent(t testing.TB, ws string, creator *Seat) *Seat {
	t.Helper()
	s := Join(t, ws, creator.Code)
	creator.Kind(room.KStart)
	s.Until(IsSnapshot)
	return s
}

// StartGame makes a room of game and seats a second player: when it
// returns the game has started and both players know their seats.
func StartGame(t testing.TB, ws, game, side string) (creator, joiner *Seat) {
	t.Helper()
	creator = Create(t, ws, game, side)
	return creator, Opponent(t, ws, creator)
}

// Quick dials ws and asks for a quick match of game under name (which
// also names the seat in failures); it does not wait for an answer: see
// Queued and Matched.
func Quick(t testing.TB, ws, game, name string) *Seat {
	t.Helper()
	return QuickAs(t, ws, game, name, "")
}

// QuickAs is Quick for the player whose identity is secret (empty: none,
// unrated).
func QuickAs(t testing.TB, ws, game, name, secret string) *Seat {
	t.Helper()
	s := Dial(t, ws, name)
	if err := s.C.Send(timeout(t), room.Request{T: room.TQuick, Game: game, Name: name, Secret: secret}); err != nil {
		t.Fatalf("%s: quick: %v", name, err)
	}
	return s
}

// Queued reads messages until the server says the seat waits in a queue.
func (s *Seat) Queued() room.Message {
	s.T.Helper()
	return s.Until(func(m room.Message) bool {
		if m.T == room.TWelcome || m.T == room.TNack {
			s.T.Fatalf("%s: %s %s while waiting to be queued", s.Name, m.T, m.Err)
		}
		return m.T == room.TQueued
	})
}

// Matched reads messages until the welcome of a quick match and the
// room's snapshot, and returns the welcome.
func (s *Seat) Matched() room.Message {
	s.T.Helper()
	w := s.Until(func(m room.Message) bool {
		if m.T == room.TNack {
			s.T.Fatalf("%s: %s %s while waiting for a match", s.Name, m.Err, m.Reason)
		}
		return m.T == room.TWelcome
	})
	s.Code, s.Token, s.You = w.Room, w.Token, w.You
	s.Until(IsSnapshot)
	return w
}

// IsSnapshot accepts a snapshot.
func IsSnapshot(m room.Message) bool { return m.T == room.TSnapshot }

// take folds one message into what the seat knows.
func (s *Seat) take(m room.Message) {
	if m.Clock != nil {
		s.Clock = m.Clock
	}
	if m.Ratings != nil {
		s.Ratings = m.Ratings
	}
	if m.T != room.TEvent && m.T != room.TSnapshot {
		return
	}
	if m.SV > s.SV || m.T == room.TSnapshot {
		s.SV = m.SV
	}
	s.You, s.ToMove, s.Legal, s.Offer = m.You, m.ToMove, m.Legal, m.DrawOffer
	if m.View != "" {
		s.View = m.View
	}
	if m.Result != "" {
		s.Result, s.Seed = m.Result, m.Seed
	}
	if m.Commitment != "" {
		s.Commit = m.Commitment
	}
	if m.Kind == room.KStart {
		s.Result, s.Seed = "", ""
	}
}

// Next waits for the next message and returns it.
func (s *Seat) Next() room.Message {
	s.T.Helper()
	select {
	case m, ok := <-s.C.Messages():
		if !ok {
			s.T.Fatalf("%s: the connection ended: %v", s.Name, s.C.Err())
		}
		s.take(m)
		return m
	case <-time.After(Wait):
		s.T.Fatalf("%s: no message in %v (at version %d)", s.Name, Wait, s.SV)
	}
	return room.Message{}
}

// Until reads messages until f accepts one, and returns it.
func (s *Seat) Until(f func(room.Message) bool) room.Message {
	s.T.Helper()
	for {
		if m := s.Next(); f(m) {
			return m
		}
	}
}

// CatchUp reads messages until the seat has seen version sv.
func (s *Seat) CatchUp(sv uint64) {
	s.T.Helper()
	for s.SV < sv {
		s.Next()
	}
}

// Kind reads messages until an event of kind k, and returns it.
func (s *Seat) Kind(k string) room.Message {
	s.T.Helper()
	return s.Until(func(m room.Message) bool { return m.T == room.TEvent && m.Kind == k })
}

// answered notes the command id an answer carries.
func (s *Seat) answered(m room.Message) {
	if m.ID >= s.nextID {
		s.nextID = m.ID + 1
	}
}

// Cmd sends a command and returns its ack; a nack fails the test.
func (s *Seat) Cmd(req room.Request) room.Message {
	s.T.Helper()
	m, err := s.C.Command(timeout(s.T), req)
	s.answered(m)
	if err != nil {
		s.T.Fatalf("%s: %s %s: %v", s.Name, req.T, req.Action, err)
	}
	return m
}

// Refused sends a command that the server must nack with code.
func (s *Seat) Refused(req room.Request, code string) {
	s.T.Helper()
	m, err := s.C.Command(timeout(s.T), req)
	s.answered(m)
	var e *room.Error
	if !errors.As(err, &e) || e.Code != code {
		s.T.Fatalf("%s: %s %q: got %v, want a %s nack", s.Name, req.T, req.Action, err, code)
	}
}

// Play makes the seats play random legal actions drawn from r until the
// game ends or max actions are played; every seat and watcher catches up
// after each action. It returns how many actions were played.
func Play(t testing.TB, r *rand.Rand, max int, seats []*Seat, watchers ...*Seat) int {
	t.Helper()
	n := 0
	for ; n < max; n++ {
		var mover *Seat
		for _, s := range seats {
			if s.Result == "" && s.You == s.ToMove && len(s.Legal) > 0 {
				mover = s
			}
		}
		if mover == nil {
			break
		}
		ack := mover.Cmd(room.Request{T: room.TAct, Action: mover.Legal[r.IntN(len(mover.Legal))]})
		for _, s := range append(seats, watchers...) {
			s.CatchUp(ack.SV)
		}
	}
	return n
}

// CheckRecord fetches game n of room code from the server at base
// (http://host) and verifies it with the game's engine; its result must be
// result.
func CheckRecord(t testing.TB, base, code string, n int, result string) room.Record {
	t.Helper()
	resp, err := http.Get(base + "/api/record?room=" + code + "&game=" + strconv.Itoa(n))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("the record of game %d of room %s: %s %s %v", n, code, resp.Status, body, err)
	}
	rec, err := room.DecodeRecord(body)
	if err != nil {
		t.Fatalf("the record %s: %v", body, err)
	}
	if rec.Result != result {
		t.Fatalf("the record's result is %q, want %q", rec.Result, result)
	}
	if _, err := room.Verify(rec, registry.Games.Must(rec.Game).Rules); err != nil {
		t.Fatalf("the record does not verify: %v", err)
	}
	return rec
}

// Within calls done until it returns nil or limit has passed, and returns
// nil or done's last error. It calls at once, then at growing intervals (1
// ms doubling up to 100 ms), so a condition that holds soon costs almost no
// wait.
func Within(limit time.Duration, done func() error) error {
	deadline := time.Now().Add(limit)
	pause := time.Millisecond
	for {
		err := done()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(pause)
		pause = min(2*pause, 100*time.Millisecond)
	}
}

// Eventually fails the test unless done returns nil within limit; the
// failure names what was awaited and done's last error.
func Eventually(t testing.TB, what string, limit time.Duration, done func() error) {
	t.Helper()
	if err := Within(limit, done); err != nil {
		t.Fatalf("%s: not within %v: %v", what, limit, err)
	}
}
