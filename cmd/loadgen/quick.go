package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/plyyard/plyyard/room"
)

// runQuick opens 2×rooms connections (each from an address of its own on
// 127.0.0.1), then has every one ask for a quick match of the game at
// once, and measures until every player has its welcome.
func runQuick(ctx context.Context, cfg config, stdout io.Writer) error {
	n := 2 * cfg.rooms
	clients := make([]*room.Client, n)
	defer func() {
		for _, c := range clients {
			if c != nil {
				c.Close()
			}
		}
	}()
	var wg sync.WaitGroup
	errs := make([]error, n)
	sem := make(chan struct{}, 64) // dials at once
	for i := range clients {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int) {
			defer wg.Done()
			defer func() { <-sem }()
			dctx, cancel := context.WithTimeout(ctx, 30*time.Second)
			defer cancel()
			clients[i], errs[i] = dial(dctx, "ws://"+cfg.node(i/2+i%2)+"/ws", sourceFor(cfg, i/2, i%2))
		}(i)
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("connecting: %w", err)
	}
	waits := make([]time.Duration, n)
	rooms := make([]string, n)
	t0 := time.Now()
	for i, c := range clients {
		wg.Add(1)
		go func(i int, c *room.Client) {
			defer wg.Done()
			hctx, cancel := context.WithTimeout(ctx, time.Minute)
			defer cancel()
			start := time.Now()
			w, err := c.Hello(hctx, room.Request{T: room.TQuick, Game: cfg.game, Name: fmt.Sprintf("Bot %d", i)})
			waits[i], rooms[i], errs[i] = time.Since(start), w.Room, err
		}(i, c)
	}
	wg.Wait()
	took := time.Since(t0)
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("quick match: %w", err)
	}
	seen := map[string]int{}
	for _, r := range rooms {
		seen[r]++
	}
	for r, k := range seen {
		if k != 2 {
			return fmt.Errorf("room %s holds %d players", r, k)
		}
	}
	slices.Sort(waits)
	q := func(p float64) float64 {
		return float64(waits[min(n-1, int(p*float64(n)))].Microseconds()) / 1000
	}
	rate := float64(len(seen)) / took.Seconds()
	fmt.Fprintf(stdout, "quick match of %s: %d players paired into %d rooms in %.3f s\n", cfg.game, n, len(seen), took.Seconds())
	fmt.Fprintf(stdout, "wait for a match: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", q(0.5), q(0.99), q(1))
	fmt.Fprintf(stdout, "pairs/s: %.0f\n", rate)
	return nil
}
