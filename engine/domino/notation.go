package domino

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
)

// String implements engine.State: the position's one-line notation (see the
// package documentation).
func (p Position) String() string {
	var b strings.Builder
	b.Grow(3*NumTiles + 8)
	writeTiles(&b, p.hands[Black][:p.nHand[Black]])
	b.WriteByte('/')
	writeTiles(&b, p.hands[White][:p.nHand[White]])
	b.WriteByte('/')
	writeTiles(&b, p.bone[:p.nBone])
	b.WriteByte('/')
	writeTiles(&b, p.line[:p.nLine])
	writeSidePasses(&b, p.side, p.passes)
	return b.String()
}

// writeSidePasses writes the last two fields of a position or a view: the
// side to move and the pass count (parseSidePasses reads them).
func writeSidePasses(b *strings.Builder, side engine.Seat, passes uint8) {
	b.WriteByte(' ')
	b.WriteString(sideLetters[side&1])
	b.WriteByte(' ')
	b.WriteByte('0' + passes)
}

// writeTiles writes a comma-separated list of tiles, or "-" for none.
func writeTiles(b *strings.Builder, ts []Tile) {
	if len(ts) == 0 {
		b.WriteByte('-')
		return
	}
	for i, t := range ts {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(byte('0' + t.Left()))
		b.WriteByte(byte('0' + t.Right()))
	}
}

// ParseError is a malformed or impossible dominoes position.
type ParseError struct {
	Text   string // the notation as given
	Reason string // what is wrong, in plain words
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("bad domino position %q: %s", e.Text, e.Reason)
}

// Parse reads a position's notation. It rejects text that is not written
// exactly as String writes it, and positions no game can reach: a tile
// missing or present twice, a line that does not chain, hand and boneyard
// sizes that no sequence of plays and draws leaves, a side to move or a pass
// count the course of the game rules out. Whatever it accepts, String
// prints back identically.
func Parse(s string) (Position, error) {
	fail := func(format string, args ...any) (Position, error) {
		return Position{}, &ParseError{Text: s, Reason: fmt.Sprintf(format, args...)}
	}
	const shape = "want <black hand>/<white hand>/<boneyard>/<line> <side> <passes>, like 01,25,…/…/…/- b 0"
	fields := strings.Split(s, " ")
	if len(fields) != 3 {
		return fail("%s", shape)
	}
	parts := strings.Split(fields[0], "/")
	if len(parts) != 4 {
		return fail("%s", shape)
	}
	var lists [4][]Tile
	for i, name := range [4]string{"black's hand", "white's hand", "the boneyard", "the line"} {
		ts, err := parseTiles(parts[i], i == 3)
		if err != nil {
			return fail("%s: %v", name, err)
		}
		lists[i] = ts
	}
	side, passes, err := parseSidePasses(fields[1], fields[2])
	if err != nil {
		return fail("%v", err)
	}
	p, err := assemble(lists[0], lists[1], lists[2], lists[3], side, passes)
	if err != nil {
		return fail("%v", err)
	}
	return p, nil
}

// parseTiles reads a comma-separated list of tiles or "-". Tiles of a hand
// or the boneyard must be written lower half first; line tiles (oriented)
// may lie either way.
func parseTiles(s string, oriented bool) ([]Tile, error) {
	if s == "-" {
		return nil, nil
	}
	if s == "" {
		return nil, fmt.Errorf(`empty; write "-" for no tiles`)
	}
	var out []Tile
	for _, f := range strings.Split(s, ",") {
		if len(f) != 2 || f[0] < '0' || f[0] > '6' || f[1] < '0' || f[1] > '6' {
			return nil, fmt.Errorf("%q is not a tile: a tile is two digits from 0 to 6, like 25", f)
		}
		t := NewTile(int(f[0]-'0'), int(f[1]-'0'))
		if !oriented && !t.Canonical() {
			return nil, fmt.Errorf("tile %s must be written lower half first, as %s", t, t.Canon())
		}
		out = append(out, t)
	}
	return out, nil
}

