// Package games says what a game of Ply Yard is: the entry that carries
// everything the rest of the tree asks of a game — its name, its rules
// engine and sides, its bots and the Expert's judge, its engine's fast
// paths, its lessons, its puzzles and their prover — and the Registry, an
// ordered list of entries that the room server, the saves, the ply tool,
// the bots and the app look games up in.
//
// Each game's entry is made in its own content package (games/jungle,
// games/race, games/domino) and listed once in package registry; nothing
// fills a map of games at start-up. A test can make a registry of its own
// with one more game in it and hand it to any of those hosts.
//
// The package is pure: no Ebitengine, no clock, no global randomness.
package games

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/learn"
	"github.com/plyyard/plyyard/puzzle"
)

// Game is one game: the registry's entry.
type Game struct {
	// Name is the game's identifier in saves, URLs, the protocol, the
	// catalogue ("game.<name>") and the ply tool: lower-case letters.
	Name string
	// Rules is the rules engine: the start, the notation, the side letters
	// and names.
	Rules engine.Rules
	// NewBot makes the named bot (one of ai.Names), seeded.
	NewBot func(name string, seed uint64) (ai.Bot, error)
	// NewEstimator makes the Expert's judge of positions for a viewer (a
	// seat, or engine.NoSeat for one who sees everything), for reviews.
	NewEstimator func(viewer engine.Seat) ai.Estimator
	// Marks grade the review's decisions in this game: the drops of the
	// judge's chance for each mark, chosen by measurement against exact
	// play (docs/ai.md), and the game's own rules of the mark.
	Marks ai.Marks
	// Perft counts the states depth actions ahead, and Playout plays a
	// game out at random: the engine's allocation-free fast paths (Fast
	// adapts an engine's typed ones; a game without them may pass
	// ContractPerft and ContractPlayout).
	Perft   func(s engine.State, depth int) uint64
	Playout func(s engine.State, r engine.Rand) (engine.Outcome, int)
	// Clocks are the time controls the game offers online (package
	// room's notation: "5+3" a chess clock, "20s" a turn timer), the first
	// being quick match's and a new room's unless it chooses another.
	Clocks []string
	// Content is what the game teaches and asks: its lessons and
	// puzzles.
	Content
}

// WithClocks sets the time controls the game offers online and returns
// the entry.
func (g *Game) WithClocks(clocks ...string) *Game {
	g.Clocks = clocks
	return g
}

// WithMarks sets how the game's review grades decisions and returns the
// entry.
func (g *Game) WithMarks(m ai.Marks) *Game {
	g.Marks = m
	return g
}

// Content is a game's lessons and puzzles, and what checks them.
type Content struct {
	// Tries lists what a person can try at a position on the screen,
	// legal or not (every piece to every square, every tile on every
	// end): the lessons are checked against each.
	Tries func(s engine.State) []engine.Action
	// Lessons teach the game, in order; Puzzles are its exercises, each
	// proved by Prove (nil when there are none).
	Lessons []learn.Lesson
	Puzzles []puzzle.Puzzle
	Prove   func(p puzzle.Puzzle) error
	// Refute, when set, says why a move that is not a puzzle's answer
	// fails, where the engine can tell (Jungle: the reply that takes the
	// forced win away). step is how many actions of the answer line were
	// played before it.
	Refute func(p puzzle.Puzzle, step int, before engine.State, tried engine.Action) (puzzle.Refutation, bool)
	// Words, when set, says action a at s in the player's words ("Rat
	// a3–a4", "5:5 on the right", "piece 2 moves 4"), through tr, the
	// catalogue's formatter (a key and its arguments); unset, the action's
	// notation is shown. Every screen that says a move in words asks it
	// (Game.Say): the review's list, a puzzle's answer.
	Words func(tr Tr, s engine.State, a engine.Action) string
	// World, when set, is a full position a host can lay a puzzle out on
	// when its position is a view that hides something (a dominoes hand):
	// one deal consistent with it. Unset, the position is parsed.
	World func(p puzzle.Puzzle) (engine.State, error)
}

// Tr formats a catalogue key with args in the player's language.
type Tr func(key string, args ...any) string

// Say is action a at s in the player's words.
func (g *Game) Say(tr Tr, s engine.State, a engine.Action) string {
	if g.Words != nil {
		return g.Words(tr, s, a)
	}
	return s.FormatAction(a)
}

// SayLine is a line of actions in notation, played from s, each in the
// player's words; from the first that does not apply, the notation.
func (g *Game) SayLine(tr Tr, s engine.State, line []string) []string {
	out := make([]string, len(line))
	for i, text := range line {
		out[i] = text
		if s == nil {
			continue
		}
		a, err := s.ParseAction(text)
		if err != nil {
			s = nil
			continue
		}
		out[i] = g.Say(tr, s, a)
		if s, _, err = s.Apply(a); err != nil {
			s = nil
		}
	}
	return out
}

