// Command serve serves the browser build (the wasm folder) for `make serve`.
package main

import (
	"flag"
	"log"
	"mime"
	"net/http"
)

func main() {
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	dir := flag.String("dir", "wasm", "folder to serve")
	flag.Parse()
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	log.Printf("Ply Yard at http://%s/", *addr)
	log.Fatal(http.ListenAndServe(*addr, http.FileServer(http.Dir(*dir))))
}
