package server

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
)

// encodings are the precompressed siblings of a static file the server
// looks for, best first: name.br (brotli), then name.gz (gzip).
var encodings = []struct{ ext, coding string }{{".br", "br"}, {".gz", "gzip"}}

// UncompressedLength is the header that carries a compressed file's size
// before compression: a page reading the body (decompressed by the
// browser) measures its progress against it, not against Content-Length.
const UncompressedLength = "X-Uncompressed-Length"

// static serves the files of a directory (the browser build). A file with
// an up-to-date .br or .gz beside it (made at build time by Precompress,
// never per request) is sent compressed to a browser that accepts it; every
// file gets a strong ETag (a hash of the bytes sent) and Cache-Control
// no-cache, so a browser keeps the 19 MB game.wasm and asks only whether it
// changed (304).
type static struct {
	dir http.Dir

	mu    sync.Mutex
	etags map[string]etag // by the name of the file sent
}

type etag struct {
	size int64
	mod  time.Time
	tag  string
}

func newStatic(dir string) *static {
	// The browser build's web app manifest (the system's table may not
	// know the extension).
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
	return &static{dir: http.Dir(dir), etags: map[string]etag{}}
}

func (s *static) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodGet && req.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	name := path.Clean("/" + req.URL.Path)
	if strings.HasSuffix(req.URL.Path, "/") {
		name = path.Join(name, "index.html")
	}
	f, st, err := s.open(name)
	if err != nil {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	if st.IsDir() {
		f.Close()
		http.Redirect(w, req, path.Base(name)+"/", http.StatusMovedPermanently)
		return
	}
	h := w.Header()
	h.Set("Vary", "Accept-Encoding")
	h.Set("Cache-Control", "no-cache")
	if ctype := mime.TypeByExtension(path.Ext(name)); ctype != "" {
		h.Set("Content-Type", ctype)
	}
	sent := name
	for _, e := range encodings {
		if !accepts(req.Header.Get("Accept-Encoding"), e.coding) {
			continue
		}
		cf, cst, err := s.open(name + e.ext)
		if err != nil {
			continue
		}
		if cst.IsDir() || cst.ModTime().Before(st.ModTime()) {
			cf.Close() // older than the file: a stale build's
			continue
		}
		h.Set("Content-Encoding", e.coding)
		h.Set(UncompressedLength, strconv.FormatInt(st.Size(), 10))
		f.Close()
		f, st, sent = cf, cst, name+e.ext
		break
	}
	defer f.Close()
	tag, err := s.etag(sent, f, st)
	if err != nil {
		http.Error(w, "cannot read "+name, http.StatusInternalServerError)
		return
	}
	h.Set("ETag", tag)
	http.ServeContent(w, req, name, st.ModTime(), f)
}

func (s *static) open(name string) (http.File, os.FileInfo, error) {
	f, err := s.dir.Open(name)
	if err != nil {
		return nil, nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, st, nil
}

// etag returns the strong ETag of file f (named name), hashing it once per
// version (size and modification time); f is left at its start.
func (s *static) etag(name string, f io.ReadSeeker, st os.FileInfo) (string, error) {
	s.mu.Lock()
	e, ok := s.etags[name]
	s.mu.Unlock()
	if ok && e.size == st.Size() && e.mod.Equal(st.ModTime()) {
		return e.tag, nil
	}
	sum := sha256.New()
	if _, err := io.Copy(sum, f); err != nil {
		return "", err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	tag := `"` + hex.EncodeToString(sum.Sum(nil)[:16]) + `"`
	s.mu.Lock()
	s.etags[name] = etag{size: st.Size(), mod: st.ModTime(), tag: tag}
	s.mu.Unlock()
	return tag, nil
}

// accepts reports whether an Accept-Encoding header value takes coding
// (with a quality above zero).
func accepts(header, coding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(p), "q="); ok {
				if f, err := strconv.ParseFloat(v, 64); err == nil {
					q = f
				}
			}
		}
		return q > 0
	}
	return false
}

// Precompress writes file.gz (gzip, best compression) and file.br (brotli,
// best compression: a tenth smaller than level 9 on the game's build, for
// a minute of compressing at build time; with the largest window the
// format allows, 16 MB, which every browser decodes: 0.8 % smaller than
// the default 4 MB on the game's build, in the same time) beside a file,
// both at once, for the server to send to browsers that accept them. Each
// is written to a temporary name and renamed, so a server never sends half
// of one.
func Precompress(file string) error {
	return precompress(file, gzip.BestCompression, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
}

// PrecompressFast is Precompress at fast levels: a few seconds on the
// game's build for files about a fifth larger, for the builds the browser
// tests load, never for a release.
func PrecompressFast(file string) error {
	return precompress(file, gzip.BestSpeed, brotli.WriterOptions{Quality: 5})
}

// precompress writes file.gz and file.br at the levels given.
func precompress(file string, gzLevel int, br brotli.WriterOptions) error {
	writers := map[string]func(io.Writer) io.WriteCloser{
		".gz": func(w io.Writer) io.WriteCloser {
			z, _ := gzip.NewWriterLevel(w, gzLevel)
			return z
		},
		".br": func(w io.Writer) io.WriteCloser { return brotli.NewWriterOptions(w, br) },
	}
	errs := make([]error, len(encodings))
	var wg sync.WaitGroup
	for i, e := range encodings {
		wg.Go(func() { errs[i] = compressTo(file, file+e.ext, writers[e.ext]) })
	}
	wg.Wait()
	return errors.Join(errs...)
}

func compressTo(src, dst string, newWriter func(io.Writer) io.WriteCloser) (err error) {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.CreateTemp(path.Dir(dst), ".precompress-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			out.Close()
			os.Remove(out.Name())
		}
	}()
	z := newWriter(out)
	if _, err = io.Copy(z, in); err != nil {
		return fmt.Errorf("compressing %s: %w", src, err)
	}
	if err = errors.Join(z.Close(), out.Chmod(0o644), out.Close()); err != nil {
		return fmt.Errorf("compressing %s: %w", src, err)
	}
	return os.Rename(out.Name(), dst)
}
