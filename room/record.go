package room

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/strictjson"
)

// RecordFormat names the game record format and its version.
const RecordFormat = "plyyard-record/1"

// SeedLen is the length of a game's seed in bytes.
const SeedLen = 32

// Record is a finished online game as anyone can check it: the game, the
// commitment published when it started, the seed revealed when it ended, the
// start position, every action as applied (a roll with the value the server
// drew: "roll:4"), and the result. From the seed alone, Verify recomputes
// the deal and every roll and compares them with the record.
//
// The chance behind a game is math/rand/v2's ChaCha8 seeded with the 32-byte
// seed: Game.Start draws the deal from it, then every roll, in order, draws
// IntN(outcomes)+1 from it. The commitment is the lowercase hex SHA-256 of
// the seed's bytes.
type Record struct {
	Format     string   `json:"format"`
	Game       string   `json:"game"`
	Room       string   `json:"room,omitempty"`
	Number     int      `json:"number,omitempty"`
	Players    [2]int   `json:"players"` // the player (0 the room's creator, 1 the other) on each seat
	Commitment string   `json:"commitment"`
	Seed       string   `json:"seed"`
	Start      string   `json:"start"`
	Actions    []string `json:"actions"`
	Result     string   `json:"result"`
	// Clock is the game's time control (absent: none). Auto lists, in
	// order, the indices (from 0) of the actions the server played for a
	// seat whose turn timer ran out.
	Clock string `json:"clock,omitempty"`
	Auto  []int  `json:"auto,omitempty"`
}

// Commit returns the commitment to a seed: the hex SHA-256 of its bytes.
func Commit(seed []byte) string {
	sum := sha256.Sum256(seed)
	return hex.EncodeToString(sum[:])
}

// NewChance returns the game's source of chance for a seed.
func NewChance(seed [SeedLen]byte) *rand.ChaCha8 { return rand.NewChaCha8(seed) }

// ParseSeed reads a seed in hex.
func ParseSeed(s string) ([SeedLen]byte, error) {
	var seed [SeedLen]byte
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != SeedLen {
		return seed, fmt.Errorf("a seed is %d hex digits", 2*SeedLen)
	}
	copy(seed[:], b)
	return seed, nil
}

// ChanceAction finds, for an action a that is not in legal, the bare chance
// action it completes (a roll with its value) and the value. ok is false
// when a completes none.
func ChanceAction(s engine.State, legal []engine.Action, a engine.Action) (bare engine.Action, n int, ok bool) {
	ch, isChance := s.(engine.Chance)
	if !isChance {
		return 0, 0, false
	}
	for _, l := range legal {
		k := ch.Outcomes(l)
		for v := 1; v <= k; v++ {
			if c, err := ch.WithOutcome(l, v); err == nil && c == a {
				return l, v, true
			}
		}
	}
	return 0, 0, false
}

// Step applies one recorded action, drawing its outcome from chance when it
// completes a chance action, and checks that the draw gives the recorded
// value. Server and verifier replay games with it.
func Step(s engine.State, r *rand.Rand, text string) (engine.State, []engine.Event, error) {
	a, err := s.ParseAction(text)
	if err != nil {
		return nil, nil, err
	}
	legal := s.Legal()
	if !slices.Contains(legal, a) {
		bare, n, ok := ChanceAction(s, legal, a)
		if !ok {
			if _, _, err := s.Apply(a); err != nil {
				return nil, nil, err
			}
			return nil, nil, fmt.Errorf("%s is not a legal action", text)
		}
		ch := s.(engine.Chance)
		k := ch.Outcomes(bare)
		if got := r.IntN(k) + 1; got != n {
			return nil, nil, fmt.Errorf("%s: the seed gives %d, not %d", text, got, n)
		}
	} else if ch, ok := s.(engine.Chance); ok && ch.Outcomes(a) > 0 {
		return nil, nil, fmt.Errorf("%s has no outcome", text)
	}
	return s.Apply(a)
}

