//go:build js

package botworker

import (
	"encoding/json"
	"syscall/js"
)

// current is the page's worker, once started.
var current *Link

// Start prepares the bot worker of the script at url: bots made from now
// on think in it, their requests waiting until Open starts it (after the
// first frame, so that the page's own build loads first). If the page
// cannot make a worker, or the worker fails to load its build, the bots
// think on the page's thread as before, and the console says so.
func Start(url string) {
	if current != nil {
		return
	}
	if js.Global().Get("Worker").Type() != js.TypeFunction {
		warn("this browser has no Web Workers")
		return
	}
	port := &jsPort{url: url}
	current = NewLink(port)
	port.link = current
}

// Open starts the worker Start prepared and sends it what waited.
func Open() {
	if current == nil {
		return
	}
	port := current.port.(*jsPort)
	if port.open {
		return
	}
	port.open = true
	w := js.Global().Get("Worker").New(port.url)
	port.w = w
	link := current
	w.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			return nil
		}
		var m struct {
			Reply
			Fatal string `json:"fatal"`
			Ready bool   `json:"ready"`
			Kept  bool   `json:"kept"`
		}
		if err := json.Unmarshal([]byte(data.String()), &m); err != nil {
			return nil
		}
		if m.Kept {
			// bot.wasm is in the service worker's cache (wasm/botworker.js).
			settled()
			return nil
		}
		if m.Ready {
			// Started: the page (and a test, or a bug report) can see it.
			js.Global().Set("plyyardWorkerReady", true)
			return nil
		}
		if m.Fatal != "" {
			port.fail(m.Fatal)
			return nil
		}
		go link.Deliver(m.Reply)
		return nil
	}))
	w.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the worker failed"
		if len(args) > 0 && args[0].Get("message").Type() == js.TypeString {
			msg = args[0].Get("message").String()
		}
		port.fail(msg)
		return nil
	}))
	for _, m := range port.waiting {
		w.Call("postMessage", m)
	}
	port.waiting = nil
}

// Current returns the page's worker, or nil before Start or without one.
func Current() *Link { return current }

type jsPort struct {
	url     string
	open    bool
	w       js.Value
	waiting []string // requests made before Open
	link    *Link
}

func (p *jsPort) Send(r Request) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if !p.open {
		p.waiting = append(p.waiting, string(b))
		return nil
	}
	p.w.Call("postMessage", string(b))
	return nil
}

func (p *jsPort) fail(why string) {
	if !p.link.Failed() {
		warn(why)
	}
	p.link.Fail()
	settled()
}

// settled tells the page's loader that the worker has kept its build for
// the service worker, or never will (wasm/loader.js registers the service
// worker only then, so that bot.wasm is not downloaded twice).
func settled() {
	if f := js.Global().Get("plyyardWorkerSettled"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

func warn(why string) {
	js.Global().Get("console").Call("warn", "Ply Yard: the bot worker is not available ("+why+"); the computer thinks on the page's thread, paced")
}
