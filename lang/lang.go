// Package lang holds every string the app shows, in English and Russian, and
// picks the language the player's system or browser speaks.
package lang

import (
	"fmt"
	"slices"
	"strings"
	"sync"
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
	missed.Store(key, true)
	return "[" + key + "]"
}

// missed holds the keys asked for that the catalogue lacks.
var missed sync.Map

// Missing lists, sorted, every key asked for since the program started
// that the catalogue lacks (shown as [key]): the tests that walk the
// screens check it is empty.
func Missing() []string {
	var out []string
	missed.Range(func(k, _ any) bool {
		out = append(out, k.(string))
		return true
	})
	slices.Sort(out)
	return out
}

// Fill is T of key with each {noun} in it replaced by the language's
// word noun.<nouns>.<noun>: one text serves boards whose pieces have
// different names (Ludo's pieces and base, Aviation Ludo's planes and
// hangar), in the grammatical forms the language needs. With nouns empty
// it is T.
func (l Lang) Fill(key, nouns string) string {
	s := l.T(key)
	if nouns == "" {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		j := strings.IndexByte(s[max(i, 0):], '}')
		if i < 0 || j < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		b.WriteString(l.T("noun." + nouns + "." + s[i+1:i+j]))
		s = s[i+j+1:]
	}
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
// games, online play, the lessons' screens, the puzzles' screens, the
// lessons' own texts with the nouns they fill in, and the puzzles' own
// texts. A language is one file for each of these parts; the catalogue's
// test lists every key a language lacks.
var parts = map[Lang][]map[string]string{
	EN: {en, enGames, enOnline, enLearn, enPuzzles, enLessons, enNouns, enPuzzleTexts},
	RU: {ru, ruGames, ruOnline, ruLearn, ruPuzzles, ruLessons, ruNouns, ruPuzzleTexts},
}

// Add puts the texts of a game from outside this tree (a test's toy game)
// into the catalogue, before anything reads it: a game's texts otherwise
// live in the catalogue's files. A key the catalogue has already, or a
// language it does not have, is refused, and nothing is added.
func Add(texts map[Lang]map[string]string) error {
	for l, part := range texts {
		if !l.Valid() {
			return fmt.Errorf("lang: no language %q", l)
		}
		for k := range part {
			if l.Has(k) {
				return fmt.Errorf("lang: %s has %q already", l, k)
			}
		}
	}
	for l, part := range texts {
		for k, v := range part {
			catalogue[l][k] = v
		}
	}
	return nil
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
