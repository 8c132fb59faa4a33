// Package scenes holds every screen of the app and the manager that moves
// between them with a transition. A scene owns no rule: it asks the engine
// (through a controller) and draws with sprites.
package scenes

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// Options are what the command line (or the browser's URL) asks for.
type Options struct {
	// Kits are the games the app plays, in menu order (play/kits.All in
	// the binaries; a test may add a game).
	Kits []play.Kit
	// Game starts straight in a game of the registry ("jungle", "ludo",
	// "aviation", "domino"); with Scene "mode", "howto" or "result" it
	// opens that screen of the game instead.
	Game string
	Mode string // "ai" or "hotseat"
	// Side is the person's side against the computer, by its colour: the
	// second seat is "blue" (Jungle), "yellow" (the race games) or "white"
	// (dominoes); anything else is the first.
	Side  string
	Level int // the computer's level, 1 to 4 (0: 2)
	Lang  string
	Seed  uint64
	Pos   string // a position in the game's notation
	// Moves are actions to play at once, comma-separated, in the game's
	// notation ("a3a4,a7a6"; dominoes "play:46,draw").
	Moves string
	// Scene opens a screen: title, games, mode, play, result, settings,
	// howto, stats, online, learn (a game's lessons), lesson (lesson
	// Page).
	Scene string
	// Select taps this square once the game is set up (to show a piece's
	// moves in a screenshot); dominoes open the hand and pick this tile
	// ("25"); the lobby ("code:AB2") opens its keypad with that typed.
	Select string
	Page   int // the rules page to open, from 1; with Scene "review", the step shown; with Scene "puzzles", the puzzle
	// Hint asks for a hint once the game is set up, and waits for it (to
	// show it in a screenshot).
	Hint bool
	// Analysis switches the analysis overlay on for this run (to show it
	// in a screenshot).
	Analysis bool
	// Server is the room server for online play ("localhost:8080",
	// "https://host"); empty: the page's host in the browser, else
	// localhost:8080. Room joins that room at once (an invite link).
	Server string
	Room   string
	// Clock is online play's time (nil: the wall clock); tests pass a
	// netplay.ManualClock.
	Clock netplay.Clock

	Screenshot string // write frame Frames to this PNG and exit
	// Layout writes what frame Frames shows, item by item, to this JSON
	// file (layout.Dump) and exits. In the browser (?layout=1) any value
	// puts every frame's layout on the page instead, as
	// window.plyyardLayout (with its frame number), and the game goes on.
	Layout string
	// Stats writes the frames' figures (FrameStats) as JSON when frame
	// Frames is drawn, and ends the app.
	Stats  string
	Frames int
	// Settle, when set (SettleRest or SettleOver), writes the first frame
	// at rest instead of frame Frames, which becomes the last to wait for.
	Settle string
	// Store is where the settings, the unfinished game, the statistics and
	// the online seat are kept; nil uses the platform's store (files, or
	// the browser's localStorage). A screenshot run passes a store in
	// memory, so that it reads and leaves nothing behind.
	Store save.Store
	// OnReady is called once the first frame is drawn (the browser's ready
	// marker).
	OnReady func()
	// Pictures, when set, is the drawing's cache the app uses instead of
	// one of its own: the layout test runs an app per screen, one after
	// another, and passes them one cache, so that each screen finds the
	// pictures and lines the screens before it at the same size drew.
	Pictures *sprites.Cache
	// Silent never opens the sound device: the effects and the music are
	// kept quiet (runs that only draw, such as the layout and screenshot
	// tests, where a device that takes sound as fast as it comes would
	// keep a core busy for nothing).
	Silent bool
}

// Context is what every scene may use: the Host a board sees, and the
// rest of the app.
type Context struct {
	play.Host
	Opts  Options
	Saves *save.Saves
	// Kits are the games the app plays, and Games their registry.
	Kits   []play.Kit
	Games  *games.Registry
	Sounds *audio.Sounds
	// Buzzer shakes the device when the settings allow (Vibrate).
	Buzzer Buzzer
	Ptr    Pointer
	// Keys is what the keyboard typed on this tick.
	Keys Keys

	notice      string
	noticeArgs  []any
	noticeUntil int
	mgr         *manager
}

