package server

import (
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// A player's phrases draw on a bucket of their own: one every
// phrasePeriod on average, phraseBurst at once. A phrase is not an event of
// the room: it is not stored, and a client that was away does not get it.
const (
	phrasePeriod = 3 * time.Second
	phraseBurst  = 3
)

// say sends player c's phrase to everyone in the room, the player too.
// It reports false for a refusal (a spectator, no game yet, too many).
func (r *liveRoom) say(c *conn, now time.Time, phrase string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	p := c.player
	switch {
	case p < 0:
		c.send(r.nack(c, 0, room.ErrSpectator, "spectators watch; they say nothing"))
		return false
	case !r.started():
		c.send(r.nack(c, 0, room.ErrNotStarted, "phrases are for a game with an opponent"))
		return false
	}
	r.lastSeen[p] = now
	if !r.phrases[p].take(now, 1/phrasePeriod.Seconds(), phraseBurst) {
		c.send(r.nack(c, 0, room.ErrRate, "one phrase every few seconds"))
		return false
	}
	m := room.Message{T: room.TSaid, SV: r.sv(), Seat: r.seatOf[p], Phrase: phrase, ToMove: engine.NoSeat, DrawOffer: r.drawOffer}
	for to := range r.conns {
		if to.replaying() {
			continue
		}
		m.You = seatOfPlayer(r.seatOf, to.player)
		to.send(m)
	}
	return true
}
