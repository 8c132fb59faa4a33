// Package audio plays the app's short sound effects and its music, both
// synthesised in code (no files to ship). The effects (this file): a blip
// when a piece is picked up, a wooden tock for a step, a whoosh for a river
// jump, a crunch for a capture and a little tune when the game ends. The
// music (music.go): a calm loop made a piece a tick after the first tap.
package audio

import (
	"math"
	"math/rand/v2"
)

// Effect names a sound.
type Effect int

// The effects.
const (
	Select Effect = iota + 1
	Move
	Jump
	Capture
	Refuse
	Win
	Lose
	Draw
	Tap
)

// Effects lists every effect.
var Effects = []Effect{Select, Move, Jump, Capture, Refuse, Win, Lose, Draw, Tap}

// SampleRate is the rate every effect is made at.
const SampleRate = 44100

// Synth makes the mono samples of e, in [-1, 1].
func Synth(e Effect) []float32 {
	switch e {
	case Select:
		return tone(0.07, func(t float64) float64 { return 880 + 2400*t }, sine, 0.35)
	case Tap:
		return tone(0.04, func(float64) float64 { return 1200 }, sine, 0.2)
	case Move:
		return mix(tone(0.09, func(t float64) float64 { return 220 - 300*t }, sine, 0.55), noise(0.02, 0.15, 1))
	case Jump:
		return tone(0.26, func(t float64) float64 { return 260 + 2600*t*t }, triangle, 0.35)
	case Capture:
		return mix(noise(0.16, 0.4, 2), tone(0.18, func(t float64) float64 { return 150 - 200*t }, sine, 0.6))
	case Refuse:
		return concat(tone(0.07, func(float64) float64 { return 180 }, triangle, 0.3), silence(0.03), tone(0.07, func(float64) float64 { return 150 }, triangle, 0.3))
	case Win:
		return tune([]float64{523.25, 659.25, 783.99, 1046.5}, 0.11, 0.3)
	case Lose:
		return tune([]float64{659.25, 523.25, 415.3, 349.23}, 0.14, 0.3)
	case Draw:
		return tune([]float64{587.33, 587.33}, 0.14, 0.3)
	}
	return nil
}

func sine(phase float64) float64 { return math.Sin(2 * math.Pi * phase) }

func triangle(phase float64) float64 {
	f := phase - math.Floor(phase)
	return 4*math.Abs(f-0.5) - 1
}

// tone makes dur seconds of wave at the frequency freq(t) (t from 0 to 1)
// with a quick attack and an exponential fade.
func tone(dur float64, freq func(float64) float64, wave func(float64) float64, gain float64) []float32 {
	n := int(dur * SampleRate)
	out := make([]float32, n)
	phase := 0.0
	for i := range out {
		t := float64(i) / float64(n)
		phase += freq(t) / SampleRate
		out[i] = float32(gain * envelope(t, dur) * wave(phase))
	}
	return out
}

// envelope rises in 4 ms and decays to silence at the end.
func envelope(t, dur float64) float64 {
	attack := 0.004 / dur
	if t < attack {
		return t / attack
	}
	return math.Exp(-4*(t-attack)) * (1 - t)
}

func noise(dur, gain float64, seed uint64) []float32 {
	r := rand.New(rand.NewPCG(seed, 7))
	n := int(dur * SampleRate)
	out := make([]float32, n)
	prev := 0.0
	for i := range out {
		t := float64(i) / float64(n)
		v := r.Float64()*2 - 1
		prev = prev*0.6 + v*0.4 // a little low-pass: less hiss
		out[i] = float32(gain * envelope(t, dur) * prev)
	}
	return out
}

func tune(notes []float64, each, gain float64) []float32 {
	var out []float32
	for _, f := range notes {
		f := f
		out = concat(out, tone(each, func(float64) float64 { return f }, triangle, gain))
	}
	return out
}

func silence(dur float64) []float32 { return make([]float32, int(dur*SampleRate)) }

func concat(parts ...[]float32) []float32 {
	var out []float32
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func mix(a, b []float32) []float32 {
	if len(b) > len(a) {
		a, b = b, a
	}
	out := append([]float32(nil), a...)
	for i, v := range b {
		out[i] = clamp(out[i] + v)
	}
	return out
}

func clamp(v float32) float32 { return max(-1, min(1, v)) }
