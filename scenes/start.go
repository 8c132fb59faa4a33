package scenes

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
)

// Where the app starts: the screen, the game and its set-up the command
// line (or the browser's URL) asks for.

// firstScene picks the scene the options ask for.
func firstScene(c *Context) Scene {
	o := c.Opts
	if o.Room != "" {
		// A reload of the invite link returns to the seat taken through it.
		if saved := savedRoom(c); saved != nil && strings.EqualFold(saved.Code, o.Room) {
			return resumeOnline(c, saved)
		}
		return joinRoom(c, o.Room)
	}
	if o.Game == "" && o.Scene == "" {
		// A running online game comes back by itself after a reload or a
		// restart.
		if saved := savedRoom(c); saved != nil {
			return resumeOnline(c, saved)
		}
	}
	switch o.Scene {
	case "online":
		return lobbyFromOptions(c)
	case "quick":
		l := newLobby(c)
		if c.Opts.Game != "" {
			l.game = c.Opts.Game
		}
		l.quickMatch(c)
		return l
	case "tables":
		return newTablesScene()
	case "leaderboard":
		game := c.Games.First().Name
		if c.Opts.Game != "" {
			game = c.Opts.Game
		}
		return newLeaderboardScene(game)
	case "games":
		return &gamesScene{}
	case "stats":
		return &statsScene{}
	case "settings":
		return settingsFromOptions(c)
	case "play", "result", "mode", "howto":
		return gameFromOptions(c)
	case "history":
		return &historyScene{}
	case "review":
		return reviewFromOptions(c)
	case "learn", "lesson":
		return learnFromOptions(c)
	case "puzzles":
		return puzzlesFromOptions(c)
	}
	if o.Game != "" {
		return gameFromOptions(c)
	}
	return &titleScene{}
}

// gameFromOptions opens a game's screen from the command line (-game,
// Jungle when none is named): its mode screen, its rules (-scene howto; the
// title's how-to for Jungle), its board (-pos, -moves, -select, -hint), or
// its result (-scene result resigns the game).
func gameFromOptions(c *Context) Scene {
	o := c.Opts
	g, k, err := c.findGame(cmp.Or(o.Game, c.Games.First().Name))
	if err != nil {
		println("cannot start the game:", err.Error())
		return &titleScene{}
	}
	switch o.Scene {
	case "mode":
		return newModeScene(c, g.Name)
	case "howto":
		return newRulesScene(k, max(0, o.Page-1))
	}
	b, err := boardFromOptions(c, k)
	if err != nil {
		println("cannot start the game:", err.Error())
		return &titleScene{}
	}
	p := newPlayScene(b)
	if o.Analysis {
		c.Settings.Analysis = true
	}
	if o.Hint {
		p.hintNow(c)
	}
	if o.Scene == "result" {
		b.Base().Resign()
		// The card as a finished game shows it (its record not kept in
		// the history: nothing was played).
		if f, ok := p.finishedRecord(); ok {
			p.finished = &f
		}
		return &resultScene{play: p}
	}
	return p
}

