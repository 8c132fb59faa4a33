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

// tile: the try lays tile t ("25").
func tile(t string) func(learn.Try) bool {
	return func(tr learn.Try) bool {
		m := dmove(tr)
		return plays(tr) && canon(fmt.Sprintf("%d%d", m.Tile.Left(), m.Tile.Right())) == canon(t)
	}
}

// leaves: the try lays a tile and the open ends are then l and r, in
// either order.
func leaves(l, r int) func(learn.Try) bool {
	return func(t learn.Try) bool {
		if !plays(t) {
			return false
		}
		a, b := ends(t)
		return (a == l && b == r) || (a == r && b == l)
	}
}

// settle plays on from st while the side to move has one legal action
// (a forced pass, the one tile that fits) and returns where that ends.
func settle(st engine.State) engine.State {
	for range 8 {
		legal := st.Legal()
		if st.Outcome().Finished() || len(legal) != 1 {
			return st
		}
		next, _, err := st.Apply(legal[0])
		if err != nil {
			return st
		}
		st = next
	}
	return st
}

// wins: after the try, White's forced actions bring Black the win, by the
// reason given, at once or with Black's next tile.
func wins(reason string) func(learn.Try) bool {
	won := func(st engine.State) bool {
		o := st.Outcome()
		return o.Status == engine.Win && o.Winner == engine.First && o.Reason == reason
	}
	return func(t learn.Try) bool {
		st := settle(t.After)
		if won(st) {
			return true
		}
		if st.Outcome().Finished() || st.ToMove() != engine.First {
			return false
		}
		for _, a := range st.Legal() {
			if next, _, err := st.Apply(a); err == nil && won(settle(next)) {
				return true
			}
		}
		return false
	}
}

// The line of the endings: 1-1, 1-2, 2-4, 4-1, 1-6, 6-6, 6-5, its ends 1
// and 5, every tile with a 1 but 1-5, 0-1 and 1-3 already on it.
const oneLine = "11,12,24,41,16,66,65"

var lessons = []learn.Lesson{
	{
		ID: "deal",
		Steps: []learn.Step{{
			// Any tile may lead; 2-4 and 0-6 leave an end the 4-6 can
			// follow.
			Pos:   dpos("01,13,24,06,22,46,15", "00,02,03,04,05,11,12", "*", "-", "b", 0),
			Goal:  func(t learn.Try) bool { return !tile("46")(t) && (dmove(t).Tile.Has(4) || dmove(t).Tile.Has(6)) },
			Claim: func(t learn.Try) bool { l, r := ends(t); return l == 4 || l == 6 || r == 4 || r == 6 },
		}},
	},
	{
		ID: "fits",
		Steps: []learn.Step{{
			Pos:   dpos("14,03,25,12,56,13", "00,01,02,04,05,06", "*", "24,46", "b", 0),
			Goal:  func(t learn.Try) bool { l, r := ends(t); return plays(t) && (l == 5 || r == 5) },
			Hints: []learn.Hint{{Illegal: true, When: func(t learn.Try) bool { return plays(t) && !dmove(t).Tile.Has(2) && !dmove(t).Tile.Has(6) }}},
		}, {
			Pos:  dpos("26,14,03,11,35,13", "00,01,02,04,05,06", "*", "24,46", "b", 0),
			Goal: leaves(2, 2),
		}},
	},
	{
		// The guide's own position: ends 2 and 5, and 2-5, 1-2 and 5-6
		// in hand.
		ID: "ends",
		Steps: []learn.Step{{
			Pos:   dpos("25,12,56,00,13,44", "01,02,03,04,05,06", "*", "23,35", "b", 0),
			Goal:  learn.All(tile("25"), leaves(2, 2)),
			Hints: []learn.Hint{{When: func(t learn.Try) bool { return !tile("25")(t) }}},
		}, {
			Pos:   dpos("25,12,56,00,13,44", "01,02,03,04,05,06", "*", "23,35", "b", 0),
			Goal:  learn.All(tile("25"), leaves(5, 5)),
			Hints: []learn.Hint{{When: func(t learn.Try) bool { return !tile("25")(t) }}},
		}},
	},
	{
		ID: "must-play",
		Steps: []learn.Step{{
			Pos:  dpos("14,46,66,25,03,55", "00,02,05,06,11,13", "*", "12,24", "b", 0),
			Goal: leaves(1, 6),
			Hints: []learn.Hint{
				{Illegal: true, When: draws},
				{Illegal: true, When: passes},
			},
		}},
	},
	{
		ID: "double",
		Steps: []learn.Step{{
			Pos:  dpos("33,44,35,01,02,04", "00,06,11,12,14,16", "*", "36,65", "b", 0),
			Goal: tile("33"),
			Hints: []learn.Hint{
				{Illegal: true, When: tile("44")},
			},
		}},
	},
	{
		ID: "draw",
		Steps: []learn.Step{{
			Pos:   dpos("14,03,11,35,13,01", "00,04,05,15,33,34", "44,45,56,*", "24,46", "b", 0),
			Shows: true,
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
			Shows: true,
			Goal:  passes,
			Hints: []learn.Hint{{Illegal: true, When: draws}},
		}},
	},
	{
		ID: "out",
		Steps: []learn.Step{{
			// 1-5 on the 5 end leaves 1 and 1: White holds no 1 and may not
			// draw the last two, so passes, and 1-3 goes out.
			Pos:   dpos("15,13", "*", "01,00", oneLine, "b", 0),
			Goal:  wins(domino.ReasonEmptyHand),
			Claim: leaves(1, 1),
		}},
	},
	{
		ID: "blocked",
		Steps: []learn.Step{{
			Pos:   dpos("00,11,02,12,03,13", "*", "26,56", "66,60,01,16,63,34,46", "b", 1),
			Shows: true,
			Goal:  passes,
			Claim: func(t learn.Try) bool {
				o, p := t.After.Outcome(), t.After.(domino.Position)
				return o.Status == engine.Win && o.Winner == engine.First && o.Reason == domino.ReasonBlocked &&
					p.PipTotal(engine.First) == 14 && p.PipTotal(engine.Second) == 83
			},
			Hints: []learn.Hint{{Illegal: true, When: draws}},
		}, {
			// 1-5 on the 5 end blocks the line with 10 pips in Black's
			// hand; 5-5 scores nothing and leaves White a 5.
			Pos:   dpos("15,55,00", "*", "01,13", oneLine, "b", 0),
			Goal:  wins(domino.ReasonBlocked),
			Hints: []learn.Hint{{When: tile("55")}},
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
