package netplay

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
)

// offline is a session that never connects: the table is fed by hand.
func offline(game string) *Session {
	return Create(Config{Server: "ws://127.0.0.1:1/ws", Dial: func(context.Context, string, room.Options) (*room.Client, error) {
		return nil, errors.New("offline")
	}}, game, room.SideRandom)
}

// FuzzServerMessages feeds the table whatever a hostile or broken server
// could send, after decoding as the client does: nothing may panic, and a
// message the board cannot take leaves the board as it was.
func FuzzServerMessages(f *testing.F) {
	start := jungle.Start().String()
	for _, s := range []string{
		`{"v":1,"t":"event","sv":3,"kind":"start","seat":-1,"you":0,"to_move":0,"draw_offer":-1,"number":1,"view":"` + start + `","commitment":"00"}`,
		`{"v":1,"t":"event","sv":4,"kind":"action","seat":0,"you":0,"to_move":1,"draw_offer":-1,"action":"a3a4","view":"junk"}`,
		`{"v":1,"t":"event","sv":5,"kind":"end","seat":-1,"you":0,"to_move":-1,"draw_offer":-1,"result":"win q nonsense","seed":"zz"}`,
		`{"v":1,"t":"snapshot","sv":9,"seat":7,"you":7,"to_move":3,"draw_offer":5,"view":"` + start + `"}`,
		`{"v":1,"t":"presence","sv":2,"seat":1,"you":0,"to_move":-1,"draw_offer":-1,"presence":"reconnecting"}`,
		`{"v":1,"t":"event","sv":6,"kind":"rematch","seat":9,"you":0,"to_move":-1,"draw_offer":-1}`,
		`{"v":1,"t":"nack","sv":0,"id":3,"err":"illegal","seat":-1,"you":-1,"to_move":-1,"draw_offer":-1}`,
	} {
		f.Add(uint8(0), s, s)
	}
	// A start, then an announced legal move whose view is garbage.
	f.Add(uint8(0), `{"v":1,"t":"event","sv":3,"kind":"start","seat":-1,"you":0,"to_move":0,"draw_offer":-1,"number":1,"view":"`+start+`","commitment":"00"}`,
		`{"v":1,"t":"event","sv":4,"kind":"action","seat":0,"you":0,"to_move":1,"draw_offer":-1,"action":"a3a4","view":"junk"}`)
	// The same for Ludo (a roll announced with a broken view) and dominoes.
	ludo := race.Start().String()
	f.Add(uint8(1), `{"v":1,"t":"event","sv":3,"kind":"start","seat":-1,"you":1,"to_move":0,"draw_offer":-1,"number":1,"view":"`+ludo+`"}`,
		`{"v":1,"t":"event","sv":4,"kind":"action","seat":0,"you":1,"to_move":0,"draw_offer":-1,"action":"roll:6","view":"b,b"}`)
	deal := domino.NewGame(rand.New(rand.NewPCG(1, 2)))
	f.Add(uint8(3), `{"v":1,"t":"event","sv":3,"kind":"start","seat":-1,"you":1,"to_move":0,"draw_offer":-1,"number":1,"view":"`+deal.SeatView(1).String()+`"}`,
		`{"v":1,"t":"event","sv":4,"kind":"action","seat":0,"you":1,"to_move":1,"draw_offer":-1,"action":"draw","view":"w:-/0/0/- w 0"}`)
	names := registry.Games.Names()
	f.Fuzz(func(t *testing.T, g uint8, a, b string) {
		s := offline(names[int(g)%len(names)])
		defer s.Close()
		tb := NewTable(s, stateBoards)
		for _, frame := range []string{a, b} {
			m, err := room.DecodeMessage([]byte(frame))
			if err != nil {
				continue
			}
			before := boardText(tb.Board)
			tb.handle(m, false)
			tb.handle(m, true)
			if m.Kind == room.KAction && before != "" && !readable(tb.Board, m.View) && boardText(tb.Board) != before {
				t.Fatalf("a view that does not parse (%q) moved the board", m.View)
			}
		}
		if tb.Board != nil {
			tb.Board.Update()
		}
	})
}

// stateBoard is a board that only keeps the position the server
// announces, as this seat's view: what a table asks of a board, and no
// more.
type stateBoard struct {
	g    *games.Game
	you  engine.Seat
	view engine.View
}

// stateBoards makes state boards for the table.
func stateBoards(game string, you engine.Seat, view string, _ func(string)) (Board, error) {
	g, err := registry.Games.Lookup(game)
	if err != nil {
		return nil, err
	}
	b := &stateBoard{g: g, you: you}
	return b, b.Sync(view)
}

func (b *stateBoard) Remote(_ engine.Seat, _ string, _ []engine.Event, view string) error {
	return b.Sync(view)
}

func (b *stateBoard) Sync(view string) error {
	v, err := b.g.ParseView(b.you, view)
	if err != nil {
		return err
	}
	b.view = v
	return nil
}

func (b *stateBoard) Refused(string)        {}
func (b *stateBoard) Finish(engine.Outcome) {}
func (b *stateBoard) Busy() bool            { return false }
func (b *stateBoard) Update()               {}

// boardText is the position a board shows, "" for no board.
func boardText(b Board) string {
	if sb, ok := b.(*stateBoard); ok && sb.view != nil {
		return sb.view.String()
	}
	return ""
}

// readable reports whether the board reads view as a position.
func readable(b Board, view string) bool {
	sb := b.(*stateBoard)
	_, err := sb.g.ParseView(sb.you, view)
	return err == nil
}
