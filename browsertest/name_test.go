package browsertest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/room/roomtest"
)

// The name in the browser, on a phone, by touch: a tap on the settings'
// name opens the page's own text field over the drawn one, focused (the
// only thing a phone brings its keyboard up for); what is typed there (by
// the browser's text input, as a soft keyboard types) is counted on the
// canvas, and Enter keeps it: the field goes and the settings show the
// name.
func TestBrowserNameTypedInThePage(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	srv := server(t)
	d := openPhone(t, srv.URL+"/?scene=settings&lang=ru&layout=1")
	ru := lang.RU
	guest := strings.SplitN(ru.T("online.guest"), " ", 2)[0] + " " // "Гость "
	var name item
	d.waitFor(t, "the guest name", 120, func(f frame) error {
		for _, tx := range f.all("text", "") {
			if strings.HasPrefix(tx.Text, guest) {
				if b, ok := f.button(tx.Text); ok {
					name = b
					return nil
				}
			}
		}
		return fmt.Errorf("no button with a guest name")
	})
	d.tapItem(t, name)
	roomtest.Eventually(t, "the page's field is focused", 30*time.Second, func() error {
		if got := d.eval(t, "document.activeElement && document.activeElement.id"); got != "plyyard-name" {
			return fmt.Errorf("the focus is on %q", got)
		}
		return nil
	})
	// The page's field lies over the field the canvas draws.
	box := d.waitFor(t, "the name's page", 120, func(f frame) error {
		if len(f.all("panel", "")) != 1 {
			return fmt.Errorf("%d panels", len(f.all("panel", "")))
		}
		return nil
	}).all("panel", "")[0]
	var at struct{ X, Y, W, H float64 }
	fmt.Sscanf(d.eval(t, `(r => r.left + " " + r.top + " " + r.width + " " + r.height)(document.getElementById("plyyard-name").getBoundingClientRect())`), "%g %g %g %g", &at.X, &at.Y, &at.W, &at.H)
	if abs(int(at.X-box.X)) > 1 || abs(int(at.Y-box.Y)) > 1 || abs(int(at.W-box.W)) > 1 || abs(int(at.H-box.H)) > 1 {
		t.Fatalf("the page's field at %+v, the drawn one at %+v", at, box)
	}
	if _, err := d.call("Input.insertText", map[string]any{"text": "Маша"}); err != nil {
		t.Fatal(err)
	}
	d.waitFor(t, "the count of what was typed", 120, func(f frame) error {
		if len(f.all("text", ru.F("name.count", 4, 20))) == 0 {
			return fmt.Errorf("no count of 4")
		}
		return nil
	})
	d.screenshot(t, "web-name-typing-ru")
	for _, typ := range []string{"keyDown", "keyUp"} {
		if _, err := d.call("Input.dispatchKeyEvent", map[string]any{"type": typ, "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13, "text": "\r"}); err != nil {
			t.Fatal(err)
		}
	}
	d.waitFor(t, "the name kept", 120, func(f frame) error {
		if _, ok := f.button("Маша"); !ok {
			return fmt.Errorf("no button Маша")
		}
		return nil
	})
	if got := d.eval(t, `String(document.getElementById("plyyard-name"))`); got != "null" {
		t.Fatalf("the page's field stays: %s", got)
	}
	d.screenshot(t, "web-name-kept-ru")
}
