package sprites

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Anti-aliased vector drawing is costly, so every shape that does not change
// from frame to frame is drawn once into an image and reused. The cache is
// emptied when it grows large (after window resizes, mostly).
var cache = map[string]*ebiten.Image{}

const cacheLimit = 600

// drawFilter is the filter every image is drawn through: linear, which
// placed on whole pixels at scale 1 gives the same pixels as nearest. One
// filter for all lets Ebitengine merge a frame's images into one draw
// command (a change of filter is a change of shader and starts another),
// and each command costs allocations and calls in the graphics driver.
// Only the full-screen background, drawn first, keeps nearest: it is the
// largest image and the cheapest filter.
const drawFilter = ebiten.FilterLinear

// Cached returns the image under key, drawing it with draw (on a w×h
// transparent image) the first time.
func Cached(key string, w, h int, draw func(img *ebiten.Image)) *ebiten.Image {
	if img, ok := cache[key]; ok {
		return img
	}
	if len(cache) >= cacheLimit {
		ResetCache()
	}
	img := ebiten.NewImage(max(1, w), max(1, h))
	open[img] = true
	draw(img)
	delete(open, img)
	cache[key] = img
	return img
}

// fitted is the size of the screen the cached images were drawn for, and
// scale its device pixels per window pixel.
var (
	fitted image.Rectangle
	scale  = 1.0
)

// Fit tells the size of the screen about to be drawn and its device scale:
// when the size changed, the cache is emptied, since every cached shape is
// sized for the old screen.
func Fit(screen image.Rectangle, deviceScale float64) {
	ageTexts()
	ageShapes()
	if deviceScale > 0 && deviceScale != scale {
		scale = deviceScale
		resetTexts()
	}
	if screen != fitted {
		fitted = screen
		ResetCache()
	}
}

// ResetCache forgets every cached image.
func ResetCache() {
	for k, img := range cache {
		delete(noted, img)
		img.Deallocate()
		delete(cache, k)
	}
}

// Blit draws img with its top-left corner at (x, y), faded by alpha.
func Blit(dst, img *ebiten.Image, x, y, alpha float64) {
	noteBlit(dst, img, math.Round(x), math.Round(y), 1)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	op.Filter = drawFilter
	dst.DrawImage(img, op)
}

// BlitScaled draws img centred on (cx, cy), scaled by s.
func BlitScaled(dst, img *ebiten.Image, cx, cy, s, alpha float64) {
	b := img.Bounds()
	noteBlit(dst, img, cx-float64(b.Dx())*s/2, cy-float64(b.Dy())*s/2, s)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = drawFilter
	dst.DrawImage(img, op)
}

type faceKey struct {
	size float64
	bold bool
}

var faces = map[faceKey]*text.GoTextFace{}

func cachedFace(size float64, isBold bool) *text.GoTextFace {
	size = math.Round(max(size, MinText())*2) / 2
	k := faceKey{size, isBold}
	if f, ok := faces[k]; ok {
		return f
	}
	src := regular
	if isBold {
		src = bold
	}
	f := &text.GoTextFace{Source: src, Size: size}
	faces[k] = f
	return f
}