// assemble checks that the lists describe a reachable position and builds
// it.
func assemble(black, white, bone, line []Tile, side engine.Seat, passes uint8) (Position, error) {
	var p Position
	if err := checkTiles(black, white, bone, line); err != nil {
		return p, err
	}
	nb, nw, nBone, n := len(black), len(white), len(bone), len(line)
	if nBone > DealtBone {
		return p, fmt.Errorf("the boneyard holds %d tiles, but it starts with %d and only shrinks", nBone, DealtBone)
	}
	if nBone < KeptBone {
		return p, fmt.Errorf("the boneyard holds %d tiles, but its last two are never drawn", nBone)
	}
	for s, h := range [2][]Tile{black, white} {
		if len(h) > MaxHand {
			return p, fmt.Errorf("%s holds %d tiles, but a hand holds at most %d (7 dealt and 12 drawn)", sideName(engine.Seat(s)), len(h), MaxHand)
		}
	}
	for i := 1; i < n; i++ {
		if line[i-1].Right() != line[i].Left() {
			return p, fmt.Errorf("the line does not chain: %s follows %s, but %d is not %d", line[i], line[i-1], line[i].Left(), line[i-1].Right())
		}
	}
	if n == 0 {
		// Black always plays a tile on the empty table, so nothing has
		// happened yet.
		if nb != HandSize || nw != HandSize || nBone != DealtBone || side != Black || passes != 0 {
			return p, fmt.Errorf("the table is empty, so nothing has been played or drawn: black must hold 7 tiles, white 7 and the boneyard 14, with black to move and no pass")
		}
	}
	if passes > 0 && nBone != KeptBone {
		return p, fmt.Errorf("a player passes only when two tiles remain in the boneyard, but it holds %d", nBone)
	}
	if nBone > KeptBone && n > 0 {
		// Nobody can have passed yet, so the turns went black, white,
		// black, … and each ended with a play.
		want := Black
		if n%2 == 1 {
			want = White
		}
		if side != want {
			return p, fmt.Errorf("nobody can have passed while the boneyard holds more than two tiles, so with %d tiles on the line it is %s's turn", n, sideName(want))
		}
		played := [2]int{(n + 1) / 2, n / 2}
		for s, h := range [2]int{nb, nw} {
			if h+played[s] < HandSize {
				return p, fmt.Errorf("%s has played %d of the tiles on the line, so holds at least %d, not %d", sideName(engine.Seat(s)), played[s], HandSize-played[s], h)
			}
		}
	} else if n > 0 {
		// Each hand is 7 tiles plus those drawn minus those played, and
		// black played the first tile.
		needB, needW := max(1, HandSize-nb), max(0, HandSize-nw)
		if needB+needW > n {
			return p, fmt.Errorf("black must have played at least %d tiles and white at least %d, but the line holds only %d", needB, needW, n)
		}
	}
	if n == 1 && nb != HandSize-1 {
		return p, fmt.Errorf("black has placed only the first tile, on the empty table where nobody draws, so holds exactly 6 tiles, not %d", nb)
	}
	for s, h := range [2][]Tile{black, white} {
		if len(h) == 0 {
			seat := engine.Seat(s)
			if len(black)+len(white) == 0 {
				return p, fmt.Errorf("both hands are empty")
			}
			if side == seat {
				return p, fmt.Errorf("%s has placed its last tile, so the turn is %s's", sideName(seat), sideName(seat.Other()))
			}
			if passes != 0 {
				return p, fmt.Errorf("%s won by placing its last tile, so the pass count is 0", sideName(seat))
			}
		}
	}
	copy(p.hands[Black][:], black)
	copy(p.hands[White][:], white)
	copy(p.bone[:], bone)
	copy(p.line[:], line)
	p.nHand = [2]uint8{uint8(nb), uint8(nw)}
	p.nBone, p.nLine = uint8(nBone), uint8(n)
	p.side, p.passes = side, passes
	// A player who passed held no tile matching the ends, which have not
	// changed since.
	for k := 1; k <= int(passes); k++ {
		passer := side.Other()
		if k == 2 {
			passer = side
		}
		if pl := p.playable(p.handSet(passer)); pl != 0 {
			return Position{}, fmt.Errorf("%s passed, but holds %s, which matches an open end", sideName(passer), pl.First())
		}
	}
	return p, nil
}

// checkTiles checks that the four lists hold each of the 28 tiles exactly
// once.
func checkTiles(black, white, bone, line []Tile) error {
	var where [NumTiles]string
	for i, l := range [4][]Tile{black, white, bone, line} {
		name := [4]string{"black's hand", "white's hand", "the boneyard", "the line"}[i]
		for _, t := range l {
			k := t.Index()
			if where[k] != "" {
				if where[k] == name {
					return fmt.Errorf("tile %s appears twice in %s", t.Canon(), name)
				}
				return fmt.Errorf("tile %s appears twice, in %s and in %s", t.Canon(), where[k], name)
			}
			where[k] = name
		}
	}
	for k, w := range where {
		if w == "" {
			return fmt.Errorf("tile %s is missing: every one of the 28 tiles is in a hand, the boneyard or the line", tileAt[k])
		}
	}
	return nil
}

// parseSidePasses reads the last two fields of a position or a view: the
// side to move ("b" or "w") and the pass count (0, 1 or 2).
func parseSidePasses(side, passes string) (engine.Seat, uint8, error) {
	var s engine.Seat
	switch side {
	case "b":
		s = Black
	case "w":
		s = White
	default:
		return 0, 0, fmt.Errorf("the side to move is b or w, not %q", side)
	}
	if len(passes) != 1 || passes[0] < '0' || passes[0] > '2' {
		return 0, 0, fmt.Errorf("the pass count is 0, 1 or 2, not %q", passes)
	}
	return s, passes[0] - '0', nil
}
