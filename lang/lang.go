// Package lang holds every string the app shows, in English and Russian, and
// picks the language the player's system or browser speaks.
package lang

import (
	"fmt"
	"strings"
)

// Lang is a language code: "en" or "ru".
type Lang string

// The languages of the catalogue.
const (
	EN Lang = "en"
	RU Lang = "ru"
)

// All lists the languages in the order the settings screen offers them.
var All = []Lang{EN, RU}

// Parse reads a language code ("ru", "ru_RU.UTF-8", "en-GB"), returning
// false when it names no language of the catalogue.
func Parse(s string) (Lang, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case strings.HasPrefix(s, "ru"):
		return RU, true
	case strings.HasPrefix(s, "en"):
		return EN, true
	}
	return "", false
}

// Valid reports whether l is a language of the catalogue.
func (l Lang) Valid() bool { return l == EN || l == RU }

// T returns the text of key in language l. A missing key shows as the key
// itself in brackets, so that it is seen on screen; the catalogue test makes
// sure that never ships.
func (l Lang) T(key string) string {
	if s, ok := catalogue[l][key]; ok {
		return s
	}
	if s, ok := catalogue[EN][key]; ok {
		return s
	}
	return "[" + key + "]"
}

// F is T followed by fmt.Sprintf with args.
func (l Lang) F(key string, args ...any) string {
	return fmt.Sprintf(l.T(key), args...)
}

// Has reports whether key exists in language l.
func (l Lang) Has(key string) bool {
	_, ok := catalogue[l][key]
	return ok
}

// Keys returns every key of language l (in no particular order).
func Keys(l Lang) []string {
	keys := make([]string, 0, len(catalogue[l]))
	for k := range catalogue[l] {
		keys = append(keys, k)
	}
	return keys
}

// Detect returns the language the system (or the browser) asks for, or
// English when it asks for one the catalogue does not have.
func Detect() Lang {
	for _, s := range systemLanguages() {
		if l, ok := Parse(s); ok {
			return l
		}
	}
	return EN
}

// parts are each language's catalogue as it is written: the app, the
// games, online play, the lessons, the puzzles.
var parts = map[Lang][]map[string]string{
	EN: {en, enGames, enOnline, enLearn, enPuzzles},
	RU: {ru, ruGames, ruOnline, ruLearn, ruPuzzles},
}

// catalogue is each language's parts in one map.
var catalogue = func() map[Lang]map[string]string {
	out := map[Lang]map[string]string{}
	for l, ps := range parts {
		out[l] = map[string]string{}
		for _, p := range ps {
			for k, v := range p {
				out[l][k] = v
			}
		}
	}
	return out
}()
