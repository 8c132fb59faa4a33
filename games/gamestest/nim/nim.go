// Package nim is a toy game for the tests that register a game as a fifth
// entry would be (docs/adding-a-game.md): a row of stones, each turn the
// seat to move takes one, two or three, and whoever takes the last stone
// wins. Its rules, bots, lesson, puzzle and texts fit in this file; the
// tests hand Game to the hosts (ply, the room server, the saves) and its
// kit, play.Plain(Game), to the app.
package nim

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/learn"
	"github.com/plyyard/plyyard/puzzle"
	"github.com/plyyard/plyyard/registry"
)

// Position is the stones left and the seat to take.
type Position struct {
	Stones int
	Side   engine.Seat
}

// Start is the row a game starts with.
const Start = 13

// Most is how many stones one turn may take.
const Most = 3

var letters = [2]string{"n", "s"}

// Rules are Nim's rules.
var Rules = engine.Rules{
	Name:      "nim",
	Sides:     letters,
	SideNames: [2]string{"north", "south"},
	Start:     func(engine.Rand) engine.State { return Position{Stones: Start} },
	Parse:     engine.StateParser(Parse),
}

// Parse reads "<stones> <side>": "13 n".
func Parse(s string) (Position, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return Position{}, fmt.Errorf("nim: %q is not <stones> <side>", s)
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 0 || n > 99 {
		return Position{}, fmt.Errorf("nim: %q is not a number of stones from 0 to 99", f[0])
	}
	for i, l := range letters {
		if f[1] == l {
			return Position{Stones: n, Side: engine.Seat(i)}, nil
		}
	}
	return Position{}, fmt.Errorf("nim: %q is not a side (n or s)", f[1])
}

func (p Position) String() string      { return fmt.Sprintf("%d %s", p.Stones, letters[p.Side]) }
func (p Position) ToMove() engine.Seat { return p.Side }

// Legal is taking 1 to Most stones, as many as there are.
func (p Position) Legal() []engine.Action {
	var out []engine.Action
	for k := 1; k <= min(Most, p.Stones); k++ {
		out = append(out, engine.Action(k))
	}
	return out
}

// Apply takes a stones.
func (p Position) Apply(a engine.Action) (engine.State, []engine.Event, error) {
	if p.Outcome().Finished() {
		return nil, nil, fmt.Errorf("nim: %w", engine.ErrFinished)
	}
	if a < 1 || int(a) > min(Most, p.Stones) {
		return nil, nil, &engine.IllegalError{Action: p.FormatAction(a), Reason: fmt.Sprintf("take 1 to %d of the %d stones", min(Most, p.Stones), p.Stones)}
	}
	next := Position{Stones: p.Stones - int(a), Side: p.Side.Other()}
	ev := []engine.Event{{Kind: engine.Moved, Seat: p.Side, Value: int(a)}}
	if next.Stones == 0 {
		ev = append(ev, engine.Event{Kind: engine.GameWon, Seat: p.Side, Reason: "last"})
	}
	return next, ev, nil
}

// Outcome: with no stone left, the seat that took the last one has won.
func (p Position) Outcome() engine.Outcome {
	if p.Stones == 0 {
		return engine.Outcome{Status: engine.Win, Winner: p.Side.Other(), Reason: "last"}
	}
	return engine.Outcome{}
}

func (p Position) View(seat engine.Seat) engine.View { return view{p, seat} }
func (p Position) FormatAction(a engine.Action) string {
	return strconv.Itoa(int(a))
}
func (p Position) ParseAction(s string) (engine.Action, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > Most {
		return 0, fmt.Errorf("nim: %q is not a number of stones from 1 to %d", s, Most)
	}
	return engine.Action(n), nil
}

// view: nothing is hidden.
type view struct {
	Position
	seat engine.Seat
}

func (v view) Seat() engine.Seat { return v.seat }
func (v view) Legal() []engine.Action {
	if v.seat != v.Side {
		return nil
	}
	return v.Position.Legal()
}

// winning is the move that leaves a multiple of four, if there is one.
func winning(p Position) (engine.Action, bool) {
	k := p.Stones % (Most + 1)
	return engine.Action(k), k != 0
}

// bot plays the winning move when there is one, else one stone; the
// random bot (rng set) any legal move.
type bot struct {
	name string
	rng  *rand.Rand
}

func (b bot) Name() string { return b.name }
func (b bot) Choose(v engine.View, _ ai.Budget) (engine.Action, error) {
	legal := v.Legal()
	if len(legal) == 0 {
		return 0, ai.ErrNotYourTurn
	}
	if b.rng != nil {
		return legal[b.rng.IntN(len(legal))], nil
	}
	p, err := Parse(v.String())
	if err != nil {
		return 0, err
	}
	if a, ok := winning(p); ok {
		return a, nil
	}
	return 1, nil
}

func newBot(name string, seed uint64) (ai.Bot, error) {
	if name == "random" {
		return bot{name, rand.New(rand.NewPCG(seed, 1))}, nil
	}
	for _, n := range ai.Names {
		if name == n {
			return bot{name: name}, nil
		}
	}
	return nil, fmt.Errorf("unknown nim bot %q", name)
}

