# The room server with the browser build in it (docs/server.md, "A container").
#   docker build -t plyyard-server .
#   docker run -p 8080:8080 -v plyyard-data:/data plyyard-server
# It runs as a non-root user (distroless "nonroot", uid 65532); rooms go to
# /data/plyyard.db unless -postgres is given.

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# make web: game.wasm, bot.wasm, wasm_exec.js, version.js, precompressed.
RUN make web \
 && CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/plyyard-server ./cmd/plyyard-server \
 && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/plyyard-server /usr/local/bin/plyyard-server
COPY --from=build /src/wasm /srv/wasm
COPY --from=build --chown=nonroot:nonroot /out/data /data
WORKDIR /data
USER nonroot:nonroot
VOLUME /data
# 8080: HTTP and the WebSocket; 6250: the cluster's routes (-cluster-listen).
EXPOSE 8080 6250
ENTRYPOINT ["/usr/local/bin/plyyard-server", "-addr", ":8080", "-dir", "/srv/wasm"]
CMD ["-store", "/data/plyyard.db"]
