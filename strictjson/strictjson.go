// Package strictjson reads JSON from outside the program — a network
// message, a save file — strictly: exactly one value, no field the target
// does not have, nothing after the value.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// Unmarshal decodes data into v, refusing unknown fields and anything after
// the one JSON value.
func Unmarshal(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the JSON value")
	}
	return nil
}
