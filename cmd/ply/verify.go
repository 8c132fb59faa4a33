package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/plyyard/plyyard/room"
)

// cmdVerify: ply verify <record file> checks an online game's record (see
// docs/server.md): the revealed seed matches the commitment published at the
// start, and from it the deal and every roll are recomputed and compared. A
// timed game may end on time or by forfeit (the side to act loses).
func cmdVerify(ply *tool, args []string, stdout, _ io.Writer) error {
	pos, _, err := splitFlags(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return badf("want one game record file (ply verify <record.json>)")
	}
	data, err := os.ReadFile(pos[0])
	if err != nil {
		return badf("%v", err)
	}
	rec, err := room.DecodeRecord(data)
	if err != nil {
		return badf("%s: %v", pos[0], err)
	}
	g, err := ply.games.Lookup(rec.Game)
	if err != nil {
		return badf("%s: %v", pos[0], err)
	}
	if _, err := room.Verify(rec, g.Rules); err != nil {
		return badf("%s: %v", pos[0], err)
	}
	rolls := 0
	for _, a := range rec.Actions {
		if strings.HasPrefix(a, "roll:") {
			rolls++
		}
	}
	timed := ""
	if rec.Clock != "" && rec.Clock != room.ClockNone {
		timed = fmt.Sprintf("; clock %s, %d actions played by the server", rec.Clock, len(rec.Auto))
	}
	fmt.Fprintf(stdout, "ok %s: commitment %s matches the seed; the deal and %d rolls in %d actions agree; %s%s\n",
		rec.Game, rec.Commitment[:16], rolls, len(rec.Actions), rec.Result, timed)
	return nil
}
