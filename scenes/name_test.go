package scenes

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/server/servertest"
)

// pressKeys gives the app one tick of keyboard input.
func pressKeys(c *Context, k Keys) {
	c.Keys = k
	c.mgr.update()
	c.Keys = Keys{}
}

// typed types s, one character a tick.
func typed(c *Context, s string) {
	for _, r := range s {
		pressKeys(c, Keys{Chars: []rune{r}})
	}
}

// settingsAt opens the settings on a phone's screen in English, on store.
func settingsAt(t *testing.T, store save.Store) (*Context, *settingsScene) {
	t.Helper()
	c := newTestContext(t, Options{Store: store, Lang: "en", Scene: "settings"})
	c.Screen = layout.NewScreen(360, 740, 1)
	return c, c.mgr.current.(*settingsScene)
}

// nameButton taps the button showing the player's name.
func tapName(t *testing.T, c *Context, s *settingsScene) {
	t.Helper()
	bs, _ := s.layout(c)
	tapButton(t, c, bs, shownName(c, playerName(c)))
}

// editText is what the name's page shows under the field.
func editText(c *Context, s *settingsScene) string {
	var parts []string
	for _, l := range s.editTexts(c) {
		parts = append(parts, l.text)
	}
	return strings.Join(parts, " ")
}

// On the desktop's keyboard: a tap on the name opens it for typing; typed
// characters (Cyrillic too) go in, Backspace takes the last away, the rule
// refuses a control or formatting character and a 21st one, saying why;
// Escape (and Back) cancel, Enter keeps the name trimmed and saves it;
// emptied and kept, it is the guest name again.
func TestNameTypedOnTheKeyboard(t *testing.T) {
	store := save.NewMemory()
	c, s := settingsAt(t, store)
	guest := c.F("online.guest", c.Settings.Guest)
	if c.Settings.Guest < 1 || c.Settings.Guest > save.MaxGuest || shownName(c, playerName(c)) != guest {
		t.Fatalf("guest %d shows as %q", c.Settings.Guest, shownName(c, playerName(c)))
	}
	tapName(t, c, s)
	if s.edit == nil || len(s.edit.text) != 0 || !strings.Contains(editText(c, s), "stay "+guest) {
		t.Fatalf("the name's page: %+v, says %q", s.edit, editText(c, s))
	}
	typed(c, "Машаа")
	pressKeys(c, Keys{Erase: true})
	if got := string(s.edit.text); got != "Маша" || editText(c, s) != c.F("name.count", 4, 20)+" "+c.T("name.keys") {
		t.Fatalf("typed %q, the page says %q", got, editText(c, s))
	}
	for _, bad := range []rune{'\u202e', '\u200d', '\t', 0x7f} {
		pressKeys(c, Keys{Chars: []rune{bad}})
		if string(s.edit.text) != "Маша" || s.edit.refusal != refusedChar || !strings.HasPrefix(editText(c, s), c.T("name.refused.char")) {
			t.Fatalf("%U: text %q, refusal %q", bad, string(s.edit.text), s.edit.refusal)
		}
	}
	typed(c, " Иванова-Петровская") // 4 + 19 characters: three too many
	if got := string(s.edit.text); got != "Маша Иванова-Петровс" || s.edit.refusal != refusedLong || !strings.HasPrefix(editText(c, s), c.F("name.refused.long", 20)) {
		t.Fatalf("typed %q (%d), refusal %q", got, len(s.edit.text), s.edit.refusal)
	}
	pressKeys(c, Keys{Escape: true})
	if s.edit != nil || c.Settings.Name != "" {
		t.Fatalf("Escape: editing %v, name %q", s.edit != nil, c.Settings.Name)
	}

	tapName(t, c, s)
	typed(c, "Boris")
	bs, _ := s.layout(c)
	tapButton(t, c, bs, c.T("common.back"))
	if _, ok := c.mgr.current.(*settingsScene); !ok || s.edit != nil || c.Settings.Name != "" {
		t.Fatalf("Back while typing: scene %T, name %q", c.mgr.current, c.Settings.Name)
	}

	tapName(t, c, s)
	typed(c, "  Маша Иванова ")
	pressKeys(c, Keys{Enter: true})
	if s.edit != nil || c.Settings.Name != "Маша Иванова" {
		t.Fatalf("Enter: editing %v, name %q", s.edit != nil, c.Settings.Name)
	}
	if st, _, _ := save.New(store).LoadSettings(); st.Name != "Маша Иванова" {
		t.Fatalf("saved name %q", st.Name)
	}
	bs, _ = s.layout(c)
	tapButton(t, c, bs, "Маша Иванова") // the row shows it; a tap opens it again
	if string(s.edit.text) != "Маша Иванова" {
		t.Fatalf("reopened on %q", string(s.edit.text))
	}
	for range s.edit.text {
		pressKeys(c, Keys{Erase: true})
	}
	bs, _ = s.layout(c)
	tapButton(t, c, bs, c.T("name.keep"))
	if s.edit != nil || c.Settings.Name != "" || shownName(c, playerName(c)) != guest {
		t.Fatalf("emptied and kept: name %q, shown %q", c.Settings.Name, shownName(c, playerName(c)))
	}
	if st, _, _ := save.New(store).LoadSettings(); st.Name != "" || st.Guest != c.Settings.Guest {
		t.Fatalf("saved %q, guest %d", st.Name, st.Guest)
	}
}

