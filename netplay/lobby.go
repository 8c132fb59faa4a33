package netplay

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/plyyard/plyyard/room"
)

// List asks the room server at the WebSocket URL server for its lobby:
// the public rooms waiting for a player and the public games in progress
// (of game, or of every game for ""). It opens a connection for the one
// question and closes it.
func List(ctx context.Context, server, game string) (open, live []room.Table, err error) {
	c, err := room.Dial(ctx, server, room.Options{})
	if err != nil {
		return nil, nil, err
	}
	defer c.Close()
	if err := c.Send(ctx, room.Request{T: room.TList, Game: game}); err != nil {
		return nil, nil, err
	}
	for {
		select {
		case m, ok := <-c.Messages():
			if !ok {
				return nil, nil, c.Err()
			}
			switch m.T {
			case room.TLobby:
				return m.Open, m.Live, nil
			case room.TNack:
				return nil, nil, &room.Error{Code: m.Err, Reason: m.Reason}
			}
		case <-ctx.Done():
			return nil, nil, errors.Join(ctx.Err(), c.Err())
		}
	}
}

// Leaders asks the room server at the WebSocket URL server (from
// ServerURL) for game's leaderboard, over HTTP beside the WebSocket (in
// the browser through its own fetch, get_js.go, so that the build carries
// no HTTP client of its own).
func Leaders(ctx context.Context, server, game string) (room.Leaderboard, error) {
	var lb room.Leaderboard
	u, err := url.Parse(server)
	if err != nil {
		return lb, err
	}
	u.Scheme = strings.Replace(u.Scheme, "ws", "http", 1)
	u.Path, u.RawQuery = "/api/leaderboard", url.Values{"game": {game}}.Encode()
	status, text, body, err := get(ctx, u.String())
	if err != nil {
		return lb, err
	}
	if status != 200 {
		var e struct{ Error string }
		if json.Unmarshal(body, &e) == nil && e.Error != "" {
			return lb, errors.New(e.Error)
		}
		return lb, fmt.Errorf("the leaderboard: %d %s", status, text)
	}
	err = json.Unmarshal(body, &lb)
	return lb, err
}

// getLimit is the most of an answer's body that get reads.
const getLimit = 1 << 20