// Verify checks a record: the commitment matches the seed, the seed deals the
// recorded start position, every roll is the one the seed gives, every
// action is legal, and the result agrees with the final position. It returns
// the final state. g is the record's game, as the registry of games
// (package games) finds it by the record's name.
func Verify(rec Record, g engine.Rules) (engine.State, error) {
	if rec.Format != RecordFormat {
		return nil, fmt.Errorf("not a %s record (format %q)", RecordFormat, rec.Format)
	}
	if g.Name != rec.Game {
		return nil, fmt.Errorf("a %s record checked as %s", rec.Game, g.Name)
	}
	seed, err := ParseSeed(rec.Seed)
	if err != nil {
		return nil, err
	}
	if c := Commit(seed[:]); c != strings.ToLower(rec.Commitment) {
		return nil, fmt.Errorf("the seed does not match the commitment: its hash is %s, the commitment %s", c, rec.Commitment)
	}
	for i, a := range rec.Auto {
		if a < 0 || a >= len(rec.Actions) || (i > 0 && a <= rec.Auto[i-1]) {
			return nil, fmt.Errorf("the automatic actions %v are not increasing indices of the %d actions", rec.Auto, len(rec.Actions))
		}
	}
	timed := false
	if rec.Clock != "" {
		c, err := ParseClock(rec.Clock)
		if err != nil {
			return nil, err
		}
		timed = !c.Off()
		if len(rec.Auto) > 0 && c.Turn == 0 {
			return nil, fmt.Errorf("automatic actions in a game without a turn timer (%s)", rec.Clock)
		}
	} else if len(rec.Auto) > 0 {
		return nil, fmt.Errorf("automatic actions in a game without a clock")
	}
	r := rand.New(NewChance(seed))
	s := g.Start(r)
	if s.String() != rec.Start {
		return nil, fmt.Errorf("the seed deals %q, the record starts from %q", s.String(), rec.Start)
	}
	for i, text := range rec.Actions {
		next, _, err := Step(s, r, text)
		if err != nil {
			return nil, fmt.Errorf("action %d (%s): %v", i+1, text, err)
		}
		s = next
	}
	o := s.Outcome()
	if o.Finished() {
		if want := o.Format(g.Sides); want != rec.Result {
			return nil, fmt.Errorf("the game ends %q, the record says %q", want, rec.Result)
		}
		return s, nil
	}
	if !agreedEnding(rec.Result, g.Sides, timed) {
		return nil, fmt.Errorf("the game is not over after the recorded actions, and %q is no resignation, agreed draw, abandonment or timeout of a timed game", rec.Result)
	}
	// A timeout is the server's word (the times are not in the record),
	// but only the seat to act can run out of time.
	if winner, reason, ok := strings.Cut(strings.TrimPrefix(rec.Result, "win "), " "); ok && (reason == ReasonTime || reason == ReasonForfeit) {
		if toMove := s.ToMove(); !toMove.Valid() || g.Sides[toMove.Other()] != winner {
			return nil, fmt.Errorf("%q: the side that ran out of time is not the one to act", rec.Result)
		}
	}
	return s, nil
}

// agreedEnding reports whether result ends a game before its position
// does: a resignation, an abandonment or an agreed draw, or in a timed
// game a flag fall or a forfeit.
func agreedEnding(result string, sides [2]string, timed bool) bool {
	if result == "draw agreement" {
		return true
	}
	reasons := []string{"resign", "abandon"}
	if timed {
		reasons = append(reasons, ReasonTime, ReasonForfeit)
	}
	for _, side := range sides {
		for _, reason := range reasons {
			if result == "win "+side+" "+reason {
				return true
			}
		}
	}
	return false
}

// DecodeRecord reads a record strictly.
func DecodeRecord(b []byte) (Record, error) {
	var rec Record
	if err := strictjson.Unmarshal(b, &rec); err != nil {
		return Record{}, fmt.Errorf("not a valid record: %w", err)
	}
	return rec, nil
}
