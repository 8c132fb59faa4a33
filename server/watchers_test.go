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
