package sprites

import "github.com/hajimehoshi/ebiten/v2"

// A Layer is the static part of a screen — a board's terrain and frame,
// the table's felt, the title's art — drawn once into an offscreen image
// and drawn from it on every frame after, while what moves (pieces, pulses,
// dice, pops) is drawn live on top. Its key of type K holds everything the
// layer depends on (sizes, the device scale through them, the turn of the
// board, the words on it), so the layer is drawn again exactly when one of
// them changes. A layer keeps the pictures of the last few keys, for the
// screens that show two boards at once (a review's inset, a transition).
type Layer[K comparable] struct{ images *Images[K] }

// layerKeep is how many keys' pictures a layer keeps.
const layerKeep = 4

// NewLayer makes a layer.
func NewLayer[K comparable]() *Layer[K] { return &Layer[K]{images: NewImages[K](layerKeep)} }

// Draw draws the layer's picture under key with its top-left corner at (x,
// y) on dst.
func (l *Layer[K]) Draw(dst *ebiten.Image, key K, x, y float64, w, h int, draw func(img *ebiten.Image)) {
	Blit(dst, l.images.Get(key, w, h, draw), x, y, 1)
}

// Fill draws the layer under key over the whole of dst: an opaque layer
// that the frame starts with (it is drawn through the nearest filter, the
// cheapest, and covers whatever the last frame left).
func (l *Layer[K]) Fill(dst *ebiten.Image, key K, draw func(img *ebiten.Image)) {
	b := dst.Bounds()
	img := l.images.Get(key, b.Dx(), b.Dy(), draw)
	noteBlit(dst, img, 0, 0, 1)
	dst.DrawImage(img, nil)
}

// Builds is how many times the layer was drawn into its image.
func (l *Layer[K]) Builds() int { return l.images.Builds() }
