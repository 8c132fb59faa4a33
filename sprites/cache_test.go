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
	if len(texts) != 1 || texts[textKey{"Ply Yard", f}].img == nil {
		t.Fatalf("%d lines kept", len(texts))
	}
	if Measure("Ply Yard", f) != w || w <= 0 {
		t.Fatalf("width %v then %v", w, Measure("Ply Yard", f))
	}
	for range textKeep + 120 {
		Fit(image.Rect(0, 0, 200, 100), 1)
		Text(dst, "kept", f, 0, 0, Left, Ink)
	}
	if _, ok := texts[textKey{"Ply Yard", f}]; ok {
		t.Error("a line unused for seconds is still kept")
	}
	if _, ok := texts[textKey{"kept", f}]; !ok {
		t.Error("a line drawn every frame was dropped")
	}
}

// A frame makes at most shapeNewPerFrame new panel images; the rest are
// drawn directly, and a panel drawn again is taken from its image.
func TestShapesBoundedPerFrame(t *testing.T) {
	dst := ebiten.NewImage(400, 400)
	Fit(image.Rect(0, 0, 400, 400), 1)
	before := len(shapes)
	for i := range 3 * shapeNewPerFrame {
		RoundRect(dst, 10, 10, float64(20+i), 30, 6, Ink)
	}
	if made := len(shapes) - before; made != shapeNewPerFrame {
		t.Fatalf("%d new shapes in one frame", made)
	}
	Fit(image.Rect(0, 0, 400, 400), 1)
	n := len(shapes)
	RoundRect(dst, 10, 10, 20, 30, 6, Ink)
	if len(shapes) != n {
		t.Error("a panel drawn again was made anew")
	}
}
