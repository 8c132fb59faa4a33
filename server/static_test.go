package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// The browser build is sent precompressed to a browser that accepts it
// (brotli before gzip), with the uncompressed size for the loader's
// progress bar, a strong ETag (304 when unchanged) and Cache-Control on
// every file; a compressed copy older than its file is never sent.
func TestStaticCompressed(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm the game's bytes "), 5000)
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("game.wasm", wasm)
	write("index.html", []byte("<!doctype html><title>Ply Yard</title>"))
	if err := Precompress(filepath.Join(dir, "game.wasm")); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, Config{Dir: dir})
	fetch := func(path, acceptEncoding, ifNoneMatch string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest("GET", ts.http.URL+path, nil)
		if acceptEncoding != "" {
			req.Header.Set("Accept-Encoding", acceptEncoding)
		}
		if ifNoneMatch != "" {
			req.Header.Set("If-None-Match", ifNoneMatch)
		}
		// The transport must not decode: the test reads what is sent.
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp, body
	}
	decode := map[string]func([]byte) []byte{
		"br": func(b []byte) []byte { out, _ := io.ReadAll(brotli.NewReader(bytes.NewReader(b))); return out },
		"gzip": func(b []byte) []byte {
			z, err := gzip.NewReader(bytes.NewReader(b))
			if err != nil {
				return nil
			}
			out, _ := io.ReadAll(z)
			return out
		},
		"": func(b []byte) []byte { return b },
	}
	tags := map[string]string{}
	for _, c := range []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", "br"}, {"gzip", "gzip"}, {"br;q=0, gzip", "gzip"}, {"", ""}, {"identity", ""},
	} {
		resp, body := fetch("/game.wasm", c.accept, "")
		h := resp.Header
		if resp.StatusCode != 200 || h.Get("Content-Encoding") != c.want {
			t.Fatalf("Accept-Encoding %q: %d, Content-Encoding %q, want %q", c.accept, resp.StatusCode, h.Get("Content-Encoding"), c.want)
		}
		if !bytes.Equal(decode[c.want](body), wasm) {
			t.Fatalf("Accept-Encoding %q: the body does not decode to the file", c.accept)
		}
		if h.Get("Content-Type") != "application/wasm" || h.Get("Cache-Control") == "" || h.Get("Vary") != "Accept-Encoding" {
			t.Fatalf("headers %v", h)
		}
		if c.want != "" {
			if len(body) >= len(wasm)/4 {
				t.Fatalf("%s: %d bytes for %d", c.want, len(body), len(wasm))
			}
			if h.Get(UncompressedLength) != strconv.Itoa(len(wasm)) {
				t.Fatalf("%s: %s %q, want %d", c.want, UncompressedLength, h.Get(UncompressedLength), len(wasm))
			}
		}
		tag := h.Get("ETag")
		if len(tag) < 10 || tag[0] != '"' {
			t.Fatalf("ETag %q", tag)
		}
		if old, ok := tags[c.want]; ok && old != tag {
			t.Fatalf("two ETags for one encoding: %s %s", old, tag)
		}
		tags[c.want] = tag
		if again, _ := fetch("/game.wasm", c.accept, tag); again.StatusCode != http.StatusNotModified {
			t.Fatalf("If-None-Match %s: %d, want 304", tag, again.StatusCode)
		}
	}
	if len(tags) != 3 {
		t.Fatalf("ETags %v: want one per encoding", tags)
	}
	resp, body := fetch("/", "gzip, br", "")
	if resp.StatusCode != 200 || !bytes.Contains(body, []byte("Ply Yard")) || resp.Header.Get("ETag") == "" || resp.Header.Get("Cache-Control") == "" {
		t.Fatalf("/: %d %v %q", resp.StatusCode, resp.Header, body)
	}
	// A rebuilt game.wasm, newer than its compressed copies: sent as is.
	write("game.wasm", append(wasm, "new"...))
	later := time.Now().Add(time.Minute)
	os.Chtimes(filepath.Join(dir, "game.wasm"), later, later)
	resp, body = fetch("/game.wasm", "gzip, br", "")
	if resp.Header.Get("Content-Encoding") != "" || !bytes.HasSuffix(body, []byte("new")) {
		t.Fatalf("a stale compressed copy was sent: %q", resp.Header.Get("Content-Encoding"))
	}
	if resp, _ := fetch("/nothing.wasm", "", ""); resp.StatusCode != 404 {
		t.Fatalf("a missing file: %d", resp.StatusCode)
	}
}
