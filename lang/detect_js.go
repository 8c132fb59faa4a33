//go:build js

package lang

import "syscall/js"

// systemLanguages lists the browser's preferred languages.
func systemLanguages() []string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return nil
	}
	var out []string
	if langs := nav.Get("languages"); !langs.IsUndefined() && !langs.IsNull() {
		for i := 0; i < langs.Length(); i++ {
			out = append(out, langs.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		out = append(out, l.String())
	}
	return out
}
