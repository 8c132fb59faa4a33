package server

import (
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
	_ "modernc.org/sqlite"             // the "sqlite" database/sql driver
)

// SQLStore keeps rooms in SQLite (one file) or PostgreSQL through
// database/sql. Two tables: entries (room, seq, data) and records (room,
// number, data); data is JSON text. Identities and ratings have tables of
// their own (ratings_sql.go).
type SQLStore struct {
	db       *sql.DB
	postgres bool
	// node and ttl are set by UseLeases (lease.go): the store is then
	// shared by a cluster, and every Append is fenced by the room's lease.
	node string
	ttl  time.Duration
	// live is the session holding this node's lock while leases are in
	// force (lease.go), pid its process id.
	liveMu sync.Mutex
	live   *sql.Conn
	pid    int
	// ckpt is SQLite's checkpointer's connection (see checkpoints).
	ckpt               *sql.DB
	ckptStop, ckptDone chan struct{}
	// group commits the Appends (groupcommit.go).
	group *committer
	// insert is the entries' INSERT prepared once on SQLite's one
	// connection (parsing it for every command was a tenth of the
	// server's time under load); PostgreSQL's driver keeps its own.
	insert *sql.Stmt
	// beforeCommit, when set (by tests, before the first Append), is
	// called with the number of Appends in each transaction just before
	// it commits; an error it returns fails the transaction instead.
	beforeCommit func(appends int) error
}

// OpenSQLite opens (creating if needed) an SQLite database file.
func OpenSQLite(path string) (*SQLStore, error) {
	dsn := "file:" + path + "?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)"
	db, err := sql.Open("sqlite", dsn+"&_pragma=wal_autocheckpoint(0)")
	if err != nil {
		return nil, err
	}
	// One writer: SQLite serialises writes anyway, and one connection
	// keeps the pragmas in force.
	db.SetMaxOpenConns(1)
	s, err := initStore(db, false)
	if err != nil {
		return nil, err
	}
	// The log is copied into the database (checkpointed) by a connection
	// of its own, apart from the writer: done by the writer itself, at
	// every thousand pages of log, it held every room's commit for as
	// long as the copy and its flush to disk took.
	if s.ckpt, err = sql.Open("sqlite", dsn); err != nil {
		s.Close()
		return nil, err
	}
	s.ckpt.SetMaxOpenConns(1)
	s.ckptStop, s.ckptDone = make(chan struct{}), make(chan struct{})
	go s.checkpoints()
	return s, nil
}

// walCheckpointEvery is how often the checkpointer copies SQLite's log into
// the database.
const walCheckpointEvery = time.Second

// checkpoints copies the log into the database (PASSIVE: never waiting
// for the writer, which goes on appending meanwhile) until the store
// closes.
func (s *SQLStore) checkpoints() {
	defer close(s.ckptDone)
	t := time.NewTicker(walCheckpointEvery)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			s.ckpt.Exec(`PRAGMA wal_checkpoint(PASSIVE)`)
		case <-s.ckptStop:
			s.ckpt.Exec(`PRAGMA wal_checkpoint(PASSIVE)`)
			return
		}
	}
}

// OpenPostgres connects to PostgreSQL with a pgx connection string
// ("postgres://user:pass@host/db").
func OpenPostgres(dsn string) (*SQLStore, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	// A burst of rooms (a quick match pairs hundreds at once) would open
	// a database connection each and run PostgreSQL out of them (100 by
	// default, shared by every node): a node keeps at most postgresConns
	// and the rest wait their turn.
	db.SetMaxOpenConns(postgresConns)
	db.SetMaxIdleConns(postgresConns)
	return initStore(db, true)
}

// postgresConns is how many connections to PostgreSQL a node holds at
// most; postgresCommitters of them may be committing batches of entries at
// once (groupcommit.go). Two, not more: each commit with fsync costs about
// the same whatever its size, so fewer committers make larger batches and
// less work for the database on the same cores (5,000 rooms under `make
// load`: p99 19 ms with one, 20–26 ms with two, 31–59 ms with four, 42–51 ms
// with eight; docs/benchmarks.md), and two keep one slow commit from
// holding every room of the node.
const (
	postgresConns      = 16
	postgresCommitters = 2
)

