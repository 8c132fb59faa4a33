package domino

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/learn"
)

// The dominoes lessons: the deal and who starts, tiles that fit one end or
// both, drawing until a tile fits while the last two stay in the
// boneyard, passing only then, and the blocked game counted by pips.
// Black, the person, is to move in each.

// dpos writes a full dominoes position: Black's and White's hands, the
// boneyard in drawing order, the line, the side to move and the passes;
// a "*" in a hand or the boneyard stands for every tile found nowhere
// else, in the set's order.
func dpos(black, white, bone, line string, side string, passes int) string {
	used := map[string]bool{}
	for _, f := range []string{black, white, bone, line} {
		if f == "*" || f == "-" {
			continue
		}
		for _, t := range strings.Split(f, ",") {
			if t != "*" {
				used[canon(t)] = true
			}
		}
	}
	var rest []string
	for _, t := range domino.Set() {
		if s := fmt.Sprintf("%d%d", t.Left(), t.Right()); !used[s] {
			rest = append(rest, s)
		}
	}
	fill := func(f string) string { return strings.Replace(f, "*", strings.Join(rest, ","), 1) }
	return fmt.Sprintf("%s/%s/%s/%s %s %d", fill(black), fill(white), fill(bone), fill(line), side, passes)
}

// canon writes a tile lower half first.
func canon(t string) string {
	if t[0] > t[1] {
		return string([]byte{t[1], t[0]})
	}
	return t
}

// dmove is the dominoes move a try makes.
func dmove(t learn.Try) domino.Move { return domino.MoveOf(t.Action) }

// plays: the try lays a tile; draws: it draws one.
func plays(t learn.Try) bool { return dmove(t).Kind == domino.PlayTile }
func draws(t learn.Try) bool { return dmove(t).Kind == domino.DrawTile }
func passes(t learn.Try) bool {
	return dmove(t).Kind == domino.PassTurn
}

// ends are the open ends after the try.
func ends(t learn.Try) (int, int) {
	l, r, _ := t.After.(domino.Position).Ends()
	return l, r
}

var lessons = []learn.Lesson{
	{
		ID: "deal",
		Steps: []learn.Step{{
			Pos: dpos("01,13,24,05,22,46,15", "00,02,03,04,06,11,12", "*", "-", "b", 0),
			Goal: func(t learn.Try) bool {
				best := 0
				for _, x := range t.Before.(domino.Position).Hand(engine.First) {
					best = max(best, x.Pips())
				}
				return dmove(t).Tile.Pips() == best
			},
		}},
	},
	{
		ID: "fits",
		Steps: []learn.Step{{
			Pos:   dpos("14,03,25,11,35,13", "00,01,02,04,05,06", "*", "24,46", "b", 0),
			Goal:  plays,
			Hints: []learn.Hint{{Illegal: true, When: func(t learn.Try) bool { return plays(t) && !dmove(t).Tile.Has(2) && !dmove(t).Tile.Has(6) }}},
		}, {
			Pos:  dpos("26,14,03,11,35,13", "00,01,02,04,05,06", "*", "24,46", "b", 0),
			Goal: func(t learn.Try) bool { l, r := ends(t); return plays(t) && l == 2 && r == 2 },
		}},
	},
	{
		ID: "draw",
		Steps: []learn.Step{{
			Pos:   dpos("14,03,11,35,13,01", "00,04,05,15,33,34", "44,45,56,*", "24,46", "b", 0),
			Goal:  plays,
			Along: draws,
			Hints: []learn.Hint{
				{Illegal: true, When: passes},
				{Illegal: true, When: plays},
			},
		}},
	},
	{
		ID: "pass",
		Steps: []learn.Step{{
			Pos:   dpos("01,03,04,05,11,13,14,15,33,34,35,44,45", "*", "00,55", "24,46", "b", 0),
			Goal:  passes,
			Hints: []learn.Hint{{Illegal: true, When: draws}},
		}},
	},
	{
		ID: "blocked",
		Steps: []learn.Step{{
			Pos:  dpos("00,11,02,12,03,13", "*", "26,56", "66,60,01,16,63,34,46", "b", 1),
			Goal: passes,
			Claim: func(t learn.Try) bool {
				o, p := t.After.Outcome(), t.After.(domino.Position)
				return o.Status == engine.Win && o.Winner == engine.First && o.Reason == domino.ReasonBlocked &&
					p.PipTotal(engine.First) == 14 && p.PipTotal(engine.Second) == 83
			},
			Hints: []learn.Hint{{Illegal: true, When: draws}},
		}},
	},
}

// tries are what a person can try at the table: each tile of the hand on
// each end, a draw and a pass.
func tries(p domino.Position) []engine.Action {
	var out []engine.Action
	for _, t := range p.Hand(p.ToMove()) {
		for _, e := range []domino.End{domino.NoEnd, domino.LeftEnd, domino.RightEnd} {
			out = append(out, domino.PlayAction(t, e))
		}
	}
	return append(out, domino.DrawAction, domino.PassAction)
}

// words says an action as the player reads it: the tile and the end it
// goes to, a draw, a pass.
func words(tr games.Tr, s engine.State, a engine.Action) string {
	m := domino.MoveOf(a)
	switch m.Kind {
	case domino.DrawTile:
		return tr("move.domino.draw")
	case domino.PassTurn:
		return tr("move.domino.pass")
	case domino.PlayTile:
		switch m.End {
		case domino.LeftEnd:
			return tr("move.domino.left", m.Tile.Left(), m.Tile.Right())
		case domino.RightEnd:
			return tr("move.domino.right", m.Tile.Left(), m.Tile.Right())
		}
		return tr("move.domino.first", m.Tile.Left(), m.Tile.Right())
	}
	return s.FormatAction(a)
}
