//go:build !js

package main

import "fmt"

// report prints the outcomes.
func report(outcomes string) { fmt.Println(outcomes) }
