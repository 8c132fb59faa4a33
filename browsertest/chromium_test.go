package browsertest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room/roomtest"
)

// The tests share one Chromium, started by the first test that opens a
// page and ended by TestMain: starting it is seconds of each test on these
// two cores. Each test's page is a tab of its own in a browser context of
// its own (as an incognito window is): no cookie, storage, cache or service
// worker of one test is seen by another, as with a fresh profile.

func TestMain(m *testing.M) {
	code := m.Run()
	shared.close()
	os.Exit(code)
}

// browser is the shared Chromium, spoken to with Chrome's DevTools protocol
// over --remote-debugging-pipe: JSON messages ending in a NUL byte,
// commands on fd 3, answers and events on fd 4.
type browser struct {
	once    sync.Once
	err     error // why it did not start
	cmd     *exec.Cmd
	profile string
	exited  chan struct{}

	mu      sync.Mutex // guards w, id, waiting and gone
	w       *os.File
	id      int
	waiting map[int]chan reply
	gone    error // the pipe's end
}

// reply is the answer to one command.
type reply struct {
	Result json.RawMessage
	Err    error
}

var shared browser

// start starts Chromium, once.
func (b *browser) start(bin string) error {
	b.once.Do(func() { b.err = b.launch(bin) })
	return b.err
}

func (b *browser) launch(bin string) error {
	// The profile lives in a folder of our own: Chromium's helper processes
	// may still write to it for a moment after the browser is gone.
	profile, err := os.MkdirTemp("", "plyyard-chromium-")
	if err != nil {
		return err
	}
	cmdR, cmdW, err := os.Pipe()
	if err != nil {
		return err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		return err
	}
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
		"--disable-quic", "--mute-audio", "--user-data-dir="+profile,
		"--remote-debugging-pipe", "about:blank")
	cmd.ExtraFiles = []*os.File{cmdR, outW}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // its helpers join its group
	if err := cmd.Start(); err != nil {
		return err
	}
	cmdR.Close()
	outW.Close()
	b.cmd, b.profile, b.w = cmd, profile, cmdW
	b.waiting = map[int]chan reply{}
	b.exited = make(chan struct{})
	go func() {
		cmd.Wait()
		close(b.exited)
	}()
	go b.read(bufio.NewReaderSize(outR, 1<<20))
	return nil
}

