package server

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// waitQueued waits until n players wait for game on ts.
func waitQueued(t *testing.T, ts *testServer, game string, n int) {
	t.Helper()
	roomtest.Eventually(t, fmt.Sprintf("%d waiting for %s", n, game), roomtest.Wait, func() error {
		if got := ts.Queued(game); got != n {
			return fmt.Errorf("%d waiting", got)
		}
		return nil
	})
}

// checkPair checks that a and b were paired into one started room, a
// (who came first) as its first player, on different seats.
func checkPair(t *testing.T, a, b *roomtest.Seat) {
	t.Helper()
	if a.Code == "" || a.Code != b.Code {
		t.Fatalf("%s in room %q, %s in room %q", a.Name, a.Code, b.Name, b.Code)
	}
	if a.You == b.You || a.You < 0 || b.You < 0 {
		t.Fatalf("seats %d and %d", a.You, b.You)
	}
	if a.Token == "" || b.Token == "" || a.Token == b.Token {
		t.Fatal("the pair's seat tokens are missing or equal")
	}
}

// First come, first paired; each game has its own queue.
func TestQuickPairsInOrder(t *testing.T) {
	ts := startServer(t, Config{})
	a := roomtest.Quick(t, ts.url, "jungle", "Ann")
	a.Queued()
	d := roomtest.Quick(t, ts.url, "domino", "Dan")
	d.Queued()
	b := roomtest.Quick(t, ts.url, "jungle", "Bob")
	a.Matched()
	b.Matched()
	checkPair(t, a, b)
	if r := ts.findRoom(a.Code); r.names != [2]string{"Ann", "Bob"} || !r.public {
		t.Fatalf("the room's players %q, public %v: want Ann first, public", r.names, r.public)
	}
	if ts.Queued("domino") != 1 || ts.Queued("jungle") != 0 {
		t.Fatalf("queues: domino %d, jungle %d", ts.Queued("domino"), ts.Queued("jungle"))
	}
	c := roomtest.Quick(t, ts.url, "jungle", "Cid")
	c.Queued()
	e := roomtest.Quick(t, ts.url, "domino", "Eve")
	d.Matched()
	e.Matched()
	checkPair(t, d, e)
	if ts.Queued("jungle") != 1 {
		t.Fatal("Cid no longer waits")
	}
	// The paired players play: the room is an ordinary room.
	roomtest.Play(t, newRand(3), 6, []*roomtest.Seat{a, b})
}

// A player who cancels or whose connection drops leaves the queue; a
// cancel after the pairing changes nothing.
func TestQuickLeave(t *testing.T) {
	ts := startServer(t, Config{})
	a := roomtest.Quick(t, ts.url, "ludo", "Ann")
	a.Queued()
	if err := a.C.Send(ctx(t), room.Request{T: room.TCancel}); err != nil {
		t.Fatal(err)
	}
	if m := a.Until(func(m room.Message) bool { return m.T == room.TNack }); m.Err != room.ErrCancelled {
		t.Fatalf("a cancel: %+v", m)
	}
	waitQueued(t, ts, "ludo", 0)
	// Back in the queue on the same connection, then gone.
	if err := a.C.Send(ctx(t), room.Request{T: room.TQuick, Game: "ludo"}); err != nil {
		t.Fatal(err)
	}
	a.Queued()
	a.C.Close()
	waitQueued(t, ts, "ludo", 0)

	b := roomtest.Quick(t, ts.url, "ludo", "Bob")
	b.Queued() // not paired with anyone gone
	c := roomtest.Quick(t, ts.url, "ludo", "Cid")
	b.Matched()
	c.Matched()
	checkPair(t, b, c)
	// Cancel now: nothing to cancel, nothing said, the seat is kept.
	if err := b.C.Send(ctx(t), room.Request{T: room.TCancel}); err != nil {
		t.Fatal(err)
	}
	if err := b.C.Send(ctx(t), room.Request{T: room.TPing, N: 7}); err != nil {
		t.Fatal(err)
	}
	roomtest.Play(t, newRand(5), 4, []*roomtest.Seat{b, c})
}

