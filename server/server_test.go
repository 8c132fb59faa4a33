package server

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

func TestCreateJoinPlayJungle(t *testing.T) {
	ts := startServer(t, Config{})
	a := roomtest.Create(t, ts.url, "jungle", room.SideSecond)
	if !room.ValidCode(a.Code) || len(a.Token) != room.TokenLen {
		t.Fatalf("code %q token %q", a.Code, a.Token)
	}
	a.Until(roomtest.IsSnapshot)
	b := roomtest.Join(t, ts.url, a.Code)
	start := b.Until(roomtest.IsSnapshot)
	a.Kind(room.KStart)
	if a.You != engine.Second || b.You != engine.First {
		t.Fatalf("the creator asked for the second seat: creator %d joiner %d", a.You, b.You)
	}
	if len(start.Commitment) != 64 || start.Seed != "" {
		t.Fatalf("start: commitment %q seed %q", start.Commitment, start.Seed)
	}
	if a.Token == b.Token {
		t.Fatal("two seats share a token")
	}

	// A third player finds the room full; a spectator watches.
	c := roomtest.Dial(t, ts.url, "third")
	if _, err := c.TryHello(room.Request{T: room.TJoin, Code: a.Code}); err == nil || !strings.Contains(err.Error(), room.ErrRoomFull) {
		t.Fatalf("a third join: %v", err)
	}
	w := roomtest.Watch(t, ts.url, a.Code)
	if w.You != engine.NoSeat {
		t.Fatalf("a spectator has seat %d", w.You)
	}

	// Out of turn, illegal, malformed, spectator.
	a.Refused(room.Request{T: room.TAct, Action: "a3a4"}, room.ErrNotYourTurn)
	b.Refused(room.Request{T: room.TAct, Action: "a1a5"}, room.ErrIllegal)
	b.Refused(room.Request{T: room.TAct, Action: "zz"}, room.ErrBadAction)
	w.Refused(room.Request{T: room.TAct, Action: "a3a4"}, room.ErrSpectator)
	if a.SV != 3 || b.SV != 3 {
		t.Fatalf("refused commands changed the version: %d %d", a.SV, b.SV)
	}

	ack := b.Cmd(room.Request{T: room.TAct, Action: "a3a4"})
	ev := a.Until(func(m room.Message) bool { return m.SV == ack.SV })
	if ev.Kind != room.KAction || ev.Action != "a3a4" || len(ev.Events) == 0 || ev.ToMove != engine.Second {
		t.Fatalf("the move event: %+v", ev)
	}
	w.CatchUp(ack.SV)
	b.CatchUp(ack.SV)
	if w.View != a.View || a.View != b.View {
		t.Fatalf("views differ in a game of perfect information: %q %q %q", a.View, b.View, w.View)
	}

	// A retry of the same command id is answered again, never replayed.
	again := b.Cmd(room.Request{T: room.TAct, Action: "a3a4", ID: ack.ID})
	if again.SV != ack.SV {
		t.Fatalf("a retried command got %+v, first %+v", again, ack)
	}
	b.Refused(room.Request{T: room.TAct, Action: "a4a5", ID: ack.ID - 1}, room.ErrBadAction) // the "zz" answer again

	roomtest.Play(t, rand.New(rand.NewPCG(1, 2)), 20, []*roomtest.Seat{a, b}, w)
	b.Cmd(room.Request{T: room.TResign})
	end := a.Kind(room.KEnd)
	if end.Result != "win b resign" || end.Seed == "" {
		t.Fatalf("resignation: %+v", end)
	}
	if room.Commit(mustSeed(t, end.Seed)) != a.Commit {
		t.Fatal("the revealed seed does not match the commitment")
	}
	roomtest.CheckRecord(t, ts.http.URL, a.Code, 1, "win b resign")
}

func mustSeed(t *testing.T, s string) []byte {
	seed, err := room.ParseSeed(s)
	if err != nil {
		t.Fatal(err)
	}
	return seed[:]
}

func TestLudoDiceAreTheServers(t *testing.T) {
	for _, game := range []string{"ludo", "aviation"} {
		t.Run(game, func(t *testing.T) {
			ts, a, b := startGame(t, Config{}, game, room.SideFirst)
			a.Refused(room.Request{T: room.TAct, Action: "roll:6"}, room.ErrOutcome)
			a.Refused(room.Request{T: room.TAct, Action: "p0"}, room.ErrIllegal)
			n := roomtest.Play(t, rand.New(rand.NewPCG(3, 4)), 5000, []*roomtest.Seat{a, b})
			if a.Result == "" || a.Result != b.Result {
				t.Fatalf("after %d actions: results %q %q", n, a.Result, b.Result)
			}
			rec := roomtest.CheckRecord(t, ts.http.URL, a.Code, 1, a.Result)
			rolls := 0
			for _, act := range rec.Actions {
				if strings.HasPrefix(act, "roll:") {
					rolls++
				}
			}
			if rolls == 0 || len(rec.Actions) != n {
				t.Fatalf("%d actions played, %d recorded, %d rolls", n, len(rec.Actions), rolls)
			}
			// A tampered roll fails verification.
			for i, act := range rec.Actions {
				if strings.HasPrefix(act, "roll:") {
					v := act[5] - '0'
					rec.Actions[i] = "roll:" + string(rune('0'+v%6+1))
					break
				}
			}
			if _, err := room.Verify(rec, registry.Games.Must(rec.Game).Rules); err == nil {
				t.Fatal("a tampered record verified")
			}
		})
	}
}

