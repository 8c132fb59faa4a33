package play

import "github.com/plyyard/plyyard/layout"

// Memo keeps the results of a pure function for the last few keys: the
// layouts that every frame asks for several times (to draw, to hit-test,
// for the buttons), and that allocate when made.
type Memo[K comparable, V any] struct{ m map[K]V }

// memoKeep is how many keys a memo keeps before it starts afresh: enough
// for the screens drawn in one frame (a transition's two, a review's
// inset).
const memoKeep = 8

// Get returns f(key), made once while key is kept. The value is shared:
// its slices are read, never written.
func (m *Memo[K, V]) Get(key K, f func(K) V) V {
	if v, ok := m.m[key]; ok {
		return v
	}
	if m.m == nil || len(m.m) >= memoKeep {
		m.m = make(map[K]V, memoKeep)
	}
	v := f(key)
	m.m[key] = v
	return v
}

// Laid is a screen and how many buttons are laid out on it: the key of a
// board's layouts.
type Laid struct {
	Screen  layout.Screen
	Buttons int
}
