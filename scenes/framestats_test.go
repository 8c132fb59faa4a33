package scenes

import (
	"testing"
	"time"
)

// The meter counts frames, leaves the first second out of the longest gap,
// and records each search with the frames drawn during it.
func TestFrameMeter(t *testing.T) {
	m := newFrameMeter()
	at := time.Unix(0, 0)
	step := func(d time.Duration, searching bool) bool {
		at = at.Add(d)
		return m.frame(at, searching)
	}
	step(0, false)
	step(2*time.Second, false) // the start-up's long frame
	for range warmFrames + 10 {
		step(16*time.Millisecond, false)
	}
	for range 5 {
		if step(16*time.Millisecond, true) {
			t.Fatal("a search ended while it went on")
		}
	}
	step(100*time.Millisecond, true)
	if !step(16*time.Millisecond, false) {
		t.Fatal("the end of the search was not reported")
	}
	for range 600 {
		step(16*time.Millisecond, false)
		sink = make([]byte, 64)
	}
	s := m.Stats()
	if s.Frames != warmFrames+12+7+600 {
		t.Errorf("%d frames", s.Frames)
	}
	if s.LongestGapMs != 100 {
		t.Errorf("longest gap %v ms, want the search's 100 (the start-up is left out)", s.LongestGapMs)
	}
	if len(s.Searches) != 1 || s.Searches[0].Frames != 6 || s.Searches[0].Ms != 180 {
		t.Errorf("searches %+v, want one of 6 frames in 180 ms", s.Searches)
	}
	if s.AllocsPerFrame <= 0 || s.BytesPerFrame <= 0 {
		t.Errorf("allocations %+v", s)
	}
}

// sink keeps the test's allocations on the heap.
var sink []byte
