//go:build !js

package lang

import "os"

// systemLanguages lists the locale variables in the order POSIX gives them
// precedence.
func systemLanguages() []string {
	var out []string
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"} {
		if v := os.Getenv(name); v != "" && v != "C" && v != "POSIX" {
			out = append(out, v)
		}
	}
	return out
}
