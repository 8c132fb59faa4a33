package server

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// Hole 10, each smaller item.

// A command id of 2⁶⁴−1 is refused as malformed and does not lock the seat.
func TestHugeCommandID(t *testing.T) {
	_, a, _ := startGame(t, Config{}, "jungle", room.SideFirst)
	for _, id := range []uint64{1<<64 - 1, 1 << 53} {
		if err := a.C.Send(ctx(t), room.Request{T: room.TAct, ID: id, Action: "a3a4"}); err != nil {
			t.Fatal(err)
		}
		if m := a.Until(func(m room.Message) bool { return m.T == room.TNack || m.T == room.TAck }); m.T != room.TNack || m.Err != room.ErrBadMessage {
			t.Fatalf("id %d: %+v, want a bad-message nack", id, m)
		}
	}
	a.Cmd(room.Request{T: room.TAct, ID: 1, Action: "a3a4"})
}

// A second connection resuming a seat takes it over: the first is closed
// with 4005, so a copied token cannot act silently beside its holder.
func TestSeatTakeover(t *testing.T) {
	ts, a, b := startGame(t, Config{}, "jungle", room.SideFirst)
	thief := roomtest.Resume(t, ts.url, a, a.SV)
	_ = thief
	select {
	case <-a.C.Done():
	case <-time.After(roomtest.Wait):
		t.Fatal("the holder's connection stayed open beside the copy")
	}
	if code := websocket.CloseStatus(a.C.Err()); code != CloseTakenOver {
		t.Fatalf("the holder was closed with %d, want %d (%v)", code, CloseTakenOver, a.C.Err())
	}
	// Spectators and the other seat are not affected.
	w := roomtest.Watch(t, ts.url, a.Code)
	roomtest.Watch(t, ts.url, a.Code)
	b.Cmd(room.Request{T: room.TOfferDraw})
	w.Kind(room.KDrawOffer)
}

// The strike counter does not reset on one good message: alternating good
// and bad messages still closes the connection.
func TestStrikesDoNotReset(t *testing.T) {
	ts := startServer(t, Config{})
	c, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	var last error
	for i := 0; i < 200 && last == nil; i++ {
		last = c.Write(ctx(t), websocket.MessageText, []byte(`{"v":1,"t":"ping","n":1}`))
		if last == nil {
			last = c.Write(ctx(t), websocket.MessageText, []byte(`nonsense`))
		}
	}
	if code := closeStatus(t, c); code != CloseBadMessage {
		t.Fatalf("good and bad in turn: closed with %d, want %d", code, CloseBadMessage)
	}
}

