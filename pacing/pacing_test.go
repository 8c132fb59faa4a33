package pacing

import "testing"

func TestBudget(t *testing.T) {
	cancel := make(chan struct{})
	b := Budget(120, cancel)
	if b.Millis != 120 || b.Cancel == nil {
		t.Errorf("budget %+v", b)
	}
	if b.Pause != nil {
		b.Pause() // must return at once outside a slice's end
	}
}
