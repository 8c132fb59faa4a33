package server

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// LeaseStore is a store several processes share (PostgreSQL): a room
// belongs to the process holding its lease, which renews it while it lives.
// When the owner stops renewing (a crash, a kill -9, a network cut), the
// lease expires and another process claims the room and replays it from its
// entries. Every Append is fenced by the lease: a process whose lease was
// taken over stores nothing more for that room.
//
// Times are the database's clock, so the processes' clocks need not agree.
type LeaseStore interface {
	Store
	// Leasing reports whether leases are in force (UseLeases was called).
	Leasing() bool
	// Node is the id of this process in the leases.
	Node() string
	// LeaseTTL is how long a lease lasts unrenewed.
	LeaseTTL() time.Duration
	// Claim makes this node the owner of room code when nobody holds a
	// live lease on it (or this node does already). It returns the lease's
	// owner now: this node's id when it got it, another's while that one
	// holds it, "" when no room has the code.
	Claim(code string) (owner string, err error)
	// Renew extends this node's leases on codes and returns the codes it
	// no longer holds.
	Renew(codes []string) (lost []string, err error)
	// Release gives a room up at once (a clean shutdown), so another node
	// claims it without waiting for the lease to expire.
	Release(code string) error
	// Orphans lists at most limit rooms whose lease has expired.
	Orphans(limit int) ([]string, error)
	// LoadRoom returns one room's entries in order of seq (none: an empty
	// list).
	LoadRoom(code string) ([][]byte, error)
	// KeepAlive checks that this node's session (whose end tells the
	// others it is gone) still lives, and opens a new one if not.
	KeepAlive() error
}

// ErrLeaseLost is returned by an Append on a room whose lease another node
// holds.
var ErrLeaseLost = errors.New("the room's lease is held by another node")

// MinLeaseTTL is the shortest lease UseLeases takes: a lease is renewed
// every third of it, and a round trip to the database must fit in that.
const MinLeaseTTL = 300 * time.Millisecond

// UseLeases puts leases in force for node (PostgreSQL only): the store is
// then shared by a cluster, a room is served by one node at a time, and
// rooms stored before leases existed become claimable at once.
func (s *SQLStore) UseLeases(node string, ttl time.Duration) error {
	if !s.postgres {
		return errors.New("leases need PostgreSQL (a store shared by the cluster)")
	}
	if node == "" || len(node) > 64 {
		return fmt.Errorf("lease node id %q: want 1 to 64 characters", node)
	}
	if ttl < MinLeaseTTL || ttl > time.Hour {
		return fmt.Errorf("lease %v: want %v to 1h", ttl, MinLeaseTTL)
	}
	if _, err := s.db.Exec(`INSERT INTO leases (room, owner, expires)
		SELECT DISTINCT room, '', to_timestamp(0) FROM entries ON CONFLICT (room) DO NOTHING`); err != nil {
		return fmt.Errorf("leases for stored rooms: %w", err)
	}
	s.node, s.ttl = node, ttl
	if err := s.KeepAlive(); err != nil {
		s.node = ""
		return err
	}
	return nil
}

// A node's life, as the other nodes see it in the database: while its
// process lives it holds a session of its own with an advisory lock named
// by its id (liveLockSpace, hashtext(node)). A process that dies (killed,
// crashed) closes its connections as it goes, and PostgreSQL ends the
// session and releases the lock at once: Claim then takes the node's rooms
// without waiting for their leases to expire. A node that is alive but
// silent (paused, cut from the others) keeps its lock, and its rooms wait
// for their leases as before; a machine that vanishes without closing its
// connections keeps its sessions until TCP gives up, and its rooms too
// wait for the leases.
const liveLockSpace = 0x706c79 // "ply"

// alive is the SQL condition "the node owning the lease row leases holds
// its lock".
var alive = fmt.Sprintf(`EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
	AND classid = %d AND objid = hashtext(leases.owner)::oid AND objsubid = 2
	AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))`, liveLockSpace)

