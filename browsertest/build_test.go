package browsertest

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// buildForBrowser builds the program pkg for the browser into out, with
// Go's wasm_exec.js beside it.
func buildForBrowser(t *testing.T, pkg, out string) {
	t.Helper()
	build := exec.Command("go", "build", "-ldflags=-s -w", "-o", out, pkg)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building %s for the browser: %v\n%s", pkg, err, b)
	}
	src, err := os.Open(filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.Create(filepath.Join(filepath.Dir(out), "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Close()
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
}
