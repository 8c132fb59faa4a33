package save

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/registry"
)

func TestFirstStartGivesDefaults(t *testing.T) {
	s := New(NewMemory())
	st, first, p := s.LoadSettings()
	if !first || p != OK || st != DefaultSettings() {
		t.Fatalf("got %+v first=%v problem=%v", st, first, p)
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	s := New(NewMemory())
	want := Settings{Lang: "ru", Effects: 25, Music: 0, Vibrate: false, ReduceMotion: true, Anim: AnimFast, ShowLegal: false}
	if err := s.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	got, first, p := s.LoadSettings()
	want.App, want.Version = App, SettingsVersion
	if got != want || first || p != OK {
		t.Fatalf("got %+v first=%v p=%v", got, first, p)
	}
}

func TestDamagedAndForeignRecordsAreReplaced(t *testing.T) {
	for name, data := range map[string]string{
		"garbage":   "\x00\xffnot json",
		"foreign":   `{"app":"other","version":1}`,
		"future":    `{"app":"plyyard","version":99,"anim":"fast"}`,
		"unknown":   `{"app":"plyyard","version":1,"anim":"fast","cheat":true}`,
		"badvalue":  `{"app":"plyyard","version":1,"anim":"warp"}`,
		"loudv2":    `{"app":"plyyard","version":2,"anim":"fast","effects":101,"music":0}`,
		"quietv2":   `{"app":"plyyard","version":2,"anim":"fast","effects":50,"music":-5}`,
		"soundv2":   `{"app":"plyyard","version":2,"anim":"fast","sound":true}`,
		"volumev1":  `{"app":"plyyard","version":1,"anim":"fast","effects":50}`,
		"trailing":  `{"app":"plyyard","version":1,"anim":"fast"} {}`,
		"othergame": `{"app":"plyyard","version":1,"game":"chess","mode":"ai","position":"x"}`,
		"badlevel":  `{"app":"plyyard","version":1,"game":"ludo","mode":"ai","level":9,"position":"x"}`,
		"badrng":    `{"app":"plyyard","version":1,"game":"ludo","mode":"ai","position":"x","rng":"not base64!"}`,
	} {
		t.Run(name, func(t *testing.T) {
			m := NewMemory()
			m.Save(settingsKey, []byte(data))
			m.Save(gameKey, []byte(data))
			s := New(m)
			st, _, p := s.LoadSettings()
			if p != Damaged || st != DefaultSettings() {
				t.Fatalf("settings: %+v %v", st, p)
			}
			if g, p := s.LoadGame(); g != nil || p != Damaged {
				t.Fatalf("game: %+v %v", g, p)
			}
			if _, _, p := s.LoadSettings(); p != OK {
				t.Fatalf("the damaged settings were not replaced: %v", p)
			}
			if g, p := s.LoadGame(); g != nil || p != OK {
				t.Fatalf("the damaged game was not removed: %v", p)
			}
		})
	}
}

// TestFirstFormatSettingsAreRead: settings saved before the volumes came
// keep everything they said, and "sound": false silences the effects and
// the music alike.
func TestFirstFormatSettingsAreRead(t *testing.T) {
	for _, tc := range []struct {
		data           string
		effects, music int
	}{
		{`{"app":"plyyard","version":1,"lang":"ru","sound":false,"anim":"slow","show_legal":false,"auto_move":true}`, 0, 0},
		{`{"app":"plyyard","version":1,"lang":"ru","sound":true,"anim":"slow","show_legal":false,"auto_move":true}`, 100, 50},
	} {
		m := NewMemory()
		m.Save(settingsKey, []byte(tc.data))
		s := New(m)
		st, first, p := s.LoadSettings()
		if p != OK || first {
			t.Fatalf("%s: problem %v first %v", tc.data, p, first)
		}
		want := DefaultSettings()
		want.Lang, want.Anim, want.ShowLegal, want.AutoMove = "ru", AnimSlow, false, true
		want.Effects, want.Music = tc.effects, tc.music
		if st != want {
			t.Fatalf("%s:\ngot  %+v\nwant %+v", tc.data, st, want)
		}
		// Saved again, they are written in the current format.
		if err := s.SaveSettings(st); err != nil {
			t.Fatal(err)
		}
		if data, _ := m.Load(settingsKey); !strings.Contains(string(data), `"version":2`) || strings.Contains(string(data), `"sound"`) {
			t.Fatalf("rewritten as %s", data)
		}
	}
}

func TestEveryGameRoundTrips(t *testing.T) {
	for _, g := range registry.Games.All() {
		s := New(NewMemory())
		start := g.Rules.Start(rand.New(rand.NewPCG(3, 4)))
		a := start.Legal()[0]
		if ch, ok := start.(engine.Chance); ok && ch.Outcomes(a) > 0 {
			a, _ = ch.WithOutcome(a, 2)
		}
		u := Unfinished{Game: g.Name, Mode: "hotseat", Level: 4, Seed: 9, Start: start.String(), Actions: []string{start.FormatAction(a)}, Flipped: true}
		if err := s.SaveGame(u); err != nil {
			t.Fatal(err)
		}
		got, p := s.LoadGame()
		u.App, u.Version = App, UnfinishedVersion
		if p != OK || got == nil || !reflect.DeepEqual(*got, u) {
			t.Fatalf("%s: got %+v %v, want %+v", g.Name, got, p, u)
		}
	}
}

func TestGameRoundTripAndClear(t *testing.T) {
	s := New(NewMemory())
	u := Unfinished{Game: "jungle", Mode: "ai", Human: 1, Level: 2, Seed: 7, Start: jungleStart, Actions: []string{"a3a4", "g7g6"}}
	if err := s.SaveGame(u); err != nil {
		t.Fatal(err)
	}
	got, p := s.LoadGame()
	if p != OK || got == nil || got.Start != jungleStart || got.Human != 1 || len(got.Actions) != 2 {
		t.Fatalf("got %+v %v", got, p)
	}
	s.ClearGame()
	if got, p := s.LoadGame(); got != nil || p != OK {
		t.Fatalf("after clear: %+v %v", got, p)
	}
	// A history that does not play back, or one that ends the game, is
	// damaged.
	for _, actions := range [][]string{{"a3a5"}, {"nonsense"}} {
		u.Actions = actions
		s.SaveGame(u)
		if got, p := s.LoadGame(); got != nil || p != Damaged {
			t.Fatalf("%v: %+v %v", actions, got, p)
		}
	}
	u.Start, u.Actions = "7/3R3/7/7/7/7/7/7/6r r 0", []string{"d8d9"}
	s.SaveGame(u)
	if got, p := s.LoadGame(); got != nil || p != Damaged {
		t.Fatalf("a finished game: %+v %v", got, p)
	}
}

const jungleStart = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 0"

// A game saved in the first format (its position, with Jungle's moves,
// the dominoes deal and actions, the race games' generator) is read as a
// history: from its start when its moves lead to the position saved, else
// from that position.
func TestFirstFormatGamesAreRead(t *testing.T) {
	afterTwo := "l5t/1w3c1/2p1d1e/r6/7/E6/2D1P1R/1C3W1/T5L r 2"
	for _, tc := range []struct {
		name, data, start string
		actions           []string
		flipped           bool
	}{
		{"jungle moves", `{"app":"plyyard","version":1,"game":"jungle","mode":"ai","human":1,"level":2,"seed":1,"position":"` + afterTwo + `","moves":["a3a4","a7a6"],"flipped":true}`,
			jungleStart, []string{"a3a4", "a7a6"}, true},
		{"jungle set up", `{"app":"plyyard","version":1,"game":"jungle","mode":"hotseat","human":0,"level":2,"seed":1,"position":"7/3R3/7/7/7/7/7/7/6r r 4","moves":["d7d8"]}`,
			"7/3R3/7/7/7/7/7/7/6r r 4", nil, false},
		{"ludo", `{"app":"plyyard","version":1,"game":"ludo","mode":"ai","human":0,"level":3,"seed":5,"position":"5,5,30,b/12,40,b,56 r 4 0","rng":"AQID"}`,
			"5,5,30,b/12,40,b,56 r 4 0", nil, false},
	} {
		m := NewMemory()
		m.Save(gameKey, []byte(tc.data))
		got, p := New(m).LoadGame()
		if p != OK || got == nil || got.Start != tc.start || !slices.Equal(got.Actions, tc.actions) && len(tc.actions)+len(got.Actions) > 0 || got.Flipped != tc.flipped {
			t.Errorf("%s: %+v %v", tc.name, got, p)
		}
	}
	// A dominoes game from its deal.
	deal := registry.Games.Must("domino").Rules.Start(rand.New(rand.NewPCG(1, 2)))
	a := deal.Legal()[0]
	next, _, _ := deal.Apply(a)
	data := `{"app":"plyyard","version":1,"game":"domino","mode":"ai","human":0,"level":2,"seed":1,"position":"` + next.String() +
		`","start":"` + deal.String() + `","moves":["` + deal.FormatAction(a) + `"],"line_first":0}`
	m := NewMemory()
	m.Save(gameKey, []byte(data))
	if got, p := New(m).LoadGame(); p != OK || got == nil || got.Start != deal.String() || len(got.Actions) != 1 {
		t.Errorf("dominoes: %+v %v", got, p)
	}
}

// TestGdataFiles goes through the real file store in a temporary home.
func TestGdataFiles(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	s := Open("plyyard-test")
	if s.Problem != OK {
		t.Fatalf("open: %v", s.Problem)
	}
	if err := s.SaveSettings(Settings{Lang: "en", Effects: 100, Anim: AnimSlow}); err != nil {
		t.Fatal(err)
	}
	again := Open("plyyard-test")
	if st, first, p := again.LoadSettings(); first || p != OK || st.Anim != AnimSlow {
		t.Fatalf("reopened: %+v %v %v", st, first, p)
	}
	// Damage the file on disk: the next load reports and replaces it.
	var path string
	filepath.Walk(home, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && filepath.Base(p) == settingsKey {
			path = p
		}
		return nil
	})
	if path == "" {
		t.Fatal("settings file not found under the temporary home")
	}
	if err := os.WriteFile(path, []byte("{{{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, p := Open("plyyard-test").LoadSettings(); p != Damaged {
		t.Fatalf("damaged file reported as %v", p)
	}
	if _, _, p := Open("plyyard-test").LoadSettings(); p != OK {
		t.Fatalf("damaged file not replaced: %v", p)
	}
}

func TestStatsAreCountedAndSurviveDamage(t *testing.T) {
	store := NewMemory()
	s := New(store)
	for _, r := range []Result{Won, Lost, Drawn, Played, Won} {
		if err := s.Record("ludo", r); err != nil {
			t.Fatal(err)
		}
	}
	st, p := New(store).LoadStats()
	if p != OK || st.Games["ludo"] != (Tally{Played: 5, Won: 2, Lost: 1, Drawn: 1}) {
		t.Fatalf("%+v %v", st, p)
	}
	store.Save("stats", []byte(`{"app":"plyyard","version":1,"games":{"ludo":{"played":1,"won":3}}}`))
	if st, p := s.LoadStats(); p != Damaged || len(st.Games) != 0 {
		t.Fatalf("damaged stats: %+v %v", st, p)
	}
}

// A game with undo is counted apart from the plain record; a stats file
// from before undo still loads; a damaged undo tally is reported.
func TestUndoneGamesAreCountedApart(t *testing.T) {
	store := NewMemory()
	store.Save("stats", []byte(`{"app":"plyyard","version":1,"games":{"jungle":{"played":2,"won":1,"lost":1,"drawn":0}}}`))
	s := New(store)
	if st, p := s.LoadStats(); p != OK || st.Games["jungle"].Played != 2 || len(st.Undo) != 0 {
		t.Fatalf("an old stats file: %+v %v", st, p)
	}
	if err := s.RecordUndone("jungle", Won); err != nil {
		t.Fatal(err)
	}
	s.RecordUndone("jungle", Drawn)
	s.Record("jungle", Lost)
	st, p := New(store).LoadStats()
	if p != OK || st.Games["jungle"] != (Tally{Played: 3, Won: 1, Lost: 2}) || st.Undo["jungle"] != (Tally{Played: 2, Won: 1, Drawn: 1}) {
		t.Fatalf("%+v %v", st, p)
	}
	store.Save("stats", []byte(`{"app":"plyyard","version":1,"games":{},"undo":{"ludo":{"played":0,"won":1}}}`))
	if st, p := s.LoadStats(); p != Damaged || len(st.Undo) != 0 {
		t.Fatalf("damaged undo stats: %+v %v", st, p)
	}
}

// An unfinished game keeps the fact that undo was used; an old save
// without it loads as a game without undo.
func TestSavedGameKeepsUndone(t *testing.T) {
	store := NewMemory()
	s := New(store)
	s.SaveGame(Unfinished{Game: "jungle", Mode: "ai", Start: jungleStart, Undone: true})
	if g, p := s.LoadGame(); p != OK || g == nil || !g.Undone {
		t.Fatalf("saved %+v %v", g, p)
	}
	store.Save("game", []byte(`{"app":"plyyard","version":1,"game":"ludo","mode":"hotseat","human":0,"level":2,"seed":1,"position":"b,b,b,b/b,b,b,b r roll 0"}`))
	if g, p := s.LoadGame(); p != OK || g == nil || g.Undone {
		t.Fatalf("an old save: %+v %v", g, p)
	}
}

// Games against the computer are counted per level, and the streaks follow
// the wins in a row: a loss or a draw ends the current one, the best stays.
func TestLevelsAndStreaks(t *testing.T) {
	store := NewMemory()
	s := New(store)
	for _, g := range []struct {
		level int
		r     Result
	}{{1, Won}, {1, Won}, {2, Lost}, {2, Won}, {2, Won}, {2, Won}, {3, Drawn}, {4, Won}, {4, Won}} {
		if err := s.RecordAI("jungle", g.level, g.r); err != nil {
			t.Fatal(err)
		}
	}
	st, p := New(store).LoadStats()
	v := st.AI["jungle"]
	want := [Levels]Tally{{Played: 2, Won: 2}, {Played: 4, Won: 3, Lost: 1}, {Played: 1, Drawn: 1}, {Played: 2, Won: 2}}
	if p != OK || v.Levels != want || v.Streak != 2 || v.Best != 3 {
		t.Fatalf("%+v %v", v, p)
	}
	if st.Games["jungle"] != (Tally{Played: 9, Won: 7, Lost: 1, Drawn: 1}) {
		t.Fatalf("the game's tally: %+v", st.Games["jungle"])
	}
	if r, ok := v.WinRate(2); !ok || r != 0.75 {
		t.Errorf("level 2 win rate %v %v, want 0.75", r, ok)
	}
	if _, ok := st.AI["ludo"].WinRate(1); ok {
		t.Error("a win rate with no game played")
	}
	// Another game's streak is its own; a hotseat result or a level out of
	// range is refused and changes nothing.
	s.RecordAI("ludo", 1, Lost)
	for _, bad := range []struct {
		level int
		r     Result
	}{{0, Won}, {5, Won}, {1, Played}} {
		if err := s.RecordAI("jungle", bad.level, bad.r); err == nil {
			t.Errorf("level %d result %d accepted", bad.level, bad.r)
		}
	}
	st, _ = s.LoadStats()
	if st.AI["jungle"] != v || st.AI["ludo"].Streak != 0 || st.AI["ludo"].Levels[0].Lost != 1 {
		t.Fatalf("after the refusals: %+v", st.AI)
	}
}

// A statistics file written before the levels and streaks loads with none;
// a record whose streak beats its best is damaged.
func TestOldStatsLoadWithoutLevels(t *testing.T) {
	store := NewMemory()
	store.Save("stats", []byte(`{"app":"plyyard","version":1,"games":{"ludo":{"played":3,"won":2,"lost":1,"drawn":0}},"undo":{}}`))
	s := New(store)
	st, p := s.LoadStats()
	if p != OK || st.Games["ludo"].Won != 2 || st.AI == nil || len(st.AI) != 0 {
		t.Fatalf("an old stats file: %+v %v", st, p)
	}
	if err := s.RecordAI("ludo", 3, Won); err != nil {
		t.Fatal(err)
	}
	if st, _ := s.LoadStats(); st.Games["ludo"].Won != 3 || st.AI["ludo"].Best != 1 {
		t.Fatalf("after a win: %+v", st)
	}
	store.Save("stats", []byte(`{"app":"plyyard","version":1,"games":{},"ai":{"ludo":{"levels":[{"played":0,"won":0,"lost":0,"drawn":0},{"played":0,"won":0,"lost":0,"drawn":0},{"played":0,"won":0,"lost":0,"drawn":0},{"played":0,"won":0,"lost":0,"drawn":0}],"streak":2,"best":1}}}`))
	if _, p := s.LoadStats(); p != Damaged {
		t.Fatalf("a streak above the best reported as %v", p)
	}
}

// The analysis setting is off at first, kept when on, and settings written
// before it existed still load.
func TestAnalysisSetting(t *testing.T) {
	store := NewMemory()
	s := New(store)
	if st, _, _ := s.LoadSettings(); st.Analysis {
		t.Fatal("analysis on by default")
	}
	st := DefaultSettings()
	st.Analysis = true
	s.SaveSettings(st)
	if got, _, p := New(store).LoadSettings(); p != OK || !got.Analysis {
		t.Fatalf("%+v %v", got, p)
	}
	store.Save("settings", []byte(`{"app":"plyyard","version":2,"lang":"en","effects":100,"music":50,"vibrate":true,"anim":"normal","reduce_motion":false,"show_legal":true}`))
	if got, _, p := s.LoadSettings(); p != OK || got.Analysis {
		t.Fatalf("older settings: %+v %v", got, p)
	}
}
