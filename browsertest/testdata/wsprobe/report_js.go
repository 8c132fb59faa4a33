package main

import "syscall/js"

// report hands the outcomes to the page: window.probe, then the title.
func report(outcomes string) {
	js.Global().Set("probe", outcomes)
	js.Global().Get("document").Set("title", "probe done")
}
