package save

import (
	"regexp"
	"slices"

	"github.com/plyyard/plyyard/games"
)

const lessonsKey = "lessons"

// MaxLessons is how many lessons of one game the record may hold as done.
const MaxLessons = 64

// lessonID is the shape of a lesson's id: a short word of lower-case
// letters, digits and dashes.
var lessonID = regexp.MustCompile(`^[a-z0-9-]{1,40}$`)

// Lessons is the lessons the player has done, by game: each game's lesson
// ids in the order they were done.
type Lessons struct {
	App     string              `json:"app"`
	Version int                 `json:"version"`
	Done    map[string][]string `json:"done"`
}

func (l *Lessons) stamp() (*string, *int) { return &l.App, &l.Version }

// valid: known games, well-formed ids, none twice.
func (l Lessons) valid(known *games.Registry) bool {
	for game, ids := range l.Done {
		if _, ok := known.Find(game); !ok || len(ids) > MaxLessons {
			return false
		}
		for i, id := range ids {
			if !lessonID.MatchString(id) || slices.Contains(ids[:i], id) {
				return false
			}
		}
	}
	return true
}

// LoadLessons returns the lessons done; none yet, or a damaged record
// (deleted and reported), give none.
func (s *Saves) LoadLessons() (Lessons, Problem) {
	l, p := loadOne[Lessons](s, lessonsKey)
	if l == nil {
		l = &Lessons{App: App, Version: Version}
	}
	if l.Done == nil {
		l.Done = map[string][]string{}
	}
	return *l, p
}

// LessonDone reports whether lesson id of game is done.
func (s *Saves) LessonDone(game, id string) bool {
	l, _ := s.LoadLessons()
	return slices.Contains(l.Done[game], id)
}

// LessonsDone is how many lessons of game are done (for the statistics).
func (s *Saves) LessonsDone(game string) int {
	l, _ := s.LoadLessons()
	return len(l.Done[game])
}

// MarkLesson notes lesson id of game as done; done again, it changes
// nothing. An unknown game or a malformed id is refused and changes
// nothing.
func (s *Saves) MarkLesson(game, id string) error {
	if _, ok := s.games.Find(game); !ok {
		return errUnknownGame(game)
	}
	if !lessonID.MatchString(id) {
		return errLessonID(id)
	}
	l, _ := s.LoadLessons()
	if slices.Contains(l.Done[game], id) {
		return nil
	}
	if len(l.Done[game]) >= MaxLessons {
		return errLessonID(id)
	}
	l.Done[game] = append(l.Done[game], id)
	return s.keep(lessonsKey, &l)
}

// errLessonID says a lesson's id is malformed (or one too many).
type errLessonID string

func (e errLessonID) Error() string { return "bad lesson id " + string(e) }
