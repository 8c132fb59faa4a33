//go:build linux && !android

package audio

import (
	"os"
	"path/filepath"
	"sync"
)

// deviceThere reports whether ALSA has somewhere to play on this machine.
// Looked at once.
var deviceThere = sync.OnceValue(func() bool {
	home, _ := os.UserHomeDir()
	pcms, _ := filepath.Glob("/dev/snd/pcmC*D*p")
	return alsaDevice(os.Getenv, home, func(f string) bool { _, err := os.Stat(f); return err == nil }, pcms)
})

// alsaDevice reports whether ALSA has somewhere to play: a configuration
// of its own (ALSA_CONFIG_PATH, ~/.asoundrc, /etc/asound.conf: it may name
// any device, the tests' null one included), a sound server (PulseAudio,
// PipeWire) that ALSA's default device is routed to, or a playback device
// of the kernel (pcms, the /dev/snd/pcmC*D*p there are).
func alsaDevice(getenv func(string) string, home string, exists func(string) bool, pcms []string) bool {
	if getenv("ALSA_CONFIG_PATH") != "" || getenv("PULSE_SERVER") != "" {
		return true
	}
	files := []string{"/etc/asound.conf"}
	if home != "" {
		files = append(files, filepath.Join(home, ".asoundrc"))
	}
	if run := getenv("XDG_RUNTIME_DIR"); run != "" {
		files = append(files, filepath.Join(run, "pulse", "native"), filepath.Join(run, "pipewire-0"))
	}
	for _, f := range files {
		if exists(f) {
			return true
		}
	}
	return len(pcms) > 0
}
