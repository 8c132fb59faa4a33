package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/sprites"
)

// newPuzzleList is a stand-in until the puzzles arrive (the lead deletes
// this file at the merge).
func newPuzzleList(g *games.Game) Scene { return &puzzleStub{g: g} }

type puzzleStub struct{ g *games.Game }

func (s *puzzleStub) Update(c *Context) {
	tapButtons(c, []button{{r: backRect(c), action: func() { c.GoTo(newLearnScene(s.g)) }}})
}

func (s *puzzleStub) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	heading(dst, c, c.T("learn.puzzles"))
	drawButtons(dst, c, []button{{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary}})
	sprites.Text(dst, c.T("puzzles.coming"), sprites.Face(18*c.Screen.U, true), c.Screen.W/2, c.Screen.H/2, sprites.Center, sprites.InkSoft)
}
