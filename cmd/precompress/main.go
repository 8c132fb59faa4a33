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
	"errors"
	"flag"
	"fmt"
	"os"
	"sync"

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
		compress = server.PrecompressFast
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
