package layout

import (
	"math"

	"github.com/plyyard/plyyard/engine/race"
)

// The race board (Ludo and Aviation Ludo) is a 15×15 cross. Its geometry is
// written for the colour whose base is the top-left corner and turned a
// quarter for every colour after it, clockwise: red (top left), green (top
// right), yellow (bottom right), blue (bottom left). Points are in cell
// units, (row, col) from the top-left corner of the board, so the centre of
// cell (r, c) is (r+0.5, c+0.5).

// RaceCells is the side of the race board in cells.
const RaceCells = 15

// raceLoop holds the cell (row, col) of each loop index for the top-left
// colour (index 0 is its start square).
var raceLoop = [race.LoopLen][2]int{
	{6, 1}, {6, 2}, {6, 3}, {6, 4}, {6, 5}, {5, 6}, {4, 6}, {3, 6}, {2, 6}, {1, 6}, {0, 6},
	{0, 7}, {0, 8}, {1, 8}, {2, 8}, {3, 8}, {4, 8}, {5, 8}, {6, 9}, {6, 10}, {6, 11},
	{6, 12}, {6, 13}, {6, 14}, {7, 14}, {8, 14}, {8, 13}, {8, 12}, {8, 11}, {8, 10},
	{8, 9}, {9, 8}, {10, 8}, {11, 8}, {12, 8}, {13, 8}, {14, 8}, {14, 7}, {14, 6},
	{13, 6}, {12, 6}, {11, 6}, {10, 6}, {9, 6}, {8, 5}, {8, 4}, {8, 3}, {8, 2}, {8, 1},
	{8, 0}, {7, 0}, {6, 0},
}

// LoopCell returns the cell of loop square i (0…51, taken round the loop)
// counted from the top-left colour's start square.
func LoopCell(i int) (row, col int) {
	c := raceLoop[((i%race.LoopLen)+race.LoopLen)%race.LoopLen]
	return c[0], c[1]
}

// Quarter turns a point of the top-left colour's geometry by q quarter
// turns clockwise (q = 1 green, 2 yellow, 3 blue).
func Quarter(y, x float64, q int) (float64, float64) {
	for i := 0; i < ((q%4)+4)%4; i++ {
		y, x = x, RaceCells-y
	}
	return y, x
}

// RaceColour is the board colour a seat plays: the top-left colour (red) for
// seat 0, the bottom-right one (yellow) for seat 1, as quarter turns.
func RaceColour(seat int) int { return 2 * seat }

// RacePoint returns the point where piece i of seat (0 red, 1 yellow)
// stands at progress (race.Base, 0…race.LastLoop on the loop, the home
// column after it, race.Finish), in board cell units.
func RacePoint(seat, progress, piece int) (y, x float64) {
	q := RaceColour(seat)
	switch {
	case progress <= race.Base:
		// Four spots in the corner base.
		y, x = 2+2*float64(piece/2), 2+2*float64(piece%2)
	case progress <= race.LastLoop:
		r, c := LoopCell(progress)
		y, x = float64(r)+0.5, float64(c)+0.5
	case progress < race.Finish:
		y, x = 7.5, float64(progress-race.LastLoop)+0.5
	default:
		// Finished pieces gather in the colour's triangle of the centre.
		y, x = 7.5+(float64(piece%2)-0.5)*0.5, 6.45+float64(piece/2)*0.35
	}
	return Quarter(y, x, q)
}

// Cross places the race board on screen: X, Y is its top-left corner, Cell
// the side of a cell, Turn the quarter turns (clockwise) the whole board is
// shown turned by, so that a player's base can sit nearest them.
type Cross struct {
	X, Y, Cell float64
	Turn       int
	// Dice are the boxes beside the plates where each seat's die is
	// rolled, when the layout has them (a phone held upright); else the
	// die lies in an empty base.
	Dice [2]Rect
	// Reach is how far from a movable piece's centre a tap still takes
	// it, in pixels (TapReach window pixels; 0: where it is drawn).
	Reach float64
}

// CrossFrom places a race board on the grid of b (15×15 cells).
func CrossFrom(b Board, turn int) Cross { return Cross{X: b.X, Y: b.Y, Cell: b.Cell, Turn: turn} }

// Point converts a board point (cell units) to screen pixels.
func (c Cross) Point(y, x float64) (sx, sy float64) {
	y, x = Quarter(y, x, c.Turn)
	return c.X + x*c.Cell, c.Y + y*c.Cell
}

// CellRect is the screen rectangle of board cell (row, col).
func (c Cross) CellRect(row, col int) Rect {
	x0, y0 := c.Point(float64(row), float64(col))
	x1, y1 := c.Point(float64(row+1), float64(col+1))
	return Rect{math.Min(x0, x1), math.Min(y0, y1), math.Abs(x1 - x0), math.Abs(y1 - y0)}
}

// Bounds is the board's rectangle.
func (c Cross) Bounds() Rect { return Rect{c.X, c.Y, c.Cell * RaceCells, c.Cell * RaceCells} }

// TurnFor returns the board turn that puts the base of seat at the bottom
// left of the screen.
func TurnFor(seat int) int {
	// The top-left base goes to the bottom left with three quarter turns
	// clockwise; the bottom-right base with one.
	if seat == 1 {
		return 1
	}
	return 3
}
