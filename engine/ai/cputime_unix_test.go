//go:build unix

package ai

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the process has used, all its threads
// together: a benchmark's figure that the machine's other load moves less
// than the wall clock's.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
