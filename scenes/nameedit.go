package scenes

import (
	"strings"
	"unicode/utf8"

	"github.com/plyyard/plyyard/room"
)

// nameEditor is the name being typed: its characters, and why the last
// thing typed was refused. The rule is the server's (room.ValidName, and
// room.NameRune for each character): a character it refuses is not taken,
// nor one past room.MaxName; a name kept is trimmed of spaces at its ends,
// and an empty one is the guest name again.
type nameEditor struct {
	text []rune
	// refusal is the catalogue key of the last refusal ("" while there is
	// none): typing or erasing anew clears it.
	refusal string
	// typed says the page's field has been typed into: the line that
	// asks for a tap on it goes.
	typed bool
}

// The refusals.
const (
	refusedLong = "name.refused.long" // past room.MaxName characters
	refusedChar = "name.refused.char" // a character the rule refuses
)

// newNameEditor starts from name ("" for the guest name, which then shows
// as the field's placeholder).
func newNameEditor(name string) *nameEditor { return &nameEditor{text: []rune(name)} }

// typeRune adds r at the end, unless the rule refuses it or the name is
// full.
func (e *nameEditor) typeRune(r rune) {
	switch {
	case !room.NameRune(r):
		e.refusal = refusedChar
	case len(e.text) >= room.MaxName:
		e.refusal = refusedLong
	default:
		e.text = append(e.text, r)
		e.refusal = ""
	}
}

// erase takes the last character away.
func (e *nameEditor) erase() {
	if len(e.text) > 0 {
		e.text = e.text[:len(e.text)-1]
	}
	e.refusal = ""
}

// set takes the whole text as the page's field holds it (the browser's
// <input>), saying at once what is wrong with it.
func (e *nameEditor) set(s string) {
	e.text = []rune(s)
	e.refusal = whyRefused(strings.TrimSpace(s))
}

// keep returns the name to keep ("" for the guest name) and true, or false
// with the refusal set when the rule refuses it.
func (e *nameEditor) keep() (string, bool) {
	name := strings.TrimSpace(string(e.text))
	if name == "" {
		return "", true
	}
	if e.refusal = whyRefused(name); e.refusal != "" {
		return "", false
	}
	return name, true
}

// whyRefused is the refusal of a trimmed name, "" when the rule takes it
// (or when it is empty: the guest name).
func whyRefused(name string) string {
	switch {
	case name == "" || room.ValidName(name):
		return ""
	case utf8.RuneCountInString(name) > room.MaxName:
		return refusedLong
	}
	return refusedChar
}
