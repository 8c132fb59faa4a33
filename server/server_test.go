package server

import (
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/room"
)

func TestCreateJoinPlayJungle(t *testing.T) {
	ts := startServer(t, Config{})
	a := create(t, ts, "jungle", room.SideSecond)
	if !room.ValidCode(a.code) || len(a.token) != room.TokenLen {
		t.Fatalf("code %q token %q", a.code, a.token)
	}
	a.until(isSnapshot)
	b := join(t, ts, a.code)
	start := b.until(isSnapshot)
	a.kind(room.KStart)
	if a.you != engine.Second || b.you != engine.First {
		t.Fatalf("the creator asked for the second seat: creator %d joiner %d", a.you, b.you)
	}
	if len(start.Commitment) != 64 || start.Seed != "" {
		t.Fatalf("start: commitment %q seed %q", start.Commitment, start.Seed)
	}
	if a.token == b.token {
		t.Fatal("two seats share a token")
	}

	// A third player finds the room full; a spectator watches.
	c := dial(t, ts, "third")
	if _, err := c.c.Hello(ctx(t), room.Request{T: room.TJoin, Code: a.code}); err == nil || !strings.Contains(err.Error(), room.ErrRoomFull) {
		t.Fatalf("a third join: %v", err)
	}
	w := dial(t, ts, "watcher")
	w.hello(room.Request{T: room.TWatch, Code: a.code})
	w.until(isSnapshot)
	if w.you != engine.NoSeat {
		t.Fatalf("a spectator has seat %d", w.you)
	}

	// Out of turn, illegal, malformed, spectator.
	a.refused(room.Request{T: room.TAct, Action: "a3a4"}, room.ErrNotYourTurn)
	b.refused(room.Request{T: room.TAct, Action: "a1a5"}, room.ErrIllegal)
	b.refused(room.Request{T: room.TAct, Action: "zz"}, room.ErrBadAction)
	w.refused(room.Request{T: room.TAct, Action: "a3a4"}, room.ErrSpectator)
	if a.sv != 3 || b.sv != 3 {
		t.Fatalf("refused commands changed the version: %d %d", a.sv, b.sv)
	}

	ack := b.cmd(room.Request{T: room.TAct, Action: "a3a4"})
	ev := a.until(func(m room.Message) bool { return m.SV == ack.SV })
	if ev.Kind != room.KAction || ev.Action != "a3a4" || len(ev.Events) == 0 || ev.ToMove != engine.Second {
		t.Fatalf("the move event: %+v", ev)
	}
	w.catchUp(ack.SV)
	b.catchUp(ack.SV)
	if w.view != a.view || a.view != b.view {
		t.Fatalf("views differ in a game of perfect information: %q %q %q", a.view, b.view, w.view)
	}

	// A retry of the same command id is answered again, never replayed.
	again := b.cmd(room.Request{T: room.TAct, Action: "a3a4", ID: ack.ID})
	if again.SV != ack.SV {
		t.Fatalf("a retried command got %+v, first %+v", again, ack)
	}
	b.refused(room.Request{T: room.TAct, Action: "a4a5", ID: ack.ID - 1}, room.ErrBadAction) // the "zz" answer again

	play(t, rand.New(rand.NewPCG(1, 2)), 20, []*seat{a, b}, w)
	b.cmd(room.Request{T: room.TResign})
	end := a.kind(room.KEnd)
	if end.Result != "win b resign" || end.Seed == "" {
		t.Fatalf("resignation: %+v", end)
	}
	if room.Commit(mustSeed(t, end.Seed)) != a.commit {
		t.Fatal("the revealed seed does not match the commitment")
	}
	checkRecord(t, ts, a.code, 1, "win b resign")
}

func mustSeed(t *testing.T, s string) []byte {
	seed, err := room.ParseSeed(s)
	if err != nil {
		t.Fatal(err)
	}
	return seed[:]
}

