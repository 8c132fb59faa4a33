package save

import (
	"slices"
	"strings"

	"github.com/plyyard/plyyard/games"
)

const puzzlesKey = "puzzles"

// Puzzles is the record of the puzzles the player has solved, by id
// ("jungle-07"), in the order they were solved; First holds those solved
// at the first try, with no wrong move and no answer shown. Keys holds
// each solved puzzle's fingerprint (puzzle.Puzzle.Key) as it was solved:
// a mark whose puzzle has since changed under its id is not the new
// puzzle's (records from before keys take the puzzle's key of the day
// they are next written).
type Puzzles struct {
	App     string            `json:"app"`
	Version int               `json:"version"`
	Solved  []string          `json:"solved"`
	First   []string          `json:"first,omitempty"`
	Keys    map[string]string `json:"keys,omitempty"`
}

func (p *Puzzles) stamp() (*string, *int) { return &p.App, &p.Version }

// valid: every id names a game of the registry, once. An id the puzzle
// sets no longer hold is kept: it was solved, and that is not lost.
func (p Puzzles) valid(known *games.Registry) bool {
	seen := map[string]bool{}
	for _, id := range p.Solved {
		game, rest, ok := strings.Cut(id, "-")
		if _, found := known.Find(game); !ok || !found || rest == "" || seen[id] {
			return false
		}
		seen[id] = true
	}
	for i, id := range p.First {
		if !seen[id] || slices.Index(p.First, id) != i {
			return false
		}
	}
	for id, key := range p.Keys {
		if !seen[id] || key == "" {
			return false
		}
	}
	return true
}

// current leaves out the marks of puzzles that changed under their id
// since they were solved, and keys each mark without one by its puzzle of
// today (an id no set holds is kept, unkeyed).
func (p Puzzles) current(known *games.Registry) Puzzles {
	keyOf := func(id string) (string, bool) {
		game, _, _ := strings.Cut(id, "-")
		g, ok := known.Find(game)
		if !ok {
			return "", false
		}
		for _, q := range g.Puzzles {
			if q.ID == id {
				return q.Key(), true
			}
		}
		return "", false
	}
	out := Puzzles{App: p.App, Version: p.Version, Keys: map[string]string{}}
	stale := map[string]bool{}
	for _, id := range p.Solved {
		now, ok := keyOf(id)
		switch kept := p.Keys[id]; {
		case ok && kept != "" && kept != now:
			stale[id] = true
			continue
		case ok:
			out.Keys[id] = now
		case kept != "":
			out.Keys[id] = kept
		}
		out.Solved = append(out.Solved, id)
	}
	for _, id := range p.First {
		if !stale[id] {
			out.First = append(out.First, id)
		}
	}
	if len(out.Keys) == 0 {
		out.Keys = nil
	}
	return out
}

// Has reports whether the puzzle id is solved.
func (p Puzzles) Has(id string) bool { return slices.Contains(p.Solved, id) }

// AtFirst reports whether the puzzle id was solved at the first try.
func (p Puzzles) AtFirst(id string) bool { return slices.Contains(p.First, id) }

// LoadPuzzles returns the solved puzzles (a mark whose puzzle changed
// under its id since is left out); none yet, or a damaged record (deleted
// and reported), give an empty one.
func (s *Saves) LoadPuzzles() (Puzzles, Problem) {
	p, problem := loadOne[Puzzles](s, puzzlesKey)
	if p == nil {
		return Puzzles{App: App, Version: Version}, problem
	}
	return p.current(s.games), OK
}

// MarkSolved records the puzzle id as solved (once), and at the first try
// when first says so (a later first try counts too). An id that does not
// name a game is refused and changes nothing.
func (s *Saves) MarkSolved(id string, first bool) error {
	p, _ := s.LoadPuzzles()
	if p.Has(id) && (!first || p.AtFirst(id)) {
		return nil
	}
	if !p.Has(id) {
		p.Solved = append(p.Solved, id)
	}
	if first {
		p.First = append(p.First, id)
	}
	if !p.valid(s.games) {
		return errUnknownGame(id)
	}
	p = p.current(s.games) // keys the new mark
	return s.keep(puzzlesKey, &p)
}

// PuzzlesSolved is how many of a game's puzzles the player has solved (for
// the statistics).
func (s *Saves) PuzzlesSolved(game string) int {
	p, _ := s.LoadPuzzles()
	n := 0
	for _, id := range p.Solved {
		if g, _, _ := strings.Cut(id, "-"); g == game {
			n++
		}
	}
	return n
}
