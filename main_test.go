package main

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMain runs the app itself when a screenshot test starts this binary
// again with PLYYARD_APP_ARGS set.
func TestMain(m *testing.M) {
	if layoutCasesFromEnv() {
		os.Exit(0)
	}
	if args := os.Getenv("PLYYARD_APP_ARGS"); args != "" {
		os.Args = append([]string{"plyyard"}, strings.Split(args, "\x1f")...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// shoot renders frame 8 of the app started with args and returns the PNG.
func shoot(t *testing.T, name string, args ...string) image.Image {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test-app)")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, name+".png")
	size := []string{"-width", "1024", "-height", "700"}
	for _, a := range args {
		if a == "-width" {
			size = nil // the test sets its own window
		}
	}
	frames := []string{"-frames", "8"}
	for _, a := range args {
		if a == "-frames" {
			frames = nil // the test picks its own frame
		}
	}
	args = append(append(append(args, "-screenshot", out, "-silent"), frames...), size...)
	if b, err := runApp(t, func() *exec.Cmd {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), "PLYYARD_APP_ARGS="+strings.Join(args, "\x1f"), "HOME="+dir)
		return cmd
	}); err != nil {
		t.Fatalf("app %v:\n%s\n%v", args, b, err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if keep := os.Getenv("PLYYARD_SHOTS"); keep != "" {
		b, _ := os.ReadFile(out)
		os.WriteFile(filepath.Join(keep, name+".png"), b, 0o644)
	}
	return img
}

// share returns the fraction of pixels close to c.
func share(img image.Image, c color.RGBA) float64 {
	b := img.Bounds()
	n, hit := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			n++
			if near(r>>8, c.R) && near(g>>8, c.G) && near(bl>>8, c.B) {
				hit++
			}
		}
	}
	return float64(hit) / float64(n)
}

func near(a uint32, b uint8) bool { d := int(a) - int(b); return d > -10 && d < 10 }

var (
	paper = color.RGBA{0xF5, 0xED, 0xE0, 0xff}
	grass = color.RGBA{0xA6, 0xCF, 0x74, 0xff}
	water = color.RGBA{0x5F, 0xB6, 0xE3, 0xff}
	red   = color.RGBA{0xE2, 0x55, 0x3F, 0xff}
	blue  = color.RGBA{0x3D, 0x7F, 0xDB, 0xff}
)

// The menus, and a bad position that falls back to the title, are drawn
// on paper.
func TestScreenshotsOnPaper(t *testing.T) {
	t.Parallel() // each shot is an app process of its own
	for _, c := range []struct {
		name string
		min  float64
		args []string
	}{
		{"title-en", 0.3, []string{"-scene", "title", "-lang", "en"}},
		{"title-ru", 0.3, []string{"-scene", "title", "-lang", "ru"}},
		{"games", 0.2, []string{"-scene", "games", "-lang", "en"}},
		{"bad-pos", 0.3, []string{"-game", "jungle", "-pos", "not a position"}},
		{"stats-ru", 0.2, []string{"-scene", "stats", "-lang", "ru"}},
		{"rules-aviation-en", 0.2, []string{"-game", "aviation", "-scene", "howto", "-page", "3", "-lang", "en"}},
		{"mode-domino-ru", 0.2, []string{"-game", "domino", "-scene", "mode", "-lang", "ru"}},
	} {
		if s := share(shoot(t, c.name, c.args...), paper); s < c.min {
			t.Errorf("%s: paper share %.2f, want at least %.2f", c.name, s, c.min)
		}
	}
}

func TestScreenshotJungleStart(t *testing.T) {
	t.Parallel() // each shot is an app process of its own
	img := shoot(t, "jungle-start", "-game", "jungle", "-mode", "hotseat", "-lang", "ru")
	for name, c := range map[string]color.RGBA{"grass": grass, "water": water, "red": red, "blue": blue} {
		if s := share(img, c); s < 0.003 {
			t.Errorf("no %s on the board (%.4f)", name, s)
		}
	}
}

