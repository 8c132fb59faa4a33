package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Pointer is the mouse and the touch screen as one logical pointer, in
// screen pixels.
type Pointer struct {
	X, Y float64
	// Pressed is true on the tick a press (click or touch) began.
	Pressed bool
	// Hover is true when a mouse hovers at X, Y.
	Hover bool
}

var touchBuf []ebiten.TouchID

func readPointer() Pointer {
	touchBuf = inpututil.AppendJustPressedTouchIDs(touchBuf[:0])
	if len(touchBuf) > 0 {
		x, y := ebiten.TouchPosition(touchBuf[0])
		return Pointer{X: float64(x), Y: float64(y), Pressed: true}
	}
	x, y := ebiten.CursorPosition()
	return Pointer{
		X: float64(x), Y: float64(y),
		Pressed: inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		Hover:   len(ebiten.AppendTouchIDs(nil)) == 0,
	}
}
