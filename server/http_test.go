package server

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// The HTTP side of the server: the browser build and the record endpoint.

func TestServesTheBrowserBuild(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>Ply Yard</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, Config{Dir: dir})
	resp, err := http.Get(ts.http.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "Ply Yard") {
		t.Fatalf("GET /: %s %q", resp.Status, body)
	}
	// The welcome carries an invite link on this host.
	a := roomtest.Create(t, ts.url, "jungle", "")
	w := roomtest.Dial(t, ts.url, "x").Hello(room.Request{T: room.TWatch, Code: a.Code})
	if w.Invite != ts.http.URL+"/?room="+a.Code {
		t.Fatalf("invite %q", w.Invite)
	}
}

func TestRecordEndpoint(t *testing.T) {
	ts := startServer(t, Config{})
	for _, q := range []string{"", "?room=ZZ&game=1", "?room=AAAAAA&game=x"} {
		resp, err := http.Get(ts.http.URL + "/api/record" + q)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest {
			t.Errorf("%q: %s", q, resp.Status)
		}
	}
	resp, err := http.Get(ts.http.URL + "/api/record?room=AAAAAA&game=1")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("a missing record: %s", resp.Status)
	}
}
