// Package save keeps the player's settings and the unfinished game between
// runs: on the desktop in files, in the browser in localStorage (both through
// gdata). Everything is stored as JSON. A save that cannot be read, or that
// another program or version wrote, is reported and replaced; it never stops
// the app.
package save

import (
	"fmt"

	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/strictjson"
)

// App is the marker every record carries, so that a foreign file is told
// apart from ours.
const App = "plyyard"

// Version is the format of the records this build writes.
const Version = 1

// The keys of the records.
const (
	settingsKey = "settings"
	gameKey     = "game"
	statsKey    = "stats"
)

// Store is where the records live.
type Store interface {
	// Load returns the record under key, or nil and no error when there is
	// none.
	Load(key string) ([]byte, error)
	Save(key string, data []byte) error
	Delete(key string) error
}

// Problem says what went wrong with a record: nothing, a damaged or foreign
// record (replaced by defaults), or a store that cannot be used at all.
type Problem int

// The problems a load can report.
const (
	OK Problem = iota
	Damaged
	NoStore
)

// Animation speeds.
const (
	AnimSlow   = "slow"
	AnimNormal = "normal"
	AnimFast   = "fast"
)

// SettingsVersion is the format of the settings this build writes. The
// first (Version) had one switch for all sound; the second has a volume for
// the effects and one for the music, vibration and reduced motion. A first
// format record is still read (upgrade).
const SettingsVersion = 2

// Settings are the player's preferences.
type Settings struct {
	App     string `json:"app"`
	Version int    `json:"version"`
	Lang    string `json:"lang"` // "" until chosen: follow the system
	// Effects and Music are the volumes of the sound effects and of the
	// music, in percent: 0 is off.
	Effects int `json:"effects"`
	Music   int `json:"music"`
	// Vibrate shakes a phone on a capture and on a six.
	Vibrate bool   `json:"vibrate"`
	Anim    string `json:"anim"`
	// ReduceMotion makes pieces jump to their squares, the die land at
	// once and the marks on the board keep still.
	ReduceMotion bool `json:"reduce_motion"`
	ShowLegal    bool `json:"show_legal"`
	// AutoMove plays a dice game's only legal move by itself.
	AutoMove bool `json:"auto_move,omitempty"`
	// Analysis shows the analysis overlay on the board (off by default;
	// never online).
	Analysis bool `json:"analysis,omitempty"`
	// Name is the name other players see online, as room.ValidName allows
	// it; "" is the guest name: "Guest" and the number Guest, shown in the
	// language of whoever reads it.
	Name string `json:"name,omitempty"`
	// Guest is the number of the guest name, drawn once (1 to MaxGuest);
	// 0 until drawn (a first start, a record written before names).
	Guest int `json:"guest,omitempty"`
}

// MaxGuest is the largest guest number: four digits.
const MaxGuest = 9999

// DefaultSettings are the settings of a first start.
func DefaultSettings() Settings {
	return Settings{App: App, Version: SettingsVersion, Effects: 100, Music: 50, Vibrate: true, Anim: AnimNormal, ShowLegal: true}
}

func (s Settings) valid(known *games.Registry) bool {
	switch s.Anim {
	case AnimSlow, AnimNormal, AnimFast:
	default:
		return false
	}
	volume := func(v int) bool { return v >= 0 && v <= 100 }
	return (s.Lang == "" || s.Lang == "en" || s.Lang == "ru") && volume(s.Effects) && volume(s.Music)
}

// version is the format the settings are written in.
func (st *Settings) version() int { return SettingsVersion }

// settingsV1 is the first format of the settings: one switch for every
// sound.
type settingsV1 struct {
	App       string `json:"app"`
	Version   int    `json:"version"`
	Lang      string `json:"lang"`
	Sound     bool   `json:"sound"`
	Anim      string `json:"anim"`
	ShowLegal bool   `json:"show_legal"`
	AutoMove  bool   `json:"auto_move,omitempty"`
}

