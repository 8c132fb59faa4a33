package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
)

func TestUnmarshal(t *testing.T) {
	type rec struct {
		A int    `json:"a"`
		B string `json:"b,omitempty"`
	}
	var r rec
	if err := Unmarshal([]byte(` {"a": 3, "b": "x"} `), &r); err != nil || r != (rec{3, "x"}) {
		t.Fatalf("%+v %v", r, err)
	}
	for _, bad := range []string{``, `{"a": 3, "c": 1}`, `{"a": 3} {"a": 4}`, `{"a": 3}]`, `{"a": 3}}`, `{"a": "3"}`, `[1]`, `{"a": 3`} {
		var r rec
		if err := Unmarshal([]byte(bad), &r); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
}

func FuzzUnmarshal(f *testing.F) {
	f.Add([]byte(`{"a": 1}`))
	f.Add([]byte(`{"a": 1} x`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var v struct {
			A int `json:"a"`
		}
		_ = Unmarshal(data, &v) // never panics
	})
}

func knownAB(name []byte) bool { return string(name) == "a" || string(name) == "b" }

func TestKeys(t *testing.T) {
	for _, ok := range []string{`{}`, ` { } `, `{"a": 1}`, `{"a": {"a": 1, "a": 2}, "b": [{"c": "}"}]}`, `{"b": "x\"}", "a": null}`,
		`{"a": 1`, `{"a" 1}`, `{"a": 1 "b": 2}`} { // the last three are the decoder's to refuse
		if err := Keys([]byte(ok), knownAB); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	for _, bad := range []string{`{"A": 1}`, `{"c": 1}`, `{"a": 1, "a": 2}`, `{"\u0061": 1}`, `{"b": [1, 2], "B": 3}`, `{"a": "}", "a": 2}`} {
		if err := Keys([]byte(bad), knownAB); err == nil || err == ErrNotObject {
			t.Errorf("%s: %v", bad, err)
		}
	}
	for _, notObject := range []string{``, `  `, `[1]`, `"a"`, `3`} {
		if err := Keys([]byte(notObject), knownAB); err != ErrNotObject {
			t.Errorf("%q: %v", notObject, err)
		}
	}
}

// Keys agrees with a reference that reads the object's names with
// encoding/json's tokenizer, on every object that decoder reads whole.
func FuzzKeys(f *testing.F) {
	for _, s := range []string{`{"a": 1}`, `{"a": 1, "a": 2}`, `{"A": 1}`, `{"a": {"b": [1, {"c": "x"}]}, "b": "\"}"}`, `{"\u0061": 1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got := Keys(data, knownAB)
		whole, want := referenceKeys(data)
		if !whole || bytes.IndexByte(data, '\\') >= 0 {
			return // malformed, or escaped (TestKeys): Keys need not agree, only not panic
		}
		if (got == nil) != (want == nil) {
			t.Fatalf("%q: Keys says %v, the reference %v", data, got, want)
		}
	})
}

// referenceKeys checks the names the slow way; whole reports whether the
// data is exactly one well-formed object.
func referenceKeys(data []byte) (whole bool, err error) {
	if !json.Valid(data) {
		return false, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, _ := dec.Token(); tok != json.Delim('{') {
		return false, nil
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, _ := dec.Token()
		name := tok.(string)
		if !knownAB([]byte(name)) || seen[name] {
			err = errors.New("bad name")
		}
		seen[name] = true
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return false, nil
		}
	}
	return true, err
}