// judge knows every position exactly.
type judge struct{}

func (judge) Estimate(s engine.State, _ uint64, _ ai.Budget) (ai.Estimate, error) {
	p, ok := s.(Position)
	if !ok {
		return ai.Estimate{}, errors.New("nim: not a nim position")
	}
	var e ai.Estimate
	if p.Outcome().Finished() {
		e.Win[p.Side.Other()] = 1
		return e, nil
	}
	a, wins := winning(p)
	if wins {
		e.Win[p.Side] = 1
	} else {
		e.Win[p.Side.Other()], a = 1, 1
	}
	e.Best, e.HasBest = a, true
	return e, nil
}

// prove checks that the answer is the one move that leaves a multiple of
// four.
func prove(q puzzle.Puzzle) error {
	p, err := Parse(q.Position)
	if err != nil {
		return err
	}
	if len(q.Answer) != 1 {
		return errors.New("the answer is one move")
	}
	a, err := p.ParseAction(q.Answer[0])
	if err != nil {
		return err
	}
	if w, ok := winning(p); !ok || w != a {
		return fmt.Errorf("%s does not win from %s", q.Answer[0], p)
	}
	return nil
}

// Game is Nim's entry: one lesson, one puzzle.
var Game = games.New(Rules, newBot, func(engine.Seat) ai.Estimator { return judge{} }, games.ContractPerft, games.ContractPlayout, games.Content{
	Tries: func(engine.State) []engine.Action { return []engine.Action{1, 2, 3, 4} },
	Lessons: learn.Sections("nim", "", []learn.Lesson{{ID: "four", Steps: []learn.Step{{
		Pos:   "6 n",
		Goal:  func(t learn.Try) bool { return t.After.(Position).Stones%(Most+1) == 0 },
		Hints: []learn.Hint{{Illegal: true, When: func(t learn.Try) bool { return t.Action > Most }}},
	}}}}),
	Puzzles: []puzzle.Puzzle{{ID: "nim-01", Game: "nim", Kind: puzzle.Rules, Position: "7 n", Answer: []string{"3"}}},
	Prove:   prove,
}).WithMarks(ai.Marks{Blunder: 0.25, Mistake: 0.10, Inaccuracy: 0.05})

// Registry is the one line a fifth game is: the registry of the hosts
// with the toy game added.
func Registry() *games.Registry { return games.MustRegistry(append(registry.Games.All(), Game)...) }

// Texts are the toy game's words, as a game's are in the catalogue's
// files: key, English, Russian. A test adds them with lang.Add(Catalogue()).
var Texts = [][3]string{
	{"game.nim", "Nim", "Ним"},
	{"game.nim.blurb", "Take the last stone.", "Возьмите последний камень."},
	{"game.nim.facts", "2 players · 13 stones", "2 игрока · 13 камней"},
	{"side.north", "North", "Север"},
	{"side.south", "South", "Юг"},
	{"result.win.north", "North wins!", "Победа Севера!"},
	{"result.win.south", "South wins!", "Победа Юга!"},
	{"reason.nim.last", "took the last stone", "взят последний камень"},
	{"mode.first.nim", "North always takes first.", "Север всегда берёт первым."},
	{"mode.hotseat.nim", "Pass the device after every turn. North starts.", "Передавайте устройство после каждого хода. Начинает Север."},
	{"rules.nim.1.head", "Taking stones", "Камни"},
	{"rules.nim.1.body", "Take one, two or three stones a turn. Whoever takes the last stone wins.", "За ход берут один, два или три камня. Кто взял последний, тот выиграл."},
	{"lesson.nim.four.title", "Leave four", "Оставьте четыре"},
	{"lesson.nim.four.1.teach", "Leave a multiple of four and you win.", "Оставьте число камней, кратное четырём, — и вы выиграете."},
	{"lesson.nim.four.1.task", "Take so that four are left.", "Возьмите столько, чтобы осталось четыре."},
	{"lesson.nim.four.1.done", "Four left: whatever North takes, you take the rest.", "Осталось четыре: сколько ни возьмёт Север, остальное ваше."},
	{"lesson.nim.four.1.wrong", "Count again: four must be left.", "Пересчитайте: должно остаться четыре."},
	{"lesson.nim.four.1.hint1", "At most three stones a turn.", "За ход не больше трёх камней."},
	{"lesson.nim.four.1.rule", "Leaving a multiple of four wins", "Кто оставляет число, кратное четырём, тот выигрывает"},
	{"puzzle.nim-01.question", "Seven stones: how many do you take?", "Семь камней: сколько взять?"},
	{"puzzle.nim-01.explain", "Three: four are left, and the last stone is yours.", "Три: останется четыре, и последний камень будет ваш."},
}

// Catalogue is Texts by language, as lang.Add takes them.
func Catalogue() map[lang.Lang]map[string]string {
	out := map[lang.Lang]map[string]string{lang.EN: {}, lang.RU: {}}
	for _, t := range Texts {
		out[lang.EN][t[0]], out[lang.RU][t[0]] = t[1], t[2]
	}
	return out
}
