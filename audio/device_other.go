//go:build !linux || android

package audio

// deviceThere: the other platforms' audio (the browser's, the phones',
// Windows' and macOS's) opens without a device, or fails where Ebitengine
// handles it.
func deviceThere() bool { return true }