// upgrade reads settings of the first format, as strictly as the current
// one: sound off turns the effects and the music off, sound on gives them
// their default volumes; what is new takes its default.
func (st *Settings) upgrade(data []byte, _ *games.Registry) error {
	var old settingsV1
	if err := strictjson.Unmarshal(data, &old); err != nil {
		return err
	}
	if old.App != App || old.Version != Version {
		return fmt.Errorf("foreign settings %q version %d", old.App, old.Version)
	}
	*st = DefaultSettings()
	st.Lang, st.Anim, st.ShowLegal, st.AutoMove = old.Lang, old.Anim, old.ShowLegal, old.AutoMove
	if !old.Sound {
		st.Effects, st.Music = 0, 0
	}
	return nil
}

// Saves reads and writes the records of one store.
type Saves struct {
	store Store
	// games are the games a record may name (registry.Games unless For
	// says otherwise).
	games *games.Registry
	// Problem is set when the store itself could not be opened.
	Problem Problem
}

// New uses store for the records.
func New(store Store) *Saves { return &Saves{store: store, games: registry.Games} }

// Open uses the platform's store for app, falling back to memory (and
// reporting NoStore) when there is none.
func Open(app string) *Saves {
	st, err := openPlatform(app)
	if err != nil {
		return &Saves{store: NewMemory(), games: registry.Games, Problem: NoStore}
	}
	return New(st)
}

// For makes the saves know the games of reg (a test's registry with a game
// more): a record naming another game is damaged.
func (s *Saves) For(reg *games.Registry) *Saves {
	s.games = reg
	return s
}

// LoadSettings returns the saved settings, or the defaults with first set
// when there are none. A damaged record is replaced with the defaults and
// reported. A record whose only fault is the player's name (one the rule
// refuses, a guest number out of range) keeps its other settings: the name
// goes back to the guest's (the number to 0, to be drawn again), the record
// is written so, and the damage reported.
func (s *Saves) LoadSettings() (st Settings, first bool, p Problem) {
	found, p := s.load(settingsKey, &st)
	if !found {
		return DefaultSettings(), true, p
	}
	if nameErr(st) != nil {
		if st.Name != "" && !room.ValidName(st.Name) {
			st.Name = ""
		}
		if st.Guest < 0 || st.Guest > MaxGuest {
			st.Guest = 0
		}
		_ = s.keep(settingsKey, &st)
		return st, false, Damaged
	}
	return st, false, OK
}

// SaveSettings writes st. Settings with a name the rule refuses, or a
// guest number out of range, are refused and change nothing.
func (s *Saves) SaveSettings(st Settings) error {
	if err := nameErr(st); err != nil {
		return err
	}
	return s.keep(settingsKey, &st)
}

// nameErr says what is wrong with the settings' name and guest number.
func nameErr(st Settings) error {
	if st.Name != "" && !room.ValidName(st.Name) {
		return fmt.Errorf("save: a name is 1 to %d characters without control characters, not %q", room.MaxName, st.Name)
	}
	if st.Guest < 0 || st.Guest > MaxGuest {
		return fmt.Errorf("save: a guest number is 1 to %d, not %d", MaxGuest, st.Guest)
	}
	return nil
}

// Memory is a Store in memory, for tests and for platforms without storage.
type Memory struct{ m map[string][]byte }

// NewMemory returns an empty Memory store.
func NewMemory() *Memory { return &Memory{m: map[string][]byte{}} }

// Load implements Store.
func (m *Memory) Load(key string) ([]byte, error) { return m.m[key], nil }

// Save implements Store.
func (m *Memory) Save(key string, data []byte) error {
	m.m[key] = append([]byte(nil), data...)
	return nil
}

// Delete implements Store.
func (m *Memory) Delete(key string) error {
	delete(m.m, key)
	return nil
}

// Tally counts one game's results. Won and Lost are the human's against the
// computer; a hotseat game counts as played (and drawn, when drawn).
type Tally struct {
	Played int `json:"played"`
	Won    int `json:"won"`
	Lost   int `json:"lost"`
	Drawn  int `json:"drawn"`
}

// Stats holds a Tally per game ("jungle", "ludo", "aviation", "domino"):
// Games counts the games played without undo, Undo those in which undo was
// used, apart (a record written before Undo existed has none). AI holds, per
// game, what the games against the computer without undo tell: a tally per
// level and the streaks (a record written before it existed has none).
type Stats struct {
	App     string            `json:"app"`
	Version int               `json:"version"`
	Games   map[string]Tally  `json:"games"`
	Undo    map[string]Tally  `json:"undo,omitempty"`
	AI      map[string]Versus `json:"ai,omitempty"`
}

