package scenes

import (
	"runtime/metrics"
	"time"
)

// FrameStats is what the app measured of its frames: -stats writes it as
// JSON, and the browser build shows it as window.plyyardStats. It serves
// tests, bug reports and the figures of docs/benchmarks.md.
//
// The first second (warmFrames) builds the fonts' and shapes' caches and is
// left out of the gap and the allocations, which describe the frames that
// follow.
type FrameStats struct {
	Frames         int     `json:"frames"`
	LongestGapMs   float64 `json:"longestGapMs"`   // the longest time between two frames after the first second
	BytesPerFrame  float64 `json:"bytesPerFrame"`  // heap bytes allocated per frame after the first second
	AllocsPerFrame float64 `json:"allocsPerFrame"` // heap objects allocated per frame after the first second
	// Searches are the computer's searches (its moves and the hints), each
	// with its duration and the frames drawn during it.
	Searches []SearchStat `json:"searches"`
}

// SearchStat is one search of the computer.
type SearchStat struct {
	Ms     float64 `json:"ms"`
	Frames int     `json:"frames"`
}

// warmFrames is the first second of frames, left out of the gap and the
// allocations.
const warmFrames = 60

// frameMeter measures the frames as they are drawn. Allocations are read
// from runtime/metrics, which stops nothing.
type frameMeter struct {
	stats     FrameStats
	last      time.Time
	samples   []metrics.Sample
	base      [2]uint64
	searching bool
	from      time.Time
	fromFrame int
}

func newFrameMeter() *frameMeter {
	return &frameMeter{samples: []metrics.Sample{
		{Name: "/gc/heap/allocs:bytes"},
		{Name: "/gc/heap/allocs:objects"},
	}}
}

// read returns the heap's bytes and objects allocated so far.
func (m *frameMeter) read() [2]uint64 {
	metrics.Read(m.samples)
	var out [2]uint64
	for i, s := range m.samples {
		if s.Value.Kind() == metrics.KindUint64 {
			out[i] = s.Value.Uint64()
		}
	}
	return out
}

// frame counts a frame drawn at now, while the computer searches or not,
// and reports whether a search has just ended.
func (m *frameMeter) frame(now time.Time, searching bool) (ended bool) {
	switch n := m.stats.Frames; {
	case n == warmFrames:
		m.base = m.read()
	case n > warmFrames:
		gap := float64(now.Sub(m.last).Microseconds()) / 1000
		m.stats.LongestGapMs = max(m.stats.LongestGapMs, gap)
	}
	m.last = now
	m.stats.Frames++
	switch {
	case searching && !m.searching:
		m.from, m.fromFrame = now, m.stats.Frames
	case !searching && m.searching:
		m.stats.Searches = append(m.stats.Searches, SearchStat{
			Ms:     float64(now.Sub(m.from).Microseconds()) / 1000,
			Frames: m.stats.Frames - m.fromFrame,
		})
		ended = true
	}
	m.searching = searching
	return ended
}

// allocs brings the allocations per frame up to date.
func (m *frameMeter) allocs() {
	if m.stats.Frames <= warmFrames+1 {
		return
	}
	now := m.read()
	n := float64(m.stats.Frames - warmFrames - 1)
	m.stats.BytesPerFrame = float64(now[0]-m.base[0]) / n
	m.stats.AllocsPerFrame = float64(now[1]-m.base[1]) / n
}

// Stats returns the figures so far.
func (m *frameMeter) Stats() FrameStats {
	m.allocs()
	s := m.stats
	s.Searches = append([]SearchStat(nil), m.stats.Searches...)
	return s
}
