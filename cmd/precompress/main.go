// Command precompress writes FILE.gz and FILE.br beside each FILE it is
// given, for the room server to send to browsers that accept them (make web
// runs it on game.wasm and wasm_exec.js).
//
//	precompress FILE...
package main

import (
	"fmt"
	"os"

	"github.com/plyyard/plyyard/server"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: precompress FILE...")
		os.Exit(2)
	}
	for _, f := range os.Args[1:] {
		if err := server.Precompress(f); err != nil {
			fmt.Fprintln(os.Stderr, "precompress:", err)
			os.Exit(1)
		}
	}
}
