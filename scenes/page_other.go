//go:build !js

package scenes

import (
	"os/exec"
	"strings"

	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/room"
)

// pageServer is empty outside the browser.
func pageServer() string { return "" }

// copyText hands s to the desktop's clipboard tool, when there is one.
func copyText(s string) bool {
	if s == "" {
		return false
	}
	for _, cmd := range [][]string{{"wl-copy"}, {"xclip", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}, {"pbcopy"}, {"clip.exe"}} {
		if _, err := exec.LookPath(cmd[0]); err != nil {
			continue
		}
		c := exec.Command(cmd[0], cmd[1:]...)
		c.Stdin = strings.NewReader(s)
		if c.Run() == nil {
			return true
		}
	}
	return false
}

// publishing says there is a page to show state on: not here.
const publishing = false

// publishOnline has no page to publish to outside the browser.
func publishOnline(code string, you int, view string, toMove int, result, status string, clock room.ClockState) {
}

// publishLayout has no page to publish to outside the browser.
func publishLayout(d layout.Dump, frame int) {}
