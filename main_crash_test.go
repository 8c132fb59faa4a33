package main

import (
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// runApp runs an app process of a test and returns what it printed. A
// process killed by a signal (SIGABRT or SIGSEGV raised in the C graphics
// stack under Xvfb's software GL, not a Go panic, which exits with 2) is
// logged with what it said and run once more, since such a crash says
// nothing about the app; a second crash fails the test like any failure.
// newCmd makes the command afresh for each run.
func runApp(t *testing.T, newCmd func() *exec.Cmd) ([]byte, error) {
	t.Helper()
	out, err := newCmd().CombinedOutput()
	if sig, ok := killedBy(err); ok {
		t.Logf("the app died of %v; run again. What it said:\n%s", sig, crashSummary(out))
		out, err = newCmd().CombinedOutput()
	}
	if err != nil {
		// The crash's first lines last: a log that keeps only its tail
		// then still says where the process died.
		err = fmt.Errorf("%w\n%s", err, crashSummary(out))
	}
	return out, err
}

// killedBy says whether err is a process's end by a signal, and which.
func killedBy(err error) (syscall.Signal, bool) {
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		return 0, false
	}
	ws, ok := ee.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() {
		return 0, false
	}
	return ws.Signal(), true
}

// crashSummary is the start of a Go crash report in out (the signal, the
// thread it came on and the first goroutine's stack), or the last lines of
// out when it holds none.
func crashSummary(out []byte) string {
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "SIG") || strings.HasPrefix(l, "fatal error:") || strings.HasPrefix(l, "panic:") {
			return strings.Join(lines[i:min(len(lines), i+24)], "\n")
		}
	}
	return strings.Join(lines[max(0, len(lines)-24):], "\n")
}

// A process that dies of a signal is run once more; one that exits with an
// error is not, and a second crash fails with its report's start last.
func TestRunAppRunsACrashAgainOnce(t *testing.T) {
	runs := 0
	abort := func() *exec.Cmd {
		runs++
		return exec.Command("sh", "-c", "echo SIGABRT: abort; echo 'goroutine 1 [syscall]:'; kill -ABRT $$")
	}
	if _, err := runApp(t, abort); err == nil || runs != 2 || !strings.HasSuffix(err.Error(), "goroutine 1 [syscall]:") {
		t.Errorf("two crashes: %d runs, error %v", runs, err)
	}
	runs = 0
	fails := func() *exec.Cmd { runs++; return exec.Command("sh", "-c", "echo panic: nil map; exit 2") }
	if _, err := runApp(t, fails); err == nil || runs != 1 {
		t.Errorf("an exit with 2: %d runs, error %v", runs, err)
	}
	runs = 0
	once := func() *exec.Cmd {
		runs++
		if runs == 1 {
			return exec.Command("sh", "-c", "kill -SEGV $$")
		}
		return exec.Command("sh", "-c", "echo drawn")
	}
	if out, err := runApp(t, once); err != nil || runs != 2 || string(out) != "drawn\n" {
		t.Errorf("a crash, then a run: %d runs, %q, %v", runs, out, err)
	}
}
