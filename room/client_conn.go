package room

import (
	"context"
	"errors"
)

// conn is the WebSocket under a Client. Natively it is coder/websocket
// (client_native.go); in the browser build it is the browser's own
// WebSocket (client_js.go), which keeps net/http and crypto/tls out of the
// download. Both report alike: a close from the server as an error that
// CloseStatus reads the code of; a frame over the read limit as an error
// wrapping ErrFrameTooBig, the connection closed with code 1009 (the
// browser may send only 1000 and 3000 to 4999, so there 1000 with the
// same reason); a context done as an error wrapping the context's error.
type conn interface {
	// Read returns the next data frame, text or binary, waiting at most
	// until ctx is done (which closes the connection).
	Read(ctx context.Context) ([]byte, error)
	// WriteText sends frame as one text frame.
	WriteText(ctx context.Context, frame []byte) error
	// Close sends a close frame with code and reason and waits for the
	// connection to end.
	Close(code int, reason string) error
}

// The close codes the client sends (RFC 6455, section 7.4.1).
const (
	closeNormal          = 1000
	closePolicyViolation = 1008
	closeTooBig          = 1009
)

// ErrFrameTooBig is wrapped by the error that ends a connection whose
// server sent a frame over the read limit (MaxServerFrame).
var ErrFrameTooBig = errors.New("room: a frame over the read limit")
