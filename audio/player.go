package audio

import (
	"bytes"
	"encoding/binary"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// Sounds plays the effects and the music through Ebitengine's audio
// context.
type Sounds struct {
	ctx *eaudio.Context
	// effects and music are the volumes, from 0 (off) to 1.
	effects, music float64
	// locked holds every sound back until the first tap: browsers refuse
	// sound that no gesture asked for.
	locked bool
	// touched is set by the first tap: the music begins after it, on every
	// platform, so that the audio context opens with a sound the player
	// asked for (never at start-up).
	touched bool
	// silent sounds never open the device.
	silent bool
}

// New returns the sounds. Nothing is made yet: each effect is synthesised
// the first time it plays (not before the first frame, which in the
// browser waited a fifth of a second for them), and the audio context
// opens with the first sound played: until then no audio thread runs.
// Silent sounds never play, and never open the device.
func New(silent bool) *Sounds {
	return &Sounds{effects: 1, music: 1, locked: runtime.GOOS == "js", silent: silent}
}

// context is the process's audio context, opened on first use.
func context() *eaudio.Context {
	if c := eaudio.CurrentContext(); c != nil {
		return c
	}
	return eaudio.NewContext(SampleRate)
}

// made holds each effect's samples once synthesised (for the process).
var made struct {
	sync.Mutex
	pcm map[Effect][]byte
}

// effectPCM returns effect e's samples as played, synthesising them on
// first use; ok is false for an effect there is none of.
func effectPCM(e Effect) (data []byte, ok bool) {
	made.Lock()
	defer made.Unlock()
	if data, ok := made.pcm[e]; ok {
		return data, true
	}
	if !slices.Contains(Effects, e) {
		return nil, false
	}
	if made.pcm == nil {
		made.pcm = map[Effect][]byte{}
	}
	data = stereoF32(Synth(e))
	made.pcm[e] = data
	return data, true
}

// stereoF32 encodes mono samples as little-endian float32 stereo frames.
func stereoF32(mono []float32) []byte {
	out := make([]byte, len(mono)*8)
	for i, v := range mono {
		bits := math.Float32bits(v)
		binary.LittleEndian.PutUint32(out[i*8:], bits)
		binary.LittleEndian.PutUint32(out[i*8+4:], bits)
	}
	return out
}

// effectsGain is the player volume of the effects at full volume.
const effectsGain = 0.8

// SetVolumes sets the volumes of the effects and of the music, each from 0
// (off) to 1.
func (s *Sounds) SetVolumes(effects, music float64) {
	s.effects, s.music = max(0, min(1, effects)), max(0, min(1, music))
}

// Volumes returns the volumes of the effects and of the music.
func (s *Sounds) Volumes() (effects, music float64) { return s.effects, s.music }

// Unlock lets sounds play, and the music begin; call it on every tap.
func (s *Sounds) Unlock() { s.locked, s.touched = false, true }

// Play starts effect e at the effects' volume, unless they are off or
// still locked.
func (s *Sounds) Play(e Effect) {
	if s == nil || s.silent || s.effects <= 0 || s.locked || !deviceThere() {
		return
	}
	data, ok := effectPCM(e)
	if !ok {
		return
	}
	p := s.open().NewPlayerF32FromBytes(data)
	p.SetVolume(effectsGain * s.effects)
	p.Play()
}

// open returns the audio context, opening it on first use.
func (s *Sounds) open() *eaudio.Context {
	if s.ctx == nil {
		s.ctx = context()
	}
	return s.ctx
}

// The music's pacing, in ticks of the frame loop.
const (
	// musicBudget is how long a tick may spend making the loop, in pieces
	// of musicPiece frames (at least one a tick): natively the loop is
	// ready within about a second of ticks (docs/benchmarks.md), in the
	// browser a few, and no frame waits for it.
	musicBudget = 3 * time.Millisecond
	musicPiece  = 4096
	// musicFade is how much the music's volume moves in a tick: it fades
	// in and out over a second rather than starting or stopping with a
	// click.
	musicFade = 1.0 / 60
)

// music is the process's one music loop and its player: made when first
// wanted, then faded towards the volume of the Sounds that updates it.
var music struct {
	mu     sync.Mutex
	maker  *musicMaker
	player *eaudio.Player
	gain   float64 // the player's volume now
}

// Update advances the music by a tick: once the player has tapped and the
// music's volume is above 0, the loop is made a piece a tick, then played
// for ever, fading to the volume; at volume 0 it fades out and pauses.
func (s *Sounds) Update() {
	if s == nil || s.silent || s.locked || !s.touched || !deviceThere() {
		return
	}
	m := &music
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.player == nil {
		if s.music <= 0 {
			return
		}
		if m.maker == nil {
			m.maker = newMusicMaker()
		}
		start := time.Now()
		done := m.maker.step(musicPiece)
		for !done && time.Since(start) < musicBudget {
			done = m.maker.step(musicPiece)
		}
		if !done {
			return
		}
		loop := eaudio.NewInfiniteLoop(bytes.NewReader(m.maker.pcm), musicBytes)
		p, err := s.open().NewPlayer(loop)
		if err != nil {
			return
		}
		m.player, m.gain = p, 0
		p.SetVolume(0)
	}
	target := s.music
	if m.gain < target {
		m.gain = min(target, m.gain+musicFade)
	} else {
		m.gain = max(target, m.gain-musicFade)
	}
	m.player.SetVolume(m.gain)
	switch playing := m.player.IsPlaying(); {
	case m.gain > 0 && !playing:
		m.player.Play()
	case m.gain == 0 && playing:
		m.player.Pause()
	}
}

// MusicPlaying reports whether the music plays now.
func MusicPlaying() bool {
	music.mu.Lock()
	defer music.mu.Unlock()
	return music.player != nil && music.player.IsPlaying()
}
