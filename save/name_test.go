package save

import (
	"strings"
	"testing"
)

// The player's name and guest number are kept with the settings and read
// back as written, Cyrillic included.
func TestNameRoundTrip(t *testing.T) {
	m := NewMemory()
	want := DefaultSettings()
	want.Name, want.Guest = "Маша Иванова", 4821
	if err := New(m).SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	got, first, p := New(m).LoadSettings()
	if got != want || first || p != OK {
		t.Fatalf("got %+v first=%v p=%v", got, first, p)
	}
}

// A name the rule refuses is not saved, and the saved settings stay as
// they were.
func TestSaveRefusesABadName(t *testing.T) {
	m := NewMemory()
	s := New(m)
	good := DefaultSettings()
	good.Name, good.Guest = "Ann", 7
	if err := s.SaveSettings(good); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []Settings{
		{Anim: AnimFast, Name: strings.Repeat("я", 21)},
		{Anim: AnimFast, Name: "a\nb"},
		{Anim: AnimFast, Name: "\u202eevil"},
		{Anim: AnimFast, Name: "   "},
		{Anim: AnimFast, Guest: MaxGuest + 1},
		{Anim: AnimFast, Guest: -1},
	} {
		if err := s.SaveSettings(bad); err == nil {
			t.Errorf("%+v was saved", bad)
		}
	}
	if got, _, p := s.LoadSettings(); got != good || p != OK {
		t.Fatalf("after the refusals: %+v %v", got, p)
	}
}

// A saved name the rule refuses (written by hand, or by another program)
// is reported and replaced by the guest's, the other settings kept; a
// guest number out of range goes back to 0 (to be drawn again). A name of
// the wrong type damages the whole record, which is replaced by the
// defaults. Either way the next load finds nothing wrong.
func TestDamagedNameIsReplaced(t *testing.T) {
	base := `{"app":"plyyard","version":2,"lang":"ru","effects":25,"music":0,"vibrate":false,"anim":"fast","reduce_motion":false,"show_legal":true`
	for _, tc := range []struct {
		name, data  string
		name2       string
		guest       int
		keepsOthers bool
	}{
		{"too long", base + `,"name":"` + strings.Repeat("W", 21) + `","guest":12}`, "", 12, true},
		{"control", base + `,"name":"Ann\u0007","guest":12}`, "", 12, true},
		{"bidi", base + `,"name":"\u202eAnn","guest":12}`, "", 12, true},
		{"spaces", base + `,"name":"  ","guest":12}`, "", 12, true},
		{"guest", base + `,"name":"Ann","guest":123456}`, "Ann", 0, true},
		{"negative", base + `,"name":"Ann","guest":-3}`, "Ann", 0, true},
		{"type", base + `,"name":17,"guest":12}`, "", 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMemory()
			m.Save(settingsKey, []byte(tc.data))
			st, _, p := New(m).LoadSettings()
			if p != Damaged || st.Name != tc.name2 || st.Guest != tc.guest {
				t.Fatalf("problem %v, name %q, guest %d", p, st.Name, st.Guest)
			}
			if kept := st.Lang == "ru" && st.Effects == 25 && st.Anim == AnimFast; kept != tc.keepsOthers {
				t.Fatalf("the other settings kept: %v, want %v (%+v)", kept, tc.keepsOthers, st)
			}
			again, _, p := New(m).LoadSettings()
			if p != OK || (tc.keepsOthers && again != st) {
				t.Fatalf("the next load: %+v %v", again, p)
			}
		})
	}
}