// Levels is how many levels the computer plays at (1 to Levels).
const Levels = 4

// Versus is one game's record against the computer, games with undo left
// out: a Tally per level (Levels[0] is level 1), the wins in a row now
// (Streak, ended by a loss or a draw) and the longest such run (Best).
type Versus struct {
	Levels [Levels]Tally `json:"levels"`
	Streak int           `json:"streak"`
	Best   int           `json:"best"`
}

func (v Versus) valid() bool {
	for _, t := range v.Levels {
		if !t.valid() {
			return false
		}
	}
	return v.Streak >= 0 && v.Best >= v.Streak
}

// add counts one result at level (1 to Levels): a win lengthens the streak,
// anything else ends it.
func (v Versus) add(level int, r Result) Versus {
	v.Levels[level-1] = v.Levels[level-1].add(r)
	if r == Won {
		v.Streak++
		v.Best = max(v.Best, v.Streak)
	} else {
		v.Streak = 0
	}
	return v
}

// WinRate returns the share of the games at level (1 to Levels) that were
// won, and false when none was played there.
func (v Versus) WinRate(level int) (float64, bool) {
	if level < 1 || level > Levels || v.Levels[level-1].Played == 0 {
		return 0, false
	}
	t := v.Levels[level-1]
	return float64(t.Won) / float64(t.Played), true
}

// Result is how one finished game went for the statistics.
type Result int

// The results.
const (
	Won Result = iota + 1
	Lost
	Drawn
	Played // a hotseat game with a winner
)

func (t Tally) valid() bool {
	return t.Played >= 0 && t.Won >= 0 && t.Lost >= 0 && t.Drawn >= 0 && t.Won+t.Lost+t.Drawn <= t.Played
}

// add counts one result.
func (t Tally) add(r Result) Tally {
	t.Played++
	switch r {
	case Won:
		t.Won++
	case Lost:
		t.Lost++
	case Drawn:
		t.Drawn++
	}
	return t
}

func (st Stats) valid(known *games.Registry) bool {
	for _, m := range []map[string]Tally{st.Games, st.Undo} {
		for _, t := range m {
			if !t.valid() {
				return false
			}
		}
	}
	for _, v := range st.AI {
		if !v.valid() {
			return false
		}
	}
	return true
}

// LoadStats returns the statistics; none yet, or a damaged record (deleted
// and reported), give empty ones.
func (s *Saves) LoadStats() (Stats, Problem) {
	var st Stats
	if found, p := s.load(statsKey, &st); !found {
		return Stats{App: App, Version: Version, Games: map[string]Tally{}, Undo: map[string]Tally{}, AI: map[string]Versus{}}, p
	}
	if st.Games == nil {
		st.Games = map[string]Tally{}
	}
	if st.Undo == nil {
		st.Undo = map[string]Tally{}
	}
	if st.AI == nil {
		st.AI = map[string]Versus{}
	}
	return st, OK
}

// Record counts one finished game of game, played without undo, and saves
// the statistics.
func (s *Saves) Record(game string, r Result) error {
	st, _ := s.LoadStats()
	st.Games[game] = st.Games[game].add(r)
	return s.keep(statsKey, &st)
}

// RecordAI counts one finished game of game against the computer at level
// (1 to Levels), played without undo: in the game's tally, the level's and
// the streaks, saved at once. A level out of range changes nothing.
func (s *Saves) RecordAI(game string, level int, r Result) error {
	if level < 1 || level > Levels || r == Played {
		return fmt.Errorf("save: no result %d against the computer at level %d", r, level)
	}
	st, _ := s.LoadStats()
	st.Games[game] = st.Games[game].add(r)
	st.AI[game] = st.AI[game].add(level, r)
	return s.keep(statsKey, &st)
}

// RecordUndone counts one finished game of game in which undo was used,
// apart from the others, and saves the statistics.
func (s *Saves) RecordUndone(game string, r Result) error {
	st, _ := s.LoadStats()
	st.Undo[game] = st.Undo[game].add(r)
	return s.keep(statsKey, &st)
}
