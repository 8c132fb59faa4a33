package scenes

import (
	"math/rand/v2"
	"strings"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/save"
)

// The player's name online: the one set in the settings, or the guest
// name, "Guest" and a number drawn once at the first start and kept with
// the settings. The server is sent the guest name in its one form
// (room.GuestName); every app shows a name of that form in its reader's
// language ("Гость 1234").

// drawGuest gives the settings a guest number when they have none (a first
// start, or settings saved before names) and saves it: drawn from the
// seed when one is given (the same number on every run of a screenshot),
// else at random.
func drawGuest(c *Context) {
	if c.Settings.Guest != 0 {
		return
	}
	c.Settings.Guest = guestSource(c).IntN(save.MaxGuest) + 1
	_ = c.Saves.SaveSettings(c.Settings)
}

// guestSource is where guest numbers come from: the seed's, or the
// system's randomness.
func guestSource(c *Context) *rand.Rand {
	if c.Opts.Seed != 0 {
		return rand.New(rand.NewPCG(c.Opts.Seed, 0x6775657374)) // "guest"
	}
	return rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
}

// anotherGuest makes the player a guest under a new number (the mobile
// library has no keyboard to type a name with), saved at once.
func anotherGuest(c *Context) {
	r := guestSource(c)
	if c.Opts.Seed != 0 {
		// A fixed seed would draw the same number again: step on from it.
		r = rand.New(rand.NewPCG(c.Opts.Seed, uint64(c.Settings.Guest)))
	}
	n := c.Settings.Guest
	for n == c.Settings.Guest {
		n = r.IntN(save.MaxGuest) + 1
	}
	c.Settings.Name, c.Settings.Guest = "", n
	c.ApplySettings()
}

// playerName is the name the server is sent: the player's own, or the
// guest name.
func playerName(c *Context) string {
	if c.Settings.Name != "" {
		return c.Settings.Name
	}
	return room.GuestName(c.Settings.Guest)
}

// shownName is a name as this app shows it: a guest name in the reader's
// language, any other as it is.
func shownName(c *Context, name string) string {
	if n, ok := room.GuestNumber(name); ok {
		return c.F("online.guest", n)
	}
	return name
}

// shownPlayers is a live table's "A – B" as this app shows it, each
// player's name through shownName.
func shownPlayers(c *Context, names string, ratings []int) string {
	parts := strings.Split(names, room.PlayersSep)
	for i, p := range parts {
		parts[i] = shownName(c, p)
		if len(ratings) == len(parts) {
			parts[i] = c.F("rating.table", parts[i], ratings[i])
		}
	}
	return strings.Join(parts, room.PlayersSep)
}

// longestWord is the most characters of one word of a name a line of
// status shows: the status wraps at spaces only, and a 20-character word of
// the widest letters would overrun its box.
const longestWord = 12

// wrappableName is a name as shownName gives it, each word longer than
// longestWord cut short with an ellipsis.
func wrappableName(c *Context, name string) string {
	words := strings.Split(shownName(c, name), " ")
	for i, w := range words {
		if r := []rune(w); len(r) > longestWord {
			words[i] = string(r[:longestWord-1]) + "…"
		}
	}
	return strings.Join(words, " ")
}
