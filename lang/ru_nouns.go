package lang

// The Russian nouns the race games' lessons fill in, in the cases the
// texts need: {P} a piece (nominative, capitalised), {p} (nominative),
// {pa} (accusative), {pg} (genitive), {pp} (plural), {ppg} (plural
// genitive), {base} (from the base: genitive), {inbase} (in the base:
// prepositional), {tobase} (into the base: accusative).
var ruNouns = map[string]string{
	"noun.ludo.P":      "Фишка",
	"noun.ludo.p":      "фишка",
	"noun.ludo.pa":     "фишку",
	"noun.ludo.pg":     "фишки",
	"noun.ludo.pp":     "фишки",
	"noun.ludo.ppg":    "фишек",
	"noun.ludo.base":   "базы",
	"noun.ludo.inbase": "базе",
	"noun.ludo.tobase": "базу",

	"noun.aviation.P":      "Самолёт",
	"noun.aviation.p":      "самолёт",
	"noun.aviation.pa":     "самолёт",
	"noun.aviation.pg":     "самолёта",
	"noun.aviation.pp":     "самолёты",
	"noun.aviation.ppg":    "самолётов",
	"noun.aviation.base":   "базы",
	"noun.aviation.inbase": "базе",
	"noun.aviation.tobase": "базу",
}
