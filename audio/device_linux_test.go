//go:build linux && !android

package audio

import "testing"

// TestNoSoundDeviceKeepsTheGameRunning: ALSA is opened only where it has a
// device, a configuration or a sound server; on a machine with none the
// sounds stay silent rather than end the app.
func TestNoSoundDeviceKeepsTheGameRunning(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	only := func(files ...string) func(string) bool {
		return func(f string) bool {
			for _, g := range files {
				if f == g {
					return true
				}
			}
			return false
		}
	}
	cases := []struct {
		name   string
		getenv func(string) string
		exists func(string) bool
		pcms   []string
		want   bool
	}{
		{"nothing at all", env(), only(), nil, false},
		{"a runtime folder without a server", env("XDG_RUNTIME_DIR", "/run/user/1"), only(), nil, false},
		{"a card", env(), only(), []string{"/dev/snd/pcmC0D0p"}, true},
		{"the tests' null device", env("ALSA_CONFIG_PATH", "/x/alsa-null.conf"), only(), nil, true},
		{"a PulseAudio server", env("XDG_RUNTIME_DIR", "/run/user/1"), only("/run/user/1/pulse/native"), nil, true},
		{"a PipeWire server", env("XDG_RUNTIME_DIR", "/run/user/1"), only("/run/user/1/pipewire-0"), nil, true},
		{"a remote PulseAudio", env("PULSE_SERVER", "tcp:host"), only(), nil, true},
		{"the user's ALSA file", env(), only("/home/p/.asoundrc"), nil, true},
	}
	for _, c := range cases {
		if got := alsaDevice(c.getenv, "/home/p", c.exists, c.pcms); got != c.want {
			t.Errorf("%s: device there %v, want %v", c.name, got, c.want)
		}
	}
}
