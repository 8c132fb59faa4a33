//go:build !js

package main

// markReady has nothing to mark outside the browser.
func markReady() {}
