package server

import (
	"database/sql"
	"errors"
	"slices"
	"sync"
)

// Group commit: a SQLStore writes the entries of many rooms in one
// transaction. Every command's entries must be stored before the command
// is acknowledged, and a transaction's commit (SQLite's write to its log,
// PostgreSQL's round trips and, with fsync, its flush) costs far more than
// the few rows it adds; one transaction per command made every room wait
// in line for the database's one writer. Append now queues its entries and
// waits: a committer takes everything queued meanwhile (up to maxBatch
// appends) into one transaction and answers each Append once it has
// committed. Nothing waits for a timer: a lone Append is committed at once,
// and under load the batch is what came in while the last one committed.
// An Append still returns only after its entries are durable, and the
// entries of one Append are still all stored or none: when a batch's
// transaction fails as a whole (one room's entry exists already, say),
// each Append of it is tried again alone, so one bad Append fails alone.

// maxBatch is how many Appends one transaction takes at most.
const maxBatch = 256

// appendReq is one Append waiting for its batch.
type appendReq struct {
	code    string
	first   uint64
	entries [][]byte
	rec     *GameRecord
	done    chan error
}

var appendReqs = sync.Pool{New: func() any { return &appendReq{done: make(chan error, 1)} }}

// committer holds the Appends waiting and the goroutines committing them.
type committer struct {
	mu      sync.Mutex
	pending []*appendReq
	closed  bool
	wake    chan struct{}
	stop    chan struct{}
	wg      sync.WaitGroup
}

// errStoreClosed answers an Append made after Close.
var errStoreClosed = errors.New("the store is closed")

// startCommitters starts n goroutines committing s's queued Appends (one
// for SQLite, whose writes are serial anyway; a few for PostgreSQL, whose
// batches can travel at once).
func (s *SQLStore) startCommitters(n int) {
	c := &committer{wake: make(chan struct{}, 1), stop: make(chan struct{})}
	s.group = c
	for range n {
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			for {
				batch := c.take()
				if batch == nil {
					return
				}
				errs := s.commitBatch(batch)
				for i, r := range batch {
					r.done <- errs[i]
				}
			}
		}()
	}
}

// submit queues r; r.done gets its answer.
func (c *committer) submit(r *appendReq) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		r.done <- errStoreClosed
		return
	}
	c.pending = append(c.pending, r)
	c.mu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// take waits for Appends and takes up to maxBatch of them; nil once the
// store is closed and nothing waits.
func (c *committer) take() []*appendReq {
	c.mu.Lock()
	for len(c.pending) == 0 {
		if c.closed {
			c.mu.Unlock()
			return nil
		}
		c.mu.Unlock()
		select {
		case <-c.wake:
		case <-c.stop:
		}
		c.mu.Lock()
	}
	n := min(len(c.pending), maxBatch)
	batch := slices.Clone(c.pending[:n])
	clear(c.pending[:n])
	c.pending = c.pending[n:]
	if len(c.pending) == 0 {
		c.pending = nil
	} else {
		// Others wait: wake another committer for them.
		select {
		case c.wake <- struct{}{}:
		default:
		}
	}
	c.mu.Unlock()
	return batch
}

// close answers what waits and stops the committers.
func (c *committer) close() {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	c.closed = true
	close(c.stop)
	c.mu.Unlock()
	c.wg.Wait() // they commit what is queued, then end
}

// commitBatch stores a batch of Appends, in one transaction when it can:
// it returns each one's error (ErrLeaseLost for a room another node holds,
// whose entries are left out).
func (s *SQLStore) commitBatch(batch []*appendReq) []error {
	errs := make([]error, len(batch))
	err := s.tryBatch(batch, errs)
	if err == nil || len(batch) == 1 {
		if err != nil {
			errs[0] = err
		}
		return errs
	}
	// The transaction failed as a whole: one Append may be at fault.
	// Each is tried alone, so it fails alone.
	for i, r := range batch {
		errs[i] = nil
		if err := s.tryBatch([]*appendReq{r}, errs[i:i+1]); err != nil {
			errs[i] = err
		}
	}
	return errs
}

