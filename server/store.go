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
	// Append adds entry seq of room code. Appending a seq that exists is
	// an error.
	Append(code string, seq uint64, data []byte) error
	// Load returns every room's entries in order of seq.
	Load() (map[string][][]byte, error)
	// Delete removes a room's entries.
	Delete(code string) error
	// SaveRecord keeps a finished game's record (replacing one with the
	// same code and number).
	SaveRecord(code string, number int, data []byte) error
	// Record returns a finished game's record, or ErrNotFound.
	Record(code string, number int) ([]byte, error)
	Close() error
}

// ErrNotFound is returned for a record that does not exist.
var ErrNotFound = errors.New("not found")

// MemoryStore keeps everything in memory (tests, and -store memory).
type MemoryStore struct {
	mu      sync.Mutex
	rooms   map[string]map[uint64][]byte
	records map[string][]byte
	// FailAppend, when set, makes Append fail (tests of store failures).
	FailAppend bool
}

// NewMemoryStore returns an empty memory store.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{rooms: map[string]map[uint64][]byte{}, records: map[string][]byte{}}
}

func recordKey(code string, number int) string { return code + "/" + strconv.Itoa(number) }

func (m *MemoryStore) Append(code string, seq uint64, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.FailAppend {
		return errors.New("memory store: append refused")
	}
	r := m.rooms[code]
	if r == nil {
		r = map[uint64][]byte{}
		m.rooms[code] = r
	}
	if _, ok := r[seq]; ok {
		return errors.New("memory store: entry exists")
	}
	r[seq] = append([]byte(nil), data...)
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

func (m *MemoryStore) SaveRecord(code string, number int, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.records[recordKey(code, number)] = append([]byte(nil), data...)
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