// Every nack queued before a close is delivered before the close frame.
func TestNacksBeforeClose(t *testing.T) {
	ts := startServer(t, Config{})
	for round := 0; round < 5; round++ {
		c, err := rawDial(t, ts, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < strikes; i++ {
			c.Write(ctx(t), websocket.MessageText, []byte(`nonsense`))
		}
		nacks := 0
		for {
			m, err := readMsg(t, c)
			if err != nil {
				if websocket.CloseStatus(err) != CloseBadMessage {
					t.Fatalf("closed with %v", err)
				}
				break
			}
			if m.T == room.TNack {
				nacks++
			}
		}
		if nacks != strikes {
			t.Fatalf("round %d: %d nacks before the close, want %d", round, nacks, strikes)
		}
	}
}

// JSON keys match exactly, once each.
func TestExactKeys(t *testing.T) {
	for _, frame := range []string{
		`{"V":1,"t":"ping"}`,
		`{"v":1,"T":"ping"}`,
		`{"v":1,"t":"ping","t":"ping"}`,
		`{"v":1,"t":"act","id":1,"action":"a3a4","Action":"a3a5"}`,
		`{"v":1,"t":"act","id":1,"id":2,"action":"a3a4"}`,
	} {
		if _, err := room.DecodeRequest([]byte(frame)); !isCode(err, room.ErrBadMessage) {
			t.Errorf("%s: %v, want bad-message", frame, err)
		}
	}
}

// With a list of allowed hosts, a request naming another Host (a
// DNS-rebinding page) gets 421 and no WebSocket.
func TestAllowedHosts(t *testing.T) {
	ts := startServer(t, Config{Dir: t.TempDir(), Hosts: []string{"play.example", "127.0.0.1"}})
	if _, err := rawDial(t, ts, nil); err != nil {
		t.Fatalf("an allowed host: %v", err)
	}
	base := "http" + strings.TrimSuffix(strings.TrimPrefix(ts.url, "ws"), "/ws")
	for _, path := range []string{"/ws", "/", "/api/record?room=ZZZZZZ&game=1"} {
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Host = "attacker.example"
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusMisdirectedRequest {
			t.Fatalf("%s for another host: %s, want 421", path, resp.Status)
		}
	}
}

// rawDial opens a bare WebSocket, for input the client would never send.
func rawDial(t *testing.T, ts *testServer, header http.Header) (*websocket.Conn, error) {
	c, _, err := websocket.Dial(ctx(t), ts.url, &websocket.DialOptions{HTTPHeader: header})
	if err == nil {
		t.Cleanup(func() { c.CloseNow() })
	}
	return c, err
}

func readMsg(t *testing.T, c *websocket.Conn) (room.Message, error) {
	t.Helper()
	cx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, b, err := c.Read(cx)
	if err != nil {
		return room.Message{}, err
	}
	return room.DecodeMessage(b)
}

func TestHostileInput(t *testing.T) {
	ts, a, _ := startGame(t, Config{}, "jungle", room.SideFirst)
	sv := a.SV

	c, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []struct{ frame, code string }{
		{`{`, room.ErrBadMessage},
		{`{"v":1,"t":"teleport"}`, room.ErrUnknownType},
		{`{"v":9,"t":"ping"}`, room.ErrVersion},
		{`{"v":1,"t":"act","id":1,"action":"a3a4"}`, room.ErrNotInRoom},
		{`{"v":1,"t":"join","code":"ZZZZZZ"}`, room.ErrNoRoom},
		{`{"v":1,"t":"resume","code":"` + a.Code + `","token":"00000000000000000000000000000000"}`, room.ErrBadToken},
		{`{"v":1,"t":"resume","code":"` + a.Code + `","token":"` + strings.ToUpper(a.Token) + `"}`, room.ErrBadMessage},
		{`{"v":1,"t":"create","game":"chess"}`, room.ErrUnknownGame},
	} {
		if err := c.Write(ctx(t), websocket.MessageText, []byte(bad.frame)); err != nil {
			t.Fatal(err)
		}
		m, err := readMsg(t, c)
		if err != nil || m.T != room.TNack || m.Err != bad.code {
			t.Fatalf("%s: got %+v %v, want a %s nack", bad.frame, m, err, bad.code)
		}
	}
	// A frame over 4 KiB closes the connection.
	big := `{"v":1,"t":"ping","n":1,"x":"` + strings.Repeat("x", room.MaxFrame) + `"}`
	c.Write(ctx(t), websocket.MessageText, []byte(big))
	if _, err := readMsg(t, c); websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Fatalf("a big frame: %v", err)
	}

	// Twenty refused messages in a row close the connection.
	c2, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	var last error
	for i := 0; i < strikes+1 && last == nil; i++ {
		c2.Write(ctx(t), websocket.MessageText, []byte(`nonsense`))
	}
	for last == nil {
		_, last = readMsg(t, c2)
	}
	if websocket.CloseStatus(last) != CloseBadMessage {
		t.Fatalf("a flood of nonsense: %v", last)
	}

	// A foreign origin is refused before any WebSocket exists.
	_, err = rawDial(t, ts, http.Header{"Origin": {"http://evil.example"}})
	if err == nil {
		t.Fatal("a foreign origin opened a WebSocket")
	}

	// None of it changed the room.
	ack := a.Cmd(room.Request{T: room.TAct, Action: "a3a4"})
	if ack.SV != sv+1 {
		t.Fatalf("hostile input changed the room: version %d after %d", ack.SV, sv)
	}
}

func TestRateLimit(t *testing.T) {
	ts := startServer(t, Config{Rate: 1, Burst: 5, AddrRate: 0.001, AddrBurst: 3})
	c, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	rated := 0
	for i := 0; i < 10; i++ {
		c.Write(ctx(t), websocket.MessageText, []byte(`{"v":1,"t":"ping","n":1}`))
		m, err := readMsg(t, c)
		if err != nil {
			t.Fatal(err)
		}
		if m.T == room.TNack && m.Err == room.ErrRate {
			rated++
		}
	}
	if rated < 4 {
		t.Fatalf("%d of 10 pings refused with a burst of 5", rated)
	}
	// The per-address bucket: the fourth hello from one address waits.
	var errs []error
	for i := 0; i < 4; i++ {
		s := roomtest.Dial(t, ts.url, "guesser")
		_, err := s.TryHello(room.Request{T: room.TJoin, Code: "ZZZZZZ"})
		errs = append(errs, err)
	}
	var e *room.Error
	if !errors.As(errs[3], &e) || e.Code != room.ErrRate {
		t.Fatalf("the fourth hello: %v (all: %v)", errs[3], errs)
	}
}
