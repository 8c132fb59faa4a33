package strictjson

import "testing"

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