// tryBatch stores batch in one transaction. errs gets the errors of single
// Appends left out (ErrLeaseLost); the error returned is the
// transaction's, and then nothing is stored.
func (s *SQLStore) tryBatch(batch []*appendReq, errs []error) (err error) {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tx.Rollback()
		}
	}()
	if s.Leasing() {
		// The fence: only a lease's holder stores entries (this also
		// renews the lease, or takes a new room's).
		codes := make([]string, len(batch))
		for i, r := range batch {
			codes[i] = r.code
		}
		held, err := s.claimAll(tx, codes)
		if err != nil {
			return err
		}
		for i, r := range batch {
			if !held[r.code] {
				errs[i] = ErrLeaseLost
			}
		}
	}
	if s.postgres {
		err = s.insertPostgres(tx, batch, errs)
	} else {
		err = s.insertSQLite(tx, batch, errs)
	}
	if err != nil {
		return err
	}
	for i, r := range batch {
		if r.rec == nil || errs[i] != nil {
			continue
		}
		if _, err := tx.Exec(s.q(`INSERT INTO records (room, number, data) VALUES (?, ?, ?)
			ON CONFLICT (room, number) DO UPDATE SET data = excluded.data`), r.code, r.rec.Number, string(r.rec.Data)); err != nil {
			return err
		}
		if r.rec.Rated != nil {
			if err := s.rateIn(tx, r.code, r.rec.Number, r.rec.Rated); err != nil {
				return err
			}
		}
	}
	if s.beforeCommit != nil {
		if err := s.beforeCommit(len(batch)); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// insertSQLite inserts the batch's entries with the statement prepared
// once on SQLite's one connection.
func (s *SQLStore) insertSQLite(tx *sql.Tx, batch []*appendReq, errs []error) error {
	st := tx.Stmt(s.insert)
	defer st.Close()
	for i, r := range batch {
		if errs[i] != nil {
			continue
		}
		for k, data := range r.entries {
			if _, err := st.Exec(r.code, int64(r.first)+int64(k), string(data)); err != nil {
				return err
			}
		}
	}
	return nil
}

// insertPostgres inserts the batch's entries in one statement (one round
// trip): three arrays, unnested into rows.
func (s *SQLStore) insertPostgres(tx *sql.Tx, batch []*appendReq, errs []error) error {
	var rooms, data []string
	var seqs []int64
	for i, r := range batch {
		if errs[i] != nil {
			continue
		}
		for k, d := range r.entries {
			rooms = append(rooms, r.code)
			seqs = append(seqs, int64(r.first)+int64(k))
			data = append(data, string(d))
		}
	}
	if len(rooms) == 0 {
		return nil
	}
	_, err := tx.Exec(`INSERT INTO entries (room, seq, data)
		SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[])`, rooms, seqs, data)
	return err
}

// claimAll takes or extends the leases of codes inside tx (one statement)
// and returns the ones this node holds now. The rows are taken in the
// order of their codes, as a renewal's are, so two transactions never wait
// for each other's rows in a circle.
func (s *SQLStore) claimAll(tx *sql.Tx, codes []string) (map[string]bool, error) {
	codes = slices.Compact(slices.Sorted(slices.Values(codes)))
	rows, err := tx.Query(`INSERT INTO leases (room, owner, expires)
		SELECT code, $2, now() + $3::interval FROM unnest($1::text[]) AS code ORDER BY code
		ON CONFLICT (room) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
		WHERE leases.owner = excluded.owner OR leases.expires < now()
		RETURNING room`, codes, s.node, s.interval())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	held := make(map[string]bool, len(codes))
	for rows.Next() {
		var code string
		if err := rows.Scan(&code); err != nil {
			return nil, err
		}
		held[code] = true
	}
	return held, rows.Err()
}
