//go:build js

// Command botworker is the browser's bot worker: a small WebAssembly build
// holding only the engines and the bots, run in a dedicated Web Worker by
// wasm/botworker.js. It answers the app's requests (botworker) one
// at a time, so the page's own thread only draws.
package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"
	"time"

	"github.com/plyyard/plyyard/botworker"
	"github.com/plyyard/plyyard/pacing"
)

// On a device of two cores or fewer a search that kept its core busy
// would take the one the page draws with (in a browser without a GPU the
// drawing itself is work for the processor): there the worker searches
// for run, then sleeps for rest. The nodes searched are the same, so the
// moves are too; the search takes (run+rest)/run as long.
const (
	fewCores = 2
	run      = 6 * time.Millisecond
	rest     = 20 * time.Millisecond
)

func main() {
	srv := botworker.NewServer()
	in := make(chan string, 256)
	self := js.Global()
	console := self.Get("console")
	if cores := self.Get("navigator").Get("hardwareConcurrency"); cores.Type() != js.TypeNumber || cores.Int() <= fewCores {
		srv.Pause = func() func() { return pacing.Cycle(run, rest) }
		n := "unknown"
		if cores.Type() == js.TypeNumber {
			n = fmt.Sprint(cores.Int())
		}
		console.Call("info", fmt.Sprintf("Ply Yard bot worker: %s cores, the search leaves the page %d ms in every %d", n, rest.Milliseconds(), (run+rest).Milliseconds()))
	}
	// A review's progress goes out as it is made.
	srv.Post = func(r botworker.Reply) {
		b, _ := json.Marshal(r)
		self.Call("postMessage", string(b))
	}
	self.Set("plyyardBotMessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString {
			in <- args[0].String()
		}
		return nil
	}))
	self.Call("plyyardBotReady")
	for msg := range in {
		var r botworker.Request
		if err := json.Unmarshal([]byte(msg), &r); err != nil {
			console.Call("warn", "Ply Yard bot worker: a malformed request: "+err.Error())
			continue
		}
		reply, ok, err := srv.Handle(r)
		if err != nil {
			console.Call("warn", "Ply Yard bot worker: "+err.Error())
		}
		if ok {
			b, _ := json.Marshal(reply)
			self.Call("postMessage", string(b))
		}
	}
}
