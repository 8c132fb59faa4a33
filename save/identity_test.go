package save

import (
	"testing"

	"github.com/plyyard/plyyard/room"
)

// TestIdentitySecretKeptAndRenewedWhenDamaged: the identity is drawn once
// and the same secret comes back on later loads and in another Saves on
// the same store; a damaged record (a secret of another shape) gives a new
// identity and says so.
func TestIdentitySecretKeptAndRenewedWhenDamaged(t *testing.T) {
	m := NewMemory()
	first, p := New(m).IdentitySecret()
	if p != OK || !room.ValidSecret(first) {
		t.Fatalf("a new identity: %q %v", first, p)
	}
	if again, p := New(m).IdentitySecret(); again != first || p != OK {
		t.Fatalf("loaded again: %q %v, want %q", again, p, first)
	}
	if other, _ := New(NewMemory()).IdentitySecret(); other == first {
		t.Fatal("two devices drew the same identity")
	}
	for _, bad := range []string{
		`{`,
		`{"app":"plyyard","version":1,"secret":"abc"}`,
		`{"app":"plyyard","version":1,"secret":"` + first[:63] + `G"}`,
		`{"app":"plyyard","version":1,"secret":"` + first + `","rating":3000}`,
	} {
		_ = m.Save(identityKey, []byte(bad))
		got, p := New(m).IdentitySecret()
		if p != Damaged || !room.ValidSecret(got) || got == first {
			t.Fatalf("%s: got %q %v", bad, got, p)
		}
		if kept, _ := New(m).IdentitySecret(); kept != got {
			t.Fatalf("%s: the new identity was not kept", bad)
		}
	}
}
