//go:build !js

package scenes

// openPageField has no page to open a field on outside the browser: the
// name is typed on the keyboard the app reads itself.
func openPageField(text, placeholder, label string) pageField { return nil }
