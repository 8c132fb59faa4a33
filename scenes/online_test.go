package scenes

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/play/kits"
	"github.com/plyyard/plyyard/room"

	dominoplay "github.com/plyyard/plyyard/play/domino"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/server/servertest"
)

func testRoomServer(t *testing.T) (addr string) { return servertest.Start(t, "").Addr }

// spin updates the app until cond holds.
func spin(t *testing.T, c *Context, what string, cond func() bool, others ...func()) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s (scene %T)", what, c.mgr.current)
		}
		c.Tick++
		c.mgr.update()
		for _, f := range others {
			f()
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// Through the screens: open a Ludo room from the title, an opponent joins,
// the board comes up with the online buttons, the seat is saved; the app
// "restarts" on the same store and returns to the game by itself; the
// opponent resigns and the result card offers the rematch and the check.
func TestOnlineThroughTheScenes(t *testing.T) {
	addr := testRoomServer(t)
	store := save.NewMemory()
	c := newTestContext(t, Options{Store: store, Lang: "en", Server: addr})
	tapButton(t, c, (&titleScene{}).buttons(c), c.T("title.online"))
	lobby, ok := c.mgr.current.(*lobbyScene)
	if !ok {
		t.Fatalf("scene %T", c.mgr.current)
	}
	bs, _ := lobby.layout(c)
	tapButton(t, c, bs, c.T("game.ludo"))
	bs, _ = lobby.layout(c)
	tapButton(t, c, bs, c.T("online.side.first"))
	bs, _ = lobby.layout(c)
	tapButton(t, c, bs, c.T("online.open"))
	spin(t, c, "the room code", func() bool { return lobby.room != nil && lobby.room.t.Code != "" })
	code := lobby.room.t.Code

	// The opponent joins from another client.
	guest := joinAsGuest(t, c, addr, code)
	defer guest.S.Close()
	p := playing(t, c)
	ctl := raceOf(p)
	if ctl.Cfg.Mode != play.Online || ctl.Cfg.Human != 0 {
		t.Fatalf("mode %v, seat %d", ctl.Cfg.Mode, ctl.Cfg.Human)
	}
	labels := map[string]bool{}
	for _, b := range p.laidButtons(c) {
		labels[b.Label] = true
	}
	for _, want := range []string{c.T("race.roll"), c.T("online.offer"), c.T("play.resign"), c.F("online.room", code), c.T("play.menu")} {
		if !labels[want] {
			t.Fatalf("no %q button among %v", want, labels)
		}
	}
	// Roll through the button: the server's die lands on the board.
	tapButton(t, c, p.laidButtons(c), c.T("race.roll"))
	spin(t, c, "the server's roll", func() bool { return ctl.Face != 0 && len(p.online.t.Log) == 1 }, guest.Update)
	saved, _ := c.Saves.LoadOnline()
	if saved == nil || saved.Code != code || saved.NextID < 2 {
		t.Fatalf("saved seat %+v", saved)
	}
	p.online.t.S.Close()

	// A restart on the same store comes back to the game by itself.
	c2 := newTestContext(t, Options{Store: store, Lang: "en"})
	spin(t, c2, "the board after the restart", func() bool {
		q, ok := c2.mgr.current.(*playScene)
		return ok && q.online != nil && q.online.t.Whole && len(q.online.t.Log) == 1
	}, guest.Update)
	q := playing(t, c2)
	q.online.t.S.Close()

	// Reopening the invite link (?room=CODE) returns to the same seat
	// rather than asking for a second one.
	c3 := newTestContext(t, Options{Store: store, Lang: "en", Room: code})
	spin(t, c3, "the board after reopening the link", func() bool {
		q, ok := c3.mgr.current.(*playScene)
		return ok && q.online != nil && q.online.t.You == 0 && len(q.online.t.Log) == 1
	}, guest.Update)
	q = playing(t, c3)
	defer q.online.t.S.Close()
	c2 = c3

	guest.S.Resign()
	spin(t, c2, "the result", func() bool {
		r, ok := c2.mgr.current.(*resultScene)
		return ok && r.online != nil
	}, guest.Update)
	r := c2.mgr.current.(*resultScene)
	if msg, ok := r.online.checkText(c2); !ok || msg != c2.T("online.check.ok.rolls") || !strings.Contains(r.online.checkDetail(c2), "1") {
		t.Fatalf("check line %q, details %q", msg, r.online.checkDetail(c2))
	}
	// A tap on the line shows the details, another the plain line again.
	_, _, box := r.checkLines(c2)
	x, y := box.Center()
	tapAt(c2, x, y)
	if lines, _, _ := r.checkLines(c2); !r.detail || !strings.Contains(strings.Join(lines, " "), "1") {
		t.Fatalf("after a tap: %v %q", r.detail, lines)
	}
	tapAt(c2, x, y)
	if r.detail {
		t.Fatal("a second tap kept the details")
	}
	if r.buttons(c2)[0].Label != c2.T("online.rematch") {
		t.Fatalf("first button %q", r.buttons(c2)[0].Label)
	}
	if o, _ := c2.Saves.LoadOnline(); o != nil {
		t.Fatal("the seat of a finished game is still saved")
	}
	// The game, resumed twice from the server, is in the history as its
	// record rebuilt from the seed: the roll included, ready for review.
	h, _ := c2.Saves.LoadHistory()
	if len(h.Games) != 1 || h.Games[0].Mode != "online" || len(h.Games[0].Actions) < 1 || !strings.HasPrefix(h.Games[0].Actions[0], "roll") {
		t.Fatalf("history %+v", h.Games)
	}
	if _, _, err := registry.Games.Must("ludo").Replay(h.Games[0].Start, h.Games[0].Actions); err != nil {
		t.Fatalf("the kept game does not replay: %v", err)
	}
}

// A code typed on the keypad enables Join; a bad code is refused in words.
func TestLobbyKeypad(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en", Server: "127.0.0.1:1"})
	l := newLobby(c)
	c.mgr.current = l
	for _, k := range "K7M2Q" {
		bs, _ := l.layout(c)
		tapButton(t, c, bs, string(k))
	}
	bs, _ := l.layout(c)
	for _, b := range bs {
		if b.Label == c.T("online.enter") && b.Action != nil {
			t.Fatal("Join is live with five characters")
		}
	}
	tapButton(t, c, bs, c.T("online.del"))
	if l.code != "K7M2" {
		t.Fatalf("code %q after Del", l.code)
	}
	l.key('x') // typed in lower case
	l.key('o') // not in the alphabet (O and 0 look alike)
	l.key('X')
	l.key('Y') // a seventh character is not taken
	if l.code != "K7M2XX" {
		t.Fatalf("code %q", l.code)
	}
}

// The mobile library names the server; a flag still wins over it.
func TestDefaultServer(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en"})
	if got := defaultServer(c); got != "localhost:8080" {
		t.Fatalf("default %q", got)
	}
	SetDefaultServer("rooms.example:9000")
	defer SetDefaultServer("")
	if got := defaultServer(c); got != "rooms.example:9000" {
		t.Fatalf("after SetDefaultServer: %q", got)
	}
	c.Opts.Server = "10.0.0.2:8080"
	if got := defaultServer(c); got != "10.0.0.2:8080" {
		t.Fatalf("with -server: %q", got)
	}
	if u, err := netplay.ServerURL("https://rooms.example"); err != nil || u != "wss://rooms.example/ws" {
		t.Fatalf("ServerURL: %q %v", u, err)
	}
	for _, bad := range []string{"", "ftp://x", "://"} {
		if _, err := netplay.ServerURL(bad); err == nil {
			t.Fatalf("ServerURL(%q) accepted", bad)
		}
	}
}

// An online dominoes game is kept in the history as the record the dice
// check rebuilt from the seed (the true deal), not as the board's own log,
// whose opponent's tiles were stand-ins.
func TestOnlineHistoryFromTheCheckedRecord(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en"})
	b := mustNew(dominoplay.Kit, play.Config{Mode: play.Hotseat, Seed: 5, Speed: 1})
	p := newPlayScene(b)
	// The record of another deal, played to its end.
	st := registry.Games.Must("domino").Rules.Start(rand.New(rand.NewPCG(7, 7)))
	start := st.String()
	var actions []string
	for st.Outcome().Status == engine.Ongoing {
		a := st.Legal()[0]
		actions = append(actions, st.FormatAction(a))
		st, _, _ = st.Apply(a)
	}
	p.online = &onlineRoom{t: &netplay.Table{Check: &netplay.DiceCheck{OK: true, Start: start, Actions: actions, Final: st}}}
	p.keepHistory(c)
	h, _ := c.Saves.LoadHistory()
	if len(h.Games) != 1 || h.Games[0].Start != start || len(h.Games[0].Actions) != len(actions) {
		t.Fatalf("history %+v, want the checked record from %q", h.Games, start)
	}
}

// joinAsGuest joins the room code from another client, and waits for the
// app's board of the game that starts.
func joinAsGuest(t *testing.T, c *Context, addr, code string) *netplay.Table {
	t.Helper()
	ws, _ := netplay.ServerURL(addr)
	guest := netplay.NewTable(netplay.Join(netplay.Config{Server: ws, Seed: 9}, code), play.OnlineBoards(kits.All, 0.01))
	spin(t, c, "the board", func() bool {
		p, ok := c.mgr.current.(*playScene)
		return ok && p.online != nil
	}, guest.Update)
	return guest
}

// The server's refusals a player can meet are said in their own words in
// both languages (a rate-limited identity included), anything else as the
// server out of reach.
func TestErrorTextNamesEachRefusal(t *testing.T) {
	for _, lng := range []string{"en", "ru"} {
		c := newTestContext(t, Options{Lang: lng})
		other := errorText(c, errors.New("dial failed"))
		seen := map[string]bool{other: true}
		for _, code := range []string{room.ErrNoRoom, room.ErrRoomFull, room.ErrBadToken, room.ErrIdentityRate} {
			s := errorText(c, &room.Error{Code: code})
			if seen[s] || strings.HasPrefix(s, "online.") {
				t.Errorf("%s: %s is said as %q", lng, code, s)
			}
			seen[s] = true
		}
	}
}
