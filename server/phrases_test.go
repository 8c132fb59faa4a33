package server

import (
	"testing"
	"time"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// said reads s's messages until a said message, or a nack, and returns it.
func said(s *roomtest.Seat) room.Message {
	s.T.Helper()
	return s.Until(func(m room.Message) bool { return m.T == room.TSaid || m.T == room.TNack })
}

// A player's set phrase reaches the other player, the spectators and the
// player; no free text decodes; a spectator says nothing; past three at
// once a player waits, and after a few seconds may speak again.
func TestSayPhrasesReachTheRoom(t *testing.T) {
	clock := newFakeClock()
	ts := startServer(t, Config{Clock: clock, Grace: time.Hour})
	x, y := roomtest.StartGame(t, ts.url, "ludo", room.SideFirst)
	w := roomtest.Watch(t, ts.url, x.Code)
	for _, frame := range []string{
		`{"v":1,"t":"say","phrase":"you are bad"}`,
		`{"v":1,"t":"say","phrase":"gg","name":"x"}`,
		`{"v":1,"t":"say"}`,
		`{"v":1,"t":"act","id":1,"action":"roll","phrase":"gg"}`,
	} {
		if _, err := room.DecodeRequest([]byte(frame)); err == nil {
			t.Fatalf("%s decodes", frame)
		}
	}
	say := func(s *roomtest.Seat, phrase string) {
		t.Helper()
		if err := s.C.Send(ctx(t), room.Request{T: room.TSay, Phrase: phrase}); err != nil {
			t.Fatal(err)
		}
	}
	say(x, "gg")
	for _, s := range []*roomtest.Seat{x, y, w} {
		if m := said(s); m.T != room.TSaid || m.Seat != x.You || m.Phrase != "gg" {
			t.Fatalf("%s heard %s %q from %d", s.Name, m.T, m.Phrase, m.Seat)
		}
	}
	say(w, "oops")
	if m := said(w); m.T != room.TNack || m.Err != room.ErrSpectator {
		t.Fatalf("a spectator's phrase: %s %s", m.T, m.Err)
	}
	for _, p := range []string{"wp", "thanks"} {
		say(y, p)
		for _, s := range []*roomtest.Seat{x, y} {
			if m := said(s); m.Phrase != p || m.Seat != y.You {
				t.Fatalf("%s heard %+v", s.Name, m)
			}
		}
	}
	say(y, "hurry")
	for _, s := range []*roomtest.Seat{x, y} {
		if m := said(s); m.Phrase != "hurry" {
			t.Fatalf("the third phrase to %s: %+v", s.Name, m)
		}
	}
	say(y, "hurry")
	if m := said(y); m.T != room.TNack || m.Err != room.ErrRate {
		t.Fatalf("a fourth phrase at once: %s %s", m.T, m.Err)
	}
	clock.Add(3 * time.Second)
	say(y, "oops")
	if m := said(x); m.T != room.TSaid || m.Phrase != "oops" {
		t.Fatalf("a phrase after a pause: %+v", m)
	}
}