func TestScreenshotJungleAfterCapture(t *testing.T) {
	t.Parallel() // each shot is an app process of its own
	// Red's leopard on e3 takes Blue's dog on d3.
	pos := "l5t/1w3c1/r1p3e/7/7/7/E1DdP1R/1C3W1/T5L r 0"
	start := shoot(t, "jungle-before", "-game", "jungle", "-mode", "hotseat", "-lang", "en", "-pos", pos)
	after := shoot(t, "jungle-capture", "-game", "jungle", "-mode", "hotseat", "-lang", "en", "-pos", pos, "-moves", "e3d3")
	// One blue piece fewer: less blue on the board (the left part of a
	// landscape window; the panel on the right changes colour with the turn).
	board := func(img image.Image) image.Image {
		b := img.Bounds()
		return img.(interface {
			SubImage(image.Rectangle) image.Image
		}).SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+b.Dx()*55/100, b.Max.Y))
	}
	if a, b := share(board(start), blue), share(board(after), blue); !(b < a) {
		t.Errorf("blue share %.4f before, %.4f after the capture", a, b)
	}
}

func TestFlags(t *testing.T) {
	o, w, h, err := parseFlags([]string{"-game", "jungle", "-mode", "hotseat", "-side", "blue", "-level", "3", "-lang", "ru", "-seed", "9", "-frames", "4"})
	if err != nil || o.Game != "jungle" || o.Mode != "hotseat" || o.Side != "blue" || o.Level != 3 || o.Lang != "ru" || o.Seed != 9 || o.Frames != 4 || w != 1280 || h != 800 {
		t.Fatalf("%+v %d %d %v", o, w, h, err)
	}
	if _, _, _, err := parseFlags([]string{"-nonsense"}); err == nil {
		t.Fatal("an unknown flag was accepted")
	}
}

var (
	yellow    = color.RGBA{0xF2, 0xC2, 0x30, 0xff}
	ludoGreen = color.RGBA{0x4E, 0x9A, 0x5B, 0xff}
	felt      = color.RGBA{0x2F, 0x7A, 0x55, 0xff}
	glow      = color.RGBA{0xFF, 0xD5, 0x4A, 0xff}
)

// A mid-game race position: red rolled a 4 and has three pieces to choose
// from (two of them stacked), yellow has one piece home.
const raceMid = "5,5,30,b/12,40,b,56 r 4 0"

func TestScreenshotLudo(t *testing.T) {
	t.Parallel() // each shot is an app process of its own
	start := shoot(t, "ludo-start-en", "-game", "ludo", "-mode", "ai", "-lang", "en")
	for name, c := range map[string]color.RGBA{"red": red, "yellow": yellow, "green": ludoGreen, "blue": blue} {
		if s := share(start, c); s < 0.01 {
			t.Errorf("start: no %s on the board (%.4f)", name, s)
		}
	}
	mid := shoot(t, "ludo-mid-ru", "-game", "ludo", "-mode", "hotseat", "-lang", "ru", "-pos", raceMid)
	// The three movable pieces glow.
	if a, b := share(start, glow), share(mid, glow); !(b > a) {
		t.Errorf("glow %.4f at the start, %.4f with pieces to choose", a, b)
	}
	shoot(t, "ludo-mid-portrait-en", "-game", "ludo", "-mode", "ai", "-lang", "en", "-pos", raceMid, "-width", "430", "-height", "860")
}

func TestScreenshotAviation(t *testing.T) {
	t.Parallel() // each shot is an app process of its own
	for _, l := range []string{"en", "ru"} {
		img := shoot(t, "aviation-"+l, "-game", "aviation", "-mode", "ai", "-side", "yellow", "-lang", l, "-pos", "5,5,30,b/12,40,b,56 y 6 1")
		if s := share(img, yellow); s < 0.01 {
			t.Errorf("%s: no yellow (%.4f)", l, s)
		}
	}
}

