package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/glicko"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// secretN is player n's identity secret.
func secretN(n int) string { return fmt.Sprintf("%064x", n) }

// testRatingStore checks a store's identities and ratings: a rated game's
// record changes both ratings, once however often it is stored; other
// games' ratings are apart; the leaderboard ranks; new identities are
// limited per address and hour.
func testRatingStore(t *testing.T, s Store) {
	now := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	ann, bob := identityOf(secretN(1)), identityOf(secretN(2))
	for _, id := range []Identity{{ID: ann, Name: "Ann"}, {ID: bob, Name: "Bob"}} {
		id.Addr, id.At, id.PerHour = "10.0.0.1", now, 3
		if err := s.Identify(id); err != nil {
			t.Fatal(err)
		}
	}
	rec := &GameRecord{Number: 1, Data: []byte(`{}`), Rated: &RatedGame{Game: "jungle", Players: [2]string{ann, bob}, Score: 1}}
	if err := s.Append("RATEAA", 1, one(`{"n":1}`), rec); err != nil {
		t.Fatal(err)
	}
	// Stored again (a repair, a node taking over): no second change.
	if err := s.Append("RATEAA", 2, nil, rec); err != nil {
		t.Fatal(err)
	}
	c, err := s.RatedGame("RATEAA", 1)
	if err != nil {
		t.Fatal(err)
	}
	want := rec.Rated.rate([2]glicko.Rating{glicko.Start, glicko.Start})
	if c.Before != [2]glicko.Rating{glicko.Start, glicko.Start} || c.After != want {
		t.Fatalf("the rated game's change %+v, want from the start to %+v", c, want)
	}
	if got, err := s.Ratings("jungle", []string{ann, bob}); err != nil || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("ratings after one game stored twice: %+v %v, want %+v", got, err, want)
	}
	if got, err := s.Ratings("ludo", []string{ann}); err != nil || got[0] != glicko.Start {
		t.Fatalf("Ann's Ludo rating moved with her Jungle game: %+v %v", got, err)
	}
	if _, err := s.RatedGame("RATEAA", 2); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a game never rated: %v", err)
	}
	lb, err := s.Leaderboard("jungle", 50)
	if err != nil || len(lb) != 2 || lb[0].Name != "Ann" || lb[0].Rank != 1 || lb[0].Games != 1 || lb[1].Name != "Bob" ||
		lb[0].Rating <= 1500 || !lb[0].Provisional {
		t.Fatalf("the Jungle leaderboard: %+v %v", lb, err)
	}
	if lb, err := s.Leaderboard("ludo", 50); err != nil || len(lb) != 0 {
		t.Fatalf("the Ludo leaderboard: %+v %v", lb, err)
	}

	// The address made two of its three; one more, then refused; a
	// known identity is only renamed; an hour later, one more.
	id := func(n int, addr string, at time.Time) error {
		return s.Identify(Identity{ID: identityOf(secretN(n)), Name: fmt.Sprintf("P%d", n), Addr: addr, At: at, PerHour: 3})
	}
	if err := id(3, "10.0.0.1", now.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := id(4, "10.0.0.1", now.Add(2*time.Minute)); !errors.Is(err, ErrIdentityRate) {
		t.Fatalf("a fourth identity from one address within the hour: %v", err)
	}
	if err := id(1, "10.0.0.1", now.Add(3*time.Minute)); err != nil {
		t.Fatalf("a known identity from its address: %v", err)
	}
	if err := id(4, "10.0.0.2", now.Add(3*time.Minute)); err != nil {
		t.Fatalf("another address: %v", err)
	}
	if err := id(5, "10.0.0.1", now.Add(61*time.Minute)); err != nil {
		t.Fatalf("an hour later: %v", err)
	}
	if lb, _ := s.Leaderboard("jungle", 50); lb[0].Name != "P1" {
		t.Fatalf("the renamed player: %+v", lb)
	}
}

func TestRatingMemoryStore(t *testing.T) { testRatingStore(t, NewMemoryStore()) }

