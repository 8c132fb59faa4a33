package main

import (
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
)

// makeRecord plays a random game the way the server does: the deal and
// every roll from ChaCha8 seeded with seed.
func makeRecord(t *testing.T, game string, seed [room.SeedLen]byte) room.Record {
	g := registry.Games.Must(game).Rules
	chance := rand.New(room.NewChance(seed))
	pick := rand.New(rand.NewPCG(1, 1))
	s := g.Start(chance)
	rec := room.Record{Format: room.RecordFormat, Game: game, Commitment: room.Commit(seed[:]),
		Seed: hex.EncodeToString(seed[:]), Start: s.String(), Actions: []string{}}
	for !s.Outcome().Finished() {
		legal := s.Legal()
		a := legal[pick.IntN(len(legal))]
		if ch, ok := s.(engine.Chance); ok && ch.Outcomes(a) > 0 {
			a, _ = ch.WithOutcome(a, chance.IntN(ch.Outcomes(a))+1)
		}
		rec.Actions = append(rec.Actions, s.FormatAction(a))
		next, _, err := s.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		s = next
	}
	rec.Result = s.Outcome().Format(g.Sides)
	return rec
}

func writeRecord(t *testing.T, rec room.Record) string {
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestVerify(t *testing.T) {
	var seed [room.SeedLen]byte
	seed[3] = 42
	for _, game := range []string{"ludo", "domino"} {
		rec := makeRecord(t, game, seed)
		code, out, errOut := ply("verify", writeRecord(t, rec))
		if code != 0 || !strings.HasPrefix(out, "ok "+game) {
			t.Fatalf("%s: %d %q %q", game, code, out, errOut)
		}

		bad := rec
		bad.Seed = strings.Repeat("0", 64)
		if code, _, errOut := ply("verify", writeRecord(t, bad)); code != 2 || !strings.Contains(errOut, "commitment") {
			t.Errorf("%s: a wrong seed: %d %q", game, code, errOut)
		}
		bad = rec
		bad.Start = "x"
		if code, _, errOut := ply("verify", writeRecord(t, bad)); code != 2 || !strings.Contains(errOut, "deals") {
			t.Errorf("%s: a wrong deal: %d %q", game, code, errOut)
		}
	}
	rec := makeRecord(t, "ludo", seed)
	for i, a := range rec.Actions {
		if strings.HasPrefix(a, "roll:") {
			rec.Actions[i] = "roll:" + string(rune('1'+(a[5]-'0')%6))
			break
		}
	}
	if code, _, errOut := ply("verify", writeRecord(t, rec)); code != 2 || !strings.Contains(errOut, "the seed gives") {
		t.Errorf("a changed roll: %d %q", code, errOut)
	}
	if code, _, _ := ply("verify"); code != 2 {
		t.Error("no file accepted")
	}
	if code, _, _ := ply("verify", "/nonexistent/record.json"); code != 2 {
		t.Error("a missing file accepted")
	}
}
