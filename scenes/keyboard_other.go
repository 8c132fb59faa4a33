//go:build !android && !ios

package scenes

// hasKeyboard: the desktop types on its keyboard, the browser in the
// page's field.
const hasKeyboard = true
