module github.com/plyyard/plyyard

go 1.26.0

require (
	github.com/hajimehoshi/ebiten/v2 v2.8.9
	github.com/quasilyte/gdata/v2 v2.0.0
	golang.org/x/image v0.48.0
)

require (
	github.com/ebitengine/gomobile v0.0.0-20241016022004-957bd3215dd8 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/oto/v3 v3.3.3 // indirect
	github.com/ebitengine/purego v0.8.0 // indirect
	github.com/go-text/typesetting v0.2.0 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	golang.org/x/sync v0.25.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)