// read hands each answer to the command waiting for it (events are not
// listened to).
func (b *browser) read(r *bufio.Reader) {
	for {
		line, err := r.ReadBytes(0)
		if err != nil {
			b.mu.Lock()
			b.gone = fmt.Errorf("Chromium's pipe: %w", err)
			for id, ch := range b.waiting {
				ch <- reply{Err: b.gone}
				delete(b.waiting, id)
			}
			b.mu.Unlock()
			return
		}
		var msg struct {
			ID     int             `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal(bytes.TrimRight(line, "\x00"), &msg); err != nil || msg.ID == 0 {
			continue // an event
		}
		b.mu.Lock()
		ch := b.waiting[msg.ID]
		delete(b.waiting, msg.ID)
		b.mu.Unlock()
		if ch == nil {
			continue
		}
		rep := reply{Result: msg.Result}
		if msg.Error != nil {
			rep.Err = errors.New(msg.Error.Message)
		}
		ch <- rep
	}
}

// call sends a command, to the page of session when it is not empty, and
// waits for its answer.
func (b *browser) call(session, method string, params any) (json.RawMessage, error) {
	ch := make(chan reply, 1)
	b.mu.Lock()
	if b.gone != nil {
		b.mu.Unlock()
		return nil, b.gone
	}
	b.id++
	id := b.id
	msg := map[string]any{"id": id, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if session != "" {
		msg["sessionId"] = session
	}
	m, _ := json.Marshal(msg)
	b.waiting[id] = ch
	_, err := b.w.Write(append(m, 0))
	if err != nil {
		delete(b.waiting, id)
	}
	b.mu.Unlock()
	if err != nil {
		return nil, err
	}
	rep := <-ch
	if rep.Err != nil {
		return nil, fmt.Errorf("%s: %w", method, rep.Err)
	}
	return rep.Result, nil
}

// close asks the browser to close, then ends the group it started.
func (b *browser) close() {
	if b.cmd == nil {
		return
	}
	b.call("", "Browser.close", nil)
	select {
	case <-b.exited:
	case <-time.After(5 * time.Second):
	}
	syscall.Kill(-b.cmd.Process.Pid, syscall.SIGKILL)
	<-b.exited
	if err := roomtest.Within(2*time.Second, func() error { return os.RemoveAll(b.profile) }); err != nil {
		fmt.Fprintf(os.Stderr, "Chromium's profile stays: %v\n", err)
	}
}

// devtools is one test's page: a tab of the shared browser, in a browser
// context of its own.
type devtools struct {
	b       *browser
	session string
}

// call sends a command to the page (the Target domain's to the browser).
func (d *devtools) call(method string, params any) (json.RawMessage, error) {
	session := d.session
	if len(method) > 7 && method[:7] == "Target." {
		session = ""
	}
	return d.b.call(session, method, params)
}

func chromium() string {
	for _, p := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	return ""
}

// open opens url in a new w×h window of the shared browser, in a fresh
// browser context, and attaches to its page; the test's end closes both.
func open(t *testing.T, url string, w, h int) *devtools {
	t.Helper()
	bin := chromium()
	wasm := filepath.Join("..", "wasm", "game.wasm")
	if _, err := os.Stat(wasm); err != nil || bin == "" {
		if os.Getenv("PLYYARD_REQUIRE_BROWSER") != "" {
			t.Fatalf("need wasm/game.wasm (%v) and chromium (%q)", err, bin)
		}
		t.Skip("no wasm/game.wasm or no chromium: run make test-web")
	}
	if err := shared.start(bin); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	d := &devtools{b: &shared}
	var ctx struct {
		BrowserContextID string `json:"browserContextId"`
	}
	var tg struct {
		TargetID string `json:"targetId"`
	}
	var at struct {
		SessionID string `json:"sessionId"`
	}
	// The first command waits for the browser to be up.
	roomtest.Eventually(t, "Chromium makes a browser context", 20*time.Second, func() error {
		res, err := d.call("Target.createBrowserContext", map[string]any{"disposeOnDetach": false})
		if err != nil {
			return err
		}
		return json.Unmarshal(res, &ctx)
	})
	t.Cleanup(func() {
		if tg.TargetID != "" {
			d.call("Target.closeTarget", map[string]any{"targetId": tg.TargetID})
		}
		d.call("Target.disposeBrowserContext", map[string]any{"browserContextId": ctx.BrowserContextID})
	})
	res, err := d.call("Target.createTarget", map[string]any{"url": "about:blank", "width": w, "height": h, "newWindow": true, "browserContextId": ctx.BrowserContextID})
	if err == nil {
		err = json.Unmarshal(res, &tg)
	}
	if err != nil {
		t.Fatalf("opening a page: %v", err)
	}
	res, err = d.call("Target.attachToTarget", map[string]any{"targetId": tg.TargetID, "flatten": true})
	if err == nil {
		err = json.Unmarshal(res, &at)
	}
	if err != nil {
		t.Fatalf("attaching to the page: %v", err)
	}
	d.session = at.SessionID
	// The page is w×h CSS pixels from its start, as the window of a
	// browser started with --window-size was (a new window's own size is
	// bounded by the headless screen's).
	for _, c := range []struct {
		method string
		params map[string]any
	}{
		{"Emulation.setDeviceMetricsOverride", map[string]any{"width": w, "height": h, "deviceScaleFactor": 1, "mobile": false}},
		{"Page.navigate", map[string]any{"url": url}},
	} {
		if _, err := d.call(c.method, c.params); err != nil {
			t.Fatal(err)
		}
	}
	return d
}
