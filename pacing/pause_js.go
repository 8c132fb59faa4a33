//go:build js

package pacing

import "time"

// On the page's thread a search runs for 8 ms, then sleeps for 17 ms, in
// which the page draws the next animation frame.
func newPause() func() { return Cycle(8*time.Millisecond, 17*time.Millisecond) }
