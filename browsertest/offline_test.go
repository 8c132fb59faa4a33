package browsertest

import (
	"fmt"
	"image"
	"mime"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room/roomtest"
	roomserver "github.com/plyyard/plyyard/server"
)

// TestOfflineAfterFirstVisit: the page registers its service worker once
// the game draws, the worker keeps the versioned build, and with the
// network cut a reload still starts a game against the computer. The
// manifest names the app and its icons.
func TestOfflineAfterFirstVisit(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
	srv := server(t)
	d := open(t, srv.URL+"/?lang=en", 480, 320)
	d.waitReady(t)
	roomtest.Eventually(t, "the service worker keeps the build", 90*time.Second, func() error {
		got := d.eval(t, `(async () => {
			const r = await navigator.serviceWorker.getRegistration();
			const keys = await caches.keys();
			let n = 0;
			for (const k of keys) { n += (await (await caches.open(k)).keys()).length; }
			return (r && r.active ? r.active.state : 'none') + ' ' + keys.join(',') + ' ' + n;
		})()`)
		if !strings.HasPrefix(got, "activated plyyard-") || strings.HasSuffix(got, " 0") {
			return fmt.Errorf("worker and caches: %q", got)
		}
		return nil
	})
	manifest := d.eval(t, `fetch('manifest.webmanifest').then(r => r.json()).then(m => m.name + ' ' + m.display + ' ' + m.icons.length)`)
	if manifest != "Ply Yard standalone 3" {
		t.Fatalf("manifest %q", manifest)
	}
	if _, err := d.call("Network.enable", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := d.call("Network.emulateNetworkConditions", map[string]any{
		"offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1,
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.call("Page.navigate", map[string]any{"url": srv.URL + "/?lang=en&game=ludo&mode=ai"}); err != nil {
		t.Fatal(err)
	}
	d.waitReady(t)
	if online := d.eval(t, "String(navigator.onLine)"); online != "false" {
		t.Fatalf("the network was not cut (onLine %s)", online)
	}
	// The Ludo board: the red and yellow of its bases on the screen.
	d.screenshotWhen(t, "offline-ludo", "the Ludo board drawn offline", 30*time.Second, func(img image.Image) error {
		if s := colourShare(img, 0xE2553F); s < 0.01 {
			return fmt.Errorf("red share %.3f", s)
		}
		return nil
	})
}

// TestFirstVisitDownloadsOnce: on a first visit, from the room server
// (which sends the build with Cache-Control no-cache and an ETag, so the
// browser's HTTP cache would only answer after asking the server again),
// the service worker keeps the build without asking for game.wasm or
// bot.wasm again: the page and the bot worker put what they downloaded in
// its cache (wasm/loader.js, wasm/botworker.js), and it takes them from
// there (wasm/sw.js).
func TestFirstVisitDownloadsOnce(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
	rs, err := roomserver.New(roomserver.Config{Dir: filepath.Join("..", "wasm"), Sweep: -1})
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	asked := map[string]int{}
	h := rs.Handler()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked[r.URL.Path]++
		mu.Unlock()
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(func() { srv.Close(); rs.Close() })
	d := open(t, "about:blank", 480, 320)
	d.do(t, devCall{"Network.enable", nil}, devCall{"Network.setCacheDisabled", map[string]any{"cacheDisabled": true}})
	if _, err := d.call("Page.navigate", map[string]any{"url": srv.URL + "/?lang=en"}); err != nil {
		t.Fatal(err)
	}
	d.waitReady(t)
	roomtest.Eventually(t, "the service worker keeps the whole build", 90*time.Second, func() error {
		got := d.eval(t, `(async () => {
			const r = await navigator.serviceWorker.getRegistration();
			const keys = await caches.keys();
			const n = keys.length ? (await (await caches.open(keys[0])).keys()).length : 0;
			return (r && r.active ? r.active.state : 'none') + ' ' + keys.length + ' ' + n;
		})()`)
		if got != "activated 1 12" {
			return fmt.Errorf("worker, caches and files: %q", got)
		}
		return nil
	})
	mu.Lock()
	defer mu.Unlock()
	t.Logf("requests on the first visit: %v", asked)
	for _, f := range []string{"/game.wasm", "/bot.wasm"} {
		if asked[f] != 1 {
			t.Errorf("%s was asked for %d times", f, asked[f])
		}
	}
}

// TestUpdateKeepsTheNewBuild: a page the service worker serves, once a new
// build is published, ends with the new build kept and the old one gone:
// the files it and its bot worker keep go to the old build's cache, never
// to the new one's, which the new worker fills from the server.
func TestUpdateKeepsTheNewBuild(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
	dir := t.TempDir()
	src := filepath.Join("..", "wasm")
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		// The precompressed copies stay behind: the server sends the files
		// as they are, which a changed file needs.
		if e.IsDir() || strings.HasSuffix(e.Name(), ".br") || strings.HasSuffix(e.Name(), ".gz") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rs, err := roomserver.New(roomserver.Config{Dir: dir, Sweep: -1})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(rs.Handler())
	t.Cleanup(func() { srv.Close(); rs.Close() })
	d := open(t, srv.URL+"/?lang=en", 480, 320)
	d.waitReady(t)
	kept := func(want string) {
		t.Helper()
		roomtest.Eventually(t, "the service worker keeps "+want, 90*time.Second, func() error {
			got := d.eval(t, `(async () => {
				const r = await navigator.serviceWorker.getRegistration();
				const keys = await caches.keys();
				const sizes = [];
				for (const k of keys) {
					const hit = await (await caches.open(k)).match('game.wasm');
					sizes.push(k + ':' + (hit ? (await hit.arrayBuffer()).byteLength : 0));
				}
				return (r && r.active ? r.active.state : 'none') + ' ' + sizes.join(',');
			})()`)
			if !strings.HasPrefix(got, "activated ") || !strings.HasSuffix(got, want) || strings.Contains(got, ",") {
				return fmt.Errorf("worker and caches: %q", got)
			}
			return nil
		})
	}
	game, err := os.ReadFile(filepath.Join(dir, "game.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	kept(fmt.Sprintf(":%d", len(game)))
	// The new build: game.wasm with a custom section more (still a valid
	// module), and its version.
	next := append(game, 0x00, 0x09, 0x04, 't', 'e', 's', 't', 1, 2, 3, 4)
	if err := os.WriteFile(filepath.Join(dir, "game.wasm"), next, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "version.js"), []byte("self.plyyardVersion = 'next';\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := d.call("Page.navigate", map[string]any{"url": srv.URL + "/?lang=en"}); err != nil {
		t.Fatal(err)
	}
	d.waitReady(t)
	kept(fmt.Sprintf("plyyard-next:%d", len(next)))
}
