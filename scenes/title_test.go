package scenes

import (
	"testing"

	"github.com/plyyard/plyyard/save"
)

// countingStore counts the records read.
type countingStore struct {
	save.Store
	loads int
}

func (s *countingStore) Load(key string) ([]byte, error) {
	s.loads++
	return s.Store.Load(key)
}

// The title and the statistics read the saves when they open, not on every
// frame.
func TestMenusReadSavesOnce(t *testing.T) {
	store := &countingStore{Store: save.NewMemory()}
	c := newTestContext(t, Options{Store: store, Lang: "en"})
	for _, sc := range []Scene{&titleScene{}, &statsScene{}} {
		c.mgr.current = sc
		c.mgr.update()
		if st, ok := sc.(*statsScene); ok {
			st.load(c)
		}
		first := store.loads
		for range 60 {
			c.mgr.update()
			if st, ok := sc.(*statsScene); ok {
				st.load(c)
			}
		}
		if store.loads != first {
			t.Errorf("%T read %d records in 60 frames", sc, store.loads-first)
		}
	}
}
