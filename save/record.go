package save

import (
	"encoding/json"
	"fmt"

	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/strictjson"
)

// A record is one kind of thing the saves keep under its own key — the
// settings, the unfinished game, the statistics, the online seat: JSON
// stamped with the app's marker and the format version, and checked when
// it is read back.
type record interface {
	// stamp points at the record's marker and version.
	stamp() (app *string, version *int)
	// valid reports whether the record's values make sense.
	valid(known *games.Registry) bool
}

func (st *Settings) stamp() (*string, *int) { return &st.App, &st.Version }
func (st *Stats) stamp() (*string, *int)    { return &st.App, &st.Version }
func (o *Online) stamp() (*string, *int)    { return &o.App, &o.Version }

// An upgrader is a record whose format has moved on from Version: it is
// written in its own version and still reads its older formats.
type upgrader interface {
	version() int
	// upgrade reads data in an older format into the record.
	upgrade(data []byte, known *games.Registry) error
}

// versionOf is the format r is written in.
func versionOf(r record) int {
	if u, ok := r.(upgrader); ok {
		return u.version()
	}
	return Version
}

// load reads the record under key into r and reports whether there was
// one. A damaged record — unreadable, foreign, of another version, or not
// valid — is deleted and reported.
func (s *Saves) load(key string, r record) (bool, Problem) {
	data, err := s.store.Load(key)
	if err == nil && data == nil {
		return false, OK
	}
	if err != nil || decode(data, r, s.games) != nil || !r.valid(s.games) {
		_ = s.store.Delete(key)
		return false, Damaged
	}
	return true, OK
}

// loadOne reads the record of type T under key: nil when there is none, or
// when it was damaged (and is now deleted).
func loadOne[T any, P interface {
	*T
	record
}](s *Saves, key string) (*T, Problem) {
	var v T
	if found, p := s.load(key, P(&v)); !found {
		return nil, p
	}
	return &v, OK
}

// keep writes r under key, stamped.
func (s *Saves) keep(key string, r record) error {
	app, version := r.stamp()
	*app, *version = App, versionOf(r)
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return s.store.Save(key, data)
}

// decode reads a record strictly: unknown fields, trailing bytes, a foreign
// marker or another version make it damaged, unless the record reads that
// older format itself.
func decode(data []byte, r record, known *games.Registry) error {
	err := decodeCurrent(data, r)
	if u, ok := r.(upgrader); ok && err != nil && u.upgrade(data, known) == nil {
		return nil
	}
	return err
}

// decodeCurrent reads a record of the format this build writes.
func decodeCurrent(data []byte, r record) error {
	if err := strictjson.Unmarshal(data, r); err != nil {
		return err
	}
	if app, version := r.stamp(); *app != App || *version != versionOf(r) {
		return fmt.Errorf("foreign record %q version %d", *app, *version)
	}
	return nil
}
