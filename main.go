// Command plyyard is the Ply Yard game app for the desktop and the browser.
//
// Flags start it straight in a game or on any screen, and can write one
// frame as a PNG and exit (for tests and bug reports):
//
//	plyyard -game jungle -mode ai -side blue -level 2 -lang ru -seed 7
//	plyyard -game ludo -mode hotseat -pos '3,b,b,b/b,b,b,b r 6 1'
//	plyyard -scene play -pos '<notation>' -screenshot out.png -frames 30
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/botworker"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/play/kits"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes"
)

func main() {
	o, w, h, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	o.OnReady = markReady
	if o.Screenshot != "" || o.Layout != "" || o.Stats != "" {
		o.Store = save.NewMemory() // a screenshot keeps nothing
	}
	botworker.Start("botworker.js") // the browser's bots think in a Web Worker
	ebiten.SetWindowTitle("Ply Yard")
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetTPS(60)
	if err := ebiten.RunGame(scenes.NewApp(o)); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (o scenes.Options, w, h int, err error) {
	o.Kits = kits.All
	reg, err := play.Registry(o.Kits)
	if err != nil {
		return o, 0, 0, err
	}
	fs := flag.NewFlagSet("plyyard", flag.ContinueOnError)
	fs.StringVar(&o.Game, "game", "", "start straight in a game: "+strings.Join(reg.Names(), ", "))
	fs.StringVar(&o.Mode, "mode", "ai", "ai or hotseat")
	fs.StringVar(&o.Side, "side", "", "your side against the computer: "+reg.SideHelp()+" (default: the first)")
	fs.IntVar(&o.Level, "level", 2, "computer strength, 1 (easy) to 4 (expert)")
	fs.StringVar(&o.Lang, "lang", "", "language: en or ru (default: the system's)")
	fs.Uint64Var(&o.Seed, "seed", 0, "seed of the computer's choices (0: a new one)")
	fs.StringVar(&o.Pos, "pos", "", "start from this position (the game's notation)")
	fs.StringVar(&o.Moves, "moves", "", "moves to play at once, comma-separated (a3a4,a7a6)")
	fs.StringVar(&o.Scene, "scene", "", "open a screen: title, games, mode, play, result, settings, howto, stats, learn, lesson, puzzles")
	fs.IntVar(&o.Page, "page", 0, "how-to page or lesson to open (from 1); with -scene puzzles, the puzzle to open (none: the list); with -scene review, the step to show")
	fs.StringVar(&o.Select, "select", "", "tap this square at the start (shows its moves); dominoes: pick this tile (25); settings: name opens the name for typing, name:TEXT types TEXT")
	fs.BoolVar(&o.Hint, "hint", false, "ask for a hint at the start and show it (the Hard bot's move)")
	fs.BoolVar(&o.Analysis, "analysis", false, "switch the analysis overlay on")
	fs.StringVar(&o.Server, "server", "", "room server for online play (default: the page's host in the browser, localhost:8080 on the desktop)")
	fs.StringVar(&o.Room, "room", "", "join this online room at once (the code of an invite link)")
	fs.StringVar(&o.Screenshot, "screenshot", "", "write frame -frames to this PNG file and exit")
	fs.StringVar(&o.Layout, "layout", "", "write what frame -frames shows, item by item, to this JSON file and exit")
	fs.StringVar(&o.Stats, "stats", "", "write the frames' figures (frames, longest gap, bytes and allocations per frame, each search with the frames drawn during it) as JSON when frame -frames is drawn, and exit")
	fs.BoolVar(&o.Silent, "silent", false, "never open the sound device (runs that only draw: screenshots, layouts)")
	fs.IntVar(&o.Frames, "frames", 30, "the frame to write with -screenshot, -layout or -stats")
	fs.StringVar(&o.Settle, "settle", "", "write the first frame at rest instead of frame -frames, then the last to wait for: "+scenes.SettleRest+" (no transition, nothing awaited), "+scenes.SettleOver+" (at rest on a finished game's card)")
	fs.IntVar(&w, "width", 1280, "window width")
	fs.IntVar(&h, "height", 800, "window height")
	if err = fs.Parse(args); err != nil {
		return o, w, h, err
	}
	if o.Settle != "" && o.Settle != scenes.SettleRest && o.Settle != scenes.SettleOver {
		return o, w, h, fmt.Errorf("-settle %q: %s or %s", o.Settle, scenes.SettleRest, scenes.SettleOver)
	}
	return o, w, h, nil
}
