package strictjson

import (
	"errors"
	"fmt"
)

// ErrNotObject is what Keys says of data that does not begin as a JSON
// object; the caller's decoder then says what is wrong with it.
var ErrNotObject = errors.New("not a JSON object")

// maxKeys is how many keys Keys follows in one object.
const maxKeys = 32

// Keys checks the names of a JSON object's own fields (not those of the
// objects within it) as written: each must be one known accepts, spelled
// exactly (encoding/json matches a name regardless of case, and reads
// "\u0074" as "t"), and none may appear twice (encoding/json keeps the
// last). It allocates nothing and does not check the values: a decoder
// reads them after it. Data that is not an object gives ErrNotObject;
// an object that ends early is left for the decoder to refuse.
func Keys(data []byte, known func(name []byte) bool) error {
	i := space(data, 0)
	if i == len(data) || data[i] != '{' {
		return ErrNotObject
	}
	var seen [maxKeys][]byte
	n := 0
	i = space(data, i+1)
	if i < len(data) && data[i] == '}' {
		return nil
	}
	for i < len(data) {
		if data[i] != '"' {
			return nil // malformed: the decoder says why
		}
		end, escaped := stringEnd(data, i+1)
		if end < 0 {
			return nil
		}
		name := data[i+1 : end]
		if escaped || !known(name) {
			return fmt.Errorf("unknown field %q", clip(name))
		}
		for _, s := range seen[:n] {
			if string(s) == string(name) {
				return fmt.Errorf("the field %q appears twice", name)
			}
		}
		if n == maxKeys {
			return fmt.Errorf("more than %d fields", maxKeys)
		}
		seen[n] = name
		n++
		i = space(data, end+1)
		if i == len(data) || data[i] != ':' {
			return nil
		}
		if i = valueEnd(data, space(data, i+1)); i < 0 {
			return nil
		}
		i = space(data, i)
		if i == len(data) || data[i] != ',' {
			return nil // '}' ends the object; anything else is the decoder's
		}
		i = space(data, i+1)
	}
	return nil
}

// space skips JSON whitespace from i.
func space(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// stringEnd returns the index of the quote that closes the string whose
// contents begin at i (-1 when none does), and whether it holds an escape.
func stringEnd(data []byte, i int) (int, bool) {
	escaped := false
	for i < len(data) {
		switch data[i] {
		case '"':
			return i, escaped
		case '\\':
			escaped = true
			i++
		}
		i++
	}
	return -1, escaped
}

// valueEnd returns the index just past the JSON value that begins at i, or
// -1 when the data ends first. It finds the value's end, not whether the
// value is well formed.
func valueEnd(data []byte, i int) int {
	if i >= len(data) {
		return -1
	}
	switch data[i] {
	case '"':
		end, _ := stringEnd(data, i+1)
		if end < 0 {
			return -1
		}
		return end + 1
	case '{', '[':
		depth := 0
		for i < len(data) {
			switch data[i] {
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			case '"':
				end, _ := stringEnd(data, i+1)
				if end < 0 {
					return -1
				}
				i = end
			}
			i++
		}
		return -1
	}
	// A number, true, false or null: up to the next delimiter.
	for i < len(data) {
		switch data[i] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return i
		}
		i++
	}
	return i
}

// clip shortens a name for a message.
func clip(name []byte) string {
	if len(name) > 40 {
		return string(name[:40]) + "…"
	}
	return string(name)
}
