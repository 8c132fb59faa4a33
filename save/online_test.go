package save

import "testing"

func TestOnlineSeatRoundTripAndDamage(t *testing.T) {
	m := NewMemory()
	s := New(m)
	if o, p := s.LoadOnline(); o != nil || p != OK {
		t.Fatalf("empty store: %v %v", o, p)
	}
	want := Online{Server: "ws://localhost:8080/ws", Code: "K7M2QX", Token: "0123456789abcdef0123456789abcdef", Game: "ludo", NextID: 4, Expires: 1_700_001_800}
	if err := s.SaveOnline(want); err != nil {
		t.Fatal(err)
	}
	got, p := s.LoadOnline()
	want.App, want.Version = App, Version
	if p != OK || got == nil || *got != want {
		t.Fatalf("got %+v %v, want %+v", got, p, want)
	}
	for _, bad := range []string{
		`{`,
		`{"app":"plyyard","version":1,"server":"http://x","code":"K7M2QX","token":"0123456789abcdef0123456789abcdef","game":"ludo","next_id":1}`,
		`{"app":"plyyard","version":1,"server":"ws://x/ws","code":"K7","token":"0123456789abcdef0123456789abcdef","game":"ludo","next_id":1}`,
		`{"app":"plyyard","version":1,"server":"ws://x/ws","code":"K7M2QX","token":"0123","game":"ludo","next_id":1}`,
		`{"app":"plyyard","version":1,"server":"ws://x/ws","code":"K7M2QX","token":"0123456789abcdef0123456789abcdef","game":"chess","next_id":1}`,
		`{"app":"plyyard","version":1,"server":"ws://x/ws","code":"K7M2QX","token":"0123456789abcdef0123456789abcdef","game":"ludo","next_id":0}`,
		`{"app":"plyyard","version":1,"server":"ws://x/ws","code":"K7M2QX","token":"0123456789abcdef0123456789abcdef","game":"ludo","next_id":1,"extra":1}`,
		`{"app":"plyyard","version":1,"server":"ws://x/ws","code":"K7M2QX","token":"0123456789abcdef0123456789abcdef","game":"ludo","next_id":1,"expires":-5}`,
	} {
		_ = m.Save(onlineKey, []byte(bad))
		if o, p := s.LoadOnline(); o != nil || p != Damaged {
			t.Fatalf("%s: got %v %v", bad, o, p)
		}
		if data, _ := m.Load(onlineKey); data != nil {
			t.Fatalf("%s: the damaged record was kept", bad)
		}
	}
}

// A seat saved by a version without the room's expiry still loads (its
// expiry unknown).
func TestOnlineSeatWithoutExpiry(t *testing.T) {
	m := NewMemory()
	s := New(m)
	_ = m.Save(onlineKey, []byte(`{"app":"plyyard","version":1,"server":"ws://x/ws","code":"K7M2QX","token":"0123456789abcdef0123456789abcdef","game":"ludo","next_id":2}`))
	if o, p := s.LoadOnline(); o == nil || p != OK || o.Expires != 0 || o.NextID != 2 {
		t.Fatalf("got %+v %v", o, p)
	}
}
