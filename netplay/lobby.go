package netplay

import (
	"context"
	"errors"

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
