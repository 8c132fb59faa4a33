package room

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

// frameLog is a connection that keeps what the client writes and never
// has anything to read.
type frameLog struct {
	mu     sync.Mutex
	frames []string
	closed chan struct{}
	once   sync.Once
}

func (f *frameLog) Read(ctx context.Context) ([]byte, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-f.closed:
		return nil, errors.New("closed")
	}
}

func (f *frameLog) WriteText(_ context.Context, frame []byte) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.frames = append(f.frames, string(frame))
	return nil
}

func (f *frameLog) Close(int, string) error {
	f.once.Do(func() { close(f.closed) })
	return nil
}

// pings counts the protocol pings written.
func (f *frameLog) pings() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, fr := range f.frames {
		if strings.Contains(fr, `"t":"ping"`) {
			n++
		}
	}
	return n
}

// A client pings only when it has sent nothing for its Ping: a client that
// plays shows the server it is there with its moves.
func TestClientPingsOnlyWhenSilent(t *testing.T) {
	busy := &frameLog{closed: make(chan struct{})}
	c := newClient(busy, Options{Ping: 500 * time.Millisecond})
	defer c.Close()
	end := time.Now().Add(1500 * time.Millisecond)
	for time.Now().Before(end) {
		if err := c.Send(context.Background(), Request{T: TAct, ID: 1, Action: "x"}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if n := busy.pings(); n != 0 {
		t.Fatalf("a client sending every 10 ms pinged %d times (Ping 500 ms)", n)
	}

	silent := &frameLog{closed: make(chan struct{})}
	s := newClient(silent, Options{Ping: 20 * time.Millisecond})
	defer s.Close()
	deadline := time.Now().Add(10 * time.Second)
	for silent.pings() < 3 {
		if time.Now().After(deadline) {
			t.Fatalf("a silent client pinged %d times in 10 s (Ping 20 ms)", silent.pings())
		}
		time.Sleep(5 * time.Millisecond)
	}
}
