//go:build !js

package pacing

// Natively the bot's goroutine has a thread of its own: no pause needed
// beyond the scheduler's.
func newPause() func() { return nil }