// Hostile quick-match and lobby requests get a clear nack and change
// nothing.
func TestQuickHostile(t *testing.T) {
	ts := startServer(t, Config{ListRate: 0.001, ListBurst: 2})
	a := roomtest.Quick(t, ts.url, "jungle", "Ann")
	a.Queued()
	for _, c := range []struct {
		req  room.Request
		code string
	}{
		{room.Request{T: room.TQuick, Game: "jungle"}, room.ErrQueued},
		{room.Request{T: room.TCreate, Game: "jungle"}, room.ErrQueued},
		{room.Request{T: room.TJoin, Code: "ZZZZZZ"}, room.ErrQueued},
	} {
		if err := a.C.Send(ctx(t), c.req); err != nil {
			t.Fatal(err)
		}
		if m := a.Until(func(m room.Message) bool { return m.T == room.TNack }); m.Err != c.code {
			t.Fatalf("%s while queued: %+v, want %s", c.req.T, m, c.code)
		}
	}
	x, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []struct{ frame, code string }{
		{`{"v":1,"t":"quick","game":"chess"}`, room.ErrUnknownGame},
		{`{"v":1,"t":"quick","game":"jungle","name":"a\u0007b"}`, room.ErrBadMessage},
		{`{"v":1,"t":"quick","game":"jungle","name":"` + string(make([]byte, 30)) + `"}`, room.ErrBadMessage},
		{`{"v":1,"t":"cancel"}`, room.ErrNotQueued},
		{`{"v":1,"t":"create","game":"jungle","public":"yes"}`, room.ErrBadMessage},
		{`{"v":1,"t":"list","game":"Chess!"}`, room.ErrBadMessage},
		{`{"v":1,"t":"list"}`, ""},
		{`{"v":1,"t":"list"}`, ""},
		{`{"v":1,"t":"list"}`, room.ErrRate}, // the address's burst is 2
	} {
		if err := x.Write(ctx(t), 1, []byte(bad.frame)); err != nil {
			t.Fatal(err)
		}
		m, err := readMsg(t, x)
		if bad.code == "" {
			if err != nil || m.T != room.TLobby {
				t.Fatalf("%s: %+v %v, want the lobby", bad.frame, m, err)
			}
			continue
		}
		if err != nil || m.T != room.TNack || m.Err != bad.code {
			t.Fatalf("%s: got %+v %v, want a %s nack", bad.frame, m, err, bad.code)
		}
	}
	if ts.Queued("jungle") != 1 || ts.Rooms() != 0 {
		t.Fatalf("hostile input changed things: %d waiting, %d rooms", ts.Queued("jungle"), ts.Rooms())
	}
}

// Two nodes of a cluster pair their players with each other, and a
// spectator on either node watches the match with no hidden hand shown.
func TestQuickAcrossCluster(t *testing.T) {
	a, b := twoNodes(t)
	// Whichever node leads, a player on each pairs with the other; then
	// the other way round.
	for round, nodes := range [][2]*testServer{{a, b}, {b, a}} {
		x := roomtest.Quick(t, nodes[0].url, "domino", "X")
		x.Queued()
		y := roomtest.Quick(t, nodes[1].url, "domino", "joiner") // checkFrames knows the second player by this name
		x.Matched()
		y.Matched()
		checkPair(t, x, y)
		owner := a
		if a.findRoom(x.Code) == nil {
			owner = b
		}
		// The live game shows in the lobby of the node that does not hold it.
		other := a
		if owner == a {
			other = b
		}
		l := roomtest.Dial(t, other.url, "lobby")
		roomtest.Eventually(t, "the match is listed on the other node", 10*time.Second, func() error {
			if err := l.C.Send(ctx(t), room.Request{T: room.TList, Game: "domino"}); err != nil {
				return err
			}
			m := l.Until(func(m room.Message) bool { return m.T == room.TLobby })
			for _, tb := range m.Live {
				if tb.Code == x.Code && tb.Name == "X – joiner" {
					return nil
				}
			}
			return fmt.Errorf("round %d: live %+v", round, m.Live)
		})
		w := roomtest.Watch(t, other.url, x.Code)
		roomtest.Play(t, newRand(uint64(round)+7), 400, []*roomtest.Seat{x, y}, w)
		entries := owner.states(x.Code)
		checkFrames(t, w, entries)
		checkFrames(t, x, entries)
		checkFrames(t, y, entries)
	}
}

// twoNodes starts two servers in one NATS cluster and waits until they
// know each other.
func twoNodes(t *testing.T) (a, b *testServer) {
	t.Helper()
	noLeaks(t)
	busA := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s"})
	busB := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s", Routes: []string{"nats-route://" + busA.ClusterAddr()}})
	a = startServer(t, Config{Bus: busA, Beat: 200 * time.Millisecond})
	b = startServer(t, Config{Bus: busB, Beat: 200 * time.Millisecond})
	roomtest.Eventually(t, "the nodes know each other", 15*time.Second, func() error {
		if a.Nodes() != 2 || b.Nodes() != 2 {
			return fmt.Errorf("A counts %d nodes, B %d", a.Nodes(), b.Nodes())
		}
		if a.matchmaker() == b.matchmaker() {
			return fmt.Errorf("both nodes lead")
		}
		return nil
	})
	return a, b
}

