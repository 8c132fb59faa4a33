// Command precompress writes FILE.gz and FILE.br beside each FILE it is
// given, for the room server to send to browsers that accept them (make web
// runs it on game.wasm and wasm_exec.js).
//
//	precompress FILE...
package main

import (
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/plyyard/plyyard/server"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: precompress FILE...")
		os.Exit(2)
	}
	// Every file at once: the largest one's brotli takes the longest.
	files := os.Args[1:]
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	for i, f := range files {
		wg.Go(func() { errs[i] = server.Precompress(f) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		fmt.Fprintln(os.Stderr, "precompress:", err)
		os.Exit(1)
	}
}