// KeepAlive takes this node's lock on a session of its own, or checks that
// the session holding it still answers (and opens a new one if not).
func (s *SQLStore) KeepAlive() error {
	s.liveMu.Lock()
	defer s.liveMu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), s.ttl)
	defer cancel()
	if s.live != nil {
		if err := s.live.PingContext(ctx); err == nil {
			var n int
			if err := s.live.QueryRowContext(ctx, `SELECT 1`).Scan(&n); err == nil {
				return nil
			}
		}
		s.live.Close()
		s.live = nil
	}
	c, err := s.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("a session to show this node lives: %w", err)
	}
	var got bool
	var pid int
	if err := c.QueryRowContext(ctx, `SELECT pg_try_advisory_lock($1, hashtext($2)), pg_backend_pid()`, liveLockSpace, s.node).Scan(&got, &pid); err != nil {
		c.Close()
		return fmt.Errorf("this node's lock: %w", err)
	}
	if !got {
		c.Close()
		return fmt.Errorf("another session holds the lock of node %q", s.node)
	}
	s.live, s.pid = c, pid
	return nil
}

// livePID is the process id of the session holding this node's lock
// (tests end it to play a node's death).
func (s *SQLStore) livePID() int {
	s.liveMu.Lock()
	defer s.liveMu.Unlock()
	return s.pid
}

func (s *SQLStore) Leasing() bool           { return s.node != "" }
func (s *SQLStore) Node() string            { return s.node }
func (s *SQLStore) LeaseTTL() time.Duration { return s.ttl }

// interval is the lease's length as a PostgreSQL interval parameter.
func (s *SQLStore) interval() string { return fmt.Sprintf("%d milliseconds", s.ttl.Milliseconds()) }

func (s *SQLStore) Claim(code string) (string, error) {
	if !s.Leasing() {
		return "", errors.New("leases are not in force")
	}
	// Only a room that has a lease (every stored room has one) is claimed:
	// a code nobody made gets no row. A lease whose node is gone (its
	// lock released with its session) is taken as an expired one is.
	res, err := s.db.Exec(`UPDATE leases SET owner = $2, expires = now() + $3::interval
		WHERE room = $1 AND (owner = $2 OR expires < now() OR NOT `+alive+`)`, code, s.node, s.interval())
	if err != nil {
		return "", err
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return s.node, err
	}
	var owner string
	err = s.db.QueryRow(`SELECT owner FROM leases WHERE room = $1`, code).Scan(&owner)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err == nil && owner == "" {
		owner = "?" // expired between the two statements: try again
	}
	return owner, err
}

func (s *SQLStore) Renew(codes []string) ([]string, error) {
	if len(codes) == 0 {
		return nil, nil
	}
	rows, err := s.db.Query(`UPDATE leases SET expires = now() + $1::interval
		WHERE owner = $2 AND room = ANY($3) RETURNING room`, s.interval(), s.node, codes)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	held := map[string]bool{}
	for rows.Next() {
		var code string
		if err := rows.Scan(&code); err != nil {
			return nil, err
		}
		held[code] = true
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var lost []string
	for _, c := range codes {
		if !held[c] {
			lost = append(lost, c)
		}
	}
	return lost, nil
}

func (s *SQLStore) Release(code string) error {
	_, err := s.db.Exec(`UPDATE leases SET expires = to_timestamp(0) WHERE room = $1 AND owner = $2`, code, s.node)
	return err
}

func (s *SQLStore) Orphans(limit int) ([]string, error) {
	rows, err := s.db.Query(`SELECT room FROM leases WHERE expires < now() ORDER BY expires LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var code string
		if err := rows.Scan(&code); err != nil {
			return nil, err
		}
		out = append(out, code)
	}
	return out, rows.Err()
}

func (s *SQLStore) LoadRoom(code string) ([][]byte, error) {
	rows, err := s.db.Query(s.q(`SELECT seq, data FROM entries WHERE room = ? ORDER BY seq`), code)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out [][]byte
	for rows.Next() {
		var data string
		var seq int64
		if err := rows.Scan(&seq, &data); err != nil {
			return nil, err
		}
		if int64(len(out))+1 != seq {
			return nil, fmt.Errorf("room %s: entry %d follows %d", code, seq, len(out))
		}
		out = append(out, []byte(data))
	}
	return out, rows.Err()
}
