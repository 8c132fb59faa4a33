package audio

import (
	"math"
	"testing"
)

func TestEffectsAreShortAndBounded(t *testing.T) {
	for _, e := range Effects {
		s := Synth(e)
		if len(s) == 0 || len(s) > SampleRate {
			t.Errorf("effect %d has %d samples", e, len(s))
		}
		peak := 0.0
		for _, v := range s {
			if v < -1 || v > 1 || math.IsNaN(float64(v)) {
				t.Fatalf("effect %d has sample %v", e, v)
			}
			peak = math.Max(peak, math.Abs(float64(v)))
		}
		if peak < 0.05 {
			t.Errorf("effect %d is silent (peak %v)", e, peak)
		}
		if last := math.Abs(float64(s[len(s)-1])); last > 0.05 {
			t.Errorf("effect %d ends with a click (%v)", e, last)
		}
	}
}

func TestStereoEncoding(t *testing.T) {
	b := stereoF32([]float32{0.5, -1})
	if len(b) != 16 {
		t.Fatalf("%d bytes", len(b))
	}
}
