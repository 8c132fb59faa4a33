package browsertest

import (
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room/roomtest"
	roomserver "github.com/plyyard/plyyard/server"
)

// TestLoaderProgressCompressed loads the page from the room server itself,
// which sends game.wasm brotli-compressed with its size before compression
// apart (X-Uncompressed-Length), over a throttled network, and watches the
// loading bar: it moves through the middle, its note counts megabytes of
// the uncompressed size, and the game starts.
func TestLoaderProgressCompressed(t *testing.T) {
	srv, err := roomserver.New(roomserver.Config{Dir: filepath.Join("..", "wasm"), Sweep: -1})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close() })
	d := open(t, "about:blank", 480, 320)
	if _, err := d.call("Network.enable", nil); err != nil {
		t.Fatal(err)
	}
	// 1.5 MB/s and 40 ms, the figures the browser issue measures with.
	if _, err := d.call("Network.emulateNetworkConditions", map[string]any{
		"offline": false, "latency": 40, "downloadThroughput": 1.5 * 1024 * 1024, "uploadThroughput": 1024 * 1024,
	}); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	if _, err := d.call("Page.navigate", map[string]any{"url": hs.URL + "/?lang=en"}); err != nil {
		t.Fatal(err)
	}
	var widths []float64
	var note string
	roomtest.Eventually(t, "the bar passes the middle", 120*time.Second, func() error {
		w := d.eval(t, `(document.getElementById('fill') || {style: {}}).style.width || ''`)
		f, _ := strconv.ParseFloat(strings.TrimSuffix(w, "%"), 64)
		if len(widths) == 0 || widths[len(widths)-1] != f {
			widths = append(widths, f)
		}
		if f > 20 && f < 90 {
			note = d.eval(t, `document.getElementById('note').textContent`)
			return nil
		}
		return fmt.Errorf("bar at %q", w)
	})
	d.waitReady(t)
	ready := time.Since(began)
	// The note reads "got / total MB", total being game.wasm's own size.
	var got, total float64
	if _, err := fmt.Sscanf(note, "%f / %f MB", &got, &total); err != nil || total < 10 || got > total {
		t.Fatalf("note %q mid-way (%v)", note, err)
	}
	for i := 1; i < len(widths); i++ {
		if widths[i] < widths[i-1] {
			t.Fatalf("the bar went back: %v", widths)
		}
	}
	// The time to the first frame is logged for docs/benchmarks.md (the
	// wait polls every few hundred milliseconds, so it reads a little
	// late); nothing is asserted about speed.
	t.Logf("bar widths seen %v; mid-way note %q; first frame after %v", widths, note, ready.Round(100*time.Millisecond))
}
