// Package pacing gives the app's bots a thinking budget that keeps the frame
// alive: natively the bot's goroutine runs beside the frame loop, and in the
// browser, where Go has the page's one thread, it pauses every few
// milliseconds for long enough that the page draws a frame.
package pacing

import (
	"github.com/plyyard/plyyard/engine/ai"
)

// Budget returns a bot's budget of millis, cancelled by cancel (may be nil),
// with the platform's pause.
func Budget(millis int, cancel <-chan struct{}) ai.Budget {
	return ai.Budget{Millis: millis, Cancel: cancel, Pause: newPause()}
}
