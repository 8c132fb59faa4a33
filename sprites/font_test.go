package sprites

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/lang"
	"golang.org/x/image/font/sfnt"
)

// missingGlyphs returns the runes of s (control characters aside) that f
// has no glyph for.
func missingGlyphs(f *sfnt.Font, s string) []rune {
	var b sfnt.Buffer
	var out []rune
	for _, r := range s {
		if unicode.IsControl(r) {
			continue
		}
		if x, err := f.GlyphIndex(&b, r); err != nil || x == 0 {
			out = append(out, r)
		}
	}
	return out
}

// The shipped fonts are cut to what the game draws (scripts/subset-fonts.sh):
// every text of the catalogue, in both languages, the lessons' and the
// puzzles' included, has every glyph in both faces, so that a later text
// cannot lose glyphs silently (it fails here: add its characters to the
// script's UNICODES and run it again).
func TestFontCoversTheCatalogue(t *testing.T) {
	for _, l := range lang.All {
		keys := lang.Keys(l)
		slices.Sort(keys)
		if len(keys) < 100 {
			t.Fatalf("%s: only %d texts", l, len(keys))
		}
		for _, k := range keys {
			for name, f := range map[string]*sfnt.Font{"regular": regular, "bold": bold} {
				if m := missingGlyphs(f, l.T(k)); len(m) > 0 {
					t.Errorf("%s %s (%s): no glyph for %q", l, k, name, m)
				}
			}
		}
	}
}

// The same for the texts the code spells out itself (labels, signs,
// notation): every string and rune literal of the packages the app is built
// from (the server's, the commands' and the tests' aside) has its glyphs.
func TestFontCoversTheCodesTexts(t *testing.T) {
	root := filepath.Join("..")
	skip := []string{"server", "cmd", "browsertest", "scripts", "docs", "wasm", "mobile", ".git"}
	n := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if slices.Contains(skip, rel) || strings.HasPrefix(d.Name(), ".") && rel != "." || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		n++
		ast.Inspect(file, func(node ast.Node) bool {
			lit, ok := node.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING && lit.Kind != token.CHAR {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Errorf("%s: %s: %v", rel, lit.Value, err)
				return true
			}
			if m := missingGlyphs(regular, s); len(m) > 0 {
				t.Errorf("%s: %s: no glyph for %q", rel, lit.Value, m)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 50 {
		t.Fatalf("only %d files read", n)
	}
}

// A player's name in a script the fonts lack is drawn as the fonts' .notdef
// boxes, one a character, as wide as a letter: it neither vanishes nor
// breaks the line, and the letters the fonts have are drawn as ever.
func TestMissingGlyphsDrawAsBoxes(t *testing.T) {
	f := Face(20, true)
	for _, name := range []string{"李小龍", "🙂", "Ελένη", "Zoë 李"} {
		if len(missingGlyphs(bold, name)) == 0 {
			t.Fatalf("%q: the font has every glyph; pick a name it lacks", name)
		}
	}
	for _, tc := range []struct{ known, unknown string }{{"Zoë ", "李小龍"}, {"Ann ", "🙂"}, {"", "Ελένη"}} {
		s := tc.known + tc.unknown
		whole, known := Measure(s, f), Measure(tc.known, f)
		per := (whole - known) / float64(len([]rune(tc.unknown)))
		if per < 0.3*f.Size || per > f.Size {
			t.Errorf("%q: the missing characters take %.1f px each at %.0f px", s, per, f.Size)
		}
		pad := 8.0
		mask := lineMask(s, f, whole, pad)
		ink := func(x0, x1 float64) int {
			n := 0
			for y := mask.Rect.Min.Y; y < mask.Rect.Max.Y; y++ {
				for x := int(pad + x0); x < int(pad+x1); x++ {
					if mask.AlphaAt(x, y).A > 128 {
						n++
					}
				}
			}
			return n
		}
		if tc.known != "" && ink(0, known) == 0 {
			t.Errorf("%q: the known letters are not drawn", s)
		}
		if ink(known+1, whole) < int(f.Size) {
			t.Errorf("%q: the missing characters left %d pixels of ink", s, ink(known+1, whole))
		}
	}
	// And on screen, through the cache, with the rest of the screen's texts.
	resetTexts()
	dst := ebiten.NewImage(200, 60)
	Text(dst, "Zoë 李小龍", f, 10, 30, Left, Ink)
	if e := cur.texts[textKey{"Zoë 李小龍", f}]; e == nil || e.img == nil {
		t.Fatal("the line was not drawn")
	}
}
