package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Keys is what the keyboard typed on one tick: the characters (as the
// system's layout gives them, Cyrillic or any other) and the editing keys.
// The app reads it once per tick into Context.Keys; the tests set it.
type Keys struct {
	Chars []rune
	// Erase is Backspace: pressed on this tick, or held long enough to
	// repeat.
	Erase  bool
	Enter  bool
	Escape bool
}

// Backspace held repeats after half a second, every third tick (20 a
// second).
const (
	eraseDelay = 30
	eraseEvery = 3
)

var charBuf []rune

// readKeys reads the keyboard of this tick.
func readKeys() Keys {
	charBuf = ebiten.AppendInputChars(charBuf[:0])
	d := inpututil.KeyPressDuration(ebiten.KeyBackspace)
	return Keys{
		Chars:  charBuf,
		Erase:  d == 1 || d >= eraseDelay && (d-eraseDelay)%eraseEvery == 0,
		Enter:  inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter),
		Escape: inpututil.IsKeyJustPressed(ebiten.KeyEscape),
	}
}