func TestRatingSQLiteStore(t *testing.T) {
	s, err := OpenSQLite(filepath.Join(t.TempDir(), "rooms.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	testRatingStore(t, s)
}

func TestRatingPostgresStore(t *testing.T) {
	s, err := OpenPostgres(scratchPostgres(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	testRatingStore(t, s)
}

// quickPair pairs two players with identities secrets a and b in game on
// ts, a first.
func quickPair(t *testing.T, url, game string, a, b int) (x, y *roomtest.Seat) {
	t.Helper()
	x = roomtest.QuickAs(t, url, game, fmt.Sprintf("P%d", a), secretN(a))
	if q := x.Queued(); len(q.Ratings) != 1 || q.Ratings[0].RD == 0 {
		t.Fatalf("the queued message tells the rating %+v", q.Ratings)
	}
	y = roomtest.QuickAs(t, url, game, fmt.Sprintf("P%d", b), secretN(b))
	x.Matched()
	y.Matched()
	return x, y
}

// resignGame makes loser resign and both catch up to the end.
func resignGame(t *testing.T, loser, winner *roomtest.Seat) {
	t.Helper()
	ack := loser.Cmd(room.Request{T: room.TResign})
	loser.CatchUp(ack.SV)
	winner.CatchUp(ack.SV)
}

// getLeaderboard fetches /api/leaderboard?game=game.
func getLeaderboard(t *testing.T, base, game string) (int, Leaderboard, string) {
	t.Helper()
	status, text := get(t, base+"/api/leaderboard?game="+game, nil)
	var lb Leaderboard
	if status == http.StatusOK {
		if err := json.Unmarshal([]byte(text), &lb); err != nil {
			t.Fatalf("the leaderboard %s: %v", text, err)
		}
	}
	return status, lb, text
}

// TestRatingQuickGameChangesOnce: a quick match between two identities is
// rated: the players see their ratings before and, with the change, at
// the end; the leaderboard lists them; a server starting again on the
// store, storing the record again, rates nothing twice and shows the same.
func TestRatingQuickGameChangesOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rooms.db")
	store, err := OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, Config{Store: store})
	x, y := quickPair(t, ts.url, "jungle", 1, 2)
	start := room.Rating{R: 1500, RD: 350, Provisional: true}
	if len(x.Ratings) != 2 || x.Ratings[0] != start || x.Ratings[1] != start {
		t.Fatalf("the ratings at the start: %+v", x.Ratings)
	}
	resignGame(t, x, y)
	after := y.Ratings
	if len(after) != 2 || after[y.You].Change <= 0 || after[x.You].Change != -after[y.You].Change ||
		after[y.You].R != 1500+after[y.You].Change || !after[y.You].Provisional {
		t.Fatalf("the ratings at the end: %+v (the winner on seat %d)", after, y.You)
	}
	status, lb, text := getLeaderboard(t, ts.http.URL, "jungle")
	if status != http.StatusOK || len(lb.Players) != 2 || lb.Players[0].Name != "P2" || lb.Players[0].Rating != after[y.You].R {
		t.Fatalf("the leaderboard: %d %s", status, text)
	}
	code := x.Code
	ts.Close()
	store.Close()

	// The next server on the same store; its repair stores the game's
	// record again, as if the first had lost it.
	store2, err := OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	defer store2.Close()
	if _, err := store2.db.Exec(`DELETE FROM records`); err != nil {
		t.Fatal(err)
	}
	ts2 := startServer(t, Config{Store: store2})
	if _, err := store2.Record(code, 1); err != nil {
		t.Fatalf("the record was not stored again: %v", err)
	}
	x2 := roomtest.Resume(t, ts2.url, x, 0)
	x2.Until(roomtest.IsSnapshot)
	if len(x2.Ratings) != 2 || x2.Ratings[0] != after[0] || x2.Ratings[1] != after[1] {
		t.Fatalf("after the restart the ratings are %+v, before %+v", x2.Ratings, after)
	}
	checkGamesRated(t, store2, "jungle", 1, identityOf(secretN(1)), identityOf(secretN(2)))
}

// TestRatingInLobby: a rated game in progress is listed with its
// players' ratings, in the order of their names.
func TestRatingInLobby(t *testing.T) {
	ms := NewMemoryStore()
	setRating(ms, "jungle", identityOf(secretN(1)), 1620)
	setRating(ms, "jungle", identityOf(secretN(2)), 1580)
	ts := startServer(t, Config{Store: ms})
	quickPair(t, ts.url, "jungle", 1, 2)
	m := lobby(t, ts, "jungle")
	if len(m.Live) != 1 || m.Live[0].Name != "P1"+room.PlayersSep+"P2" || len(m.Live[0].Ratings) != 2 ||
		m.Live[0].Ratings[0] != 1620 || m.Live[0].Ratings[1] != 1580 {
		t.Fatalf("the live tables: %+v", m.Live)
	}
}

// checkGamesRated checks that each of ids has played games rated games of
// game.
func checkGamesRated(t *testing.T, s Store, game string, games int, ids ...string) {
	t.Helper()
	lb, err := s.Leaderboard(game, 50)
	if err != nil {
		t.Fatal(err)
	}
	if len(lb) != len(ids) {
		t.Fatalf("the leaderboard lists %d players, want %d: %+v", len(lb), len(ids), lb)
	}
	for _, l := range lb {
		if l.Games != games {
			t.Fatalf("%s has %d rated games, want %d", l.Name, l.Games, games)
		}
	}
}

// TestRatingOnceAcrossFailover: two nodes share a PostgreSQL store; a
// rated quick match's node shuts down in the middle of the game, the other
// takes the room over and sees it to its end: the ratings change once,
// and the old node's record stored again changes nothing.
func TestRatingOnceAcrossFailover(t *testing.T) {
	dsn := scratchPostgres(t)
	noLeaks(t)
	busA := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s"})
	busB := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s", Routes: []string{"nats-route://" + busA.ClusterAddr()}})
	stores := map[*Bus]*SQLStore{}
	node := func(bus *Bus) *testServer {
		s, err := OpenPostgres(dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		if err := s.UseLeases(bus.Node(), MinLeaseTTL); err != nil {
			t.Fatal(err)
		}
		stores[bus] = s
		return startServer(t, Config{Bus: bus, Store: s})
	}
	a, b := node(busA), node(busB)
	roomtest.Eventually(t, "the nodes see each other", 15*time.Second, func() error {
		if !a.alive(busB.Node()) || !b.alive(busA.Node()) {
			return errors.New("not yet")
		}
		return nil
	})
	x, y := quickPair(t, a.url, "ludo", 1, 2)
	owner, other := a, b
	if a.findRoom(x.Code) == nil {
		owner, other = b, a
	}
	roomtest.Play(t, newRand(29), 6, []*roomtest.Seat{x, y})
	x, y = takeOver(t, owner, other, x, y)
	resignGame(t, x, y)
	if len(y.Ratings) != 2 || y.Ratings[y.You].Change <= 0 {
		t.Fatalf("the ratings at the end, after the take-over: %+v", y.Ratings)
	}
	st := stores[busB]
	if other == a {
		st = stores[busA]
	}
	// The record stored again (a repair's way): nothing changes.
	data, err := st.Record(x.Code, 1)
	if err != nil {
		t.Fatal(err)
	}
	g := &RatedGame{Game: "ludo", Score: 1}
	g.Players[x.You], g.Players[y.You] = identityOf(secretN(1)), identityOf(secretN(2))
	if x.You == 0 {
		g.Score = 0
	}
	if err := st.Append(x.Code, 1<<40, nil, &GameRecord{Number: 1, Data: data, Rated: g}); err != nil {
		t.Fatal(err)
	}
	checkGamesRated(t, st, "ludo", 1, g.Players[:]...)
	rs, err := st.Ratings("ludo", []string{identityOf(secretN(2))})
	if err != nil || int(rs[0].R+0.5) != y.Ratings[y.You].R {
		t.Fatalf("the winner's rating %+v %v, told %+v", rs, err, y.Ratings[y.You])
	}
}

// TestIdentityHostileClient: a client cannot set its own rating or
// identity: a quick naming a rating or a malformed, overlong or
// upper-case secret is refused; a secret equal to another player's stored
// hash is a different identity, whose games leave that player's rating
// alone; a quick without a secret plays unrated.
func TestIdentityHostileClient(t *testing.T) {
	ts := startServer(t, Config{})
	for _, frame := range []string{
		`{"v":1,"t":"quick","game":"jungle","rating":3000}`,
		`{"v":1,"t":"quick","game":"jungle","ratings":[{"r":3000,"rd":30}]}`,
		`{"v":1,"t":"quick","game":"jungle","ident":"` + identityOf(secretN(1)) + `"}`,
		`{"v":1,"t":"quick","game":"jungle","secret":"` + secretN(1)[:63] + `"}`,
		`{"v":1,"t":"quick","game":"jungle","secret":"` + strings.Repeat("a", 3000) + `"}`,
		`{"v":1,"t":"quick","game":"jungle","secret":"` + strings.ToUpper(identityOf(secretN(1))) + `"}`,
		`{"v":1,"t":"create","game":"jungle","secret":"` + secretN(1) + `"}`,
	} {
		c := roomtest.Dial(t, ts.url, "hostile")
		if err := c.C.SendRaw(ctx(t), []byte(frame)); err != nil {
			t.Fatal(err)
		}
		if m := c.Until(func(m room.Message) bool { return m.T == room.TNack || m.T == room.TQueued }); m.Err != room.ErrBadMessage {
			t.Fatalf("%.70s: %+v, want a bad-message nack", frame, m)
		}
	}
	if ts.Queued("jungle") != 0 {
		t.Fatal("a refused quick waits in the queue")
	}
	// P1 beats P2: P1's rating rises.
	x, y := quickPair(t, ts.url, "jungle", 1, 2)
	resignGame(t, y, x)
	victim := x.Ratings[x.You]
	// The thief brings P1's stored hash as its secret, and loses.
	thief := roomtest.QuickAs(t, ts.url, "jungle", "thief", identityOf(secretN(1)))
	thief.Queued()
	z := roomtest.QuickAs(t, ts.url, "jungle", "P3", secretN(3))
	thief.Matched()
	z.Matched()
	if thief.Ratings[thief.You] != (room.Rating{R: 1500, RD: 350, Provisional: true}) {
		t.Fatalf("the thief starts at %+v, P1 is at %+v", thief.Ratings[thief.You], victim)
	}
	resignGame(t, thief, z)
	rs, _ := ts.store.Ratings("jungle", []string{identityOf(secretN(1)), identityOf(identityOf(secretN(1)))})
	if int(rs[0].R+0.5) != victim.R || rs[1].R >= 1500 {
		t.Fatalf("P1 %.1f (was %d), the thief %.1f", rs[0].R, victim.R, rs[1].R)
	}
	// An old client, without a secret, against an identity: unrated.
	old := roomtest.Quick(t, ts.url, "jungle", "Old")
	old.Queued()
	w := roomtest.QuickAs(t, ts.url, "jungle", "P4", secretN(4))
	old.Matched()
	w.Matched()
	resignGame(t, old, w)
	if old.Ratings != nil || w.Ratings != nil {
		t.Fatalf("an unrated game told ratings %+v %+v", old.Ratings, w.Ratings)
	}
	if rs, _ := ts.store.Ratings("jungle", []string{identityOf(secretN(4))}); rs[0] != glicko.Start {
		t.Fatalf("P4's unrated game moved the rating to %+v", rs[0])
	}
}

// TestIdentityRateLimited: one address brings at most IdentitiesPerHour
// new identities; a known one still plays.
func TestIdentityRateLimited(t *testing.T) {
	ts := startServer(t, Config{IdentitiesPerHour: 1})
	a := roomtest.QuickAs(t, ts.url, "domino", "A", secretN(1))
	a.Queued()
	b := roomtest.QuickAs(t, ts.url, "domino", "B", secretN(2))
	if m := b.Until(func(m room.Message) bool { return m.T == room.TNack || m.T == room.TQueued }); m.Err != room.ErrIdentityRate {
		t.Fatalf("a second new identity within the hour: %+v", m)
	}
	again := roomtest.QuickAs(t, ts.url, "domino", "A again", secretN(1))
	a.Matched()
	again.Matched()
}

// setRating gives identity id the rating r in game (an established one).
func setRating(s *MemoryStore, game, id string, r float64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ratings == nil {
		s.ratings, s.rated = map[string]*memRating{}, map[string]*RatingChange{}
	}
	s.ratings[ratingKey(game, id)] = &memRating{r: glicko.Rating{R: r, RD: 60, Vol: 0.06}, games: 40}
}

// TestQuickRatingNearestFirst: a quick match pairs the nearest rating
// within the window, not the longest waiting; players far apart wait, and
// the window widens with the wait until the sweep pairs them.
func TestQuickRatingNearestFirst(t *testing.T) {
	ms := NewMemoryStore()
	for n, r := range map[int]float64{1: 1500, 2: 2000, 3: 1960, 4: 1560, 5: 1500, 6: 1920} {
		setRating(ms, "jungle", identityOf(secretN(n)), r)
	}
	clock := newFakeClock()
	ts := startServer(t, Config{Store: ms, Clock: clock})
	quick := func(n int) *roomtest.Seat {
		return roomtest.QuickAs(t, ts.url, "jungle", fmt.Sprintf("P%d", n), secretN(n))
	}
	p1 := quick(1)
	p1.Queued()
	p2 := quick(2)
	p2.Queued()
	p3 := quick(3) // nearer P2 (40) than P1 (460), who waited longer
	p2.Matched()
	p3.Matched()
	checkPair(t, p2, p3)
	p4 := quick(4)
	p1.Matched()
	p4.Matched()
	checkPair(t, p1, p4)
	if p1.Ratings[p1.You].R != 1500 || p1.Ratings[p4.You].R != 1560 {
		t.Fatalf("the pair's ratings %+v", p1.Ratings)
	}
	p5 := quick(5)
	p5.Queued()
	p6 := quick(6) // 420 apart: more than a new window
	p6.Queued()
	ts.Sweep()
	waitQueued(t, ts, "jungle", 2)
	clock.Add(30 * time.Second) // the window: 400
	ts.Sweep()
	waitQueued(t, ts, "jungle", 2)
	clock.Add(3 * time.Second) // 430
	ts.Sweep()
	p5.Matched()
	p6.Matched()
	checkPair(t, p5, p6)
}

// TestLeaderboardAPI: /api/leaderboard answers each game of the registry
// with a JSON list (empty at first), and refuses another game with 400
// and the games there are.
func TestLeaderboardAPI(t *testing.T) {
	ts := startServer(t, Config{})
	for _, g := range ts.cfg.Games.Names() {
		status, lb, text := getLeaderboard(t, ts.http.URL, g)
		if status != http.StatusOK || lb.Game != g || lb.Players == nil || len(lb.Players) != 0 {
			t.Fatalf("%s: %d %s", g, status, text)
		}
	}
	for _, bad := range []string{"", "chess", "Jungle", "jungle%00", strings.Repeat("x", 500)} {
		status, text := get(t, ts.http.URL+"/api/leaderboard?game="+bad, nil)
		var e struct{ Error string }
		if status != http.StatusBadRequest || json.Unmarshal([]byte(text), &e) != nil || !strings.Contains(e.Error, "jungle") || len(text) > 300 {
			t.Fatalf("game %.20q: %d %s", bad, status, text)
		}
	}
	// Fifty at most, the best first.
	ms := ts.store.(*MemoryStore)
	for n := range 60 {
		setRating(ms, "domino", identityOf(secretN(n)), float64(1000+10*n))
	}
	_, lb, _ := getLeaderboard(t, ts.http.URL, "domino")
	if len(lb.Players) != LeaderboardSize || lb.Players[0].Rating != 1590 || lb.Players[49].Rating != 1100 || lb.Players[49].Rank != 50 {
		t.Fatalf("the domino leaderboard: %d players, first %+v", len(lb.Players), lb.Players[0])
	}
}
