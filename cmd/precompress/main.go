// Command precompress writes FILE.gz and FILE.br beside each FILE it is
// given, for the room server to send to browsers that accept them (make web
// runs it on game.wasm and wasm_exec.js).
//
//	precompress [-fast] FILE...
//
// By default both are compressed at their best level (server.Precompress:
// brotli's best takes over a minute on the game's build). -fast uses fast
// levels instead, a few seconds for files about a fifth larger: for the
// builds the browser tests load (make test-web), never for a release.
package main

import (
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/plyyard/plyyard/server"
)

func main() {
	fast := flag.Bool("fast", false, "compress at fast levels (test builds), not the best")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: precompress [-fast] FILE...")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() < 1 {
		flag.Usage()
		os.Exit(2)
	}
	compress := server.Precompress
	if *fast {
		compress = precompressFast
	}
	// Every file at once: the largest one's brotli takes the longest.
	files := flag.Args()
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	for i, f := range files {
		wg.Go(func() { errs[i] = compress(f) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		fmt.Fprintln(os.Stderr, "precompress:", err)
		os.Exit(1)
	}
}

// fastBrotli is the brotli level of -fast: on the game's build a second or
// two, the file about a fifth larger than at the best level.
const fastBrotli = 5

// precompressFast writes file.gz and file.br as server.Precompress does
// (each to a temporary name, then renamed), at fast levels.
func precompressFast(file string) error {
	writers := map[string]func(io.Writer) io.WriteCloser{
		".gz": func(w io.Writer) io.WriteCloser {
			z, _ := gzip.NewWriterLevel(w, gzip.BestSpeed)
			return z
		},
		".br": func(w io.Writer) io.WriteCloser { return brotli.NewWriterLevel(w, fastBrotli) },
	}
	errs := make([]error, 0, len(writers))
	var mu sync.Mutex
	var wg sync.WaitGroup
	for ext, newWriter := range writers {
		wg.Go(func() {
			err := compressTo(file, file+ext, newWriter)
			mu.Lock()
			errs = append(errs, err)
			mu.Unlock()
		})
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
	out, err := os.CreateTemp(filepath.Dir(dst), ".precompress-*")
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