func TestDrawOffersAndRematch(t *testing.T) {
	ts, a, b := startGame(t, Config{}, "jungle", room.SideFirst)

	b.Refused(room.Request{T: room.TAcceptDraw}, room.ErrNoOffer)
	a.Cmd(room.Request{T: room.TOfferDraw})
	a.Refused(room.Request{T: room.TOfferDraw}, room.ErrOfferPending)
	b.Kind(room.KDrawOffer)
	if b.Offer != engine.First {
		t.Fatalf("the offer is not shown: %d", b.Offer)
	}
	b.Cmd(room.Request{T: room.TDeclineDraw})
	a.Kind(room.KDrawDecline)
	if a.Offer != engine.NoSeat {
		t.Fatal("a declined offer still stands")
	}

	// An offer lapses with the offerer's next move.
	a.Cmd(room.Request{T: room.TOfferDraw})
	b.Kind(room.KDrawOffer)
	ack := a.Cmd(room.Request{T: room.TAct, Action: "a3a4"})
	b.CatchUp(ack.SV)
	if b.Offer != engine.NoSeat {
		t.Fatal("the offer did not lapse with the offerer's move")
	}
	b.Refused(room.Request{T: room.TAcceptDraw}, room.ErrNoOffer)

	// An accepted offer is a draw.
	b.Cmd(room.Request{T: room.TOfferDraw})
	a.Kind(room.KDrawOffer)
	a.Cmd(room.Request{T: room.TAcceptDraw})
	end := b.Kind(room.KEnd)
	if end.Result != "draw agreement" {
		t.Fatalf("agreed draw: %q", end.Result)
	}
	a.Kind(room.KEnd)
	roomtest.CheckRecord(t, ts.http.URL, a.Code, 1, "draw agreement")
	a.Refused(room.Request{T: room.TAct, Action: "a4a5"}, room.ErrFinished)

	// Rematch with the sides swapped.
	a.Cmd(room.Request{T: room.TRematch})
	b.Kind(room.KRematch)
	b.Cmd(room.Request{T: room.TRematch})
	start := a.Kind(room.KStart)
	b.Kind(room.KStart)
	if start.Number != 2 || a.You != engine.Second || b.You != engine.First {
		t.Fatalf("rematch: game %d, creator %d, joiner %d", start.Number, a.You, b.You)
	}
	b.Cmd(room.Request{T: room.TAct, Action: "a3a4"})
	a.Cmd(room.Request{T: room.TResign})
	b.Kind(room.KEnd)
	roomtest.CheckRecord(t, ts.http.URL, a.Code, 2, "win r resign")
}

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

// The names the players gave (create and join) reach the lobby's live
// list and both players, by seat, at the start of every game (a rematch
// swaps them with the sides), in a snapshot, to a spectator, and to a
// seat that replays the room from its first event.
func TestNamesReachThePlayers(t *testing.T) {
	ts := startServer(t, Config{})
	a := roomtest.Dial(t, ts.url, "creator")
	a.Hello(room.Request{T: room.TCreate, Game: "jungle", Side: room.SideFirst, Public: true, Name: "Ann"})
	b := roomtest.Dial(t, ts.url, "joiner")
	b.Hello(room.Request{T: room.TJoin, Code: a.Code, Name: "Маша"})
	want := []string{"Ann", "Маша"}
	if start := a.Kind(room.KStart); !slices.Equal(start.Names, want) {
		t.Fatalf("the creator's start names %q, want %q", start.Names, want)
	}
	if snap := b.Until(roomtest.IsSnapshot); !slices.Equal(snap.Names, want) {
		t.Fatalf("the joiner's snapshot names %q", snap.Names)
	}
	if m := lobby(t, ts, "jungle"); len(m.Live) != 1 || m.Live[0].Name != "Ann – Маша" {
		t.Fatalf("live tables %+v", m.Live)
	}
	w := roomtest.Dial(t, ts.url, "watcher")
	w.Hello(room.Request{T: room.TWatch, Code: a.Code})
	if snap := w.Until(roomtest.IsSnapshot); !slices.Equal(snap.Names, want) {
		t.Fatalf("the spectator's snapshot names %q", snap.Names)
	}
	again := roomtest.Resume(t, ts.url, a, 1)
	if start := again.Kind(room.KStart); !slices.Equal(start.Names, want) {
		t.Fatalf("the replayed start names %q", start.Names)
	}
	a = again // the resumed connection holds the seat now

	// A rematch swaps the sides, and the names with them.
	a.Cmd(room.Request{T: room.TResign})
	b.Kind(room.KEnd)
	a.Cmd(room.Request{T: room.TRematch})
	b.Cmd(room.Request{T: room.TRematch})
	if start := b.Kind(room.KStart); !slices.Equal(start.Names, []string{"Маша", "Ann"}) {
		t.Fatalf("the rematch's names %q", start.Names)
	}

	// Before the second player, a snapshot has no names; a joiner without
	// one is a guest.
	c := roomtest.Dial(t, ts.url, "creator")
	c.Hello(room.Request{T: room.TCreate, Game: "ludo", Name: "Bob"})
	if snap := c.Until(roomtest.IsSnapshot); snap.Names != nil {
		t.Fatalf("names %q with one player", snap.Names)
	}
	d := roomtest.Join(t, ts.url, c.Code)
	if snap := d.Until(roomtest.IsSnapshot); len(snap.Names) != 2 || snap.Names[d.You] == "" || snap.Names[1-d.You] != "Bob" {
		t.Fatalf("names %q, the joiner on seat %d", snap.Names, d.You)
	}
}
