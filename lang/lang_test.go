package lang

import (
	"slices"
	"sort"
	"strings"
	"testing"
)

// TestCatalogueComplete fails for every key that one language has and the
// other lacks, and for every empty text.
func TestCatalogueComplete(t *testing.T) {
	for _, a := range All {
		for _, b := range All {
			keys := Keys(a)
			sort.Strings(keys)
			for _, k := range keys {
				if strings.HasPrefix(k, "noun.") {
					continue // each language has its own grammatical forms
				}
				if !b.Has(k) {
					t.Errorf("key %q is in %s but missing in %s", k, a, b)
				}
			}
		}
		for _, k := range Keys(a) {
			if strings.TrimSpace(a.T(k)) == "" {
				t.Errorf("key %q is empty in %s", k, a)
			}
		}
	}
}

// TestFormatVerbsMatch makes sure both languages take the same arguments.
func TestFormatVerbsMatch(t *testing.T) {
	for _, k := range Keys(EN) {
		if a, b := strings.Count(EN.T(k), "%"), strings.Count(RU.T(k), "%"); a != b {
			t.Errorf("key %q: %d format verbs in en, %d in ru", k, a, b)
		}
	}
}

// A key written in two parts of a language would hide one of its texts.
func TestNoKeyTwice(t *testing.T) {
	for l, ps := range parts {
		n := 0
		for _, p := range ps {
			n += len(p)
		}
		if n != len(catalogue[l]) {
			t.Errorf("%s: %d texts in its parts, %d keys: some key is written twice", l, n, len(catalogue[l]))
		}
	}
}

// Every {noun} a language's texts use is a word of that language for
// every board whose lessons fill it, and every language names the same
// boards.
func TestNounsFilled(t *testing.T) {
	sets := func(l Lang) map[string]bool {
		out := map[string]bool{}
		for _, k := range Keys(l) {
			if rest, ok := strings.CutPrefix(k, "noun."); ok {
				out[rest[:strings.IndexByte(rest, '.')]] = true
			}
		}
		return out
	}
	boards := sets(EN)
	if len(boards) == 0 {
		t.Fatal("no nouns")
	}
	for _, l := range All {
		if got := sets(l); len(got) != len(boards) {
			t.Errorf("%s has nouns for %v, English for %v", l, got, boards)
		}
		for _, k := range Keys(l) {
			s := l.T(k)
			for {
				i := strings.IndexByte(s, '{')
				if i < 0 {
					break
				}
				j := strings.IndexByte(s[i:], '}')
				if j < 0 {
					t.Errorf("%s %q: an unclosed {", l, k)
					break
				}
				for b := range boards {
					if n := "noun." + b + "." + s[i+1:i+j]; !l.Has(n) {
						t.Errorf("%s %q uses %s, which %s lacks", l, k, s[i:i+j+1], n)
					}
				}
				s = s[i+j+1:]
			}
		}
	}
	if got := RU.Fill("lesson.race.base.1.task", "aviation"); strings.Contains(got, "{") || !strings.Contains(got, "самолёт") {
		t.Errorf("filled: %q", got)
	}
}

func TestMissingKeyIsVisible(t *testing.T) {
	if got := RU.T("no.such.key"); got != "[no.such.key]" {
		t.Fatalf("missing key shows %q", got)
	}
	if !slices.Contains(Missing(), "no.such.key") {
		t.Fatalf("the missing key is not listed: %v", Missing())
	}
}

func TestParse(t *testing.T) {
	for in, want := range map[string]Lang{"ru_RU.UTF-8": RU, "en-GB": EN, "RU": RU, "en": EN} {
		if got, ok := Parse(in); !ok || got != want {
			t.Errorf("Parse(%q) = %q, %v", in, got, ok)
		}
	}
	for _, in := range []string{"de_DE", "", "C"} {
		if _, ok := Parse(in); ok {
			t.Errorf("Parse(%q) accepted", in)
		}
	}
}

func TestDetectFollowsLocale(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANGUAGE", "")
	t.Setenv("LANG", "ru_RU.UTF-8")
	if got := Detect(); got != RU {
		t.Fatalf("Detect with LANG=ru_RU = %q", got)
	}
	t.Setenv("LANG", "de_DE.UTF-8")
	if got := Detect(); got != EN {
		t.Fatalf("Detect with LANG=de_DE = %q, want the English fallback", got)
	}
}

// The catalogue keeps to docs/glossary.md: the words it sets aside for
// another appear nowhere.
func TestGlossary(t *testing.T) {
	banned := map[Lang][]string{
		RU: {"плитк", "плиток", "ангар", "колонн", "авиа-лудо"},
		EN: {"hangar"},
	}
	for l, words := range banned {
		for _, k := range Keys(l) {
			text := strings.ToLower(l.T(k))
			for _, w := range words {
				if strings.Contains(text, w) {
					t.Errorf("%s %q says %q, which the glossary sets aside: %s", l, k, w, l.T(k))
				}
			}
		}
	}
}
