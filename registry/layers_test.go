package registry

import (
	"os/exec"
	"strings"
	"testing"
)

// The tree's layers, checked on the import graph (go list): the rules
// import only the rules; nothing below the app links Ebitengine; a game's
// packages import no other game's; the screens are imported only by the
// programs; a game's play asks its own entry, not the registry.
func TestImportLayers(t *testing.T) {
	const mod = "github.com/plyyard/plyyard/"
	out, err := exec.Command("go", "list", "-deps", "-f", `{{.ImportPath}}|{{join .Imports " "}}|{{join .Deps " "}}`, mod+"...").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	type pkg struct{ imports, deps []string }
	pkgs := map[string]pkg{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "|")
		if !strings.HasPrefix(f[0], mod) {
			continue
		}
		pkgs[strings.TrimPrefix(f[0], mod)] = pkg{strings.Fields(f[1]), strings.Fields(f[2])}
	}
	if len(pkgs) < 30 {
		t.Fatalf("only %d packages listed", len(pkgs))
	}
	in := func(p string, roots ...string) bool {
		for _, r := range roots {
			if p == r || strings.HasPrefix(p, r+"/") {
				return true
			}
		}
		return false
	}
	gameOf := func(p string) string {
		for _, root := range []string{"engine", "games", "play"} {
			if rest, ok := strings.CutPrefix(p, root+"/"); ok {
				name, _, _ := strings.Cut(rest, "/")
				switch name {
				case "jungle", "race", "domino":
					return name
				}
			}
		}
		return ""
	}
	app := []string{"audio", "sprites", "play", "scenes", "browsertest", "mobile"}
	for name, p := range pkgs {
		for _, imp := range p.imports {
			own, ok := strings.CutPrefix(imp, mod)
			switch {
			case in(name, "engine") && !strings.Contains(imp, ".") && !ok:
				// the standard library
			case in(name, "engine") && !in(own, "engine"):
				t.Errorf("%s imports %s: the rules import only the rules", name, imp)
			}
			if !ok {
				continue
			}
			if g, h := gameOf(name), gameOf(own); g != "" && h != "" && g != h && !in(name, "engine/ai") {
				t.Errorf("%s imports %s: one game's package imports another's", name, own)
			}
			if in(own, "scenes") && name != "" && !in(name, "mobile", "browsertest") && name != "." {
				t.Errorf("%s imports the screens", name)
			}
			if in(name, "play/jungle", "play/race", "play/domino", "play/plain") && own == "registry" {
				t.Errorf("%s asks the registry for its own game", name)
			}
		}
		if !in(name, app...) && name != "" {
			for _, d := range p.deps {
				if strings.HasPrefix(d, "github.com/hajimehoshi/ebiten") {
					t.Errorf("%s links Ebitengine (%s)", name, d)
					break
				}
			}
		}
	}
}