// HasChance reports whether the game has dice or a deal: its start
// waits for a roll, or two seeds deal it differently.
func (g *Game) HasChance() bool {
	a := g.Rules.Start(rand.New(rand.NewPCG(1, 2)))
	if c, ok := a.(engine.Chance); ok {
		for _, act := range a.Legal() {
			if c.Outcomes(act) > 0 {
				return true
			}
		}
	}
	return a.String() != g.Rules.Start(rand.New(rand.NewPCG(3, 4))).String()
}

// PuzzleWorld is the full position a host lays puzzle p out on.
func (g *Game) PuzzleWorld(p puzzle.Puzzle) (engine.State, error) {
	if g.World != nil {
		return g.World(p)
	}
	return g.Rules.Parse(p.Position)
}

// New is the entry of rules, with its bots, its Expert's judge, its fast
// paths (typed for its positions, P) and its content.
func New[P engine.State](rules engine.Rules, newBot func(name string, seed uint64) (ai.Bot, error), newEstimator func(viewer engine.Seat) ai.Estimator,
	perft func(P, int) uint64, playout func(P, engine.Rand) (engine.Outcome, int), c Content) *Game {
	g := &Game{Name: rules.Name, Rules: rules, NewBot: newBot, NewEstimator: newEstimator, Content: c}
	g.Perft, g.Playout = Fast(perft, playout)
	return g
}

// Typed adapts a function of a game's own positions (P) to one of any
// state, which gives nothing for a state of another game.
func Typed[P engine.State, T any](f func(P) T) func(engine.State) T {
	return func(s engine.State) T {
		p, ok := s.(P)
		if !ok {
			var zero T
			return zero
		}
		return f(p)
	}
}

// Bot makes the bot of a level, seeded.
func (g *Game) Bot(l ai.Level, seed uint64) (ai.Bot, error) { return g.NewBot(l.String(), seed) }

// Review judges every action of a game played from start (ai.Review),
// marking decisions by the game's Marks, telling progress, when set, how far it has come.
func (g *Game) Review(start engine.State, actions []engine.Action, viewer engine.Seat, seed uint64, b ai.Budget, progress ai.Progress) (ai.Analysis, error) {
	return ai.Review(g.NewEstimator, g.Marks, start, actions, viewer, seed, b, progress)
}

// SideKey is the catalogue key of a seat's name ("side.red").
func (g *Game) SideKey(s engine.Seat) string { return "side." + g.Rules.SideNames[s] }

// Side is the seat a side's name or letter stands for ("blue", "b"); false
// for any other word.
func (g *Game) Side(name string) (engine.Seat, bool) {
	for _, s := range []engine.Seat{engine.First, engine.Second} {
		if name == g.Rules.SideNames[s] || name == g.Rules.Sides[s] {
			return s, true
		}
	}
	return engine.NoSeat, false
}

// ParseView reads a seat's view from its notation.
func (g *Game) ParseView(seat engine.Seat, s string) (engine.View, error) {
	if g.Rules.ParseView != nil {
		return g.Rules.ParseView(seat, s)
	}
	st, err := g.Rules.Parse(s)
	if err != nil {
		return nil, err
	}
	return st.View(seat), nil
}

// Lesson returns the lesson called id.
func (g *Game) Lesson(id string) (learn.Lesson, bool) {
	for _, l := range g.Lessons {
		if l.ID == id {
			return l, true
		}
	}
	return learn.Lesson{}, false
}

// Check proves a puzzle of the game again: its texts are there, it has an
// answer, and the game's prover confirms it.
func (g *Game) Check(p puzzle.Puzzle) error {
	if err := p.Complete(); err != nil {
		return fmt.Errorf("%s: %w", p.ID, err)
	}
	if g.Prove == nil {
		return fmt.Errorf("%s: %s has no prover", p.ID, g.Name)
	}
	if err := g.Prove(p); err != nil {
		return fmt.Errorf("%s: %w", p.ID, err)
	}
	return nil
}

// CheckPuzzles proves the game's puzzles in order, each worded in every
// language of the catalogue, and returns the first failure.
func (g *Game) CheckPuzzles() error {
	for _, p := range g.Puzzles {
		if err := p.Worded(); err != nil {
			return fmt.Errorf("%s: %w", p.ID, err)
		}
		if err := g.Check(p); err != nil {
			return err
		}
	}
	return nil
}

// Fast adapts an engine's fast paths, written for its own position type P,
// to the entry's Perft and Playout.
func Fast[P engine.State](perft func(P, int) uint64, playout func(P, engine.Rand) (engine.Outcome, int)) (
	func(engine.State, int) uint64, func(engine.State, engine.Rand) (engine.Outcome, int)) {
	return func(s engine.State, depth int) uint64 { return perft(s.(P), depth) },
		func(s engine.State, r engine.Rand) (engine.Outcome, int) { return playout(s.(P), r) }
}

