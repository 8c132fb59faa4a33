package audio

import (
	"crypto/sha256"
	"encoding/binary"
	"math"
	"testing"
)

// musicSamples decodes the loop's PCM into samples in [-1, 1], left and
// right interleaved.
func musicSamples(pcm []byte) []float64 {
	out := make([]float64, len(pcm)/2)
	for i := range out {
		out[i] = float64(int16(binary.LittleEndian.Uint16(pcm[2*i:]))) / 32767
	}
	return out
}

func TestMusicLoopLengthAndLevel(t *testing.T) {
	pcm := Music()
	if len(pcm) != musicBytes {
		t.Fatalf("%d bytes, want %d", len(pcm), musicBytes)
	}
	if secs := float64(MusicFrames) / SampleRate; secs < 20 || secs > 40 {
		t.Fatalf("the loop lasts %.1f s", secs)
	}
	s := musicSamples(pcm)
	peak, energy := 0.0, 0.0
	for _, v := range s {
		peak = math.Max(peak, math.Abs(v))
		energy += v * v
	}
	if peak > 0.8 {
		t.Errorf("peak %.3f: too close to clipping", peak)
	}
	if rms := math.Sqrt(energy / float64(len(s))); rms < 0.02 {
		t.Errorf("rms %.4f: the music is nearly silent", rms)
	}
}

// TestMusicLoopJoinsWithoutAClick: the last frame flows into the first as
// smoothly as any frame into the next.
func TestMusicLoopJoinsWithoutAClick(t *testing.T) {
	s := musicSamples(Music())
	n := len(s)
	biggest := 0.0
	for i := 2; i < n; i++ {
		biggest = math.Max(biggest, math.Abs(s[i]-s[i-2]))
	}
	for ch := range 2 {
		jump := math.Abs(s[ch] - s[n-2+ch])
		if jump > 0.02 || jump > biggest {
			t.Errorf("channel %d jumps by %.4f at the loop point (largest step inside %.4f)", ch, jump, biggest)
		}
	}
}

// TestMusicIsDeterministic: the same bytes every time, however the making
// is cut into steps.
func TestMusicIsDeterministic(t *testing.T) {
	a, b := sha256.Sum256(Music()), sha256.Sum256(Music())
	if a != b {
		t.Fatal("two makings differ")
	}
	m := newMusicMaker()
	steps := 0
	for !m.step(12345) {
		steps++
	}
	if c := sha256.Sum256(m.pcm); c != a || steps < 2 {
		t.Fatalf("made in %d steps the loop differs", steps)
	}
}

// TestEveryNoteSounds renders each note of the score alone: each is heard,
// rises from silence and dies away to silence (no click at either end).
func TestEveryNoteSounds(t *testing.T) {
	for i, n := range score() {
		out := make([]float64, 2*n.frames())
		render(out, make([]float64, n.frames()), n, 0)
		peak := 0.0
		for _, v := range out {
			peak = math.Max(peak, math.Abs(v))
		}
		if peak < 0.3*n.gain {
			t.Errorf("note %d (%.1f Hz) peaks at %.4f, gain %.3f", i, n.freq, peak, n.gain)
		}
		for _, end := range []float64{out[0], out[1], out[len(out)-2], out[len(out)-1]} {
			if math.Abs(end) > 0.01*n.gain {
				t.Errorf("note %d (%.1f Hz) starts or ends at %.5f", i, n.freq, end)
			}
		}
	}
}

func BenchmarkMusic(b *testing.B) {
	for b.Loop() {
		Music()
	}
}