// fakeField is a page's text field the test types into.
type fakeField struct {
	opened  []string // text, placeholder and label it was opened with
	events  []fieldEvent
	placed  layout.Rect
	px      float64
	closed  bool
	updates int
}

func (f *fakeField) place(r layout.Rect, px, dpr float64) { f.placed, f.px = r, px }
func (f *fakeField) take() []fieldEvent {
	out := f.events
	f.events = nil
	return out
}
func (f *fakeField) close() { f.closed = true }

// In the browser the name is typed in the page's field, laid over the
// drawn one: the app reads its text as it changes (keys typed on the
// canvas do nothing meanwhile), refuses a pasted name the rule refuses and
// keeps the page open, keeps a good one on Enter and closes the field;
// Escape in the field cancels.
func TestNameTypedInThePageField(t *testing.T) {
	store := save.NewMemory()
	c, s := settingsAt(t, store)
	var f *fakeField
	s.openField = func(text, placeholder, label string) pageField {
		f = &fakeField{opened: []string{text, placeholder, label}}
		return f
	}
	tapName(t, c, s)
	if f == nil || f.opened[0] != "" || f.opened[1] != c.F("online.guest", c.Settings.Guest) || f.opened[2] != c.T("settings.name") {
		t.Fatalf("the field opened with %q", f.opened)
	}
	c.mgr.update()
	if _, _, box := s.editPlace(c); f.placed != box.r || f.px < 12 || box.text != "" || box.placeholder != f.opened[1] {
		t.Fatalf("the field lies at %v (%v px), the drawn one at %v holding %q (placeholder %q)", f.placed, f.px, box.r, box.text, box.placeholder)
	}
	if editText(c, s) != c.F("name.empty", f.opened[1])+" "+c.T("name.tap") {
		t.Fatalf("before typing the page says %q", editText(c, s))
	}
	pressKeys(c, Keys{Chars: []rune("zz")}) // the canvas's keys: not the field's
	f.events = []fieldEvent{{fieldTyped, "An"}, {fieldTyped, "Ann"}}
	c.mgr.update()
	// Typing: the app draws the text in its own font, and the line
	// asking for a tap on the field is gone.
	if _, _, box := s.editPlace(c); string(s.edit.text) != "Ann" || box.text != "Ann" || editText(c, s) != c.F("name.count", 3, 20) {
		t.Fatalf("text %q, drawn %q, the page says %q", string(s.edit.text), box.text, editText(c, s))
	}
	f.events = []fieldEvent{{fieldKeep, "Ann\u202e"}} // a paste of what the rule refuses
	c.mgr.update()
	if s.edit == nil || c.Settings.Name != "" || s.edit.refusal != refusedChar || f.closed {
		t.Fatalf("a refused name: editing %v, name %q, refusal %q", s.edit != nil, c.Settings.Name, s.edit.refusal)
	}
	f.events = []fieldEvent{{fieldTyped, strings.Repeat("я", 21)}}
	c.mgr.update()
	if s.edit.refusal != refusedLong {
		t.Fatalf("21 characters: refusal %q", s.edit.refusal)
	}
	f.events = []fieldEvent{{fieldKeep, "Ann Lee"}}
	c.mgr.update()
	if s.edit != nil || !f.closed || c.Settings.Name != "Ann Lee" {
		t.Fatalf("kept: editing %v, closed %v, name %q", s.edit != nil, f.closed, c.Settings.Name)
	}
	tapName(t, c, s)
	if f.opened[0] != "Ann Lee" {
		t.Fatalf("reopened with %q", f.opened[0])
	}
	f.events = []fieldEvent{{fieldTyped, "Bob"}, {fieldCancel, "Bob"}}
	c.mgr.update()
	if s.edit != nil || !f.closed || c.Settings.Name != "Ann Lee" {
		t.Fatalf("cancelled: editing %v, closed %v, name %q", s.edit != nil, f.closed, c.Settings.Name)
	}
}

