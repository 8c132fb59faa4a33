package jungle

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/learn"
)

// Jungle's lessons: moving, ranks, the rat and the elephant, the river,
// the leaps and the rat that blocks them, traps, dens, the 60 quiet
// moves and the side left without a move. Red is to move in each.

// jpos writes a Jungle position: Red to move, clock half-moves since the
// last capture, and pieces such as "Ra5" (Red's rat on a5) or "ed6"
// (Blue's elephant on d6) — the notation's letters and a square.
func jpos(clock int, pieces ...string) string {
	var grid [jungle.Ranks][jungle.Files]byte
	for _, p := range pieces {
		sq, err := jungle.ParseSquare(p[1:])
		if err != nil {
			panic(err)
		}
		grid[sq.Rank()][sq.File()] = p[0]
	}
	var b strings.Builder
	for r := jungle.Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < jungle.Files; f++ {
			if grid[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(grid[r][f])
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	fmt.Fprintf(&b, " r %d", clock)
	return b.String()
}

// jmove is the Jungle move a try makes.
func jmove(t learn.Try) jungle.Move { return jungle.MoveOf(t.Action) }

// from, to: the try starts or ends on one of the squares.
func from(sqs ...string) func(learn.Try) bool {
	return func(t learn.Try) bool { return onSquare(jmove(t).From, sqs) }
}

func to(sqs ...string) func(learn.Try) bool {
	return func(t learn.Try) bool { return onSquare(jmove(t).To, sqs) }
}

func onSquare(s jungle.Square, sqs []string) bool {
	for _, q := range sqs {
		if s.String() == q {
			return true
		}
	}
	return false
}

// moveIs: the try is the move written m ("d3d4").
func moveIs(m string) func(learn.Try) bool {
	return func(t learn.Try) bool { return jmove(t).String() == m }
}

// captures: the try takes a piece; leaps: it leaps the river.
func captures(t learn.Try) bool { return t.Has(engine.Captured) }
func leaps(t learn.Try) bool    { return t.Has(engine.Jumped) }

// notStraight: the try is not one square up, down, left or right (a leap
// aside).
func notStraight(t learn.Try) bool {
	m := jmove(t)
	df, dr := m.To.File()-m.From.File(), m.To.Rank()-m.From.Rank()
	return df*df+dr*dr != 1
}

var lessons = []learn.Lesson{
	{
		ID: "move",
		Steps: []learn.Step{{
			Pos:  jpos(0, "Dd3", "Wb2", "rg7", "ea9"),
			Goal: moveIs("d3d4"),
			Hints: []learn.Hint{
				{Illegal: true, When: notStraight},
			},
		}},
	},
	{
		ID: "ranks",
		Steps: []learn.Step{{
			Pos:   jpos(0, "Wd7", "dc7", "te7", "Ca2", "lg9"),
			Goal:  captures,
			Claim: moveIs("d7c7"),
			Hints: []learn.Hint{
				{Illegal: true, When: to("e7")},
			},
		}, {
			Pos:   jpos(0, "Pd3", "pd4", "lc3", "Ca2", "rg9"),
			Goal:  captures,
			Claim: moveIs("d3d4"),
			Hints: []learn.Hint{
				{Illegal: true, When: to("c3")},
			},
		}},
	},
	{
		ID: "rat-elephant",
		Steps: []learn.Step{{
			Pos:  jpos(0, "Ra5", "ea6", "Dg2", "tg9"),
			Goal: captures,
		}, {
			Pos:   jpos(0, "Eb7", "rb8", "cc7", "Dg2", "tg9"),
			Goal:  captures,
			Claim: moveIs("b7c7"),
			Hints: []learn.Hint{
				{Illegal: true, When: to("b8")},
			},
		}},
	},
	{
		ID: "water",
		Steps: []learn.Step{{
			Pos:  jpos(0, "Ra5", "Dd5", "eg8", "tg9"),
			Goal: func(t learn.Try) bool { return jungle.IsWater(jmove(t).To) },
			Hints: []learn.Hint{
				{Illegal: true, When: from("d5")},
			},
		}, {
			Pos:   jpos(0, "Rc5", "ed5", "rc6", "Wa2", "tg9"),
			Goal:  captures,
			Claim: moveIs("c5c6"),
			Hints: []learn.Hint{
				{Illegal: true, When: to("d5")},
			},
		}},
	},
	{
		ID: "leap",
		Steps: []learn.Step{{
			Pos:   jpos(0, "Ld5", "da5", "wg8", "Ca2"),
			Goal:  learn.All(leaps, captures),
			Claim: moveIs("d5a5"),
		}, {
			Pos:   jpos(0, "Td5", "rc5", "da5", "cg5", "Ca2", "wg9"),
			Goal:  learn.All(leaps, captures),
			Claim: moveIs("d5g5"),
			Hints: []learn.Hint{
				{Illegal: true, When: to("a5")},
			},
		}, {
			Pos:  jpos(0, "Lb3", "Rb5", "wb7", "eg9"),
			Goal: func(t learn.Try) bool { return from("b5")(t) && !to("b4", "b6")(t) },
			Hints: []learn.Hint{
				{Illegal: true, When: moveIs("b3b7")},
				{When: to("b4", "b6")},
			},
		}},
	},
	{
		ID: "traps",
		Steps: []learn.Step{{
			Pos:  jpos(0, "Cc2", "ld2", "Rg3", "tg9"),
			Goal: captures,
		}, {
			Pos:   jpos(0, "Wd7", "td8", "cc7", "Ra2", "eg9"),
			Goal:  captures,
			Claim: moveIs("d7c7"),
			Hints: []learn.Hint{
				{Illegal: true, When: to("d8")},
			},
		}},
	},
	{
		ID: "dens",
		Steps: []learn.Step{{
			Pos: jpos(0, "Pc9", "wg8", "eg9", "Ca2"),
			Goal: func(t learn.Try) bool {
				o := t.After.Outcome()
				return o.Status == engine.Win && o.Reason == "den"
			},
		}, {
			Pos:   jpos(0, "Wc1", "rb1", "Dg3", "eg9"),
			Goal:  captures,
			Hints: []learn.Hint{{Illegal: true, When: to("d1")}},
		}},
	},
	{
		ID: "quiet",
		Steps: []learn.Step{{
			Pos:  jpos(59, "Dd4", "cd5", "Wa2", "eg9"),
			Goal: func(t learn.Try) bool { return !t.After.Outcome().Finished() },
			Missed: func(t learn.Try) bool {
				o := t.After.Outcome()
				return o.Status == engine.Draw && o.Reason == "60-plies"
			},
		}},
	},
	{
		// The blue cat in the corner: the wolf to b9 leaves it no move.
		ID: "stuck",
		Steps: []learn.Step{{
			Pos: jpos(0, "ca9", "Da8", "Wb8", "Cg1"),
			Goal: func(t learn.Try) bool {
				o := t.After.Outcome()
				return !captures(t) && o.Status == engine.Win && o.Winner == engine.First && o.Reason == "no-moves"
			},
			Hints: []learn.Hint{{When: captures}},
		}},
	},
}

// tries are the moves a person can try on the board: any own piece to any
// other square.
func tries(p jungle.Position) []engine.Action {
	var out []engine.Action
	for f := jungle.Square(0); f < jungle.Squares; f++ {
		if pc, ok := p.At(f); !ok || pc.Side != p.ToMove() {
			continue
		}
		for t := jungle.Square(0); t < jungle.Squares; t++ {
			if t != f {
				out = append(out, jungle.Move{From: f, To: t}.Action())
			}
		}
	}
	return out
}

// words says a move as the player reads it: the animal and its squares,
// and the animal it takes ("Lion d5×d6 (Rat)").
func words(tr games.Tr, s engine.State, a engine.Action) string {
	p, ok := s.(jungle.Position)
	m := jungle.MoveOf(a)
	pc, on := p.At(m.From)
	if !ok || !on {
		return s.FormatAction(a)
	}
	animal := func(pc jungle.Piece) string { return tr(fmt.Sprintf("animal.%d", pc.Animal)) }
	if victim, taken := p.At(m.To); taken && victim.Side != pc.Side {
		return tr("move.jungle.take", animal(pc), m.From, m.To, animal(victim))
	}
	return tr("move.jungle", animal(pc), m.From, m.To)
}
