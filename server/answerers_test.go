package server

import (
	"bytes"
	"fmt"
	"runtime/pprof"
	"strings"
	"sync"
	"testing"

	"github.com/plyyard/plyyard/room/roomtest"
)

// answerersRunning counts the goroutines serving as answerers.
func answerersRunning() int {
	var buf bytes.Buffer
	pprof.Lookup("goroutine").WriteTo(&buf, 2)
	n := 0
	for _, g := range strings.Split(buf.String(), "\n\n") {
		if strings.Contains(g, "server.(*Server).answerer(") {
			n++
		}
	}
	return n
}

// Frames answered at once each get an answerer; once the burst is over at
// most maxIdleAnswerers stay, and closing the server ends them.
func TestAnswerersAfterABurst(t *testing.T) {
	ts := startServer(t, Config{})
	const burst = 3 * maxIdleAnswerers
	release := make(chan struct{})
	var started, done sync.WaitGroup
	started.Add(burst)
	done.Add(burst)
	for range burst {
		ts.apart(func() {
			started.Done()
			<-release
			done.Done()
		})
	}
	started.Wait() // all at once: none could wait for another
	if n := answerersRunning(); n < burst {
		t.Fatalf("%d answerers for %d frames at once", n, burst)
	}
	close(release)
	done.Wait()
	err := roomtest.Within(roomtest.Wait, func() error {
		if n := answerersRunning(); n > maxIdleAnswerers {
			return fmt.Errorf("%d answerers stay after the burst", n)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// An idle one takes the next frame.
	ran := make(chan struct{})
	ts.apart(func() { close(ran) })
	<-ran
	ts.Close()
	err = roomtest.Within(roomtest.Wait, func() error {
		if n := answerersRunning(); n > 0 {
			return fmt.Errorf("%d answerers after the server closed", n)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
