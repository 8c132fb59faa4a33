package main

import (
	"net/http"
	"net/http/pprof"
)

// profiles serves Go's runtime profiles (heap, goroutines, CPU) for the
// -debug listener, apart from the public handler so that they are never
// reachable from where players connect.
func profiles() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}
