package plain

import (
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games/gamestest/nim"
	"github.com/plyyard/plyyard/play"
)

func TestPlainPlaysAnyGame(t *testing.T) {
	k := Kit(nim.Game)
	b, err := k.Board(play.Config{Mode: play.Hotseat}, nim.Position{Stones: 13}, []engine.Action{1, 3})
	if err != nil {
		t.Fatal(err)
	}
	pb := b.(Board)
	if pb.Pos.String() != "9 n" || !pb.HasLast || pb.Last != 3 {
		t.Fatalf("replayed to %s, last %v", pb.Pos, pb.Last)
	}
	snap := pb.Snapshot()
	pb.Act(4)
	if pb.Pos.String() != "9 n" || pb.Refusal != RefuseIllegal {
		t.Fatalf("an illegal take: %s, refusal %q", pb.Pos, pb.Refusal)
	}
	pb.Act(2)
	if pb.Pos.String() != "7 s" {
		t.Fatalf("took two: %s", pb.Pos)
	}
	if err := pb.Select("x"); err == nil {
		t.Fatal("a word that is no action was taken")
	}
	pb.Restore(snap)
	if pb.Pos.String() != "9 n" {
		t.Fatalf("restored to %s", pb.Pos)
	}
	start, acts, ok := pb.History()
	if !ok || start != "13 n" || len(acts) != 3 {
		t.Fatalf("history %q %v %v", start, acts, ok)
	}
	if _, err := k.Board(play.Config{}, nim.Position{Stones: 2}, []engine.Action{3}); err == nil {
		t.Fatal("an action that does not apply was replayed")
	}
}

// Online, the person's take goes to the server, and the announced take is
// followed.
func TestPlainOnline(t *testing.T) {
	b, err := Kit(nim.Game).Online(play.Config{Mode: play.Online, Human: engine.First}, "5 n")
	if err != nil {
		t.Fatal(err)
	}
	pb := b.(Board)
	next, _ := nim.Parse("2 s")
	if !pb.Follow(engine.First, "3", nil, next) || pb.Pos.String() != "2 s" {
		t.Fatalf("followed to %s", pb.Pos)
	}
	if pb.Follow(engine.First, "1", nil, next) {
		t.Fatal("followed a take out of turn")
	}
	if _, err := Kit(nim.Game).Online(play.Config{Mode: play.Online}, "five"); err == nil {
		t.Fatal("a bad view made a board")
	}
}