// GoTo moves to scene s with a transition.
func (c *Context) GoTo(s Scene) { c.mgr.goTo(s) }

// Notify shows a short notice at the bottom of the screen: the text of
// key, formatted with args.
func (c *Context) Notify(key string, args ...any) {
	c.notice, c.noticeArgs = key, args
	c.noticeUntil = c.Tick + 300
}

// ApplySettings stores the settings and applies them (language, sound).
func (c *Context) ApplySettings() {
	if l, ok := lang.Parse(c.Settings.Lang); ok {
		c.Lang = l
	}
	c.applyVolumes()
	_ = c.Saves.SaveSettings(c.Settings)
}

// applyVolumes gives the sounds the settings' volumes.
func (c *Context) applyVolumes() {
	c.Sounds.SetVolumes(float64(c.Settings.Effects)/100, float64(c.Settings.Music)/100)
}

// pace gives a game's configuration the settings' animation speed and
// motion.
func (c *Context) pace(cfg *play.Config) {
	cfg.Speed, cfg.Still = c.AnimSpeed(), !c.Motion()
}

// Buzzer shakes the device for d.
type Buzzer interface{ Buzz(d time.Duration) }

// deviceBuzzer vibrates phones and browsers that can (ebiten.Vibrate);
// elsewhere it does nothing.
type deviceBuzzer struct{}

func (deviceBuzzer) Buzz(d time.Duration) {
	ebiten.Vibrate(&ebiten.VibrateOptions{Duration: d, Magnitude: 0.7})
}

// Vibrate shakes the device for d, when the settings allow it.
func (c *Context) Vibrate(d time.Duration) {
	if c.Settings.Vibrate && d > 0 && c.Buzzer != nil {
		c.Buzzer.Buzz(d)
	}
}

// AnimSpeed is the animation time scale of the settings.
func (c *Context) AnimSpeed() float64 {
	switch c.Settings.Anim {
	case save.AnimSlow:
		return 1.7
	case save.AnimFast:
		return 0.5
	}
	return 1
}

// App is the ebiten.Game of Ply Yard.
type App struct {
	ctx    *Context
	frames int
	done   bool
	ready  bool
	dpr    float64
	live   bool // the layout of every frame goes to the page
	meter  *frameMeter
	// pictures is what the app's drawing keeps from frame to frame (the
	// stored pictures, lines and shapes): the app's own, named before
	// each update and draw.
	pictures *sprites.Cache
}

// NewApp builds the app from the options.
func NewApp(o Options) *App {
	live := publishing && o.Layout != ""
	if live {
		o.Layout = "" // the page has no file to write to
	}
	reg, err := play.Registry(o.Kits)
	if err != nil || len(o.Kits) == 0 {
		panic(fmt.Sprintf("scenes: the app's games (Options.Kits) are not playable: %v", err))
	}
	var sv *save.Saves
	if o.Store != nil {
		sv = save.New(o.Store)
	} else {
		sv = save.Open("plyyard")
	}
	sv.For(reg)
	pictures := o.Pictures
	if pictures == nil {
		pictures = sprites.NewCache()
	}
	sprites.Use(pictures) // the scenes made below may measure their texts
	ctx := &Context{Opts: o, Saves: sv, Kits: o.Kits, Games: reg, Sounds: audio.New(o.Silent), Buzzer: deviceBuzzer{}}
	ctx.mgr = &manager{ctx: ctx}
	st, first, problem := sv.LoadSettings()
	ctx.Settings = st
	if first {
		ctx.Settings.Lang = string(lang.Detect())
	}
	if l, ok := lang.Parse(o.Lang); ok {
		ctx.Settings.Lang = string(l)
	}
	ctx.Lang, _ = lang.Parse(ctx.Settings.Lang)
	if !ctx.Lang.Valid() {
		ctx.Lang = lang.EN
	}
	ctx.applyVolumes()
	if first {
		_ = sv.SaveSettings(ctx.Settings)
	}
	drawGuest(ctx)
	switch {
	case sv.Problem == save.NoStore:
		ctx.Notify("save.nostore")
	case problem == save.Damaged:
		ctx.Notify("save.damaged")
	}
	ctx.mgr.current = firstScene(ctx)
	a := &App{ctx: ctx, dpr: 1, live: live, pictures: pictures}
	if o.Stats != "" || publishing {
		a.meter = newFrameMeter()
	}
	return a
}

