//go:build js

package pacing

import "time"

// In the browser a search runs for slice, then sleeps for rest: a sleeping
// goroutine lets the Go runtime hand the thread back to the page, which then
// draws the next animation frame.
const (
	slice = 8 * time.Millisecond
	rest  = 17 * time.Millisecond
)

func newPause() func() {
	start := time.Now()
	return func() {
		if time.Since(start) < slice {
			return
		}
		time.Sleep(rest)
		start = time.Now()
	}
}