// A player waiting through another node is paired by one matchmaker only:
// its node grants one claim at a time (a second is refused until the first
// is given back), keeps a claimed player when the matchmaker moves (the
// claiming one answers it), refuses claims on a ticket it has re-sent
// elsewhere, and tells a claimed player to try again when the claiming
// matchmaker never says how the pairing went.
func TestQuickClaimedOnce(t *testing.T) {
	a, b := twoNodes(t)
	leader, home := a, b
	if b.matchmaker() == "" {
		leader, home = b, a
	}
	x := roomtest.Quick(t, home.url, "jungle", "X")
	x.Queued()
	subject := func() string {
		home.match.mu.Lock()
		defer home.match.mu.Unlock()
		for subj := range home.match.away {
			return subj
		}
		return ""
	}
	subj := subject()
	if subj == "" {
		t.Fatal("the player waits at no other node")
	}
	claim := func() string {
		data, _ := json.Marshal(ticketMsg{Op: "claim"})
		resp, err := leader.bus.nc.Request(subj, data, claimWait)
		if err != nil {
			return err.Error()
		}
		return string(resp.Data)
	}
	if got := claim(); got != "yes" {
		t.Fatalf("first claim: %q", got)
	}
	if got := claim(); got != "no" {
		t.Fatalf("second claim: %q", got)
	}
	// The matchmaker moves (here: to the home node itself): a claimed
	// player stays where it waits.
	home.rehome("")
	if got := subject(); got != subj {
		t.Fatalf("after the move the player waits on %q (was %q)", got, subj)
	}
	if home.Queued("jungle") != 0 {
		t.Fatal("a claimed player was queued again at the new matchmaker")
	}
	// Given back, it may be claimed again; never answered, it lapses.
	data, _ := json.Marshal(ticketMsg{Op: "unclaim"})
	leader.bus.nc.Publish(subj, data)
	roomtest.Eventually(t, "claimed again", roomtest.Wait, func() error {
		if got := claim(); got != "yes" {
			return fmt.Errorf("claim after unclaim: %q", got)
		}
		return nil
	})
	m := x.Until(func(m room.Message) bool { return m.T == room.TNack })
	if m.Err != room.ErrServer || subject() != "" {
		t.Fatalf("a lapsed claim: %+v, still waiting on %q", m, subject())
	}
	// A ticket given up refuses claims on its old subject.
	if got := claim(); got == "yes" {
		t.Fatal("a claim on a lapsed ticket's subject was granted")
	}
}

// A quick match asked for twice in one write (an outside probe's frames,
// arriving together) seats the connection in one room at most: the second
// is refused while the first is being paired (issue 30, A). Before the fix
// the second quick, handled before the first pairing had seated the
// connection, paired it again (here with a player waiting for another
// game): two rooms for one connection, the first of them left "connected"
// for good once it went. Alone, then on each node of a cluster (the
// matchmaker's, and the other, whose players wait on tickets).
func TestQuickTwiceInOneWrite(t *testing.T) {
	t.Run("alone", func(t *testing.T) {
		ts := startServer(t, Config{})
		quickTwice(t, ts, ts)
	})
	t.Run("cluster", func(t *testing.T) {
		a, b := twoNodes(t)
		quickTwice(t, a, b)
		quickTwice(t, b, a)
	})
}

// quickTwice sends a quick twice in one write to node at, with a player
// waiting for each game at node others, ten times over.
func quickTwice(t *testing.T, at, others *testServer) {
	t.Helper()
	for round := range 10 {
		x := roomtest.Quick(t, others.url, "ludo", "Xan")
		x.Queued()
		w := roomtest.Quick(t, others.url, "jungle", "Wes")
		w.Queued()
		p := dialRaw(t, at, "")
		if err := p.write(text(`{"v":1,"t":"quick","game":"ludo"}`), text(`{"v":1,"t":"quick","game":"jungle"}`)); err != nil {
			t.Fatal(err)
		}
		welcomes, nacks := 0, 0
		for welcomes < 2 && !(welcomes == 1 && nacks == 1) {
			m, err := p.msg()
			if err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
			switch m.T {
			case room.TWelcome:
				welcomes++
			case room.TNack:
				nacks++
			}
		}
		if welcomes != 1 {
			t.Fatalf("round %d: %d welcomes for one connection", round, welcomes)
		}
		x.Matched()
		// The connection goes: its one room sees it go.
		p.nc.Close()
		x.Until(func(m room.Message) bool { return m.T == room.TPresence && m.Presence == room.PresReconnecting })
		// Wes still waits: cancel.
		if err := w.C.Send(ctx(t), room.Request{T: room.TCancel}); err != nil {
			t.Fatal(err)
		}
		if m := w.Until(func(m room.Message) bool { return m.T == room.TNack || m.T == room.TWelcome }); m.Err != room.ErrCancelled {
			t.Fatalf("round %d: Wes was paired (%+v)", round, m)
		}
		x.C.Close()
		w.C.Close()
	}
}
