package server

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// TestDominoNoLeak plays dominoes over real connections, a spectator
// watching, and checks every frame each connection received (the first
// snapshot included) against the server's true states: no frame to a seat
// holds a tile of the opponent's hand or of the boneyard, and no frame to the
// spectator holds a hidden tile at all. boardgame.io's issue #1159 was this
// leak in a first snapshot.
func TestDominoNoLeak(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	if n, err := strconv.Atoi(os.Getenv("PLYYARD_LEAK_GAMES")); err == nil && n > 0 {
		games = n // make soak: thousands of games
	}
	ts := startServer(t, Config{})
	r := rand.New(rand.NewPCG(7, 7))
	for g := 0; g < games; g++ {
		side := []string{room.SideFirst, room.SideSecond, room.SideRandom}[g%3]
		a, b := roomtest.StartGame(t, ts.url, "domino", side)
		w := roomtest.Watch(t, ts.url, a.Code)
		roomtest.Play(t, r, 500, []*roomtest.Seat{a, b}, w)
		if a.Result == "" {
			t.Fatalf("game %d did not end", g)
		}
		entries := ts.states(a.Code)
		for _, s := range []*roomtest.Seat{a, b, w} {
			checkFrames(t, s, entries)
		}
		a.C.Close()
		b.C.Close()
		w.C.Close()
	}
}

// hiddenFrom returns the tiles seat may not see in p, in canonical text.
func hiddenFrom(p domino.Position, seat engine.Seat) map[string]bool {
	hidden := map[string]bool{}
	for _, t := range p.Boneyard() {
		hidden[t.Canon().String()] = true
	}
	for _, s := range []engine.Seat{engine.First, engine.Second} {
		if s != seat {
			for _, t := range p.Hand(s) {
				hidden[t.Canon().String()] = true
			}
		}
	}
	return hidden
}

func canonTile(s string) string {
	if len(s) == 2 && s[0] > s[1] {
		return string([]byte{s[1], s[0]})
	}
	return s
}

func checkFrames(t *testing.T, s *roomtest.Seat, entries []entryState) {
	t.Helper()
	checked := 0
	for _, f := range s.Frames() {
		var m room.Message
		if err := json.Unmarshal(f, &m); err != nil {
			t.Fatal(err)
		}
		if m.SV == 0 || int(m.SV) > len(entries) || m.Seed != "" {
			continue // answers before the room, and the end (the seed reveals all)
		}
		e := entries[m.SV-1]
		p, ok := e.state.(domino.Position)
		if !ok {
			continue
		}
		seat := e.of().seatOf[0]
		if s.Name == "joiner" {
			seat = e.of().seatOf[1]
		} else if s.Name == "watcher" {
			seat = engine.NoSeat
		}
		hidden := hiddenFrom(p, seat)
		// Structured check: event tiles and the view's hand.
		for _, ev := range m.Events {
			if ev.Tile != "" && hidden[canonTile(ev.Tile)] {
				t.Fatalf("%s got hidden tile %s in %s", s.Name, ev.Tile, f)
			}
		}
		if m.View != "" {
			hand := m.View[strings.IndexByte(m.View, ':')+1 : strings.IndexByte(m.View, '/')]
			if seat == engine.NoSeat {
				// A spectator sees both hands' counts and no tile of them.
				if want := fmt.Sprintf("%d,%d", len(p.Hand(domino.Black)), len(p.Hand(domino.White))); hand != want {
					t.Fatalf("a spectator's view %s shows %q where the counts %s go", m.View, hand, want)
				}
				hand = ""
			}
			for _, tile := range strings.Split(hand, ",") {
				if hidden[canonTile(tile)] {
					t.Fatalf("%s got hidden tile %s in its view %s", s.Name, tile, m.View)
				}
			}
		}
		// Byte check: no hidden tile anywhere as a "tile" value, and the
		// boneyard's order nowhere.
		text := string(f)
		for tile := range hidden {
			if strings.Contains(text, `"tile":"`+tile+`"`) || strings.Contains(text, `"tile":"`+string([]byte{tile[1], tile[0]})+`"`) {
				t.Fatalf("%s: a frame holds hidden tile %s: %s", s.Name, tile, text)
			}
		}
		if bone := p.Boneyard(); len(bone) > 1 {
			var parts []string
			for _, b := range bone {
				parts = append(parts, b.String())
			}
			if strings.Contains(text, strings.Join(parts, ",")) {
				t.Fatalf("%s: a frame holds the boneyard's order: %s", s.Name, text)
			}
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("%s: only %d frames checked", s.Name, checked)
	}
}
