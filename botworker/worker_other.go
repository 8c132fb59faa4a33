//go:build !js

package botworker

// Start does nothing outside the browser: the bots think on their own
// goroutines there, beside the frame loop.
func Start(string) {}

// Open does nothing outside the browser.
func Open() {}

// Current returns nil outside the browser.
func Current() *Link { return nil }
