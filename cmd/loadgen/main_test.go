package main

import (
	"bytes"
	"context"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/server/servertest"
)

// A short run against a server with its default limits: every room starts
// (each seat from an address of its own), commands are acknowledged, none
// is refused, and the last line is the p99.
func TestLoadgen(t *testing.T) {
	addr := servertest.Start(t, "").Addr
	var out bytes.Buffer
	if err := run(context.Background(), []string{"-addr", addr, "-rooms", "30", "-rate", "10", "-duration", "1s"}, &out, io.Discard); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	text := out.String()
	t.Log(text)
	if !strings.Contains(text, "rooms started: 30 of 30") {
		t.Fatalf("not every room started:\n%s", text)
	}
	m := regexp.MustCompile(`commands acked: (\d+) .*errors: (\d+)`).FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("no counts:\n%s", text)
	}
	if acked, _ := strconv.Atoi(m[1]); acked < 30 {
		t.Fatalf("%d commands acked", acked)
	}
	if m[2] != "0" {
		t.Fatalf("errors:\n%s", text)
	}
	if !strings.Contains(text, "server memory: rss") {
		t.Fatalf("no server memory:\n%s", text)
	}
	if !regexp.MustCompile(`server while measured: [0-9.]+ cores, [0-9.]+ ms of CPU a command answered; answered within p50 [0-9.e+-]+ ms, p99 [0-9.e+-]+ ms`).MatchString(text) {
		t.Fatalf("no server CPU and answer times:\n%s", text)
	}
	if !regexp.MustCompile(`generator while measured: [0-9]+ collections of its own heap \(GOGC -?[0-9]+\)`).MatchString(text) {
		t.Fatalf("no generator collections:\n%s", text)
	}
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if !regexp.MustCompile(`^p99: [0-9.]+ ms$`).MatchString(lines[len(lines)-1]) {
		t.Fatalf("the last line is %q", lines[len(lines)-1])
	}
}

// Bad flags are refused with a clear error; a server off loopback needs
// -allow-remote.
func TestLoadgenFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-rooms", "0"}, {"-rooms", "20001"}, {"-rate", "0"}, {"-rate", "21"}, {"-duration", "2h"},
		{"-game", "chess"}, {"-addr", "192.0.2.1:80"}, {"-addr", "127.0.0.1:80,192.0.2.1:80"}, {"-addr", "127.0.0.1:80,"}, {"extra"},
	} {
		if _, err := parse(args, io.Discard); err == nil {
			t.Errorf("%q accepted", args)
		}
	}
	if _, err := parse([]string{"-addr", "192.0.2.1:80", "-allow-remote"}, io.Discard); err != nil {
		t.Errorf("-allow-remote: %v", err)
	}
	// A list spreads the seats over the nodes in turn.
	c, err := parse([]string{"-addr", "127.0.0.1:8081,127.0.0.1:8082,127.0.0.1:8083"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if got := []string{c.node(0), c.node(1), c.node(2), c.node(3)}; !slices.Equal(got, []string{"127.0.0.1:8081", "127.0.0.1:8082", "127.0.0.1:8083", "127.0.0.1:8081"}) || c.addr != "127.0.0.1:8081" {
		t.Errorf("seats go to %v (first %s)", got, c.addr)
	}
}

// -quick pairs every player into a room of two, and says how fast.
func TestLoadgenQuick(t *testing.T) {
	srv := servertest.Start(t, "")
	addr := srv.Addr
	var out bytes.Buffer
	if err := run(context.Background(), []string{"-quick", "-addr", addr, "-rooms", "25", "-game", "jungle"}, &out, io.Discard); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	text := out.String()
	t.Log(text)
	if !strings.Contains(text, "50 players paired into 25 rooms") || srv.Rooms() != 25 {
		t.Fatalf("not every pair made (%d rooms):\n%s", srv.Rooms(), text)
	}
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if !regexp.MustCompile(`^pairs/s: [0-9]+$`).MatchString(lines[len(lines)-1]) {
		t.Fatalf("the last line is %q", lines[len(lines)-1])
	}
}

// With -rated the rooms come from the quick match between players with
// identities: every room starts, and every game that ends in the run is
// rated; rooms made by code end games that are not.
func TestLoadgenRated(t *testing.T) {
	addr := servertest.Start(t, "").Addr
	for _, rated := range []bool{true, false} {
		args := []string{"-addr", addr, "-rooms", "12", "-rate", "20", "-duration", "2s", "-game", "domino", "-seed", "3"}
		if rated {
			args = append(args, "-rated")
		}
		var out bytes.Buffer
		if err := run(context.Background(), args, &out, io.Discard); err != nil {
			t.Fatalf("%v\n%s", err, out.String())
		}
		text := out.String()
		t.Log(text)
		if !strings.Contains(text, "rooms started: 12 of 12") || !strings.Contains(text, "errors: 0") {
			t.Fatalf("not every room started, or errors:\n%s", text)
		}
		m := regexp.MustCompile(`games ended: (\d+), rated: (\d+)`).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("no game counts:\n%s", text)
		}
		want := "0"
		if rated {
			want = m[1]
		}
		if m[1] == "0" || m[2] != want {
			t.Fatalf("rated %v: %s games ended, %s rated:\n%s", rated, m[1], m[2], text)
		}
	}
}