// Without a keyboard (the mobile library) the row shows the name in a
// box and offers Another name, which draws a new guest number and saves
// it (a name set before gives way to it).
func TestAnotherNameWithoutAKeyboard(t *testing.T) {
	store := save.NewMemory()
	c, s := settingsAt(t, store)
	s.keyboard = false
	c.Settings.Name = "Ann"
	c.ApplySettings()
	_, _, fs := s.place(c)
	if len(fs) != 1 || fs[0].text != "Ann" {
		t.Fatalf("fields %+v", fs)
	}
	before := c.Settings.Guest
	bs, _ := s.layout(c)
	tapButton(t, c, bs, c.T("settings.name.another"))
	if s.edit != nil || c.Settings.Name != "" || c.Settings.Guest == before {
		t.Fatalf("Another name: editing %v, name %q, guest %d (was %d)", s.edit != nil, c.Settings.Name, c.Settings.Guest, before)
	}
	if st, _, _ := save.New(store).LoadSettings(); st.Name != "" || st.Guest != c.Settings.Guest {
		t.Fatalf("saved %q, guest %d", st.Name, st.Guest)
	}
	if _, _, fs = s.place(c); fs[0].text != c.F("online.guest", c.Settings.Guest) {
		t.Fatalf("the row shows %q", fs[0].text)
	}
}

// The guest number is drawn once, at the first start, and kept: a second
// start shows the same guest; settings saved before names get one drawn
// (and kept the same way). A saved name the rule refuses is reported and
// replaced by the guest name; the other settings stay.
func TestGuestDrawnOnceAndADamagedNameReplaced(t *testing.T) {
	store := save.NewMemory()
	c := newTestContext(t, Options{Store: store, Lang: "en"})
	first := c.Settings.Guest
	if first < 1 || first > save.MaxGuest {
		t.Fatalf("guest %d", first)
	}
	for range 3 {
		if again := newTestContext(t, Options{Store: store, Lang: "en"}); again.Settings.Guest != first {
			t.Fatalf("the next start's guest %d, the first's %d", again.Settings.Guest, first)
		}
	}
	old := save.NewMemory()
	old.Save("settings", []byte(`{"app":"plyyard","version":2,"lang":"ru","effects":25,"music":0,"vibrate":true,"anim":"fast","reduce_motion":false,"show_legal":true}`))
	c = newTestContext(t, Options{Store: old})
	if g := c.Settings.Guest; g < 1 || c.notice != "" || c.Settings.Anim != save.AnimFast {
		t.Fatalf("old settings: guest %d, notice %q, anim %q", g, c.notice, c.Settings.Anim)
	}
	if again := newTestContext(t, Options{Store: old}); again.Settings.Guest != c.Settings.Guest {
		t.Fatalf("the old settings' guest %d, then %d", c.Settings.Guest, again.Settings.Guest)
	}
	bad := save.NewMemory()
	bad.Save("settings", []byte(`{"app":"plyyard","version":2,"lang":"ru","effects":25,"music":0,"vibrate":true,"anim":"fast","reduce_motion":false,"show_legal":true,"name":"Ann\u2066","guest":42}`))
	c = newTestContext(t, Options{Store: bad})
	if c.notice != "save.damaged" || c.Settings.Name != "" || c.Settings.Guest != 42 || c.Settings.Anim != save.AnimFast || c.T("settings.name") != "Ваше имя в сети" {
		t.Fatalf("a damaged name: notice %q, name %q, guest %d, anim %q", c.notice, c.Settings.Name, c.Settings.Guest, c.Settings.Anim)
	}
	if c.Lang.F("online.guest", 42) != shownName(c, playerName(c)) {
		t.Fatalf("shown as %q", shownName(c, playerName(c)))
	}
}

// listed waits until the server at ws lists a table that ok accepts.
func listed(t *testing.T, c *Context, ws, what string, ok func(open, live []room.Table) bool) {
	t.Helper()
	spin(t, c, what, func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		open, live, err := netplay.List(ctx, ws, "")
		return err == nil && ok(open, live)
	})
}

