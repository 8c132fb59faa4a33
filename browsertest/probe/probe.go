// Package probe is what the room client's probe (browsertest/testdata/wsprobe)
// reports of each scenario, natively and in the browser, for the browser
// tests to compare.
package probe

// Outcome is what the client saw in one scenario.
type Outcome struct {
	Name string `json:"name"`
	// Dial is how netplay.Classify sorts the dial's error ("none" when
	// the dial succeeded).
	Dial string `json:"dial"`
	// Nack is the code of the hello's refusal.
	Nack string `json:"nack,omitempty"`
	// Got lists the messages received: type, frame length and the start
	// of the frame's SHA-256.
	Got []string `json:"got,omitempty"`
	// End is how netplay.Classify sorts the error that ended the
	// connection, Close its close code (room.CloseStatus), Reason whether
	// the error quotes the reason the peer gave.
	End    string `json:"end,omitempty"`
	Close  int    `json:"close"`
	Reason bool   `json:"reason,omitempty"`
	// Is names the sentinels the scenario's error wraps.
	Is []string `json:"is,omitempty"`
}
