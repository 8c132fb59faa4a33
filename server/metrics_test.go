package server

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"

	"github.com/plyyard/plyyard/room"
)

// lockedBuffer is a log sink for a test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func get(t *testing.T, url string, header http.Header) (int, string) {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header = header
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// /metrics shows rooms, seats, connections, commands by result, the
// acknowledgement time and store errors in Prometheus's text format, to
// loopback only; /healthz says ok; the log is structured.
func TestMetricsHealthLog(t *testing.T) {
	logs := &lockedBuffer{}
	store := NewMemoryStore()
	ts, a, b := startGame(t, Config{
		Store: store, Log: slog.New(slog.NewJSONHandler(logs, nil)),
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")},
	}, "jungle", room.SideFirst)
	mover, other := a, b
	if b.ToMove == b.You {
		mover, other = b, a
	}
	other.Refused(room.Request{T: room.TAct, Action: mover.Legal[0]}, room.ErrNotYourTurn)
	ack := mover.Cmd(room.Request{T: room.TAct, Action: mover.Legal[0]})
	other.CatchUp(ack.SV)
	store.FailAfter(0)
	other.Refused(room.Request{T: room.TResign}, room.ErrServer)

	status, text := get(t, ts.http.URL+"/metrics", nil)
	if status != http.StatusOK {
		t.Fatalf("/metrics: %d %s", status, text)
	}
	for _, want := range []string{
		"plyyard_rooms 1\n", "plyyard_seats 2\n", "plyyard_seats_connected 2\n", "plyyard_connections 2\n",
		`plyyard_commands_total{result="ack"} 1` + "\n",
		`plyyard_commands_total{result="not-your-turn"} 1` + "\n",
		`plyyard_commands_total{result="server"} 1` + "\n",
		"plyyard_ack_seconds_count 3\n", "plyyard_store_errors_total 1\n",
		"# TYPE plyyard_ack_seconds histogram\n", "go_goroutines ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	// Through a trusted proxy, for a client elsewhere: refused.
	if status, _ := get(t, ts.http.URL+"/metrics", http.Header{"X-Forwarded-For": {"203.0.113.9"}}); status != http.StatusForbidden {
		t.Errorf("/metrics for a foreign client: %d, want 403", status)
	}
	if status, text := get(t, ts.http.URL+"/healthz", nil); status != http.StatusOK || text != "ok\n" {
		t.Errorf("/healthz: %d %q", status, text)
	}
	log := logs.String()
	for _, want := range []string{`"msg":"room created","room":"` + a.Code + `","game":"jungle"`, `"msg":"storing a command","room":"` + a.Code + `"`} {
		if !strings.Contains(log, want) {
			t.Errorf("the log lacks %s:\n%s", want, log)
		}
	}
	ts.Close()
	if status, _ := get(t, ts.http.URL+"/healthz", nil); status != http.StatusServiceUnavailable {
		t.Errorf("/healthz after Close: %d, want 503", status)
	}
}