// boardFromOptions makes the board the command line describes: the game
// at -pos (else its start, a deal of -seed), with the actions of -moves
// played on it (in the game's notation, "a3a4,a7a6", "roll:6,p0",
// "play:25,draw"), and -select done.
func boardFromOptions(c *Context, k play.Kit) (play.Board, error) {
	g := k.Game()
	start, actions, err := gameFromText(g, c.Opts.Pos, c.Opts.Seed, moveList(c.Opts.Moves))
	if err != nil {
		return nil, err
	}
	b, err := k.Board(configFromOptions(c, g), start, actions)
	if err != nil {
		return nil, err
	}
	if c.Opts.Select != "" {
		if err := b.Select(c.Opts.Select); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// gameFromText reads a game written down: the position pos (the start, a
// deal of seed, when empty) and the actions after it, each read where the
// ones before it lead.
func gameFromText(g *games.Game, pos string, seed uint64, texts []string) (engine.State, []engine.Action, error) {
	start := play.Deal(g, seed)
	if pos != "" {
		var err error
		if start, err = g.Rules.Parse(pos); err != nil {
			return nil, nil, err
		}
	}
	st, actions := start, make([]engine.Action, 0, len(texts))
	for i, text := range texts {
		a, err := st.ParseAction(text)
		if err == nil {
			st, _, err = st.Apply(a)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("action %d %q: %w", i+1, text, err)
		}
		actions = append(actions, a)
	}
	return start, actions, nil
}

// moveList splits -moves at commas and spaces.
func moveList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
}

// secondSide reports whether side names game's second seat (by its name
// or letter: "blue", "b").
func secondSide(c *Context, game, side string) bool {
	g, ok := c.Games.Find(game)
	if !ok {
		return false
	}
	seat, ok := g.Side(side)
	return ok && seat == engine.Second
}

// configFromOptions is the game set-up the command line asks for: -mode,
// -side (a side's name or letter), -level (2 when not given) and -seed.
func configFromOptions(c *Context, g *games.Game) play.Config {
	o := c.Opts
	cfg := play.Config{Mode: play.Hotseat, Level: o.Level, Seed: o.Seed, Speed: c.AnimSpeed()}
	if cfg.Level == 0 {
		cfg.Level = 2
	}
	if o.Mode == "ai" {
		cfg.Mode = play.VsAI
		if seat, ok := g.Side(o.Side); ok {
			cfg.Human = seat
		}
	}
	return cfg
}

// reviewFromOptions opens the review of the game the command line gives
// (-game, -pos or the start — a seeded deal in dominoes —, -moves in the
// game's action notation, -side for whose knowledge, -page for the step
// shown), or, with no -moves, of the newest game of the history.
func reviewFromOptions(c *Context) Scene {
	o := c.Opts
	back := func() Scene { return &historyScene{} }
	if o.Moves == "" {
		if h, _ := c.Saves.LoadHistory(); len(h.Games) > 0 {
			if r, err := newReview(c, h.Games[0], back); err == nil {
				return r
			}
		}
		return &historyScene{}
	}
	g, _, err := c.findGame(cmp.Or(o.Game, c.Games.First().Name))
	if err != nil {
		println("cannot review:", err.Error())
		return &titleScene{}
	}
	start := o.Pos
	if start == "" {
		start = play.Deal(g, o.Seed).String()
	}
	f := save.Finished{Game: g.Name, Mode: cmp.Or(o.Mode, "hotseat"), Start: start, Actions: moveList(o.Moves), Winner: -1, When: int64(o.Seed)}
	if seat, ok := g.Side(o.Side); ok {
		f.Human = int(seat)
	}
	r, err := newReview(c, f, back)
	if err != nil {
		println("cannot review:", err.Error())
		return &titleScene{}
	}
	r.step = max(0, min(len(r.acts), o.Page)) // -page: the step shown
	return r
}

// learnFromOptions opens a game's Learn hub (-scene learn -game G), or its
// lesson N (-scene lesson -page N, from 1) with the actions of -moves tried
// on its first step, to show how a wrong try is explained.
func learnFromOptions(c *Context) Scene {
	o := c.Opts
	g, _, err := c.findGame(cmp.Or(o.Game, c.Games.First().Name))
	if err != nil {
		println("cannot open the lessons:", err.Error())
		return &titleScene{}
	}
	if o.Scene == "learn" || len(g.Lessons) == 0 {
		return newLearnScene(g)
	}
	l := newLessonScene(c, g, max(0, o.Page-1))
	if o.Moves != "" {
		l.try(moveList(o.Moves))
	}
	return l
}

// puzzlesFromOptions opens the puzzles of -game (Jungle when none is
// named): the list, or with -page N the Nth puzzle, where -moves are
// made as the player's moves (to show a verdict in a screenshot).
func puzzlesFromOptions(c *Context) Scene {
	g, _, err := c.findGame(cmp.Or(c.Opts.Game, c.Games.First().Name))
	if err != nil {
		println("cannot open the puzzles:", err.Error())
		return &titleScene{}
	}
	l := newPuzzleList(g).(*puzzleList)
	if n := c.Opts.Page; n >= 1 && n <= len(l.set) {
		s := newPuzzleScene(l, n-1)
		s.moves = moveList(c.Opts.Moves)
		return s
	}
	return l
}
