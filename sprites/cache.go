package sprites

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// Anti-aliased vector drawing is costly, so every picture that does not
// change from frame to frame is drawn once into an image and reused. The
// images are kept in stores, one for each kind of picture, under keys of
// the kind's own comparable type: the key holds what the picture depends
// on (its size, its colours, its words), so a key is looked up without
// formatting a string, and a change of what it depends on is a new key,
// never a stale picture. Every store is emptied when the screen's size or
// scale changes (Fit), since its pictures are sized for the old screen.

// Images is a kind of picture drawn once under keys of type K: a name for
// a store that every Cache keeps of its own. Only the lookup is generic;
// what a store does with its pictures (pictures) is written once for every
// kind of key.
type Images[K comparable] struct {
	kind, limit int
}

// images is a cache's store of one kind of picture.
type images[K comparable] struct {
	m map[K]*stored
	pictures
}

// pictures are a store's pictures, at most limit of them, and how many
// times one was drawn.
type pictures struct {
	all    []*stored
	limit  int
	builds int
}

// stored is a picture, the frame it was last drawn in, and how its store
// forgets its key.
type stored struct {
	img    *ebiten.Image
	used   uint64
	forget func()
	builds *int
}

// store is what Fit and ResetCache see of every store.
type store interface{ reset() }

// kinds counts the kinds of picture made (NewImages): a cache's stores are
// indexed by kind.
var kinds int

// NewImages names a kind of picture, of which each cache keeps at most
// limit, dropping the one unused longest to make room for a new one.
// Called once per kind, when the package that draws it starts.
func NewImages[K comparable](limit int) *Images[K] {
	kinds++
	return &Images[K]{kind: kinds - 1, limit: max(1, limit)}
}

// in returns the cache's store of the kind, made on first use.
func (s *Images[K]) in(c *Cache) *images[K] {
	if s.kind >= len(c.stores) {
		c.stores = append(c.stores, make([]store, s.kind+1-len(c.stores))...)
	}
	st, ok := c.stores[s.kind].(*images[K])
	if !ok {
		st = &images[K]{m: map[K]*stored{}, pictures: pictures{limit: s.limit}}
		c.stores[s.kind] = st
	}
	return st
}

// ReuseImages sets whether the stored pictures and layers are reused (on,
// the default) or drawn again, into a new image, at every use (off): the
// tests draw a screen both ways and compare the pixels, so a stale or
// wrong picture fails them. (A new image, not the old one cleared: where
// Ebitengine places an image on its atlas moves its anti-aliased edges by
// up to one level of 255, and a cleared image may move.)
func ReuseImages(on bool) { cur.reuse = on }

// Get returns the picture under key, drawing it with draw (on a w×h
// transparent image) the first time.
func (s *Images[K]) Get(key K, w, h int, draw func(img *ebiten.Image)) *ebiten.Image {
	st := s.in(cur)
	e, ok := st.m[key]
	if !ok {
		e = st.add(func() { delete(st.m, key) })
		st.m[key] = e
	}
	return e.use(w, h, draw)
}

// Builds is how many times a picture of the kind was drawn in the cache
// in use.
func (s *Images[K]) Builds() int { return s.in(cur).builds }

// add makes room for a new picture (dropping the one unused longest when
// the store is full) and returns its entry, not drawn yet.
func (p *pictures) add(forget func()) *stored {
	if len(p.all) >= p.limit {
		oldest := 0
		for i, e := range p.all {
			if e.used < p.all[oldest].used {
				oldest = i
			}
		}
		p.all[oldest].drop()
		p.all = append(p.all[:oldest], p.all[oldest+1:]...)
	}
	e := &stored{forget: forget, builds: &p.builds}
	p.all = append(p.all, e)
	return e
}

// use returns the entry's picture, drawing it first when it has none yet
// (or every time, when pictures are not reused).
func (e *stored) use(w, h int, draw func(img *ebiten.Image)) *ebiten.Image {
	e.used = cur.frame
	if e.img != nil && cur.reuse {
		return e.img
	}
	if e.img != nil {
		delete(cur.noted, e.img)
		e.img.Deallocate()
	}
	e.img = ebiten.NewImage(max(1, w), max(1, h))
	*e.builds++
	cur.open[e.img] = true
	draw(e.img)
	delete(cur.open, e.img)
	return e.img
}

// drop forgets the entry's key and frees its picture.
func (e *stored) drop() {
	e.forget()
	if e.img != nil {
		delete(cur.noted, e.img)
		e.img.Deallocate()
	}
}

// reset drops every picture.
func (p *pictures) reset() {
	for _, e := range p.all {
		e.drop()
	}
	p.all = p.all[:0]
}

// drawFilter is the filter every image is drawn through: linear, which
// placed on whole pixels at scale 1 gives the same pixels as nearest. One
// filter for all lets Ebitengine merge a frame's images into one draw
// command (a change of filter is a change of shader and starts another),
// and each command costs allocations and calls in the graphics driver.
// Only the full-screen layers, drawn first, keep nearest: they are the
// largest images and nearest the cheapest filter.
const drawFilter = ebiten.FilterLinear

