package server

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// createTimed opens a room of game with the time control clock on the
// server at ws; the creator plays first. It returns both players once the
// game has started.
func createTimed(t *testing.T, ws, game, clock string) (creator, joiner *roomtest.Seat) {
	t.Helper()
	creator = roomtest.Dial(t, ws, "creator")
	creator.Hello(room.Request{T: room.TCreate, Game: game, Side: room.SideFirst, Clock: clock})
	return creator, roomtest.Opponent(t, ws, creator)
}

// win is game's result when seat wins for reason.
func win(game string, seat engine.Seat, reason string) string {
	return engine.Outcome{Status: engine.Win, Winner: seat, Reason: reason}.Format(registry.Games.Must(game).Rules.Sides)
}

// ended reports whether the room's game is over, read on the server.
func ended(ts *testServer, code string) bool {
	r := ts.findRoom(code)
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.finished
}

// A Jungle player who never moves loses on time, at the moment its clock
// runs out and not before; the mover's increment is added; the record
// says "time" and verifies.
func TestClockPlayerWhoNeverMovesLosesOnTime(t *testing.T) {
	clock := newFakeClock()
	ts := startServer(t, Config{Clock: clock, Grace: time.Hour})
	x, y := createTimed(t, ts.url, "jungle", "3+2")
	if c := y.Clock; c == nil || c.Control != "3+2" || c.Left != [2]int64{180000, 180000} || c.Run != engine.First {
		t.Fatalf("the clock at the start: %+v", c)
	}
	clock.Add(10 * time.Second)
	ack := x.Cmd(room.Request{T: room.TAct, Action: x.Legal[0]})
	y.CatchUp(ack.SV)
	if c := y.Clock; c.Left != [2]int64{172000, 180000} || c.Run != engine.Second {
		t.Fatalf("after a move in 10 s with 2 s increment: %+v", c)
	}
	clock.Add(3*time.Minute - time.Millisecond)
	if ended(ts, x.Code) {
		t.Fatal("the game ended before Blue's time ran out")
	}
	clock.Add(time.Millisecond)
	for _, s := range []*roomtest.Seat{x, y} {
		if to := s.Kind(room.KTimeout); to.Seat != engine.Second {
			t.Fatalf("%s: the timeout names seat %d", s.Name, to.Seat)
		}
		s.Kind(room.KEnd)
	}
	want := win("jungle", engine.First, room.ReasonTime)
	if x.Result != want || y.Clock.Left[engine.Second] != 0 || y.Clock.Run != engine.NoSeat {
		t.Fatalf("result %q (want %q), clock %+v", x.Result, want, y.Clock)
	}
	rec := roomtest.CheckRecord(t, ts.http.URL, x.Code, 1, want)
	if rec.Clock != "3+2" || len(rec.Actions) != 1 || len(rec.Auto) != 0 {
		t.Fatalf("the record: %+v", rec)
	}
}

// A move sent after the mover's time ran out, before the timer fired,
// is refused: the flag fell first.
func TestClockMoveAfterTheFlagFell(t *testing.T) {
	clock := newFakeClock()
	ts := startServer(t, Config{Now: clock.Now, Grace: time.Hour}) // the machine's timers: none fires in the test
	x, _ := createTimed(t, ts.url, "jungle", "3+2")
	clock.Add(3*time.Minute + time.Second)
	x.Refused(room.Request{T: room.TAct, Action: x.Legal[0]}, room.ErrFinished)
	x.Kind(room.KTimeout)
	x.Kind(room.KEnd)
	if want := win("jungle", engine.Second, room.ReasonTime); x.Result != want {
		t.Fatalf("result %q, want %q", x.Result, want)
	}
}

