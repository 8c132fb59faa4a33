package server

import (
	"errors"
	"sort"
	"strconv"
	"sync"
)

// Store keeps rooms durable. A room is the list of its entries, each stored
// as JSON under the room's code and its sequence number; the room is rebuilt
// at start-up by replaying them. Finished games are kept apart, as records,
// after their room is gone.
type Store interface {
	// Append adds entries first, first+1, ... of room code and, when rec
	// is not nil, a finished game's record (replacing one with the same
	// code and number), in one transaction: all of it is stored or none.
	// Appending a seq that exists is an error.
	Append(code string, first uint64, entries [][]byte, rec *GameRecord) error
	// Load returns every room's entries in order of seq.
	Load() (map[string][][]byte, error)
	// Delete removes a room's entries.
	Delete(code string) error
	// Record returns a finished game's record, or ErrNotFound.
	Record(code string, number int) ([]byte, error)
	Close() error
	RatingStore
}

// GameRecord is a finished game's record (room.Record as JSON) and its
// number in its room.
type GameRecord struct {
	Number int
	Data   []byte
	// Rated, for a rated game, changes its players' ratings with the
	// record, once (ratings.go).
	Rated *RatedGame
}

// ErrNotFound is returned for a record that does not exist.
var ErrNotFound = errors.New("not found")

// MemoryStore keeps everything in memory (tests, and -store memory).
type MemoryStore struct {
	mu        sync.Mutex
	rooms     map[string]map[uint64][]byte
	records   map[string][]byte
	failAfter int // entries Append may still store; -1: no limit
	failRecs  bool
	memRatings
}

// NewMemoryStore returns an empty memory store.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{rooms: map[string]map[uint64][]byte{}, records: map[string][]byte{}, failAfter: -1}
}

// FailAfter makes the store give out after n more entries, as a crash
// would (tests of store failures): an Append that would pass that point
// stores nothing and fails. -1 lifts the limit.
func (m *MemoryStore) FailAfter(n int) {
	m.mu.Lock()
	m.failAfter = n
	m.mu.Unlock()
}

// FailRecords makes every Append carrying a record fail (tests).
func (m *MemoryStore) FailRecords(fail bool) {
	m.mu.Lock()
	m.failRecs = fail
	m.mu.Unlock()
}

func recordKey(code string, number int) string { return code + "/" + strconv.Itoa(number) }

func (m *MemoryStore) Append(code string, first uint64, entries [][]byte, rec *GameRecord) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.failAfter >= 0 && len(entries) > m.failAfter {
		m.failAfter = 0
		return errors.New("memory store: append refused")
	}
	if rec != nil && m.failRecs {
		return errors.New("memory store: record refused")
	}
	r := m.rooms[code]
	for i := range entries {
		if _, ok := r[first+uint64(i)]; ok {
			return errors.New("memory store: entry exists")
		}
	}
	if r == nil {
		r = map[uint64][]byte{}
		m.rooms[code] = r
	}
	for i, data := range entries {
		r[first+uint64(i)] = append([]byte(nil), data...)
	}
	if m.failAfter > 0 {
		m.failAfter -= len(entries)
	}
	if rec != nil {
		m.records[recordKey(code, rec.Number)] = append([]byte(nil), rec.Data...)
		if rec.Rated != nil {
			m.rateLocked(code, rec.Number, rec.Rated)
		}
	}
	return nil
}

func (m *MemoryStore) Load() (map[string][][]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := map[string][][]byte{}
	for code, r := range m.rooms {
		seqs := make([]uint64, 0, len(r))
		for s := range r {
			seqs = append(seqs, s)
		}
		sort.Slice(seqs, func(i, j int) bool { return seqs[i] < seqs[j] })
		for _, s := range seqs {
			out[code] = append(out[code], r[s])
		}
	}
	return out, nil
}

func (m *MemoryStore) Delete(code string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.rooms, code)
	return nil
}

func (m *MemoryStore) Record(code string, number int) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.records[recordKey(code, number)]
	if !ok {
		return nil, ErrNotFound
	}
	return b, nil
}

func (m *MemoryStore) Close() error { return nil }