// A Cache is what drawing keeps from frame to frame for one app: the
// stored pictures of every kind, the lines of text and the shapes, the
// size and scale of the screen they were drawn for, and the frame being
// recorded. The app owns it and names it before it draws (Use); a program
// that never does draws into a cache of the package's own.
type Cache struct {
	stores []store // by kind (NewImages), nil until the kind is drawn
	// fitted is the size of the screen the stored images were drawn for,
	// and scale its device pixels per window pixel.
	fitted image.Rectangle
	scale  float64
	// reuse is whether stored pictures are drawn from (the default) or
	// drawn anew at every use (ReuseImages).
	reuse bool
	faces map[faceKey]*Font
	// texts and wraps are the measured and drawn lines and the wrapped
	// texts, frame the frame being drawn (which ages them).
	texts map[textKey]*textEntry
	wraps map[wrapKey]*wrapEntry
	frame uint64
	// shapes are the anti-aliased shapes drawn once; shapeNew counts the
	// ones made in frame shapeSeen.
	shapes    map[shapeKey]*shapeEntry
	shapeNew  int
	shapeSeen uint64
	// rec is the frame being recorded, or nil; noted holds the items drawn
	// into each stored image, and open the stored images being drawn now.
	rec   *recording
	noted map[*ebiten.Image][]layout.Item
	open  map[*ebiten.Image]bool
}

// NewCache makes an empty cache.
func NewCache() *Cache {
	return &Cache{
		scale: 1, reuse: true, faces: map[faceKey]*Font{},
		texts: map[textKey]*textEntry{}, wraps: map[wrapKey]*wrapEntry{},
		shapes: map[shapeKey]*shapeEntry{},
		noted:  map[*ebiten.Image][]layout.Item{}, open: map[*ebiten.Image]bool{},
	}
}

// cur is the cache being drawn with.
var cur = NewCache()

// Use makes c the cache that drawing keeps its pictures in, until the next
// Use. The app calls it before each update and draw.
func Use(c *Cache) { cur = c }

// Fit tells the size of the screen about to be drawn and its device scale:
// when the size changed, the stores are emptied, since every stored picture
// is sized for the old screen.
func Fit(screen image.Rectangle, deviceScale float64) {
	ageTexts()
	ageShapes()
	if deviceScale > 0 && deviceScale != cur.scale {
		cur.scale = deviceScale
		resetTexts()
		ResetCache()
	}
	if screen != cur.fitted {
		cur.fitted = screen
		ResetCache()
	}
}

// ResetCache forgets every stored picture.
func ResetCache() {
	for _, s := range cur.stores {
		if s != nil {
			s.reset()
		}
	}
}

// blitOp is the options of Blit and BlitScaled, kept so a blit allocates
// nothing.
var blitOp ebiten.DrawImageOptions

// Blit draws img with its top-left corner at (x, y), faded by alpha.
func Blit(dst, img *ebiten.Image, x, y, alpha float64) {
	noteBlit(dst, img, math.Round(x), math.Round(y), 1)
	blitOp = ebiten.DrawImageOptions{}
	blitOp.GeoM.Translate(math.Round(x), math.Round(y))
	if alpha < 1 {
		blitOp.ColorScale.ScaleAlpha(float32(alpha))
	}
	blitOp.Filter = drawFilter
	dst.DrawImage(img, &blitOp)
}

// BlitScaled draws img centred on (cx, cy), scaled by s.
func BlitScaled(dst, img *ebiten.Image, cx, cy, s, alpha float64) {
	b := img.Bounds()
	noteBlit(dst, img, cx-float64(b.Dx())*s/2, cy-float64(b.Dy())*s/2, s)
	blitOp = ebiten.DrawImageOptions{}
	blitOp.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	blitOp.GeoM.Scale(s, s)
	blitOp.GeoM.Translate(cx, cy)
	blitOp.ColorScale.ScaleAlpha(float32(alpha))
	blitOp.Filter = drawFilter
	dst.DrawImage(img, &blitOp)
}

// BlitTurned draws img centred on (cx, cy), turned by angle (radians) and
// faded by alpha.
func BlitTurned(dst, img *ebiten.Image, cx, cy, angle, alpha float64) {
	b := img.Bounds()
	blitOp = ebiten.DrawImageOptions{}
	blitOp.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	blitOp.GeoM.Rotate(angle)
	blitOp.GeoM.Translate(cx, cy)
	if alpha < 1 {
		blitOp.ColorScale.ScaleAlpha(float32(alpha))
	}
	blitOp.Filter = drawFilter
	dst.DrawImage(img, &blitOp)
}

type faceKey struct {
	size float64
	bold bool
}

func cachedFace(size float64, isBold bool) *Font {
	size = math.Round(max(size, MinText())*2) / 2
	k := faceKey{size, isBold}
	if f, ok := cur.faces[k]; ok {
		return f
	}
	src := regular
	if isBold {
		src = bold
	}
	// At 72 dots an inch a point is a pixel; unhinted, the advances keep
	// their fractions, so a line measures the same at any position.
	of, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err) // only for a size that is not positive: MinText is
	}
	m := of.Metrics()
	f := &Font{Size: size, face: of, ascent: fixedPx(m.Ascent), descent: fixedPx(m.Descent)}
	cur.faces[k] = f
	return f
}
