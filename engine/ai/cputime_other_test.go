//go:build !unix

package ai

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
