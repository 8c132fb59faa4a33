//go:build android || ios

package scenes

// hasKeyboard: the mobile library gets no typed characters (Ebitengine's
// mobile binding brings up no soft keyboard), so the name is not typed
// there: Another name draws a new guest name instead.
const hasKeyboard = false
