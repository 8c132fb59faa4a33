package room

import (
	"testing"
	"time"
)

// The controls the games offer read as they are written.
func TestParseClockControls(t *testing.T) {
	for s, want := range map[string]Clock{
		"5+3":  {Base: 5 * time.Minute, Inc: 3 * time.Second},
		"3+2":  {Base: 3 * time.Minute, Inc: 2 * time.Second},
		"10+5": {Base: 10 * time.Minute, Inc: 5 * time.Second},
		"20s":  {Turn: 20 * time.Second},
		"none": {},
	} {
		c, err := ParseClock(s)
		if err != nil || c != want || c.String() != s {
			t.Errorf("%q: %+v %v, String %q", s, c, err, c.String())
		}
	}
	for _, s := range []string{"", "5", "+3", "5+", "0+3", "181+0", "5+61", "4s", "301s", "s", "-5+3", "5+3s", "1000+0", "Nones"} {
		if c, err := ParseClock(s); err == nil {
			t.Errorf("%q reads as %+v", s, c)
		}
	}
}

// Whatever a client sends, a control that reads is one of the bounded
// forms and reads back the same from its name.
func FuzzParseClock(f *testing.F) {
	for _, s := range []string{"5+3", "20s", "none", "0+0", "999s", "1+60"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseClock(s)
		if err != nil {
			return
		}
		if c.Base > 180*time.Minute || c.Inc > time.Minute || (c.Turn != 0 && (c.Turn < 5*time.Second || c.Turn > 300*time.Second)) {
			t.Fatalf("%q reads as an unbounded %+v", s, c)
		}
		again, err := ParseClock(c.String())
		if err != nil || again != c {
			t.Fatalf("%q → %+v → %q → %+v %v", s, c, c.String(), again, err)
		}
	})
}
