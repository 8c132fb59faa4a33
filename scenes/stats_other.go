//go:build !js

package scenes

// publishStats shows the frames' figures on the page; only the browser
// build has one (stats_js.go).
func publishStats(*frameMeter, bool) {}
