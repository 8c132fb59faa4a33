package pacing

import "runtime"

// Allowance is the thinking time a bot gets on this platform for a decision
// that gets native milliseconds natively: the same natively, a quarter in
// the browser, where the search shares the page's only thread with the
// frames.
func Allowance(native int) int {
	if runtime.GOOS == "js" {
		return native / 4
	}
	return native
}
