package server

import (
	"io"
	"net/http"
	"testing"

	"github.com/plyyard/plyyard/games/gamestest/nim"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// A fifth game is one line: a server given the registry with the toy game
// added seats, referees and records it as any other.
func TestToyGameThroughOneLine(t *testing.T) {
	reg := nim.Registry()
	ts := startServer(t, Config{Games: reg})
	a := roomtest.Create(t, ts.url, "nim", room.SideFirst)
	a.Until(roomtest.IsSnapshot)
	b := roomtest.Join(t, ts.url, a.Code)
	b.Until(roomtest.IsSnapshot)
	a.Kind(room.KStart)
	a.Refused(room.Request{T: room.TAct, Action: "4"}, room.ErrBadAction)
	b.Refused(room.Request{T: room.TAct, Action: "1"}, room.ErrNotYourTurn)
	// 13 stones; North takes the last of them with its fourth turn.
	for i, take := range []string{"1", "3", "1", "2", "2", "1", "3"} {
		mover := []*roomtest.Seat{a, b}[i%2]
		ack := mover.Cmd(room.Request{T: room.TAct, Action: take})
		a.CatchUp(ack.SV)
		b.CatchUp(ack.SV)
	}
	if a.Result != "win n last" || b.Result != "win n last" {
		t.Fatalf("the end: %q %q", a.Result, b.Result)
	}
	resp, err := http.Get(ts.http.URL + "/api/record?room=" + a.Code + "&game=1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	rec, err := room.DecodeRecord(body)
	if err != nil {
		t.Fatalf("the record %s: %v", body, err)
	}
	if _, err := room.Verify(rec, nim.Rules); err != nil || rec.Result != "win n last" {
		t.Fatalf("the record %+v does not verify: %v", rec, err)
	}
	// A server of the usual registry does not know the toy game.
	plain := startServer(t, Config{})
	c := roomtest.Dial(t, plain.url, "nobody")
	if _, err := c.TryHello(room.Request{T: room.TCreate, Game: "nim"}); err == nil {
		t.Fatal("a room of an unknown game was made")
	}
}
