package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/play/kits"

	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/netplay/linktest"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// waitTexts are the waiting room's lines, joined (a wrapped line is
// joined back with a space).
func waitTexts(c *Context, l *lobbyScene) string {
	var parts []string
	for _, w := range l.waitLines(c) {
		parts = append(parts, w.text)
	}
	return strings.Join(parts, " ")
}

// waitingLobby opens a room for Ludo from the options, on server addr with
// the clock given, and returns the lobby.
func waitingLobby(t *testing.T, addr string, clock netplay.Clock) (*Context, *lobbyScene) {
	t.Helper()
	c := newTestContext(t, Options{Lang: "en", Server: addr, Scene: "online", Game: "ludo", Clock: clock})
	l, ok := c.mgr.current.(*lobbyScene)
	if !ok || l.room == nil {
		t.Fatalf("scene %T, not a lobby waiting for a room", c.mgr.current)
	}
	t.Cleanup(func() {
		if l.room != nil {
			l.room.t.S.Close()
		}
	})
	return c, l
}

// With nothing listening at the server's address the waiting room says so
// at once, with the retry schedule on the session's clock; Copy the link
// is dimmed and refuses taps (there is no room, so no link); Retry now
// makes a new attempt; Back returns to the title and ends the session.
func TestLobbyRefusedConnection(t *testing.T) {
	clock := netplay.NewManualClock(time.Unix(1_700_000_000, 0))
	c, l := waitingLobby(t, linktest.Refusing(t), clock)
	s := l.room.t.S
	spin(t, c, "the refusal", func() bool { return s.Link().Attempts == 1 && !s.Link().Trying })
	link := s.Link()
	texts := waitTexts(c, l)
	for _, want := range []string{c.T("online.problem.refused"), c.F("online.retry.in", seconds(link.RetryIn))} {
		if !strings.Contains(texts, want) {
			t.Fatalf("the waiting room says %q, not %q", texts, want)
		}
	}
	bs, _ := l.layout(c)
	cp := findButton(t, bs, c.T("online.copy"))
	if cp.Action != nil || cp.Style == sprites.Primary {
		t.Fatalf("Copy the link is live without a room: style %v", cp.Style)
	}
	before, _ := c.Saves.LoadOnline()
	tapAt(c, cp.R.X+cp.R.W/2, cp.R.Y+cp.R.H/2)
	if c.notice != "" || c.mgr.current != Scene(l) || s.Link().Attempts != 1 {
		t.Fatalf("a tap on the dimmed Copy did something: notice %q, scene %T", c.notice, c.mgr.current)
	}
	if after, _ := c.Saves.LoadOnline(); after != before {
		t.Fatal("a tap on the dimmed Copy changed the save")
	}
	// Time passes on the clock: the schedule counts down.
	clock.Advance(link.RetryIn / 2)
	if got := waitTexts(c, l); s.Link().Attempts != 1 || !strings.Contains(got, c.F("online.retry.in", seconds(link.RetryIn-link.RetryIn/2))) {
		t.Fatalf("half-way through the wait the waiting room says %q", got)
	}
	tapButton(t, c, bs, c.T("online.retry"))
	spin(t, c, "the attempt of Retry now", func() bool { return s.Link().Attempts == 2 && !s.Link().Trying })
	if next := s.Link().RetryIn; next <= link.RetryIn-link.RetryIn/2 {
		t.Fatalf("the wait after the second refusal (%v) does not back off", next)
	}
	bs, _ = l.layout(c)
	tapButton(t, c, bs, c.T("common.back"))
	if _, ok := c.mgr.current.(*titleScene); !ok {
		t.Fatalf("Back goes to %T", c.mgr.current)
	}
	if st := s.Link().Status; st != netplay.Closed {
		t.Fatalf("after Back the session is %v", st)
	}
}

