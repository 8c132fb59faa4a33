package pacing

import "time"

// Cycle returns a search's Pause that lets the search run for run, then
// sleeps for rest, and so on: in a browser a sleeping Go program hands its
// thread back to the page (or, in the bot worker, leaves its core to the
// page's drawing). Each search takes a Pause of its own.
func Cycle(run, rest time.Duration) func() {
	start := time.Now()
	return func() {
		if time.Since(start) < run {
			return
		}
		time.Sleep(rest)
		start = time.Now()
	}
}
