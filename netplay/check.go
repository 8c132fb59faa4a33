package netplay

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/plyyard/plyyard/games"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// Step is one action of an online game as this seat saw it: who acted, the
// action as the server applied it (a roll with its value), and this seat's
// view after it.
type Step struct {
	Seat   engine.Seat
	Action string
	View   string
}

// DiceCheck is the verdict on a finished game's chance: whether the seed
// the server revealed matches the commitment it published at the start,
// deals what this seat was dealt, and gives every roll and every draw this
// seat saw, in order.
type DiceCheck struct {
	OK bool
	// Rolls and Draws count the die rolls and boneyard draws checked; Deal
	// says a deal was checked (dominoes).
	Rolls, Draws int
	Deal         bool
	// Problem says what did not match (empty when OK).
	Problem string
	// Final is the game's last position replayed from the seed, hidden
	// tiles included (when OK): the end of a dominoes game shows both hands.
	Final engine.State
	// Start and Actions are the game's record rebuilt from the seed (when
	// OK): the start, the deal included, in the game's notation, and every
	// action as the server applied it, chance outcomes included. They
	// replay to Final (games.Game.Replay), so the game can be reviewed.
	Start   string
	Actions []string
}

// CheckDice replays a game from its revealed seed: the commitment must be
// the seed's SHA-256, the seed's deal must give the view this seat got at
// the start, and each step, applied with the seed's next draws, must give
// the view this seat got after it. Everything is recomputed here, on the
// player's device, from what the server said during the game.
func CheckDice(known *games.Registry, game, commitment, seed, startView string, you engine.Seat, steps []Step) DiceCheck {
	var d DiceCheck
	fail := func(format string, args ...any) DiceCheck {
		d.OK, d.Problem = false, fmt.Sprintf(format, args...)
		return d
	}
	entry, ok := known.Find(game)
	if !ok {
		return fail("unknown game %q", game)
	}
	g := entry.Rules
	sd, err := room.ParseSeed(seed)
	if err != nil {
		return fail("the revealed seed is malformed: %v", err)
	}
	if c := room.Commit(sd[:]); c != strings.ToLower(commitment) {
		return fail("the seed does not match the commitment published at the start")
	}
	r := rand.New(room.NewChance(sd))
	dealer := &counting{r: r}
	s := g.Start(dealer)
	if got := s.View(you).String(); got != startView {
		return fail("the seed deals %q, the game started from %q", got, startView)
	}
	d.Deal = dealer.n > 0 // the start came from a shuffle
	start := s.String()
	actions := make([]string, 0, len(steps))
	for i, st := range steps {
		next, _, err := room.Step(s, r, st.Action)
		if err != nil {
			return fail("move %d (%s): %v", i+1, st.Action, err)
		}
		if got := next.View(you).String(); got != st.View {
			return fail("after move %d (%s) the seed gives %q, the server showed %q", i+1, st.Action, got, st.View)
		}
		switch {
		case strings.HasPrefix(st.Action, "roll:"):
			d.Rolls++
		case st.Action == "draw":
			d.Draws++
		}
		actions = append(actions, st.Action)
		s = next
	}
	d.OK, d.Final, d.Start, d.Actions = true, s, start, actions
	return d
}

// counting is a source of chance that counts the numbers drawn from it.
type counting struct {
	r *rand.Rand
	n int
}

func (c *counting) IntN(n int) int {
	c.n++
	return c.r.IntN(n)
}

// ParseResult reads a result as the server writes it ("win r den", "win y
// resign", "draw agreement") for a game with sides.
func ParseResult(result string, sides [2]string) (engine.Outcome, error) {
	f := strings.Fields(result)
	switch {
	case len(f) == 2 && f[0] == "draw":
		return engine.Outcome{Status: engine.Draw, Winner: engine.NoSeat, Reason: f[1]}, nil
	case len(f) == 3 && f[0] == "win":
		for seat, side := range sides {
			if f[1] == side {
				return engine.Outcome{Status: engine.Win, Winner: engine.Seat(seat), Reason: f[2]}, nil
			}
		}
	}
	return engine.Outcome{}, fmt.Errorf("netplay: not a result: %q", result)
}