// A server that never answers: "Connecting…", then "Still connecting…"
// after a moment, then within the attempt's time limit the error and the
// retry schedule; Cancel returns to the lobby's form.
func TestLobbySilentServer(t *testing.T) {
	clock := netplay.NewManualClock(time.Unix(1_700_000_000, 0))
	c, l := waitingLobby(t, linktest.Silent(t), clock)
	s := l.room.t.S
	spin(t, c, "the attempt's time limit", func() bool { return s.Link().Trying && clock.Waiters() == 1 })
	if got := waitTexts(c, l); !strings.Contains(got, c.T("online.connecting")) {
		t.Fatalf("at first the waiting room says %q", got)
	}
	clock.Advance(1500 * time.Millisecond)
	if got := waitTexts(c, l); !strings.Contains(got, c.T("online.slow")) {
		t.Fatalf("after 1.5 s the waiting room says %q", got)
	}
	clock.Advance(4500 * time.Millisecond)
	spin(t, c, "the attempt given up", func() bool { return s.Link().Attempts == 1 })
	got := waitTexts(c, l)
	for _, want := range []string{c.T("online.problem.no-answer"), c.F("online.retry.in", seconds(s.Link().RetryIn))} {
		if !strings.Contains(got, want) {
			t.Fatalf("after 6 s the waiting room says %q, not %q", got, want)
		}
	}
	bs, _ := l.layout(c)
	findButton(t, bs, c.T("online.retry"))
	tapButton(t, c, bs, c.T("online.stop"))
	if l.room != nil || c.mgr.current != Scene(l) {
		t.Fatalf("Cancel left the lobby in %T with a room %v", c.mgr.current, l.room != nil)
	}
}

// A seat whose room the server has surely forgotten is dropped without
// asking; one that may still be there is offered.
func TestTitleDropsASeatPastTheRoomsLifetime(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	clock := netplay.NewManualClock(now)
	seat := save.Online{Server: "ws://127.0.0.1:1/ws", Code: "K7M2QX", Token: strings.Repeat("ab", 16), Game: "ludo", NextID: 3}
	offered := func(c *Context) bool {
		for _, b := range (&titleScene{}).buttons(c) {
			if b.Label == c.T("title.online.return") {
				return true
			}
		}
		return false
	}
	for _, tc := range []struct {
		expires int64
		offer   bool
	}{
		{now.Add(-time.Second).Unix(), false},
		{now.Unix(), false},
		{now.Add(time.Minute).Unix(), true},
		{0, true}, // an older record, without the time: the server is asked
	} {
		store := save.NewMemory()
		seat.Expires = tc.expires
		if err := save.New(store).SaveOnline(seat); err != nil {
			t.Fatal(err)
		}
		c := newTestContext(t, Options{Lang: "en", Store: store, Scene: "title", Clock: clock})
		if got := offered(c); got != tc.offer {
			t.Fatalf("expires %d (now %d): offered %v", tc.expires, now.Unix(), got)
		}
		if kept, _ := c.Saves.LoadOnline(); (kept != nil) != tc.offer {
			t.Fatalf("expires %d: the seat kept %v", tc.expires, kept != nil)
		}
	}
	// Nor does a restart return to it by itself.
	store := save.NewMemory()
	seat.Expires = now.Add(-time.Hour).Unix()
	_ = save.New(store).SaveOnline(seat)
	c := newTestContext(t, Options{Lang: "en", Store: store, Clock: clock})
	if _, ok := c.mgr.current.(*titleScene); !ok {
		t.Fatalf("a restart with a stale seat opens %T", c.mgr.current)
	}
}

// Back to a room the server no longer has: the lobby says so kindly,
// forgets the seat, and offers its form to open or join another.
func TestReturnToAGoneRoom(t *testing.T) {
	addr := testRoomServer(t)
	ws, _ := netplay.ServerURL(addr)
	store := save.NewMemory()
	seat := save.Online{Server: ws, Code: "K7M2QX", Token: strings.Repeat("ab", 16), Game: "ludo", NextID: 3}
	if err := save.New(store).SaveOnline(seat); err != nil {
		t.Fatal(err)
	}
	c := newTestContext(t, Options{Lang: "en", Store: store, Scene: "title"})
	tapButton(t, c, (&titleScene{}).buttons(c), c.T("title.online.return"))
	l, ok := c.mgr.current.(*lobbyScene)
	if !ok {
		t.Fatalf("the return opens %T", c.mgr.current)
	}
	spin(t, c, "the server's answer", func() bool { return l.room == nil })
	if l.err != c.T("online.gone") {
		t.Fatalf("the lobby says %q", l.err)
	}
	if o, _ := c.Saves.LoadOnline(); o != nil {
		t.Fatal("the seat of the gone room is still saved")
	}
	bs, _ := l.layout(c)
	findButton(t, bs, c.T("online.open"))
	for _, b := range (&titleScene{}).buttons(c) {
		if b.Label == c.T("title.online.return") {
			t.Fatal("the title still offers the gone room")
		}
	}
}

