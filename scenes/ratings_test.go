package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/server/servertest"
)

// TestRatingQuickMatchInTheApp: two apps, each sending the identity kept
// in its saves, are paired for a rated game; the wait tells the rating;
// the plates show both ratings, and so does another app's list of live
// games; after a resignation the winner's card says its new rating and
// the change, and the leaderboard screen, opened from the lobby, lists
// both players, the winner first.
func TestRatingQuickMatchInTheApp(t *testing.T) {
	srv := servertest.Start(t, "")
	a, la := quickLobby(t, srv.Addr, "jungle")
	spin(t, a, "the queue", func() bool { return la.room.t.S.Queued() })
	if r, ok := la.room.t.S.QueuedRating(); !ok || r.R != 1500 || !strings.Contains(waitTexts(a, la), a.F("rating.queued", "1500?")) {
		t.Fatalf("the wait tells the rating %+v %v: %q", r, ok, waitTexts(a, la))
	}
	b, _ := quickLobby(t, srv.Addr, "jungle")
	var pa, pb *playScene
	spin(t, a, "both boards", func() bool {
		pa, _ = a.mgr.current.(*playScene)
		pb, _ = b.mgr.current.(*playScene)
		return pa != nil && pb != nil && len(pa.online.t.Ratings) == 2
	}, func() { b.Tick++; b.mgr.update() })
	if long, _, ok := pa.online.plateRating(a, pb.online.t.You); !ok || long != a.F("rating.plate", "1500?") {
		t.Fatalf("the opponent's plate says %q (rated %v)", long, ok)
	}
	// The lists of tables show the game with both ratings.
	w := newTestContext(t, Options{Lang: "en", Server: srv.Addr, Scene: "tables"})
	ws := w.mgr.current.(*tablesScene)
	spin(t, w, "the rated live game", func() bool {
		bs, _ := ws.layout(w)
		for _, b := range bs {
			if strings.Count(b.Label, "(1500)") == 2 {
				return true
			}
		}
		return false
	})
	pb.online.t.S.Resign()
	var card *resultScene
	spin(t, a, "the winner's card", func() bool {
		card, _ = a.mgr.current.(*resultScene)
		return card != nil && len(card.online.ratingLines(a)) == 1
	}, func() { b.Tick++; b.mgr.update() })
	r := card.online.t.Ratings[card.online.t.You]
	want := a.F("rating.you", fmt.Sprintf("%d?", r.R), fmt.Sprintf("+%d", r.Change))
	if got := card.online.ratingLines(a)[0]; got != want || r.Change <= 0 || r.R != 1500+r.Change {
		t.Fatalf("the card says %q, want %q", got, want)
	}
	secret, _ := a.Saves.IdentitySecret()
	if secret == "" {
		t.Fatal("the app keeps no identity")
	}

	// The leaderboard, from the lobby's corner button.
	l := newLobby(a)
	a.GoTo(l)
	spin(t, a, "the lobby", func() bool { return a.mgr.current == Scene(l) })
	bs, _ := l.layout(a)
	tapButton(t, a, bs, a.T("leaders.open"))
	var lb *leaderboardScene
	spin(t, a, "the leaderboard", func() bool {
		lb, _ = a.mgr.current.(*leaderboardScene)
		if lb == nil {
			return false
		}
		_, rows, _, _ := lb.layout(a)
		return len(rows) == 2
	})
	_, rows, _, _ := lb.layout(a)
	if !strings.HasPrefix(rows[0].left, "1. ") || rows[0].right != fmt.Sprintf("%d?", r.R) || !strings.HasPrefix(rows[1].left, "2. ") {
		t.Fatalf("the leaderboard's rows: %+v", rows)
	}
	bs, _, _, _ = lb.layout(a)
	tapButton(t, a, bs, a.T("game.ludo"))
	spin(t, a, "Ludo's empty leaderboard", func() bool {
		_, rows, ls, _ := lb.layout(a)
		return len(rows) == 0 && len(ls) > 0 && ls[0].label == a.T("leaders.none")
	})
}

// A leaderboard longer than the screen is read a page at a time: the
// paging bar turns to the next page's ranks, every button a thumb's size.
func TestLeaderboardPages(t *testing.T) {
	c := newTestContext(t, Options{Lang: "en"})
	c.Screen = layout.NewScreen(740, 360, 1)
	s := newLeaderboardScene("jungle")
	for i := range 50 {
		s.boards["jungle"] = append(s.boards["jungle"], room.Leader{Rank: i + 1, Name: fmt.Sprint("P", i+1), Rating: 2000 - i, RD: 60})
	}
	bs, rows, _, _ := s.layout(c)
	if len(rows) == 0 || len(rows) >= 50 {
		t.Fatalf("%d rows on the first page", len(rows))
	}
	var next *play.Button
	for i := range bs {
		if bs[i].Label == c.T("common.next") {
			next = &bs[i]
		}
		if bs[i].R.H < c.Screen.Tap() {
			t.Errorf("%q is %.0f px high", bs[i].Label, bs[i].R.H)
		}
	}
	if next == nil || next.Action == nil {
		t.Fatal("no page to turn to")
	}
	per := len(rows)
	next.Action()
	_, rows, _, _ = s.layout(c)
	if want := c.F("leaders.row", per+1, "P"+fmt.Sprint(per+1)); len(rows) == 0 || rows[0].left != want {
		t.Fatalf("the second page starts with %+v, want %q", rows, want)
	}
}
