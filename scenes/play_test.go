package scenes

import (
	"fmt"
	"testing"

	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	dominoplay "github.com/plyyard/plyyard/play/domino"
	jungleplay "github.com/plyyard/plyyard/play/jungle"
	"github.com/plyyard/plyyard/play/kits"
	raceplay "github.com/plyyard/plyyard/play/race"
)

// playing returns the play screen on show.
func playing(t *testing.T, c *Context) *playScene { t.Helper(); return on[*playScene](t, c) }

// laidButtons lays the play screen's buttons out.
func (p *playScene) laidButtons(c *Context) []play.Button {
	return p.buttons(c, p.b.Panel(p.screen(c)))
}

// The controllers behind the boards.
func jungleOf(p *playScene) *jungleplay.Controller { return p.b.(jungleplay.Board).Controller }
func raceOf(p *playScene) *raceplay.Controller     { return p.b.(raceplay.Board).Controller }
func dominoOf(p *playScene) *dominoplay.Controller { return p.b.(dominoplay.Board).Controller }

// cross is the race board laid out on the play screen.
func (p *playScene) cross(c *Context) layout.Cross {
	_, cross := p.b.(raceplay.Board).Layout(p.screen(c))
	return cross
}

// table is the dominoes table laid out on the play screen.
func (p *playScene) table(c *Context) layout.Table { return p.b.(dominoplay.Board).Layout(p.screen(c)) }

// Every game the app plays has the texts the screens find by the game's
// name and its sides' names, and its rules' pages, in both languages.
func TestEveryGameHasItsTexts(t *testing.T) {
	for _, k := range kits.All {
		g := k.Game()
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
			n := rulesPages(l, g.Name)
			if n == 0 {
				t.Errorf("%s: no rules pages for %s", l, g.Name)
			}
			for i := 1; i <= n; i++ {
				if body := fmt.Sprintf("rules.%s.%d.body", g.Name, i); !l.Has(body) {
					t.Errorf("%s lacks %q", l, body)
				}
			}
		}
	}
}
