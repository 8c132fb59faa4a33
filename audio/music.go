package audio

import (
	"encoding/binary"
	"math"
)

// The music is a calm loop of eight bars in C major at 70 beats a minute
// (27.4 s), composed here as a list of notes and synthesised note by note:
// a soft pad holds each bar's chord, a round bass plays its root twice, a
// bell-like voice sings the tune over them with a quiet echo, and a plucked
// voice ripples through the chord in quavers. Every note that rings past the
// loop's end is wrapped round to its beginning, so the loop is periodic: its
// end flows into its start without a jump.

// Tempo and length of the loop.
const (
	musicBPM   = 70
	beatFrames = SampleRate * 60 / musicBPM // exact: 37800 frames
	musicBars  = 8
	// MusicFrames is the length of the loop, in stereo frames.
	MusicFrames = musicBars * 4 * beatFrames
	// musicBytes is its size as 16-bit stereo PCM.
	musicBytes = MusicFrames * 4
)

// partial is one sine of a voice: its frequency as a multiple of the
// note's, its amplitude, and the time constant of its fading in seconds (0:
// it holds).
type partial struct{ ratio, amp, decay float64 }

// voice is an instrument: a smooth attack, partials, and a smooth release
// after the note's length.
type voice struct {
	attack, release float64 // seconds
	partials        []partial
}

// The voices.
var (
	// pad: two sines a hair apart beat slowly against each other.
	padVoice = voice{attack: 1.2, release: 1.2, partials: []partial{{1, 1, 0}, {1.003, 0.7, 0}}}
	// bass: round, fading slowly.
	bassVoice = voice{attack: 0.04, release: 0.35, partials: []partial{{1, 1, 2.5}, {2, 0.3, 0.8}}}
	// bell: the tune, a soft electric-piano strike.
	bellVoice = voice{attack: 0.008, release: 0.5, partials: []partial{{1, 1, 1.1}, {2, 0.3, 0.35}, {3, 0.08, 0.2}}}
	// pluck: short quavers through the chord.
	pluckVoice = voice{attack: 0.004, release: 0.2, partials: []partial{{1, 1, 0.4}, {2, 0.2, 0.15}}}
)

// note is one note of the loop: where it starts and how long it is held,
// in frames, its pitch, voice, level and place between the speakers.
type note struct {
	start, hold int
	freq        float64
	voice       *voice
	gain        float64
	pan         float64 // -1 left … 1 right
}

// frames is how long the note sounds, release included.
func (n note) frames() int { return n.hold + int(n.voice.release*SampleRate) }

// chord is a bar of the loop: the pad's four notes and the bass's root, as
// MIDI numbers.
type chord struct {
	pad  [4]int
	bass int
}

// The chords: Cmaj7, Am7, Fmaj7, G6, Em7, Am7, Dm7, G7sus4, back to Cmaj7.
var chords = [musicBars]chord{
	{[4]int{55, 59, 60, 64}, 48},
	{[4]int{55, 57, 60, 64}, 45},
	{[4]int{57, 60, 64, 65}, 41},
	{[4]int{55, 59, 62, 64}, 43},
	{[4]int{52, 55, 59, 62}, 40},
	{[4]int{55, 57, 60, 64}, 45},
	{[4]int{53, 57, 60, 62}, 50},
	{[4]int{53, 55, 60, 62}, 43},
}

// tuneNote is a note of the tune: the beat it starts on within its bar, its
// length in beats and its MIDI number.
type tuneNote struct {
	beat, beats float64
	midi        int
}

// The tune, bar by bar; the last bar leads back to the first.
var melody = [musicBars][]tuneNote{
	{{0, 1.5, 76}, {1.5, 0.5, 74}, {2, 1, 72}, {3, 1, 67}},
	{{0, 1.5, 69}, {1.5, 0.5, 72}, {2, 2, 76}},
	{{0, 1, 72}, {1, 1, 69}, {2, 1.5, 76}, {3.5, 0.5, 74}},
	{{0, 1.5, 71}, {1.5, 0.5, 74}, {2, 2, 67}},
	{{0, 1, 71}, {1, 1, 74}, {2, 1.5, 79}, {3.5, 0.5, 76}},
	{{0, 1, 76}, {1, 1, 72}, {2, 2, 69}},
	{{0, 1, 69}, {1, 1, 72}, {2, 1, 77}, {3, 1, 76}},
	{{0, 2, 74}, {2, 1, 72}, {3, 1, 74}},
}

// ripple is the order the pluck walks through a chord's notes.
var ripple = [8]int{0, 1, 2, 3, 2, 1, 2, 3}

func midiFreq(m int) float64 { return 440 * math.Pow(2, float64(m-69)/12) }

// beats is b beats in frames.
func beats(b float64) int { return int(math.Round(b * beatFrames)) }