func TestScreenshotDominoes(t *testing.T) {
	t.Parallel() // each shot is an app process of its own
	start := shoot(t, "domino-start-en", "-game", "domino", "-mode", "ai", "-lang", "en", "-seed", "4")
	if s := share(start, felt); s < 0.2 {
		t.Errorf("no table (%.2f)", s)
	}
	// White to move picks 5-6, which fits both ends: both ends glow.
	pos := "00,01,02,04,06/03,05,36,56,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/52,21,16 w 0"
	sel := shoot(t, "domino-pick-ru", "-game", "domino", "-mode", "ai", "-side", "white", "-lang", "ru", "-pos", pos, "-select", "56")
	if s := share(sel, glow); s < 0.002 {
		t.Errorf("no glowing ends (%.4f)", s)
	}
	// In hotseat the hand-over screen dims the table.
	long := "01,06/44,11,02,14,15/66,00,24,22,03,25,26/16,65,50,04,43,35,55,54,46,63,31,12,23,33 b 0"
	hidden := shoot(t, "domino-handover-en", "-game", "domino", "-mode", "hotseat", "-lang", "en", "-pos", long)
	if s := share(hidden, felt); s > 0.05 {
		t.Errorf("the hand-over screen does not cover the table (%.2f)", s)
	}
	shoot(t, "domino-long-portrait-ru", "-game", "domino", "-mode", "hotseat", "-lang", "ru", "-pos", long, "-select", "x", "-width", "430", "-height", "860")
	// A game played from the deal: the line grows both ways from 4-6 and
	// turns at both edges.
	moves := "play:46,play:34:L,play:06:R,play:35:L,play:01:R,play:05:L,play:12:R,draw,play:23:R,play:04:L,play:45:L," +
		"play:13:R,draw,play:56:L,draw,play:11:R,play:36:L,draw,draw,play:14:R,play:44:R,draw,draw,draw,draw,draw,play:24:R"
	shoot(t, "domino-played-en", "-game", "domino", "-mode", "hotseat", "-lang", "en", "-seed", "3", "-moves", moves, "-select", "x")
	shoot(t, "domino-played-portrait-ru", "-game", "domino", "-mode", "hotseat", "-lang", "ru", "-seed", "3", "-moves", moves, "-select", "x", "-width", "420", "-height", "860")
	blocked := "33,34,44,13/14/03,36/66,65,55,52,20,00,04,42,21,15,50,01,11,16,64,45,53,32,22,26,60 b 2"
	shoot(t, "domino-blocked-en", "-game", "domino", "-mode", "ai", "-scene", "result", "-lang", "en", "-pos", blocked)
}

// TestScreenshotHints shows the Hard bot's hint on each board (-hint asks
// for it at the start and waits): the violet of the hint must be there, and
// absent without -hint.
func TestScreenshotHints(t *testing.T) {
	t.Parallel() // each shot is an app process of its own
	violet := color.RGBA{0x8B, 0x4F, 0xE0, 0xff}
	for _, c := range []struct {
		name string
		args []string
	}{
		{"hint-jungle-en", []string{"-game", "jungle", "-mode", "hotseat", "-lang", "en", "-moves", "a3a4,g7g6"}},
		{"hint-ludo-en", []string{"-game", "ludo", "-mode", "ai", "-lang", "en", "-pos", "3,10,b,b/b,20,b,b r 6 1"}},
		{"hint-aviation-ru", []string{"-game", "aviation", "-mode", "hotseat", "-lang", "ru", "-width", "430", "-height", "860"}},
		{"hint-domino-ru", []string{"-game", "domino", "-mode", "ai", "-side", "white", "-lang", "ru",
			"-pos", "00,01,02,04,06/03,05,36,56,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/52,21,16 w 0"}},
	} {
		with := shoot(t, c.name, append(c.args, "-hint")...)
		without := shoot(t, c.name+"-none", c.args...)
		if s, s0 := share(with, violet), share(without, violet); s < 0.0005 || s0 > 0 {
			t.Errorf("%s: violet share %.4f with the hint, %.4f without", c.name, s, s0)
		}
	}
}