// Under a turn timer the server plays for an absent player: a roll, or
// the Easy bot's move, each legal and marked in the record; the third
// timeout in a row forfeits, and the record verifies.
func TestTurnTimerPlaysForTheAbsentAndForfeitsOnTheThird(t *testing.T) {
	for _, game := range []string{"ludo", "aviation", "domino"} {
		t.Run(game, func(t *testing.T) {
			clock := newFakeClock()
			ts := startServer(t, Config{Clock: clock, Grace: time.Hour})
			x, y := createTimed(t, ts.url, game, "")
			if x.Clock == nil || x.Clock.Control != "20s" {
				t.Fatalf("a %s room's default clock: %+v", game, x.Clock)
			}
			// y is absent; x plays the first legal action when it is to
			// move.
			autos := 0
			for n := 0; y.Result == "" && n < 500; n++ {
				if x.ToMove == x.You {
					ack := x.Cmd(room.Request{T: room.TAct, Action: x.Legal[0]})
					x.CatchUp(ack.SV)
					y.CatchUp(ack.SV)
					continue
				}
				legal, sv := y.Legal, y.SV
				clock.Add(20*time.Second - time.Millisecond)
				if ended(ts, x.Code) || ts.findRoom(x.Code).sv() != sv {
					t.Fatal("the server acted before the turn's 20 s were up")
				}
				clock.Add(time.Millisecond)
				m := y.Until(func(m room.Message) bool { return m.T == room.TEvent && m.SV > sv })
				if m.Kind == room.KTimeout {
					break
				}
				if m.Kind != room.KAction || m.Seat != y.You {
					t.Fatalf("after the timeout: %s by %d", m.Kind, m.Seat)
				}
				if bare, _, _ := cutOutcome(m.Action); !slices.Contains(legal, bare) {
					t.Fatalf("the automatic action %s is not among %v", m.Action, legal)
				}
				autos++
				if m.Clock == nil || m.Clock.Misses[y.You] != autos {
					t.Fatalf("after %d timeouts the clock says %+v", autos, m.Clock)
				}
				x.CatchUp(m.SV)
			}
			y.Kind(room.KEnd)
			want := win(game, x.You, room.ReasonForfeit)
			if y.Result != want || autos != room.MaxMisses-1 {
				t.Fatalf("result %q after %d automatic actions; want %q after %d", y.Result, autos, want, room.MaxMisses-1)
			}
			rec := roomtest.CheckRecord(t, ts.http.URL, x.Code, 1, want)
			if rec.Clock != "20s" || len(rec.Auto) != autos {
				t.Fatalf("the record's clock %q, automatic actions %v", rec.Clock, rec.Auto)
			}
		})
	}
}

// cutOutcome splits a roll's outcome off an action ("roll:4" → "roll").
func cutOutcome(action string) (bare, outcome string, ok bool) {
	if len(action) > 5 && action[:5] == "roll:" {
		return "roll", action[5:], true
	}
	return action, "", false
}

// A player's own action after a timeout starts the count of timeouts in
// a row again.
func TestTurnTimerMissesStartAgainAfterAMove(t *testing.T) {
	clock := newFakeClock()
	ts := startServer(t, Config{Clock: clock, Grace: time.Hour})
	x, y := createTimed(t, ts.url, "domino", "")
	clock.Add(20 * time.Second)
	m := x.Until(func(m room.Message) bool { return m.T == room.TEvent && m.Kind == room.KAction })
	if m.Seat != x.You || m.Clock.Misses[x.You] != 1 {
		t.Fatalf("the first timeout: %+v", m)
	}
	y.CatchUp(m.SV)
	for x.ToMove != x.You && x.Result == "" {
		ack := y.Cmd(room.Request{T: room.TAct, Action: y.Legal[0]})
		x.CatchUp(ack.SV)
		y.CatchUp(ack.SV)
	}
	ack := x.Cmd(room.Request{T: room.TAct, Action: x.Legal[0]})
	x.CatchUp(ack.SV)
	if x.Clock.Misses[x.You] != 0 {
		t.Fatalf("after its own move the seat still counts %d timeouts", x.Clock.Misses[x.You])
	}
}

// The clock is in the room's log: a server started again on the same
// store (as after a crash) keeps each seat's time, counts the time since
// the last move against the seat to move, and the flag falls when it
// would have.
func TestClockSurvivesRestart(t *testing.T) {
	clock := newFakeClock()
	store := NewMemoryStore()
	a := startServer(t, Config{Clock: clock, Store: store, Grace: time.Hour})
	x, y := createTimed(t, a.url, "jungle", "3+2")
	firstMoveThenDown(t, clock, a, x, y, 30*time.Second, 40*time.Second, "the restart")
	clock.Add(5 * time.Second)
	b := startServer(t, Config{Clock: clock, Store: store, Grace: time.Hour})
	y = roomtest.Resume(t, b.url, y, 0)
	flagFallsAsKept(t, "the restart", clock, b, y, [2]int64{152000, 135000})
}

// firstMoveThenDown: x thinks for think and makes its first legal move, y
// thinks for wait, and then server a goes down (why says how) with both
// seats' connections.
func firstMoveThenDown(t *testing.T, clock *fakeClock, a *testServer, x, y *roomtest.Seat, think, wait time.Duration, why string) {
	t.Helper()
	clock.Add(think)
	ack := x.Cmd(room.Request{T: room.TAct, Action: x.Legal[0]})
	y.CatchUp(ack.SV)
	clock.Add(wait)
	a.Close()
	gone(t, why, x, y)
}