// score lists every note of the loop.
func score() []note {
	var ns []note
	for bar, ch := range chords {
		at := bar * 4 * beatFrames
		for _, m := range ch.pad {
			ns = append(ns, note{start: at, hold: beats(4), freq: midiFreq(m), voice: &padVoice, gain: 0.055})
		}
		for _, b := range []float64{0, 2} {
			ns = append(ns, note{start: at + beats(b), hold: beats(1.75), freq: midiFreq(ch.bass), voice: &bassVoice, gain: 0.2})
		}
		for i, k := range ripple {
			ns = append(ns, note{start: at + beats(float64(i)/2), hold: beats(0.4), freq: midiFreq(ch.pad[k] + 12), voice: &pluckVoice, gain: 0.035, pan: 0.5})
		}
		for _, t := range melody[bar] {
			n := note{start: at + beats(t.beat), hold: beats(t.beats * 0.9), freq: midiFreq(t.midi), voice: &bellVoice, gain: 0.15, pan: -0.25}
			echo := n
			echo.start += beats(0.75)
			echo.gain, echo.pan = n.gain*0.3, 0.6
			ns = append(ns, n, echo)
		}
	}
	return ns
}

// musicMaker synthesises the loop a piece at a time, so that making it
// never holds up a frame: step renders the next frames.
type musicMaker struct {
	notes []note
	pcm   []byte    // 16-bit little-endian stereo, filled up to done
	done  int       // frames made
	mix   []float64 // the frames being made, stereo
	wave  []float64 // one note's frames, mono
}

func newMusicMaker() *musicMaker {
	return &musicMaker{notes: score(), pcm: make([]byte, musicBytes)}
}

// step makes up to frames more frames of the loop and reports whether the
// whole loop is made.
func (m *musicMaker) step(frames int) bool {
	from, to := m.done, min(MusicFrames, m.done+frames)
	if from >= to {
		return true
	}
	if cap(m.mix) < 2*(to-from) {
		m.mix, m.wave = make([]float64, 2*(to-from)), make([]float64, to-from)
	}
	mix := m.mix[:2*(to-from)]
	clear(mix)
	for _, n := range m.notes {
		// A note sounds from its start; the part that rings past the
		// loop's end sounds again from the loop's start.
		for _, start := range []int{n.start, n.start - MusicFrames} {
			lo, hi := max(from, start), min(to, start+n.frames())
			if lo < hi {
				render(mix[2*(lo-from):2*(hi-from)], m.wave, n, lo-start)
			}
		}
	}
	for i, v := range mix {
		s := int16(math.Round(max(-1, min(1, v)) * 32767))
		binary.LittleEndian.PutUint16(m.pcm[2*(2*from+i):], uint16(s))
	}
	m.done = to
	return m.done == MusicFrames
}

// render adds note n into the stereo frames out, which begin k frames after
// the note's start; wave is room for the note's mono samples.
func render(out, wave []float64, n note, k int) {
	v := n.voice
	wave = wave[:len(out)/2]
	clear(wave)
	for _, p := range v.partials {
		o := newOsc(p, n, k, len(wave))
		o.run(wave)
	}
	angle := (n.pan + 1) * math.Pi / 4
	left, right := n.gain*math.Cos(angle), n.gain*math.Sin(angle)
	attack, release, hold := v.attack*SampleRate, v.release*SampleRate, float64(n.hold)
	for f, x := range wave {
		t := float64(k + f)
		if t < attack {
			x *= smooth(t / attack)
		}
		if t > hold {
			x *= 1 - smooth((t-hold)/release)
		}
		out[2*f] += x * left
		out[2*f+1] += x * right
	}
}

// osc is a partial of a note as it sounds: (c, s) turns by a fixed angle a
// frame and shrinks by a fixed factor, one small matrix product per frame
// (no sine to compute, the fading folded in), for as many frames as it can
// be heard; s is the sample.
type osc struct {
	c, s, cw, sw float64
	frames       int
}

// newOsc starts partial p of note n k frames after the note's start, for
// at most frames frames.
func newOsc(p partial, n note, k, frames int) osc {
	w := 2 * math.Pi * n.freq * p.ratio / SampleRate
	amp, fade := p.amp, 1.0
	if p.decay > 0 {
		tau := p.decay * SampleRate
		amp *= math.Exp(-float64(k) / tau)
		fade = math.Exp(-1 / tau)
		// Below a hundredth of the 16-bit step it is not heard.
		heard := 0
		if audible := amp * n.gain * 32767 * 100; audible > 1 {
			heard = int(tau*math.Log(audible)) + 1
		}
		frames = min(frames, heard)
	}
	kw := w * float64(k)
	return osc{c: amp * math.Cos(kw), s: amp * math.Sin(kw), cw: fade * math.Cos(w), sw: fade * math.Sin(w), frames: frames}
}

// run adds the partial into wave.
func (o *osc) run(wave []float64) {
	c, s, cw, sw := o.c, o.s, o.cw, o.sw
	for f := range wave[:o.frames] {
		wave[f] += s
		c, s = c*cw-s*sw, s*cw+c*sw
	}
}

// smooth rises from 0 to 1 with flat ends (no corner, so no click).
func smooth(x float64) float64 {
	x = max(0, min(1, x))
	return x * x * (3 - 2*x)
}

// Music makes the whole loop at once as 16-bit stereo PCM.
func Music() []byte {
	m := newMusicMaker()
	for !m.step(MusicFrames) {
	}
	return m.pcm
}
