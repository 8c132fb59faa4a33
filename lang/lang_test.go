package lang

import (
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

func TestMissingKeyIsVisible(t *testing.T) {
	if got := RU.T("no.such.key"); got != "[no.such.key]" {
		t.Fatalf("missing key shows %q", got)
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
