package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// writePNG refuses in the browser, which has no files to write: the build
// carries no PNG encoder (shot_other.go writes the screenshot natively).
func writePNG(*ebiten.Image, string) error {
	return errors.New("no screenshots in the browser")
}
