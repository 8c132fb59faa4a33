package netplay

import (
	"context"
	"errors"
	"syscall/js"
)

// get asks for the URL u through the browser's fetch and returns the
// answer's status, its text ("Not Found") and at most getLimit bytes of
// its body. A cancelled ctx aborts the fetch.
func get(ctx context.Context, u string) (status int, text string, body []byte, err error) {
	abort := js.Global().Get("AbortController").New()
	resp, err := await(ctx, abort, js.Global().Call("fetch", u, map[string]any{"signal": abort.Get("signal")}))
	if err != nil {
		return 0, "", nil, err
	}
	buf, err := await(ctx, abort, resp.Call("arrayBuffer"))
	if err != nil {
		return 0, "", nil, err
	}
	arr := js.Global().Get("Uint8Array").New(buf)
	body = make([]byte, min(arr.Length(), getLimit))
	js.CopyBytesToGo(body, arr)
	return resp.Get("status").Int(), resp.Get("statusText").String(), body, nil
}

// await waits for the promise p to settle and returns its value, or its
// reason as an error. A cancelled ctx aborts abort's fetch, which then
// settles p (its callbacks are released only once it has), and returns
// ctx's error.
func await(ctx context.Context, abort, p js.Value) (js.Value, error) {
	type settled struct {
		v  js.Value
		ok bool
	}
	done := make(chan settled, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- settled{args[0], true}
		return nil
	})
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- settled{args[0], false}
		return nil
	})
	defer then.Release()
	defer fail.Release()
	p.Call("then", then, fail)
	var s settled
	select {
	case s = <-done:
	case <-ctx.Done():
		abort.Call("abort")
		<-done
		return js.Undefined(), ctx.Err()
	}
	if !s.ok {
		return js.Undefined(), errors.New(js.Global().Get("String").Invoke(s.v).String())
	}
	return s.v, nil
}
