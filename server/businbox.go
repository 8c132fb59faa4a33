package server

import (
	"hash/maphash"
	"sync"

	"github.com/nats-io/nats.go"
)

// An asynchronous NATS subscription holds a goroutine of its own; a
// server with a subscription a room and one a forwarded connection would
// hold thousands of idle ones. The bus's inbox instead takes the messages
// of those subscriptions on a few goroutines: each subject always goes to
// the same one, so a room or a connection still gets its messages in
// order.

const (
	inboxShards = 16
	// inboxDepth is how many messages a shard holds waiting; past it NATS
	// counts the subscription a slow consumer and drops, as it does for
	// an asynchronous one past its pending limit.
	inboxDepth = 4096
)

type inbox struct {
	seed   maphash.Seed
	shards [inboxShards]chan *nats.Msg
	mu     sync.Mutex
	subs   map[*nats.Subscription]func(*nats.Msg)
	stop   chan struct{}
	closed sync.Once
	done   sync.WaitGroup
}

func newInbox() *inbox {
	in := &inbox{seed: maphash.MakeSeed(), subs: map[*nats.Subscription]func(*nats.Msg){}, stop: make(chan struct{})}
	for i := range in.shards {
		ch := make(chan *nats.Msg, inboxDepth)
		in.shards[i] = ch
		in.done.Add(1)
		go in.deliver(ch)
	}
	return in
}

func (in *inbox) deliver(ch chan *nats.Msg) {
	defer in.done.Done()
	for {
		var m *nats.Msg
		select {
		case m = <-ch:
		case <-in.stop:
			return
		}
		in.mu.Lock()
		h := in.subs[m.Sub]
		in.mu.Unlock()
		if h != nil { // nil: unsubscribed since the message came
			h(m)
		}
	}
}

// busSub is a subscription whose messages the inbox delivers.
type busSub struct {
	in  *inbox
	sub *nats.Subscription
}

// subscribe has h called with each message on subject, in order, on one
// of the inbox's goroutines. h must not wait for another message of the
// inbox.
func (b *Bus) subscribe(subject string, h func(*nats.Msg)) (*busSub, error) {
	in := b.inbox
	// Held while subscribing, so that a message arriving at once waits
	// for its handler to be known.
	in.mu.Lock()
	defer in.mu.Unlock()
	sub, err := b.nc.ChanSubscribe(subject, in.shards[maphash.String(in.seed, subject)%inboxShards])
	if err != nil {
		return nil, err
	}
	in.subs[sub] = h
	return &busSub{in: in, sub: sub}, nil
}

// Unsubscribe ends the subscription; a message already waiting for it is
// dropped.
func (s *busSub) Unsubscribe() error {
	s.in.mu.Lock()
	delete(s.in.subs, s.sub)
	s.in.mu.Unlock()
	return s.sub.Unsubscribe()
}

// close stops the inbox's goroutines; messages still waiting are dropped
// (the bus is closing).
func (in *inbox) close() {
	in.closed.Do(func() { close(in.stop) })
	in.done.Wait()
}
