package server

import (
	"fmt"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// A joiner whose welcome is lost (the connection drops right after the join
// was sent) joins again with the same token and gets the same seat: no
// ghost seat, no room-full, and the game goes on.
func TestJoinRetriedKeepsSeat(t *testing.T) {
	ts := startServer(t, Config{})
	a := roomtest.Create(t, ts.url, "jungle", room.SideFirst)
	token := "0123456789abcdef0123456789abcdef"

	c, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	frame, _ := room.EncodeRequest(room.Request{T: room.TJoin, Code: a.Code, Token: token})
	if err := c.Write(ctx(t), websocket.MessageText, frame); err != nil {
		t.Fatal(err)
	}
	c.CloseNow() // the welcome is never read
	roomtest.Eventually(t, "the join is stored", 10*time.Second, func() error {
		r := ts.findRoom(a.Code)
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.players != 2 || len(r.conns) != 1 {
			return fmt.Errorf("%d players, %d connections", r.players, len(r.conns))
		}
		return nil
	})
	a.Kind(room.KStart)

	b := roomtest.Dial(t, ts.url, "joiner again")
	w := b.Hello(room.Request{T: room.TJoin, Code: a.Code, Token: token})
	if w.You != 1-a.You || w.Token != token {
		t.Fatalf("the retried join: %+v, want seat %d", w, 1-a.You)
	}
	b.Until(roomtest.IsSnapshot)
	if b.ToMove != a.You {
		t.Fatalf("to move %d, want the creator %d", b.ToMove, a.You)
	}
	roomtest.Play(t, newRand(1), 4, []*roomtest.Seat{a, b})
	if len(ts.entries(a.Code)) < 5 {
		t.Fatalf("the game did not go on")
	}

	// Another token finds the seats taken; the creator's token joins as
	// the creator (it opens that seat anyway), not as a third player.
	x := roomtest.Dial(t, ts.url, "stranger")
	if _, err := x.TryHello(room.Request{T: room.TJoin, Code: a.Code, Token: "ffffffffffffffffffffffffffffffff"}); !isCode(err, room.ErrRoomFull) {
		t.Fatalf("a stranger's join: %v, want room-full", err)
	}
	y := roomtest.Dial(t, ts.url, "creator again")
	if w := y.Hello(room.Request{T: room.TJoin, Code: a.Code, Token: a.Token}); w.You != a.You {
		t.Fatalf("the creator's token joins seat %d, want %d", w.You, a.You)
	}
}