// Context exposes the app's context (tests).
func (a *App) Context() *Context { return a.ctx }

// Update implements ebiten.Game.
func (a *App) Update() error {
	if a.done {
		return ebiten.Termination
	}
	sprites.Use(a.pictures)
	c := a.ctx
	c.Tick++
	c.Ptr = readPointer()
	c.Keys = readKeys()
	if c.Ptr.Pressed {
		c.Sounds.Unlock()
	}
	c.Sounds.Update()
	if inpututil.IsKeyJustPressed(ebiten.KeyF11) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	c.mgr.update()
	return nil
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	c := a.ctx
	b := screen.Bounds()
	sprites.Use(a.pictures)
	sprites.Fit(b, a.dpr)
	c.Screen = layout.NewScreen(float64(b.Dx()), float64(b.Dy()), a.dpr)
	// The frame a screenshot or a layout dump asks for is the last.
	// With Settle, the first frame at rest (after two, so that a scene
	// has started) is the last, and Frames a backstop.
	last := (c.Opts.Screenshot != "" || c.Opts.Layout != "" || c.Opts.Stats != "") && !a.done &&
		(a.frames+1 >= max(1, c.Opts.Frames) || a.frames >= 2 && a.waited(c.Opts.Settle))
	if a.live || last && c.Opts.Layout != "" {
		sprites.Record(screen, a.dpr)
	}
	c.mgr.draw(screen)
	drawNotice(screen, c)
	a.frames++
	if a.live {
		publishLayout(sprites.Recorded(), a.frames)
	}
	if a.meter != nil {
		se, ok := c.mgr.current.(interface{ searching() bool })
		ended := a.meter.frame(time.Now(), ok && se.searching())
		publishStats(a.meter, ended || a.frames%60 == 1)
	}
	if !a.ready {
		a.ready = true
		if c.Opts.OnReady != nil {
			c.Opts.OnReady()
		}
	}
	if last {
		a.finish(screen)
	}
}

// finish writes the frame's layout dump and its screenshot, as asked, and
// ends the app.
func (a *App) finish(screen *ebiten.Image) {
	o := a.ctx.Opts
	if o.Layout != "" {
		if err := writeJSON(sprites.Recorded(), o.Layout); err != nil {
			println("layout:", err.Error())
		}
	}
	if o.Stats != "" {
		if err := writeJSON(a.meter.Stats(), o.Stats); err != nil {
			println("stats:", err.Error())
		}
	}
	if o.Screenshot != "" {
		if err := writePNG(screen, o.Screenshot); err != nil {
			println("screenshot:", err.Error())
		}
	}
	a.done = true
}

// LayoutF implements ebiten.LayoutFer: the screen has one pixel per device
// pixel, so text stays crisp on HiDPI displays.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	a.dpr = ebiten.Monitor().DeviceScaleFactor()
	if a.dpr <= 0 {
		a.dpr = 1
	}
	return w * a.dpr, h * a.dpr
}

// Layout implements ebiten.Game; LayoutF takes precedence.
func (a *App) Layout(w, h int) (int, int) {
	x, y := a.LayoutF(float64(w), float64(h))
	return int(x), int(y)
}

func writeJSON(d any, path string) error {
	b, err := json.MarshalIndent(d, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

func drawNotice(dst *ebiten.Image, c *Context) {
	if c.notice == "" || c.Tick > c.noticeUntil {
		return
	}
	s := c.Screen
	u := s.U
	face := sprites.Face(16*u, false)
	msg := c.F(c.notice, c.noticeArgs...)
	w := min(sprites.Measure(msg, face)+40*u, s.W-24*u)
	x, y := (s.W-w)/2, s.H-70*u
	sprites.Shadow(dst, x, y, w, 44*u, 22*u, 4*u)
	sprites.RoundRect(dst, x, y, w, 44*u, 22*u, sprites.Ink)
	sprites.Text(dst, msg, face, s.W/2, y+22*u, sprites.Center, sprites.White)
}
