package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/plyyard/plyyard/room"
)

func main() {
	ws := os.Args[1]
	ctx := context.Background()
	var keep []*room.Client
	for i, g := range []string{"ludo", "jungle", "domino"} {
		c, err := room.Dial(ctx, ws, room.Options{Ping: 20 * time.Second})
		if err != nil {
			panic(err)
		}
		keep = append(keep, c)
		if _, err := c.Hello(ctx, room.Request{T: room.TCreate, Game: g, Public: true, Name: []string{"Аня", "Guest 4821", "Bob"}[i]}); err != nil {
			panic(err)
		}
	}
	for i, g := range []string{"jungle", "aviation"} {
		a, _ := room.Dial(ctx, ws, room.Options{Ping: 20 * time.Second})
		w, err := a.Hello(ctx, room.Request{T: room.TCreate, Game: g, Public: true, Name: []string{"Maria", "Пётр"}[i]})
		if err != nil {
			panic(err)
		}
		b, _ := room.Dial(ctx, ws, room.Options{Ping: 20 * time.Second})
		b.Hello(ctx, room.Request{T: room.TJoin, Code: w.Room})
		keep = append(keep, a, b)
		for k := 0; k < 2-i; k++ {
			x, _ := room.Dial(ctx, ws, room.Options{Ping: 20 * time.Second})
			x.Hello(ctx, room.Request{T: room.TWatch, Code: w.Room})
			keep = append(keep, x)
		}
		fmt.Println("live", w.Room)
	}
	select {}
}
