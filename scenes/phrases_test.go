package scenes

import (
	"fmt"
	"testing"

	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/room"
)

// On the online play screen Say… opens the set phrases, which fit every
// window; a phrase tapped reaches the opponent and shuts them; the
// opponent's phrase is shown by the name of who said it, and muting the
// opponent hushes it.
func TestTalkPhrasesOnThePlayScreen(t *testing.T) {
	addr := testRoomServer(t)
	c := newTestContext(t, Options{Lang: "en", Server: addr, Scene: "online", Game: "ludo", Side: "first"})
	lobby := c.mgr.current.(*lobbyScene)
	spin(t, c, "the room code", func() bool { return lobby.room != nil && lobby.room.t.Code != "" })
	guest := joinAsGuest(t, c, addr, lobby.room.t.Code)
	defer guest.S.Close()
	p := playing(t, c)
	defer p.online.t.S.Close()
	spin(t, c, "the guest's start", func() bool { return guest.Started() }, guest.Update)
	c.Screen = layout.NewScreen(1280, 800, 1)
	tapButton(t, c, p.laidButtons(c), c.T("online.say"))
	if !p.online.talk {
		t.Fatal("Say… opens no phrases")
	}
	for _, sz := range fitSizes {
		c.Screen = layout.NewScreen(sz[0], sz[1], 1)
		bs := p.laidButtons(c)
		onScreen(t, fmt.Sprint(sz), bs, sz[0], sz[1])
		labels := map[string]bool{}
		for _, b := range bs {
			labels[b.Label] = true
		}
		for _, ph := range room.Phrases {
			if !labels[c.T("phrase."+ph)] {
				t.Errorf("%v: no %q among %v", sz, c.T("phrase."+ph), labels)
			}
		}
	}
	c.Screen = layout.NewScreen(360, 740, 1)
	tapButton(t, c, p.laidButtons(c), c.T("phrase.gg"))
	if p.online.talk {
		t.Fatal("the phrases stay open after one is said")
	}
	spin(t, c, "the guest hears it", func() bool { return guest.Sayings == 1 && guest.Said.Phrase == "gg" }, guest.Update)
	guest.Say("wp")
	// The host's own phrase came back first.
	spin(t, c, "the host hears it", func() bool { return p.online.sayings == 2 }, guest.Update)
	if c.notice != "online.said" || fmt.Sprint(c.noticeArgs[1]) != c.T("phrase.wp") {
		t.Fatalf("the notice %q %v", c.notice, c.noticeArgs)
	}
	p.online.talk = true
	tapButton(t, c, p.laidButtons(c), c.T("online.mute"))
	if !p.online.t.Muted {
		t.Fatal("Mute mutes nothing")
	}
	guest.Say("oops")
	p.online.t.Say("thanks")
	spin(t, c, "its own phrase comes back", func() bool { return p.online.sayings == 3 }, guest.Update)
	if p.online.t.Said.Phrase != "thanks" {
		t.Fatalf("a muted opponent's phrase shows: %+v", p.online.t.Said)
	}
}