// flagFallsAsKept checks, after what (a restart, a hand-over), that the
// seat x resumed on server b is told the times left as kept (the second
// seat's running) and that its flag falls at exactly that time, the game
// won by the first seat on time.
func flagFallsAsKept(t *testing.T, what string, clock *fakeClock, b *testServer, x *roomtest.Seat, left [2]int64) {
	t.Helper()
	x.Until(roomtest.IsSnapshot)
	if c := x.Clock; c == nil || c.Left != left || c.Run != engine.Second {
		t.Fatalf("after %s: %+v", what, c)
	}
	clock.Add(time.Duration(left[1])*time.Millisecond - time.Millisecond)
	if ended(b, x.Code) {
		t.Fatalf("the flag fell early after %s", what)
	}
	clock.Add(time.Millisecond)
	x.Kind(room.KEnd)
	roomtest.CheckRecord(t, b.http.URL, x.Code, 1, win("jungle", engine.First, room.ReasonTime))
}

// A hostile client cannot set a clock: the requests that name one other
// than a create's are refused, a create may choose only what its game
// offers (and no public room without a clock), and nothing a seat sends —
// pings, refused moves — gives it time.
func TestClockHostileMessagesCannotChangeIt(t *testing.T) {
	clock := newFakeClock()
	ts := startServer(t, Config{Clock: clock, Grace: time.Hour})
	h := roomtest.Dial(t, ts.url, "hostile")
	for _, req := range []room.Request{
		{T: room.TCreate, Game: "jungle", Clock: "60+0"},
		{T: room.TCreate, Game: "ludo", Clock: "5+3"},
		{T: room.TCreate, Game: "jungle", Clock: "20s"},
	} {
		if _, err := h.TryHello(req); err == nil || err.(*room.Error).Code != room.ErrBadClock {
			t.Fatalf("create %+v: %v, want %s", req, err, room.ErrBadClock)
		}
	}
	for _, frame := range []string{
		`{"v":1,"t":"create","game":"jungle","clock":"none","public":true}`,
		`{"v":1,"t":"create","game":"jungle","clock":"-5+3"}`,
		`{"v":1,"t":"join","code":"ABCDEF","clock":"none"}`,
	} {
		if _, err := room.DecodeRequest([]byte(frame)); err == nil {
			t.Fatalf("%s decodes", frame)
		}
	}
	x, y := createTimed(t, ts.url, "ludo", "")
	for i, frame := range []string{
		`{"v":1,"t":"act","id":%d,"action":"roll","clock":"60s"}`,
		`{"v":1,"t":"act","id":%d,"action":"roll","left":[999999,0]}`,
		`{"v":1,"t":"resign","id":%d,"clock":"none"}`,
	} {
		if err := x.C.SendRaw(ctx(t), []byte(fmt.Sprintf(frame, 100+i))); err != nil {
			t.Fatal(err)
		}
		if m := x.Until(func(m room.Message) bool { return m.T == room.TNack || m.T == room.TAck }); m.T != room.TNack || m.Err != room.ErrBadMessage {
			t.Fatalf("%s: answered %s %s", frame, m.T, m.Err)
		}
	}
	sv := x.SV
	clock.Add(15 * time.Second)
	// A ping first: the answers to the commands after it say it was read.
	if err := x.C.Send(ctx(t), room.Request{T: room.TPing, N: 1}); err != nil {
		t.Fatal(err)
	}
	x.Refused(room.Request{T: room.TAct, Action: "roll:6"}, room.ErrOutcome)
	x.Refused(room.Request{T: room.TAct, Action: "p0"}, room.ErrIllegal)
	clock.Add(5 * time.Second)
	m := y.Until(func(m room.Message) bool { return m.T == room.TEvent && m.SV > sv })
	if m.Kind != room.KAction || m.Seat != x.You || m.Clock.Misses[x.You] != 1 {
		t.Fatalf("20 s after the turn began, whatever the seat sent: %s by %d, %+v", m.Kind, m.Seat, m.Clock)
	}
}

// The clock survives a hand-over between the nodes of a cluster sharing
// PostgreSQL: the node taking the room over reads each seat's time from
// the log, and the flag falls there when it would have on the first.
func TestClockSurvivesHandOver(t *testing.T) {
	clock := newFakeClock()
	a, b, _, x, y := leasePairOf(t, clock, room.Request{T: room.TCreate, Game: "jungle", Side: room.SideFirst, Clock: "5+3"})
	firstMoveThenDown(t, clock, a, x, y, 20*time.Second, 50*time.Second, "the owner's shutdown")
	clock.Add(2 * time.Second)
	x = roomtest.Resume(t, b.url, x, 0)
	flagFallsAsKept(t, "the hand-over", clock, b, x, [2]int64{283000, 248000})
}
