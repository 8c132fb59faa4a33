package play

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
)

// Parts is a Kit made of its pieces, for a game whose positions are of
// type P: each game's package fills one in, and Parts checks what every
// kit must (a start of the game's own kind).
type Parts[P engine.State] struct {
	// Of is the game's entry in the registry.
	Of *games.Game
	// New makes the board at start and plays actions on it.
	New func(cfg Config, start P, actions []engine.Action) (Board, error)
	// FromView makes the board of an online game from a seat's view.
	FromView func(cfg Config, view string) (Board, error)
	// Draw draws the game's emblem centred on (cx, cy).
	Draw func(dst *ebiten.Image, cx, cy, size float64)
	// Pictures, when set, illustrates the rules' pages (Kit.Picture).
	Pictures func(page int) (draw func(dst *ebiten.Image, h *Host, r layout.Rect), aspect float64)
}

// Game is the game's entry.
func (p Parts[P]) Game() *games.Game { return p.Of }

// Board makes the board at start, which must be the game's position.
func (p Parts[P]) Board(cfg Config, start engine.State, actions []engine.Action) (Board, error) {
	pos, ok := start.(P)
	if !ok {
		return nil, fmt.Errorf("not a %s position: %v", p.Of.Name, start)
	}
	return p.New(cfg, pos, actions)
}

// Online makes an online game's board.
func (p Parts[P]) Online(cfg Config, view string) (Board, error) { return p.FromView(cfg, view) }

// Icon draws the emblem.
func (p Parts[P]) Icon(dst *ebiten.Image, cx, cy, size float64) { p.Draw(dst, cx, cy, size) }

// Picture is the rules' page's picture, if any.
func (p Parts[P]) Picture(page int) (func(dst *ebiten.Image, h *Host, r layout.Rect), float64) {
	if p.Pictures == nil {
		return nil, 0
	}
	return p.Pictures(page)
}
