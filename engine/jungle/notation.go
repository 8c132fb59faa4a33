package jungle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/plyyard/plyyard/engine"
)

// String returns the position's notation: the ranks from 9 down to 1
// separated by '/', a digit for each run of empty squares, RCDWPTLE for
// Red's rat … elephant and rcdwptle for Blue's, then the side to move (r or
// b) and the half-moves since the last capture.
func (p Position) String() string {
	b := make([]byte, 0, 48)
	b = appendBoard(b, func(s Square) byte { return p.board[s].letter() })
	if p.side == Red {
		b = append(b, " r "...)
	} else {
		b = append(b, " b "...)
	}
	return string(strconv.AppendInt(b, int64(p.clock), 10))
}

// letter returns the cell's notation letter, or 0 for an empty square.
func (c cell) letter() byte {
	if c == 0 {
		return 0
	}
	l := c.animal().Letter()
	if c.side() == Blue {
		l += 'a' - 'A'
	}
	return l
}

// appendBoard appends the board field of the notation to b: the ranks from 9
// down to 1 separated by '/', each square's letter (0 for an empty square)
// and a digit for each run of empty squares.
func appendBoard(b []byte, letter func(Square) byte) []byte {
	for r := Ranks - 1; r >= 0; r-- {
		empty := byte(0)
		for f := 0; f < Files; f++ {
			l := letter(Sq(f, r))
			if l == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b = append(b, '0'+empty)
				empty = 0
			}
			b = append(b, l)
		}
		if empty > 0 {
			b = append(b, '0'+empty)
		}
		if r > 0 {
			b = append(b, '/')
		}
	}
	return b
}

// ParseError is a malformed or impossible Jungle position.
type ParseError struct {
	Text   string
	Reason string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("bad jungle position %q: %s", e.Text, e.Reason)
}

// Parse reads a position's notation. It accepts exactly what String
// writes: the canonical form, with single spaces, runs of empty squares as
// one digit, and the clock without leading zeros. It refuses positions the
// rules cannot reach: two of one animal on a side, a piece in its own den,
// an animal other than a rat in the river, both dens entered, or a clock
// above 60.
func Parse(text string) (Position, error) {
	bad := func(format string, args ...any) (Position, error) {
		return Position{}, &ParseError{Text: text, Reason: fmt.Sprintf(format, args...)}
	}
	fields := strings.Split(text, " ")
	if len(fields) != 3 {
		return bad("want three fields separated by single spaces: board, side, clock")
	}
	var p Position
	for side := range p.at {
		for a := range p.at[side] {
			p.at[side][a] = offBoard
		}
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != Ranks {
		return bad("want %d ranks separated by '/', found %d", Ranks, len(rows))
	}
	for i, row := range rows {
		r := Ranks - 1 - i
		f := 0
		lastDigit := false
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '1' && ch <= '7' {
				if lastDigit {
					return bad("rank %d: write a run of empty squares as one digit", r+1)
				}
				lastDigit = true
				f += int(ch - '0')
				if f > Files {
					return bad("rank %d is longer than %d squares", r+1, Files)
				}
				continue
			}
			lastDigit = false
			side := Red
			up := ch
			if ch >= 'a' && ch <= 'z' {
				side = Blue
				up = ch - ('a' - 'A')
			}
			a := Animal(strings.IndexByte(animalLetters, up))
			if a < Rat || up == '.' {
				return bad("rank %d: %q is neither an animal letter (RCDWPTLE, rcdwptle) nor a digit 1-7", r+1, ch)
			}
			if f >= Files {
				return bad("rank %d is longer than %d squares", r+1, Files)
			}
			s := Sq(f, r)
			if p.at[side][a] != offBoard {
				return bad("%s has two %ss", sideName(side), a.Name())
			}
			if s == Den(side) {
				return bad("%s's %s stands in its own den %s", sideName(side), a.Name(), s)
			}
			if IsWater(s) && a != Rat {
				return bad("the %s on %s is in the river, where only rats go", a.Name(), s)
			}
			p.board[s] = cellOf(side, a)
			p.at[side][a] = s
			p.occ[side] |= bit(s)
			f++
		}
		if f != Files {
			return bad("rank %d has %d squares, want %d", r+1, f, Files)
		}
	}
	if p.board[redDen] != 0 && p.board[blueDen] != 0 {
		return bad("both dens are entered")
	}
	switch fields[1] {
	case "r":
		p.side = Red
	case "b":
		p.side = Blue
	default:
		return bad("the side to move is %q, want r or b", fields[1])
	}
	clock, err := strconv.Atoi(fields[2])
	if err != nil || fields[2] != strconv.Itoa(clock) || clock < 0 || clock > DrawPlies {
		return bad("the half-move clock is %q, want a number from 0 to %d", fields[2], DrawPlies)
	}
	p.clock = uint8(clock)
	return p, nil
}

func sideName(s engine.Seat) string {
	if s == Red {
		return "red"
	}
	return "blue"
}
