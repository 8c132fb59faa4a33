//go:build !js

package scenes

import (
	"errors"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// writePNG writes img to the file path (the -screenshot flag's).
func writePNG(img *ebiten.Image, path string) error {
	if path == "" {
		return errors.New("no path")
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return png.Encode(f, img)
}
