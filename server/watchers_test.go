package server

import (
	"testing"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// A room takes at most MaxWatchers spectators; one more is refused with
// too-many-watchers, and the players are not affected.
func TestWatcherCap(t *testing.T) {
	ts, a, b := startGame(t, Config{MaxWatchers: 2}, "jungle", room.SideFirst)
	roomtest.Watch(t, ts.url, a.Code)
	w2 := roomtest.Watch(t, ts.url, a.Code)
	x := roomtest.Dial(t, ts.url, "one too many")
	if _, err := x.TryHello(room.Request{T: room.TWatch, Code: a.Code}); !isCode(err, room.ErrTooManyWatchers) {
		t.Fatalf("a third watcher: %v", err)
	}
	w2.C.Close()
	roomtest.Eventually(t, "a place frees", roomtest.Wait, func() error {
		_, err := roomtest.Dial(t, ts.url, "next").TryHello(room.Request{T: room.TWatch, Code: a.Code})
		return err
	})
	roomtest.Play(t, newRand(4), 4, []*roomtest.Seat{a, b})
}

// An event is rendered once per kind of viewer (each player, the
// spectators), not once per connection: fifty spectators cost the room's
// lock what one does.
func TestEventRenderedPerViewerKind(t *testing.T) {
	ts, a, b := startGame(t, Config{}, "jungle", room.SideFirst)
	var watchers []*roomtest.Seat
	for i := 0; i < 50; i++ {
		watchers = append(watchers, roomtest.Watch(t, ts.url, a.Code))
	}
	mover := a
	if b.ToMove == b.You {
		mover = b
	}
	before := ts.rendered.Load()
	ack := mover.Cmd(room.Request{T: room.TAct, Action: mover.Legal[0]})
	if n := ts.rendered.Load() - before; n > 3 {
		t.Fatalf("one event rendered %d times for 2 players and 50 spectators, want at most 3", n)
	}
	for _, w := range watchers {
		w.CatchUp(ack.SV)
	}
}
