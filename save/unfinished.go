package save

import (
	"fmt"
	"math/rand/v2"

	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/strictjson"
)

// UnfinishedVersion is the format of the unfinished game this build
// writes: its history. The first format (Version) kept the position
// instead, with what each game needed beside it (Jungle's moves, the
// dominoes deal and actions, the race games' random generator); it is
// still read (upgrade).
const UnfinishedVersion = 2

// Unfinished is an unfinished game, kept as its history: the position it
// started from and every action since, chance outcomes included, and the
// seed its chance and its computer go on from. Resuming plays the actions
// back through the game's controller (play.Core.Replay), so every game is
// saved and resumed the same way.
type Unfinished struct {
	App     string `json:"app"`
	Version int    `json:"version"`
	Game    string `json:"game"`  // a game of the registry
	Mode    string `json:"mode"`  // "ai" or "hotseat"
	Human   int    `json:"human"` // the human's seat against the AI
	Level   int    `json:"level"`
	Seed    uint64 `json:"seed"`
	// Start is the position the game started from, in its notation (a
	// dominoes deal in full), and Actions every action since.
	Start   string   `json:"start"`
	Actions []string `json:"actions"`
	// Flipped turns the board (Jungle's Flip).
	Flipped bool `json:"flipped,omitempty"`
	// Undone says undo was used in the game, so that a resumed game is
	// still counted apart in the statistics.
	Undone bool `json:"undone,omitempty"`
}

func (u *Unfinished) stamp() (*string, *int) { return &u.App, &u.Version }

func (u *Unfinished) version() int { return UnfinishedVersion }

// valid: a known game, a mode and seats that exist, and a history that
// plays back.
func (u Unfinished) valid(known *games.Registry) bool {
	g, ok := known.Find(u.Game)
	if !ok || (u.Mode != "ai" && u.Mode != "hotseat") || (u.Human != 0 && u.Human != 1) || u.Level < 0 || u.Level > 4 {
		return false
	}
	states, _, err := g.Replay(u.Start, u.Actions)
	return err == nil && !states[len(states)-1].Outcome().Finished()
}

// unfinishedV1 is the first format of the unfinished game.
type unfinishedV1 struct {
	App       string   `json:"app"`
	Version   int      `json:"version"`
	Game      string   `json:"game"`
	Mode      string   `json:"mode"`
	Human     int      `json:"human"`
	Level     int      `json:"level"`
	Seed      uint64   `json:"seed"`
	Position  string   `json:"position"`
	Moves     []string `json:"moves,omitempty"`
	Flipped   bool     `json:"flipped,omitempty"`
	Start     string   `json:"start,omitempty"`
	RNG       []byte   `json:"rng,omitempty"`
	LineFirst int      `json:"line_first,omitempty"`
	Undone    bool     `json:"undone,omitempty"`
}

// upgrade reads a game of the first format: its moves from its start
// (given, or the game's usual one) when they lead to the saved position,
// else the saved position itself with no history behind it. Nothing the
// player did is lost: the board stands where it stood. (The race games'
// generator state is not needed: the dice go on from the seed.)
func (u *Unfinished) upgrade(data []byte, known *games.Registry) error {
	var old unfinishedV1
	if err := strictjson.Unmarshal(data, &old); err != nil {
		return err
	}
	if old.App != App || old.Version != Version || old.Position == "" {
		return fmt.Errorf("foreign game %q version %d", old.App, old.Version)
	}
	g, ok := known.Find(old.Game)
	if !ok {
		return fmt.Errorf("unknown game %q", old.Game)
	}
	*u = Unfinished{App: App, Version: UnfinishedVersion, Game: old.Game, Mode: old.Mode, Human: old.Human, Level: old.Level,
		Seed: old.Seed, Start: old.Position, Actions: []string{}, Flipped: old.Flipped, Undone: old.Undone}
	start := old.Start
	if start == "" {
		// The usual start (a game with a deal always saved its start).
		start = g.Rules.Start(rand.New(rand.NewPCG(0, 0))).String()
	}
	if states, _, err := g.Replay(start, old.Moves); err == nil && states[len(states)-1].String() == old.Position {
		u.Start, u.Actions = start, append([]string{}, old.Moves...)
	}
	return nil
}

// LoadGame returns the unfinished game, or nil when there is none. A
// damaged one is deleted and reported.
func (s *Saves) LoadGame() (*Unfinished, Problem) { return loadOne[Unfinished](s, gameKey) }

// SaveGame writes the unfinished game u.
func (s *Saves) SaveGame(u Unfinished) error { return s.keep(gameKey, &u) }

// ClearGame forgets the unfinished game.
func (s *Saves) ClearGame() error { return s.store.Delete(gameKey) }
