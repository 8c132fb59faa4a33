package scenes

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/lang"
	jungleplay "github.com/plyyard/plyyard/play/jungle"
	"github.com/plyyard/plyyard/play/kits"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// TestMain runs the pixel checks of the static layers in a game loop when
// TestLayersMatchDrawnAnew starts this binary again for them: reading
// pixels needs the loop, and a process runs one loop.
func TestMain(m *testing.M) {
	if os.Getenv("PLYYARD_LAYER_CHECKS") != "" {
		os.Exit(runLayerChecks())
	}
	os.Exit(m.Run())
}

// Every screen drawn from its stored pictures and layers shows the same
// pixels as the same screen with every picture drawn anew: at two sizes,
// in both languages, and after the changes a layer depends on (the
// language, the size, the Jungle board turned), so a stale or wrong layer
// fails it.
func TestLayersMatchDrawnAnew(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run")
	}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "PLYYARD_LAYER_CHECKS=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	t.Logf("%s", bytes.TrimSpace(out))
}

// layerCase is a screen to check: the app's options, and what changes on
// it between the checks.
type layerCase struct {
	name   string
	opts   Options
	change func(a *App) string // a change a layer depends on, and its name
}

func layerCases() []layerCase {
	flip := func(a *App) string {
		a.ctx.mgr.current.(*playScene).b.(jungleplay.Board).Flip()
		return "board turned"
	}
	play := func(game string) Options { return Options{Game: game, Mode: "hotseat", Seed: 3} }
	return []layerCase{
		{name: "title"},
		{name: "jungle", opts: play("jungle"), change: flip},
		{name: "ludo", opts: play("ludo")},
		{name: "aviation", opts: play("aviation")},
		{name: "domino", opts: play("domino")},
	}
}

// runLayerChecks checks every case in a game loop and reports what did
// not match on stdout: 0 when everything did.
func runLayerChecks() int {
	ebiten.SetWindowSize(64, 64)
	r := &layerChecker{}
	if err := ebiten.RunGame(r); err != nil {
		fmt.Println(err)
		return 1
	}
	for _, p := range r.problems {
		fmt.Println(p)
	}
	fmt.Printf("%d screens checked, %d differed\n", r.checked, len(r.problems))
	if len(r.problems) > 0 {
		return 1
	}
	return 0
}

type layerChecker struct {
	problems []string
	checked  int
}

func (r *layerChecker) Update() error {
	for _, lc := range layerCases() {
		o := lc.opts
		o.Store, o.Lang, o.Silent = save.NewMemory(), "en", true
		o.Kits = kits.All
		a := NewApp(o)
		steps := []func() string{
			func() string { return "" },
			func() string { setLang(a.ctx, lang.RU); return "in Russian" },
		}
		if lc.change != nil {
			steps = append(steps, func() string { return lc.change(a) })
		}
		for _, size := range []image.Point{{1024, 640}, {360, 740}} {
			screen := ebiten.NewImage(size.X, size.Y)
			setLang(a.ctx, lang.EN)
			what := []string{}
			for _, step := range steps {
				if s := step(); s != "" {
					what = append(what, s)
				}
				name := fmt.Sprintf("%s %dx%d %s", lc.name, size.X, size.Y, strings.Join(what, ", "))
				if p := compareAnew(a, screen); p != "" {
					r.problems = append(r.problems, name+": "+p)
				}
				r.checked++
			}
			screen.Deallocate()
		}
	}
	return ebiten.Termination
}

// compareAnew draws some frames (every stored picture and cached shape is
// made), then the same frame from the stored pictures and drawn anew, and
// says how they differ. A colour may differ by one level of 255 on an
// anti-aliased edge (see ReuseImages); a stale or wrong picture differs by
// far more.
func compareAnew(a *App, screen *ebiten.Image) string {
	for range 30 {
		_ = a.Update()
		a.Draw(screen)
	}
	kept := pixels(a, screen)
	sprites.ReuseImages(false)
	anew := pixels(a, screen)
	sprites.ReuseImages(true)
	n, first, most := 0, -1, 0
	for i := range kept {
		if d := int(kept[i]) - int(anew[i]); d > 1 || d < -1 {
			if n == 0 {
				first = i / 4
			}
			n++
			most = max(most, d, -d)
		}
	}
	if n == 0 {
		return ""
	}
	w := screen.Bounds().Dx()
	return fmt.Sprintf("%d bytes differ by up to %d, the first at (%d, %d)", n, most, first%w, first/w)
}

// pixels draws a frame on screen (clearing it first) and reads it.
func pixels(a *App, screen *ebiten.Image) []byte {
	screen.Clear()
	a.Draw(screen)
	b := screen.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	screen.ReadPixels(px)
	return px
}

// setLang switches the app's language, as the settings do.
func setLang(c *Context, l lang.Lang) { c.Lang = l }

func (r *layerChecker) Draw(*ebiten.Image) {}

func (r *layerChecker) Layout(int, int) (int, int) { return 64, 64 }

// A static layer is drawn once for what it depends on and drawn again
// exactly when that changes: the title's for the size and the language,
// the Jungle board's for the size and the board's turn (not the language:
// its labels are letters and digits), the race board's and the table's for
// the size.
func TestLayersRebuiltOnChange(t *testing.T) {
	big, small := ebiten.NewImage(1024, 640), ebiten.NewImage(360, 740)
	defer big.Deallocate()
	defer small.Deallocate()
	type step struct {
		what   string
		change func(a *App)
		screen *ebiten.Image
		builds int
	}
	same := func(*App) {}
	check := func(t *testing.T, a *App, builds func() int, steps []step) {
		t.Helper()
		sprites.ResetCache()
		for _, s := range steps {
			s.change(a)
			before := builds()
			a.Draw(s.screen)
			a.Draw(s.screen)
			if got := builds() - before; got != s.builds {
				t.Errorf("%s: the layer was drawn %d times, want %d", s.what, got, s.builds)
			}
		}
	}
	newApp := func(o Options) *App {
		o.Store, o.Lang, o.Silent = save.NewMemory(), "en", true
		o.Kits = kits.All
		return NewApp(o)
	}
	ru := func(a *App) { setLang(a.ctx, lang.RU) }
	t.Run("title", func(t *testing.T) {
		check(t, newApp(Options{}), titleArt.Builds, []step{
			{"first frames", same, big, 1},
			{"the same again", same, big, 0},
			{"in Russian", ru, big, 1},
			{"a smaller window", same, small, 1},
			{"the same again", same, small, 0},
		})
	})
	t.Run("jungle", func(t *testing.T) {
		a := newApp(Options{Game: "jungle", Mode: "hotseat", Seed: 3})
		flip := func(a *App) { a.ctx.mgr.current.(*playScene).b.(jungleplay.Board).Flip() }
		check(t, a, sprites.JungleLayer().Builds, []step{
			{"first frames", same, big, 1},
			{"the same again", same, big, 0},
			{"in Russian", ru, big, 0},
			{"the board turned", flip, big, 1},
			{"a smaller window", same, small, 1},
		})
	})
	for _, game := range []string{"ludo", "domino"} {
		builds := sprites.RaceLayer().Builds
		if game == "domino" {
			builds = sprites.FeltLayer().Builds
		}
		t.Run(game, func(t *testing.T) {
			check(t, newApp(Options{Game: game, Mode: "hotseat", Seed: 3}), builds, []step{
				{"first frames", same, big, 1},
				{"the same again", same, big, 0},
				{"in Russian", ru, big, 0},
				{"a smaller window", same, small, 1},
				{"the same again", same, small, 0},
			})
		})
	}
}
