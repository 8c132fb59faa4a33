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

// ply verify accepts a timed game lost on time or by forfeit by the side
// to act, with the actions the server played for it; not without a clock,
// not won by the side whose time ran, not with automatic actions that are
// no actions of the game.
func TestVerifyClockEndings(t *testing.T) {
	var seed [room.SeedLen]byte
	seed[3] = 7
	g := registry.Games.Must("ludo").Rules
	rec := makeRecord(t, "ludo", seed)
	rec.Actions = rec.Actions[:9]
	rec.Result = "draw agreement"
	s, err := room.Verify(rec, g)
	if err != nil {
		t.Fatal(err)
	}
	loser := s.ToMove()
	rec.Clock, rec.Auto = "20s", []int{7, 8}
	for _, reason := range []string{room.ReasonForfeit, room.ReasonTime} {
		rec.Result = "win " + g.Sides[loser.Other()] + " " + reason
		if code, out, errOut := ply("verify", writeRecord(t, rec)); code != 0 || !strings.Contains(out, "clock 20s, 2 actions played by the server") {
			t.Fatalf("%s: %d %q %q", reason, code, out, errOut)
		}
	}
	for what, bad := range map[string]func(r *room.Record){
		"no clock":            func(r *room.Record) { r.Clock, r.Auto = "", nil },
		"no time to run out":  func(r *room.Record) { r.Clock, r.Auto = room.ClockNone, nil },
		"the wrong side":      func(r *room.Record) { r.Result = "win " + g.Sides[loser] + " forfeit" },
		"actions not played":  func(r *room.Record) { r.Auto = []int{9} },
		"actions out of turn": func(r *room.Record) { r.Auto = []int{8, 7} },
		"a chess clock's":     func(r *room.Record) { r.Clock = "5+3" },
	} {
		r := rec
		bad(&r)
		if code, _, _ := ply("verify", writeRecord(t, r)); code != 2 {
			t.Errorf("%s: accepted", what)
		}
	}
}