// The saved seat carries when the server forgets its room: a waiting room
// its lifetime after it was opened, however long its creator stays; a game
// its grace and lifetime after the seat was last connected, moved on once
// a minute.
func TestSavedSeatExpiry(t *testing.T) {
	addr := testRoomServer(t)
	now := time.Unix(1_700_000_000, 0)
	clock := netplay.NewManualClock(now)
	c, l := waitingLobby(t, addr, clock)
	spin(t, c, "the room", func() bool { return l.room.t.Code != "" })
	saved := func() save.Online {
		t.Helper()
		o, _ := c.Saves.LoadOnline()
		if o == nil {
			t.Fatal("no seat saved")
		}
		return *o
	}
	if got, want := saved().Expires, now.Add(netplay.RoomLifetime).Unix(); got != want {
		t.Fatalf("waiting room: expires %d, want %d", got, want)
	}
	clock.Advance(10 * time.Minute)
	for range 3 {
		c.Tick++
		c.mgr.update()
	}
	if got, want := saved().Expires, now.Add(netplay.RoomLifetime).Unix(); got != want {
		t.Fatalf("waiting room ten minutes on: expires %d, want %d", got, want)
	}
	ws, _ := netplay.ServerURL(addr)
	guest := netplay.NewTable(netplay.Join(netplay.Config{Server: ws, Seed: 9}, l.room.t.Code), play.OnlineBoards(kits.All, 0.01))
	defer guest.S.Close()
	spin(t, c, "the game", func() bool { p, ok := c.mgr.current.(*playScene); return ok && p.online != nil }, guest.Update)
	p := playing(t, c)
	defer p.online.t.S.Close()
	step := netplay.SeatGrace + netplay.RoomLifetime
	at := clock.Now().Truncate(time.Minute)
	spin(t, c, "the game's expiry", func() bool { return saved().Expires == at.Add(step).Unix() }, guest.Update)
	clock.Advance(time.Minute)
	spin(t, c, "the expiry a minute on", func() bool { return saved().Expires == at.Add(time.Minute+step).Unix() }, guest.Update)
	if o := saved(); o.Code != l.room.t.Code || !room.ValidCode(o.Code) {
		t.Fatalf("saved %+v", o)
	}
}

// The lobby offers the chosen game's time controls and no clock; no clock
// dims the public table (strangers play on a clock), and a room opened
// with it keeps no time: the opponent's table shows none.
func TestLobbyClockChoice(t *testing.T) {
	addr := testRoomServer(t)
	c := newTestContext(t, Options{Lang: "en", Server: addr, Scene: "online"})
	l := c.mgr.current.(*lobbyScene)
	bs, _ := l.layout(c)
	tapButton(t, c, bs, c.T("game.jungle"))
	bs, _ = l.layout(c)
	for _, label := range []string{"5+3", "3+2", "10+5", c.T("online.clock.none")} {
		tapButton(t, c, bs, label) // each is offered
	}
	tapButton(t, c, bs, c.T("game.ludo"))
	bs, _ = l.layout(c)
	if l.clock != "" {
		t.Fatalf("another game keeps the clock %q", l.clock)
	}
	tapButton(t, c, bs, c.F("online.clock.turn", 20))
	tapButton(t, c, bs, c.T("online.clock.none"))
	bs, _ = l.layout(c)
	for _, b := range bs {
		if b.Label == c.T("online.open.public") && b.Action != nil {
			t.Fatal("a public table without a clock can be opened")
		}
	}
	tapButton(t, c, bs, c.T("online.open"))
	spin(t, c, "the room's code", func() bool { return l.room != nil && l.room.t.Code != "" })
	ws, _ := netplay.ServerURL(addr)
	guest := netplay.NewTable(netplay.JoinAs(netplay.Config{Server: ws, Seed: 2}, l.room.t.Code, "Bob"), play.OnlineBoards(kits.All, 0.01))
	defer guest.S.Close()
	spin(t, c, "the game's start", func() bool { guest.Update(); return guest.Started() })
	if guest.Clock != nil {
		t.Fatalf("a room opened with no clock keeps %+v", guest.Clock)
	}
}
