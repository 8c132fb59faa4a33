package browsertest

import (
	"fmt"
	"strings"
	"testing"
)

// On a phone on its side the dominoes result card, whose figures would
// not fit above its buttons, stands the buttons in a column beside its
// text: the card says each side's accuracy, every button takes a thumb,
// and a touch on Review the game opens the review.
func TestPhoneOnItsSideResultCard(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own
	srv := server(t)
	played := "play:46,play:34:L,play:06:R,play:35:L,play:01:R,play:05:L,play:12:R,draw,play:23:R,play:04:L,play:45:L"
	d := openPhoneAt(t, srv.URL+"/?lang=en&layout=1&scene=result&game=domino&seed=3&moves="+played, 740, 360)
	t.Cleanup(func() {
		if t.Failed() {
			d.screenshot(t, "phone-side-result-failed")
		}
	})
	accuracy := en.F("review.accuracy", "Black", "") // "Black: accuracy "
	f := d.waitFor(t, "the sides' figures on the card", 1200, func(f frame) error {
		for _, it := range f.all("text", "") {
			if strings.HasPrefix(it.Text, accuracy) {
				return nil
			}
		}
		return fmt.Errorf("no line %q… yet", accuracy)
	})
	var labels []string
	for _, key := range []string{"result.again", "result.review", "result.board", "common.menu"} {
		b, ok := f.button(en.T(key))
		if !ok {
			t.Fatalf("no button %q on the card", en.T(key))
		}
		if b.H < 44 || b.W < 44 {
			t.Errorf("the button %q is %.0f×%.0f px: under a thumb", en.T(key), b.W, b.H)
		}
		labels = append(labels, en.T(key))
	}
	d.screenshot(t, "phone-side-domino-result")
	d.tapButton(t, en.T("result.review"))
	d.waitFor(t, "the review", 600, func(f frame) error {
		if len(f.all("text", en.F("review.title", en.T("game.domino")))) == 0 {
			return fmt.Errorf("no review title")
		}
		return nil
	})
	t.Logf("the card says the figures beside its buttons %v; the review opened by touch", labels)
}
