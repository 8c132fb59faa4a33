// Package botworker lets the app's bots think away from the page's only
// thread: in the browser a dedicated Web Worker runs a second, small
// WebAssembly build holding only the engines and the bots
// (cmd/botworker), and the app talks to it by messages. A Proxy stands in
// for the bot on the app's side (an ai.Bot and an ai.Observer), a Server
// keeps the real bots on the worker's side; both are plain Go, tested
// natively over an in-process Port. The bot in the worker is made with the
// same game, level and seed, told the same events and asked the same
// views with the same budget as the desktop's, so it chooses the same
// actions: a level is the same player everywhere.
//
// The worker sees what the bot sees, nothing more: the seat's view in its
// notation and the events filtered for its seat.
package botworker

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
)

// The operations of a Request.
const (
	OpNew     = "new"     // make bot Bot: Game, Name, Seed
	OpObserve = "observe" // tell bot Bot the Events its seat saw
	OpChoose  = "choose"  // ask bot Bot for Seat's action in View, within Millis; the Reply carries Ask
	// OpReview judges a finished game of Game (Review: its start, its
	// actions, its viewer) with Seed and Millis for each position
	// (games.Game.Review). Replies marked Partial tell the
	// progress (Done of Total); the last carries the Analysis.
	OpReview = "review"
)

// Request is a message from the app to the worker.
type Request struct {
	Op     string         `json:"op"`
	Bot    int            `json:"bot"`
	Game   string         `json:"game,omitempty"`
	Name   string         `json:"name,omitempty"`
	Seed   uint64         `json:"seed,omitempty"`
	Events []engine.Event `json:"events,omitempty"`
	Seat   engine.Seat    `json:"seat,omitempty"`
	View   string         `json:"view,omitempty"`
	Millis int            `json:"millis,omitempty"`
	Ask    int            `json:"ask,omitempty"`
	// Review is the game a review request judges.
	Review *Played `json:"review,omitempty"`
}

// Played is a game as a review takes it: its start in notation, its
// actions and the seat whose knowledge judges it.
type Played struct {
	Start   string          `json:"start"`
	Actions []engine.Action `json:"actions"`
	Viewer  engine.Seat     `json:"viewer"`
}

// Reply is the worker's answer to a choose: the action (the engine's
// number for it, the same in both builds), or why there is none.
type Reply struct {
	Ask    int           `json:"ask"`
	Action engine.Action `json:"action"`
	Err    string        `json:"err,omitempty"`
	// Lost says the worker no longer holds the bot (it made room for
	// newer ones): the app's side thinks for it from then on.
	Lost bool `json:"lost,omitempty"`
	// A review's progress (Partial: more replies follow) and, in its
	// last reply, its result.
	Partial  bool         `json:"partial,omitempty"`
	Done     int          `json:"done,omitempty"`
	Total    int          `json:"total,omitempty"`
	Analysis *ai.Analysis `json:"analysis,omitempty"`
}