// Registry is the games a host knows, in the order the menus show them.
// It is a value: the binaries use package registry's, a test may make its
// own with a game more.
type Registry struct{ list []*Game }

// validName is what a game's name may be: it goes into saves, URLs and
// catalogue keys.
var validName = regexp.MustCompile(`^[a-z][a-z0-9]{1,15}$`)

// NewRegistry lists games in menu order. Every entry needs a name its
// engine agrees with, used once, its rules and its bots; every lesson id
// is unique within its game and every puzzle id across the registry.
func NewRegistry(gs ...*Game) (*Registry, error) {
	seen := map[string]bool{}
	puzzles := map[string]bool{}
	var errs []error
	for _, g := range gs {
		switch {
		case g == nil:
			errs = append(errs, errors.New("a nil game"))
			continue
		case !validName.MatchString(g.Name):
			errs = append(errs, fmt.Errorf("game name %q: lower-case letters and digits, 2 to 16", g.Name))
		case seen[g.Name]:
			errs = append(errs, fmt.Errorf("game %s listed twice", g.Name))
		case g.Rules.Name != g.Name:
			errs = append(errs, fmt.Errorf("game %s: its engine calls it %q", g.Name, g.Rules.Name))
		case g.Rules.Start == nil || g.Rules.Parse == nil || g.NewBot == nil || g.NewEstimator == nil || g.Perft == nil || g.Playout == nil:
			errs = append(errs, fmt.Errorf("game %s: the rules' Start and Parse, NewBot, NewEstimator, Perft and Playout are needed", g.Name))
		case !g.Marks.Valid():
			errs = append(errs, fmt.Errorf("game %s: its review's marks need positive thresholds, inaccuracy no more than mistake, mistake no more than blunder", g.Name))
		case len(g.Puzzles) > 0 && g.Prove == nil:
			errs = append(errs, fmt.Errorf("game %s: puzzles without a prover", g.Name))
		}
		seen[g.Name] = true
		lessons := map[string]bool{}
		for _, l := range g.Lessons {
			if lessons[l.ID] || !learn.ValidID(l.ID) {
				errs = append(errs, fmt.Errorf("game %s: lesson id %q", g.Name, l.ID))
			}
			lessons[l.ID] = true
		}
		for _, p := range g.Puzzles {
			if puzzles[p.ID] || p.Game != g.Name || !strings.HasPrefix(p.ID, g.Name+"-") {
				errs = append(errs, fmt.Errorf("game %s: puzzle id %q of game %q", g.Name, p.ID, p.Game))
			}
			puzzles[p.ID] = true
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return &Registry{list: append([]*Game(nil), gs...)}, nil
}

// MustRegistry is NewRegistry for a list written in code: a mistake in it
// is the programmer's, and stops the program at once.
func MustRegistry(gs ...*Game) *Registry {
	r, err := NewRegistry(gs...)
	if err != nil {
		panic(err)
	}
	return r
}

// With is the registry with more games after its own.
func (r *Registry) With(gs ...*Game) (*Registry, error) {
	return NewRegistry(append(r.All(), gs...)...)
}

// All returns the games in menu order (a copy).
func (r *Registry) All() []*Game { return append([]*Game(nil), r.list...) }

// Len is how many games there are.
func (r *Registry) Len() int { return len(r.list) }

// First is the first game of the menus.
func (r *Registry) First() *Game { return r.list[0] }

// Names returns the games' names in menu order.
func (r *Registry) Names() []string {
	out := make([]string, len(r.list))
	for i, g := range r.list {
		out[i] = g.Name
	}
	return out
}

// Find returns the game called name.
func (r *Registry) Find(name string) (*Game, bool) {
	for _, g := range r.list {
		if g.Name == name {
			return g, true
		}
	}
	return nil, false
}

// Lookup returns the game called name, or an error that lists the known
// games.
func (r *Registry) Lookup(name string) (*Game, error) {
	if g, ok := r.Find(name); ok {
		return g, nil
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(r.Names(), ", "))
}

// Must returns the game called name, and panics when there is none (for
// tests and tables written in code).
func (r *Registry) Must(name string) *Game {
	g, err := r.Lookup(name)
	if err != nil {
		panic(err)
	}
	return g
}

// Puzzle finds a puzzle by its id, across the games.
func (r *Registry) Puzzle(id string) (*Game, puzzle.Puzzle, bool) {
	for _, g := range r.list {
		for _, p := range g.Puzzles {
			if p.ID == id {
				return g, p, true
			}
		}
	}
	return nil, puzzle.Puzzle{}, false
}

// SideHelp lists every game's side names for a command line's help:
// "red or blue (jungle), ...".
func (r *Registry) SideHelp() string {
	var parts []string
	for _, g := range r.list {
		parts = append(parts, fmt.Sprintf("%s or %s (%s)", g.Rules.SideNames[0], g.Rules.SideNames[1], g.Name))
	}
	return strings.Join(parts, ", ")
}
