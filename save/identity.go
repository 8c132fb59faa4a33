package save

import (
	"crypto/rand"
	"encoding/hex"

	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/room"
)

const identityKey = "identity"

// Identity is the player's identity for rated games: a secret drawn once
// on this device and kept only here (the room server keeps its hash).
// Whoever holds it plays under its ratings.
type Identity struct {
	App     string `json:"app"`
	Version int    `json:"version"`
	Secret  string `json:"secret"` // room.SecretLen lowercase hex digits
}

func (id *Identity) stamp() (*string, *int) { return &id.App, &id.Version }

func (id Identity) valid(*games.Registry) bool { return room.ValidSecret(id.Secret) }

// IdentitySecret returns the player's identity secret, drawing and
// keeping a new one when there is none; a damaged record is replaced
// with a new identity (its ratings are lost with it) and reported. An
// identity that cannot be written is still returned: it lasts as long as
// the app runs.
func (s *Saves) IdentitySecret() (string, Problem) {
	id, p := loadOne[Identity](s, identityKey)
	if id != nil {
		return id.Secret, p
	}
	var b [room.SecretLen / 2]byte
	rand.Read(b[:]) // never fails (crypto/rand panics instead)
	fresh := Identity{Secret: hex.EncodeToString(b[:])}
	_ = s.keep(identityKey, &fresh)
	return fresh.Secret, p
}
