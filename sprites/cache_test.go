package sprites

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A line of text is laid out once and reused while it is drawn; one not
// drawn for a while is dropped.
func TestTextLinesKeptWhileUsed(t *testing.T) {
	resetTexts()
	dst := ebiten.NewImage(200, 100)
	f := Face(20, false)
	w := Measure("Ply Yard", f)
	Text(dst, "Ply Yard", f, 10, 50, Left, Ink)
	Text(dst, "Ply Yard", f, 10, 80, Center, Ink)
	if len(cur.texts) != 1 || cur.texts[textKey{"Ply Yard", f}].img == nil {
		t.Fatalf("%d lines kept", len(cur.texts))
	}
	if Measure("Ply Yard", f) != w || w <= 0 {
		t.Fatalf("width %v then %v", w, Measure("Ply Yard", f))
	}
	for range textKeep + 120 {
		Fit(image.Rect(0, 0, 200, 100), 1)
		Text(dst, "kept", f, 0, 0, Left, Ink)
	}
	if _, ok := cur.texts[textKey{"Ply Yard", f}]; ok {
		t.Error("a line unused for seconds is still kept")
	}
	if _, ok := cur.texts[textKey{"kept", f}]; !ok {
		t.Error("a line drawn every frame was dropped")
	}
}

// A frame makes at most shapeNewPerFrame new panel images; the rest are
// drawn directly, and a panel drawn again is taken from its image.
func TestShapesBoundedPerFrame(t *testing.T) {
	dst := ebiten.NewImage(400, 400)
	Fit(image.Rect(0, 0, 400, 400), 1)
	before := len(cur.shapes)
	for i := range 3 * shapeNewPerFrame {
		RoundRect(dst, 10, 10, float64(20+i), 30, 6, Ink)
	}
	if made := len(cur.shapes) - before; made != shapeNewPerFrame {
		t.Fatalf("%d new cur.shapes in one frame", made)
	}
	Fit(image.Rect(0, 0, 400, 400), 1)
	n := len(cur.shapes)
	RoundRect(dst, 10, 10, 20, 30, 6, Ink)
	if len(cur.shapes) != n {
		t.Error("a panel drawn again was made anew")
	}
}

// TestCachesAreTheirOwners: two apps' caches keep their pictures apart; a
// screen of another size in one does not empty the other.
func TestCachesAreTheirOwners(t *testing.T) {
	kind := NewImages[int](4)
	draw := func(*ebiten.Image) {}
	a, b := NewCache(), NewCache()
	defer Use(NewCache())
	Use(a)
	Fit(image.Rect(0, 0, 360, 740), 1)
	kind.Get(1, 8, 8, draw)
	Use(b)
	Fit(image.Rect(0, 0, 1280, 800), 2)
	kind.Get(1, 8, 8, draw)
	kind.Get(2, 8, 8, draw)
	if n := kind.Builds(); n != 2 {
		t.Fatalf("the second cache drew %d pictures, want 2", n)
	}
	Use(a)
	Fit(image.Rect(0, 0, 360, 740), 1)
	kind.Get(1, 8, 8, draw)
	if n := kind.Builds(); n != 1 {
		t.Fatalf("the first cache drew its picture %d times: the other's screen emptied it", n)
	}
	if MinText() != 12 {
		t.Fatalf("the first cache's scale is %v, want 1", MinText()/12)
	}
}
