package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Pointer is the mouse and the touch screen as one logical pointer, in
// screen pixels.
type Pointer struct {
	X, Y float64
	// Pressed is true on the tick a press (click or touch) began, and
	// Held on every tick while it lasts (that one too): a drag.
	Pressed, Held bool
	// Hover is true when a mouse hovers at X, Y.
	Hover bool
}

var touchBuf []ebiten.TouchID

func readPointer() Pointer {
	touchBuf = inpututil.AppendJustPressedTouchIDs(touchBuf[:0])
	if len(touchBuf) > 0 {
		x, y := ebiten.TouchPosition(touchBuf[0])
		return Pointer{X: float64(x), Y: float64(y), Pressed: true, Held: true}
	}
	if touchBuf = ebiten.AppendTouchIDs(touchBuf[:0]); len(touchBuf) > 0 {
		x, y := ebiten.TouchPosition(touchBuf[0])
		return Pointer{X: float64(x), Y: float64(y), Held: true}
	}
	x, y := ebiten.CursorPosition()
	return Pointer{
		X: float64(x), Y: float64(y),
		Pressed: inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		Held:    ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Hover:   true,
	}
}