func initStore(db *sql.DB, postgres bool) (*SQLStore, error) {
	s := &SQLStore{db: db, postgres: postgres}
	tables := []string{
		`CREATE TABLE IF NOT EXISTS entries (room TEXT NOT NULL, seq BIGINT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (room, seq))`,
		`CREATE TABLE IF NOT EXISTS records (room TEXT NOT NULL, number INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (room, number))`,
	}
	tables = append(tables, ratingTables...)
	if postgres {
		// Leases of a shared store (lease.go): who serves a room, until when.
		tables = append(tables, `CREATE TABLE IF NOT EXISTS leases (room TEXT PRIMARY KEY, owner TEXT NOT NULL, expires TIMESTAMPTZ NOT NULL)`)
	}
	if err := createTables(db, postgres, tables); err != nil {
		db.Close()
		return nil, fmt.Errorf("creating the tables: %w", err)
	}
	committers := postgresCommitters
	if !postgres {
		var err error
		if s.insert, err = db.Prepare(insertEntry); err != nil {
			db.Close()
			return nil, fmt.Errorf("preparing the store: %w", err)
		}
		committers = 1
	}
	s.startCommitters(committers)
	return s, nil
}

// schemaLock is the PostgreSQL advisory lock the nodes of a cluster take
// while they create the tables: two CREATE TABLE IF NOT EXISTS at once
// collide in PostgreSQL's catalogue.
const schemaLock = 0x706c7979

func createTables(db *sql.DB, postgres bool, tables []string) error {
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if postgres {
		if _, err := tx.Exec(`SELECT pg_advisory_xact_lock($1)`, schemaLock); err != nil {
			return err
		}
	}
	for _, q := range tables {
		if _, err := tx.Exec(q); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Ping reports whether the database answers (/healthz).
func (s *SQLStore) Ping() error { return s.db.Ping() }

// q rewrites ? placeholders as $1, $2, ... for PostgreSQL.
func (s *SQLStore) q(query string) string {
	if !s.postgres {
		return query
	}
	var b strings.Builder
	n := 0
	for _, c := range query {
		if c == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}

// insertEntry stores one entry.
const insertEntry = `INSERT INTO entries (room, seq, data) VALUES (?, ?, ?)`

// Append stores the entries (and the record) in one transaction, with
// other rooms' Appends waiting at the same time (groupcommit.go); it
// returns once that transaction has committed.
func (s *SQLStore) Append(code string, first uint64, entries [][]byte, rec *GameRecord) error {
	r := appendReqs.Get().(*appendReq)
	r.code, r.first, r.entries, r.rec = code, first, entries, rec
	s.group.submit(r)
	err := <-r.done
	r.entries, r.rec = nil, nil
	appendReqs.Put(r)
	return err
}

func (s *SQLStore) Load() (map[string][][]byte, error) {
	rows, err := s.db.Query(`SELECT room, seq, data FROM entries ORDER BY room, seq`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string][][]byte{}
	for rows.Next() {
		var code, data string
		var seq int64
		if err := rows.Scan(&code, &seq, &data); err != nil {
			return nil, err
		}
		if int64(len(out[code]))+1 != seq {
			return nil, fmt.Errorf("room %s: entry %d follows %d", code, seq, len(out[code]))
		}
		out[code] = append(out[code], []byte(data))
	}
	return out, rows.Err()
}

func (s *SQLStore) Delete(code string) error {
	if _, err := s.db.Exec(s.q(`DELETE FROM entries WHERE room = ?`), code); err != nil {
		return err
	}
	if s.Leasing() {
		_, err := s.db.Exec(`DELETE FROM leases WHERE room = $1 AND owner = $2`, code, s.node)
		return err
	}
	return nil
}

func (s *SQLStore) Record(code string, number int) ([]byte, error) {
	return s.dataOf("records", code, number)
}

// dataOf reads the data of table's row for the room's game number
// (ErrNotFound when it has none): a record, or a rated game's change.
func (s *SQLStore) dataOf(table, code string, number int) ([]byte, error) {
	var data string
	err := s.db.QueryRow(s.q(`SELECT data FROM `+table+` WHERE room = ? AND number = ?`), code, number).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return []byte(data), nil
}

func (s *SQLStore) Close() error {
	s.group.close()
	if s.ckpt != nil {
		close(s.ckptStop)
		<-s.ckptDone
		s.ckpt.Close()
	}
	if s.insert != nil {
		s.insert.Close()
	}
	s.liveMu.Lock()
	if s.live != nil {
		s.live.Close()
		s.live = nil
	}
	s.liveMu.Unlock()
	return s.db.Close()
}
