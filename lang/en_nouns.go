package lang

// The English nouns the race games' lessons fill in ({piece}, {pieces},
// {base}): each language has its own forms, so a language's nouns are its
// own keys, and the catalogue's test checks that every {noun} its texts use
// is here for every board.
var enNouns = map[string]string{
	"noun.ludo.piece":      "piece",
	"noun.ludo.pieces":     "pieces",
	"noun.ludo.base":       "base",
	"noun.aviation.piece":  "plane",
	"noun.aviation.pieces": "planes",
	"noun.aviation.base":   "base",
}
