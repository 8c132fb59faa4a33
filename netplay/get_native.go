//go:build !js

package netplay

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"
)

// get asks for the URL u over HTTP and returns the answer's status, its
// text ("Not Found") and at most getLimit bytes of its body.
func get(ctx context.Context, u string) (status int, text string, body []byte, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return 0, "", nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, "", nil, err
	}
	defer resp.Body.Close()
	body, err = io.ReadAll(io.LimitReader(resp.Body, getLimit))
	return resp.StatusCode, strings.TrimPrefix(resp.Status, strconv.Itoa(resp.StatusCode)+" "), body, err
}