// checkRecord fetches a finished game's record over HTTP and verifies it.
func checkRecord(t *testing.T, ts *testServer, code string, n int, result string) room.Record {
	t.Helper()
	resp, err := http.Get(ts.http.URL + "/api/record?room=" + code + "&game=" + string(rune('0'+n)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("record: %s %s", resp.Status, body)
	}
	rec, err := room.DecodeRecord(body)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result != result {
		t.Fatalf("record result %q, want %q", rec.Result, result)
	}
	if _, err := room.Verify(rec, games.Must(rec.Game).Rules); err != nil {
		t.Fatalf("the record does not verify: %v", err)
	}
	return rec
}

func TestLudoDiceAreTheServers(t *testing.T) {
	for _, game := range []string{"ludo", "aviation"} {
		t.Run(game, func(t *testing.T) {
			ts := startServer(t, Config{})
			a := create(t, ts, game, room.SideFirst)
			b := join(t, ts, a.code)
			a.kind(room.KStart)
			b.until(isSnapshot)
			a.refused(room.Request{T: room.TAct, Action: "roll:6"}, room.ErrOutcome)
			a.refused(room.Request{T: room.TAct, Action: "p0"}, room.ErrIllegal)
			n := play(t, rand.New(rand.NewPCG(3, 4)), 5000, []*seat{a, b})
			if a.result == "" || a.result != b.result {
				t.Fatalf("after %d actions: results %q %q", n, a.result, b.result)
			}
			rec := checkRecord(t, ts, a.code, 1, a.result)
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
			if _, err := room.Verify(rec, games.Must(rec.Game).Rules); err == nil {
				t.Fatal("a tampered record verified")
			}
		})
	}
}

func TestDrawOffersAndRematch(t *testing.T) {
	ts := startServer(t, Config{})
	a := create(t, ts, "jungle", room.SideFirst)
	b := join(t, ts, a.code)
	a.kind(room.KStart)
	b.until(isSnapshot)

	b.refused(room.Request{T: room.TAcceptDraw}, room.ErrNoOffer)
	a.cmd(room.Request{T: room.TOfferDraw})
	a.refused(room.Request{T: room.TOfferDraw}, room.ErrOfferPending)
	b.kind(room.KDrawOffer)
	if b.offer != engine.First {
		t.Fatalf("the offer is not shown: %d", b.offer)
	}
	b.cmd(room.Request{T: room.TDeclineDraw})
	a.kind(room.KDrawDecline)
	if a.offer != engine.NoSeat {
		t.Fatal("a declined offer still stands")
	}

	// An offer lapses with the offerer's next move.
	a.cmd(room.Request{T: room.TOfferDraw})
	b.kind(room.KDrawOffer)
	ack := a.cmd(room.Request{T: room.TAct, Action: "a3a4"})
	b.catchUp(ack.SV)
	if b.offer != engine.NoSeat {
		t.Fatal("the offer did not lapse with the offerer's move")
	}
	b.refused(room.Request{T: room.TAcceptDraw}, room.ErrNoOffer)

	// An accepted offer is a draw.
	b.cmd(room.Request{T: room.TOfferDraw})
	a.kind(room.KDrawOffer)
	a.cmd(room.Request{T: room.TAcceptDraw})
	end := b.kind(room.KEnd)
	if end.Result != "draw agreement" {
		t.Fatalf("agreed draw: %q", end.Result)
	}
	a.kind(room.KEnd)
	checkRecord(t, ts, a.code, 1, "draw agreement")
	a.refused(room.Request{T: room.TAct, Action: "a4a5"}, room.ErrFinished)

	// Rematch with the sides swapped.
	a.cmd(room.Request{T: room.TRematch})
	b.kind(room.KRematch)
	b.cmd(room.Request{T: room.TRematch})
	start := a.kind(room.KStart)
	b.kind(room.KStart)
	if start.Number != 2 || a.you != engine.Second || b.you != engine.First {
		t.Fatalf("rematch: game %d, creator %d, joiner %d", start.Number, a.you, b.you)
	}
	b.cmd(room.Request{T: room.TAct, Action: "a3a4"})
	a.cmd(room.Request{T: room.TResign})
	b.kind(room.KEnd)
	checkRecord(t, ts, a.code, 2, "win r resign")
}

func TestRecordEndpoint(t *testing.T) {
	ts := startServer(t, Config{})
	for _, q := range []string{"", "?room=ZZ&game=1", "?room=AAAAAA&game=x"} {
		resp, err := http.Get(ts.http.URL + "/api/record" + q)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest {
			t.Errorf("%q: %s", q, resp.Status)
		}
	}
	resp, err := http.Get(ts.http.URL + "/api/record?room=AAAAAA&game=1")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("a missing record: %s", resp.Status)
	}
}

func isSnapshot(m room.Message) bool { return m.T == room.TSnapshot }

func TestServesTheBrowserBuild(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>Ply Yard</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, Config{Dir: dir})
	resp, err := http.Get(ts.http.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "Ply Yard") {
		t.Fatalf("GET /: %s %q", resp.Status, body)
	}
	// The welcome carries an invite link on this host.
	a := create(t, ts, "jungle", "")
	w, err := dial(t, ts, "x").c.Hello(ctx(t), room.Request{T: room.TWatch, Code: a.code})
	if err != nil {
		t.Fatal(err)
	}
	if w.Invite != ts.http.URL+"/?room="+a.code {
		t.Fatalf("invite %q", w.Invite)
	}
}
