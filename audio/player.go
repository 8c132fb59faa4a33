package audio

import (
	"encoding/binary"
	"math"
	"runtime"
	"sync"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// Sounds plays the effects through Ebitengine's audio context.
type Sounds struct {
	ctx   *eaudio.Context
	pcm   map[Effect][]byte
	muted bool
	// locked holds every sound back until the first tap: browsers refuse
	// sound that no gesture asked for.
	locked bool
}

// New makes the effects (once per process). The audio context opens with
// the first sound played: until then no audio thread runs.
func New() *Sounds {
	return &Sounds{pcm: effects(), locked: runtime.GOOS == "js"}
}

// context is the process's audio context, opened on first use.
func context() *eaudio.Context {
	if c := eaudio.CurrentContext(); c != nil {
		return c
	}
	return eaudio.NewContext(SampleRate)
}

// effects are the synthesised effects, made on first use.
var effects = sync.OnceValue(func() map[Effect][]byte {
	pcm := map[Effect][]byte{}
	for _, e := range Effects {
		pcm[e] = stereoF32(Synth(e))
	}
	return pcm
})

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

// SetMuted turns every sound off or on.
func (s *Sounds) SetMuted(m bool) { s.muted = m }

// Muted reports whether the sounds are off.
func (s *Sounds) Muted() bool { return s.muted }

// Unlock lets sounds play; call it on the first tap.
func (s *Sounds) Unlock() { s.locked = false }

// Play starts effect e, unless muted or still locked.
func (s *Sounds) Play(e Effect) {
	if s == nil || s.muted || s.locked {
		return
	}
	data, ok := s.pcm[e]
	if !ok {
		return
	}
	if s.ctx == nil {
		s.ctx = context()
	}
	p := s.ctx.NewPlayerF32FromBytes(data)
	p.SetVolume(0.8)
	p.Play()
}
