//go:build !js

package scenes

// probe reports frames drawn while the computer searches; only the browser
// build records them (probe_js.go).
func probe(frames int, searching bool) {}
