package race

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/plyyard/plyyard/engine"
)

var sideLetters = [2]byte{'r', 'y'}
var colourNames = [2]string{"red", "yellow"}

// String returns the position's notation, `<red>/<yellow> <side> <phase>
// <sixes>`.
func (p Position) String() string {
	var buf [40]byte
	b := buf[:0]
	for s := range p.pieces {
		if s > 0 {
			b = append(b, '/')
		}
		for i, q := range p.pieces[s] {
			if i > 0 {
				b = append(b, ',')
			}
			if q == Base {
				b = append(b, 'b')
			} else {
				b = strconv.AppendInt(b, int64(q), 10)
			}
		}
	}
	b = append(b, ' ', sideLetters[p.side&1], ' ')
	if p.die == 0 {
		b = append(b, "roll"...)
	} else {
		b = append(b, '0'+byte(p.die))
	}
	b = append(b, ' ', '0'+byte(p.sixes))
	return string(b)
}

// Parse reads a position in notation. It rejects malformed text, and
// positions the rules cannot reach, with an error saying what is wrong.
// Whatever it accepts, String prints back identically.
func Parse(s string) (Position, error) {
	var p Position
	f := strings.Split(s, " ")
	if len(f) != 4 {
		return Position{}, fmt.Errorf("race: %q: want four fields separated by single spaces, <red>/<yellow> <side> <phase> <sixes>", s)
	}
	cols := strings.Split(f[0], "/")
	if len(cols) != 2 {
		return Position{}, fmt.Errorf("race: pieces %q: want the red and the yellow pieces separated by one '/'", f[0])
	}
	for c, col := range cols {
		items := strings.Split(col, ",")
		if len(items) != Pieces {
			return Position{}, fmt.Errorf("race: %s pieces %q: want 4 comma-separated pieces, got %d", colourNames[c], col, len(items))
		}
		for i, it := range items {
			q, ok := parseProgress(it)
			if !ok {
				return Position{}, fmt.Errorf("race: %s piece %d: %q is neither b (base) nor a progress 0–56", colourNames[c], i, it)
			}
			p.pieces[c][i] = q
		}
	}
	switch f[1] {
	case "r":
		p.side = engine.First
	case "y":
		p.side = engine.Second
	default:
		return Position{}, fmt.Errorf("race: side %q: want r or y", f[1])
	}
	switch {
	case f[2] == "roll":
		p.die = 0
	case len(f[2]) == 1 && f[2][0] >= '1' && f[2][0] <= '6':
		p.die = int8(f[2][0] - '0')
	default:
		return Position{}, fmt.Errorf("race: phase %q: want roll or a rolled value 1–6", f[2])
	}
	if len(f[3]) != 1 || f[3][0] < '0' || f[3][0] > '2' {
		return Position{}, fmt.Errorf("race: sixes %q: want 0, 1 or 2", f[3])
	}
	p.sixes = int8(f[3][0] - '0')
	if err := p.validate(); err != nil {
		return Position{}, err
	}
	return p, nil
}

// parseProgress reads `b` or a progress 0–56 written without leading zeros.
func parseProgress(s string) (int8, bool) {
	switch {
	case s == "b":
		return Base, true
	case len(s) == 1 && s[0] >= '0' && s[0] <= '9':
		return int8(s[0] - '0'), true
	case len(s) == 2 && s[0] >= '1' && s[0] <= '9' && s[1] >= '0' && s[1] <= '9':
		q := int8(s[0]-'0')*10 + int8(s[1]-'0')
		return q, q <= Finish
	}
	return 0, false
}

// validate rejects the well-formed positions that the rules cannot reach.
func (p *Position) validate() error {
	me := colourNames[p.side]
	switch {
	case p.die == 6 && p.sixes == 0:
		return errors.New("race: a rolled 6 awaiting its move is counted in the sixes: want sixes 1 or 2, not 0")
	case p.die >= 1 && p.die <= 5 && p.sixes != 0:
		return fmt.Errorf("race: a rolled %d resets the count of sixes: want sixes 0, not %d", p.die, p.sixes)
	}
	red := p.pieces[0] == [Pieces]int8{Finish, Finish, Finish, Finish}
	yellow := p.pieces[1] == [Pieces]int8{Finish, Finish, Finish, Finish}
	if red && yellow {
		return errors.New("race: both colours cannot have all four pieces home")
	}
	if w := p.winner(); w != engine.NoSeat {
		if p.side != w {
			return fmt.Errorf("race: %s has all four pieces home, so the game ended on its move: want side %c", colourNames[w], sideLetters[w])
		}
		if p.die != 0 {
			return errors.New("race: the game is over: want phase roll")
		}
	}
	// Sixes already played this turn moved a piece out of base or along.
	played := p.sixes
	if p.die != 0 {
		played--
	}
	own := p.pieces[p.side]
	if played > 0 && own == [Pieces]int8{Base, Base, Base, Base} {
		return fmt.Errorf("race: %s has moved with a six this turn, so not all its pieces can be in base", me)
	}
	if p.die != 0 && p.winner() == engine.NoSeat && p.movable() == 0 {
		return fmt.Errorf("race: no %s piece can move by %d, so the turn would have passed", me, p.die)
	}
	// A piece landing on an unsafe loop square captures every enemy there,
	// so the two colours never share one.
	for i, q := range p.pieces[0] {
		sq, on := LoopSquare(engine.First, int(q))
		if !on || Safe(int(q)) {
			continue
		}
		for j, r := range p.pieces[1] {
			if sq2, on2 := LoopSquare(engine.Second, int(r)); on2 && sq2 == sq {
				return fmt.Errorf("race: red piece %d and yellow piece %d share loop square %d (red's frame), which is not safe", i, j, sq)
			}
		}
	}
	return nil
}

// FormatAction renders a as `roll`, `roll:N` or `p0`…`p3`.
func (p Position) FormatAction(a engine.Action) string {
	v := int(a & valueMask)
	switch a & kindMask {
	case Roll:
		if v == 0 {
			return "roll"
		}
		return "roll:" + strconv.Itoa(v)
	case movePiece:
		if v < Pieces {
			return "p" + strconv.Itoa(v)
		}
	}
	return fmt.Sprintf("action(%#x)", uint32(a))
}

// ParseAction reads `roll`, `roll:N` (N 1–6) or `p0`…`p3`.
func (p Position) ParseAction(s string) (engine.Action, error) {
	switch {
	case s == "roll":
		return Roll, nil
	case len(s) == 6 && strings.HasPrefix(s, "roll:") && s[5] >= '1' && s[5] <= '6':
		return Roll | engine.Action(s[5]-'0'), nil
	case len(s) == 2 && s[0] == 'p' && s[1] >= '0' && s[1] <= '3':
		return movePiece | engine.Action(s[1]-'0'), nil
	}
	return 0, fmt.Errorf("race: unknown action %q: want roll, roll:1 to roll:6, or p0 to p3", s)
}
