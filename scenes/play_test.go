package scenes

import (
	"testing"

	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/scenes/dominoctl"
	"github.com/plyyard/plyyard/scenes/junglectl"
	"github.com/plyyard/plyyard/scenes/racectl"
)

// playing returns the play screen on show.
func playing(t *testing.T, c *Context) *playScene {
	t.Helper()
	p, ok := c.mgr.current.(*playScene)
	if !ok {
		t.Fatalf("the screen is a %T, not a play screen", c.mgr.current)
	}
	return p
}

// laidButtons lays the play screen's buttons out.
func (p *playScene) laidButtons(c *Context) []Button { return p.buttons(c, p.b.Panel(p.screen(c))) }

// The controllers behind the boards.
func jungleOf(p *playScene) *junglectl.Controller { return p.b.(jungleBoard).Controller }
func raceOf(p *playScene) *racectl.Controller     { return p.b.(raceBoard).Controller }
func dominoOf(p *playScene) *dominoctl.Controller { return p.b.(dominoBoard).Controller }

// cross is the race board laid out on the play screen.
func (p *playScene) cross(c *Context) layout.Cross {
	_, cross := p.b.(raceBoard).layout(p.screen(c))
	return cross
}

// table is the dominoes table laid out on the play screen.
func (p *playScene) table(c *Context) layout.Table { return p.b.(dominoBoard).layout(p.screen(c)) }

// Every game of the registry has its kit, and the texts the screens find
// by the game's name and its sides' names, in both languages.
func TestEveryGameHasItsKitAndTexts(t *testing.T) {
	if len(kits) != len(registry.Games.All()) {
		t.Errorf("%d kits for %d games", len(kits), len(registry.Games.All()))
	}
	for _, g := range registry.Games.All() {
		k, ok := kits[g]
		if !ok {
			t.Errorf("%s has no kit", g.Name)
			continue
		}
		keys := []string{"game." + g.Name, "game." + g.Name + ".blurb", "mode.first." + g.Name, "mode.hotseat." + g.Name}
		for _, side := range g.Rules.SideNames {
			keys = append(keys, "side."+side, "result.win."+side)
		}
		for _, l := range lang.All {
			for _, key := range keys {
				if !l.Has(key) {
					t.Errorf("%s lacks %q", l, key)
				}
			}
			if r, ok := k.Rules(0).(*rulesScene); ok {
				n := rulesPages(l, r.game)
				if n == 0 {
					t.Errorf("%s: no rules pages for %s", l, g.Name)
				}
				for i := 1; i <= n; i++ {
					if body := "rules." + r.game + "." + string(rune('0'+i)) + ".body"; !l.Has(body) {
						t.Errorf("%s lacks %q", l, body)
					}
				}
			}
		}
	}
}
