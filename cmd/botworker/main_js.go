//go:build js

// Command botworker is the browser's bot worker: a small WebAssembly build
// holding only the engines and the bots, run in a dedicated Web Worker by
// wasm/botworker.js. It answers the app's requests (scenes/botworker) one
// at a time, so the page's own thread only draws.
package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/plyyard/plyyard/scenes/botworker"
)

func main() {
	srv := botworker.NewServer()
	in := make(chan string, 256)
	self := js.Global()
	self.Set("plyyardBotMessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString {
			in <- args[0].String()
		}
		return nil
	}))
	self.Call("plyyardBotReady")
	console := self.Get("console")
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