// The name set in the settings reaches the server: a public table opened
// from the lobby is listed under it; a quick match pairs it with a guest,
// the live game is listed under both names, and each player's board says
// whose turn it is by the opponent's name (a guest's in the reader's
// language).
func TestTheNameReachesTheServer(t *testing.T) {
	srv := servertest.Start(t, "")
	ws, _ := netplay.ServerURL(srv.Addr)
	named := func(name string) *Context {
		c := newTestContext(t, Options{Lang: "ru", Server: srv.Addr, Scene: "online"})
		c.Settings.Name = name
		c.ApplySettings()
		return c
	}
	a := named("Маша")
	la := a.mgr.current.(*lobbyScene)
	bs, _ := la.layout(a)
	tapButton(t, a, bs, a.T("online.open.public"))
	defer func() { la.room.t.S.Close() }()
	listed(t, a, ws, "the table under Маша", func(open, _ []room.Table) bool {
		return len(open) == 1 && open[0].Name == "Маша" && open[0].Code == la.room.t.Code
	})

	a2, l2 := quickLobby(t, srv.Addr, "jungle")
	spin(t, a2, "the queue", func() bool { return l2.room.t.S.Queued() })
	b := named("Маша")
	lb := b.mgr.current.(*lobbyScene)
	bs, _ = lb.layout(b)
	tapButton(t, b, bs, b.T("online.quick"))
	defer func() { lb.room.t.S.Close() }()
	var pa, pb *playScene
	spin(t, a2, "both boards", func() bool {
		pa, _ = a2.mgr.current.(*playScene)
		pb, _ = b.mgr.current.(*playScene)
		return pa != nil && pb != nil && pa.online.t.Opponent() != "" && pb.online.t.Opponent() != ""
	}, func() { b.Tick++; b.mgr.update() })
	guest := room.GuestName(a2.Settings.Guest)
	listed(t, a2, ws, "the live game", func(_, live []room.Table) bool {
		return len(live) == 1 && live[0].Name == guest+room.PlayersSep+"Маша"
	})
	if pa.online.t.Opponent() != "Маша" || pb.online.t.Opponent() != guest {
		t.Fatalf("opponents %q and %q", pa.online.t.Opponent(), pb.online.t.Opponent())
	}
	// Whoever waits for the other sees the other's name: a guest's in
	// the reader's language.
	checked := 0
	for _, p := range []struct {
		play *playScene
		c    *Context
		want string
	}{
		{pa, a2, a2.F("online.turn.name", "Маша")},
		{pb, b, "Ходит " + b.F("online.guest", a2.Settings.Guest)},
	} {
		if p.play.b.Base().HumanToMove() {
			continue
		}
		checked++
		if msg, _, _ := p.play.status(p.c); msg != p.want {
			t.Errorf("the waiting player's status %q, want %q", msg, p.want)
		}
	}
	if checked != 1 {
		t.Fatalf("%d players wait", checked)
	}
}

// The lists show a guest name in the reader's language, each player's of
// a live game apart; any other name as it is.
func TestListsShowGuestsInTheReadersLanguage(t *testing.T) {
	c := newTestContext(t, Options{Lang: "ru"})
	for _, tc := range []struct {
		table room.Table
		live  bool
		want  string
	}{
		{room.Table{Game: "ludo", Name: "Guest 0042", Age: 5}, false, "Гость 0042"},
		{room.Table{Game: "jungle", Name: "Guest 0042 – Маша"}, true, "Гость 0042 – Маша"},
		{room.Table{Game: "jungle", Name: "Ann – Guest 9999"}, true, "Ann – Гость 9999"},
		{room.Table{Game: "ludo", Name: "Guest 42"}, false, "Guest 42"},
	} {
		if got := rowLabel(c, tc.table, tc.live); !strings.Contains(got, " · "+tc.want+" · ") {
			t.Errorf("%q reads %q", tc.table.Name, got)
		}
	}
}

// The status line names the opponent with no word too long to wrap.
func TestWrappableName(t *testing.T) {
	c := newTestContext(t, Options{Lang: "ru"})
	for name, want := range map[string]string{
		"Маша Иванова":         "Маша Иванова",
		"Guest 0042":           "Гость 0042",
		"WWWWWWWWWWWWWWWWWWWW": "WWWWWWWWWWW…",
		"Ann Константинополь":  "Ann Константино…",
	} {
		if got := wrappableName(c, name); got != want {
			t.Errorf("%q: %q, want %q", name, got, want)
		}
	}
}
