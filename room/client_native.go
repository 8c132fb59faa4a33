//go:build !js

package room

import (
	"context"
	"errors"
	"fmt"

	"github.com/coder/websocket"
)

// DialOptions are coder/websocket's options for dialling (cmd/loadgen
// picks the local address each connection comes from with them).
type DialOptions = websocket.DialOptions

// CloseStatus returns the close code the server ended the connection with,
// as err (a Client's Err, say) carries it, or -1 when err carries none
// (nil, a dropped connection, a dial that failed).
func CloseStatus(err error) int {
	return int(websocket.CloseStatus(err))
}

type nativeConn struct{ ws *websocket.Conn }

func dial(ctx context.Context, url string, opts *DialOptions, limit int64) (conn, error) {
	ws, _, err := websocket.Dial(ctx, url, opts)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(limit)
	return nativeConn{ws}, nil
}

func (c nativeConn) Read(ctx context.Context) ([]byte, error) {
	_, frame, err := c.ws.Read(ctx)
	if errors.Is(err, websocket.ErrMessageTooBig) {
		err = fmt.Errorf("%w: %w", ErrFrameTooBig, err)
	}
	return frame, err
}

func (c nativeConn) WriteText(ctx context.Context, frame []byte) error {
	return c.ws.Write(ctx, websocket.MessageText, frame)
}

func (c nativeConn) Close(code int, reason string) error {
	return c.ws.Close(websocket.StatusCode(code), reason)
}
