//go:build !js

// Command botworker is the browser's bot worker (main_js.go); built for
// any other platform it only says so.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "botworker runs in a browser's Web Worker: build it with GOOS=js GOARCH=wasm (make web)")
	os.Exit(2)
}
