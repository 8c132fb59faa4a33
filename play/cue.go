package play

// Cue is something the sound reacts to; each names one thing that happened
// on the board.
type Cue int

// The cues.
const (
	CueSelect    Cue = iota + 1 // a piece or a tile picked up
	CueMove                     // a piece stepped, a tile laid on the line
	CueJump                     // a Jungle lion or tiger jumped the river
	CueRoll                     // a die thrown
	CueSix                      // a die thrown showed a six (after CueRoll)
	CueCapture                  // a piece taken
	CueArrive                   // a race piece reached home
	CueTileDrawn                // a dominoes tile drawn from the boneyard
	CuePass                     // a turn passed
	CueRefuse                   // a tap refused
	CueWin                      // the game won (in hotseat: any win)
	CueLose                     // the game lost by the one person playing
	CueDrawnGame                // the game ended in a draw
)
