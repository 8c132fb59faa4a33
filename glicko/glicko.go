// Package glicko rates players by the Glicko-2 system (Mark Glickman,
// "Example of the Glicko-2 system", 2013): a rating, its deviation (how
// uncertain the rating is) and a volatility (how erratic the player's
// results are), updated after each rating period from the games played in
// it. Ply Yard's room server makes every rated game a period of its own.
package glicko

import "math"

// Rating is a player's Glicko-2 rating on the Glicko scale.
type Rating struct {
	R   float64 // the rating
	RD  float64 // the rating's deviation
	Vol float64 // the volatility
}

// Start is a new player's rating: 1500, deviation 350, volatility 0.06.
var Start = Rating{R: 1500, RD: 350, Vol: 0.06}

// ProvisionalRD is the deviation above which a rating is provisional:
// too few games yet to trust it.
const ProvisionalRD = 110

// Provisional reports whether the rating is still provisional.
func (r Rating) Provisional() bool { return r.RD > ProvisionalRD }

// Tau constrains how fast the volatility changes (Glickman suggests 0.3 to
// 1.2; his worked example uses 0.5).
const Tau = 0.5

// scale converts between the Glicko scale and Glicko-2's.
const scale = 173.7178

// epsilon is the volatility's convergence tolerance.
const epsilon = 0.000001

// Result is one game of a rating period: the opponent's rating before the
// period, and the score (1 a win, 0.5 a draw, 0 a loss).
type Result struct {
	Opponent Rating
	Score    float64
}

// g weighs an opponent by the uncertainty of their rating (phi).
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// expected is the score expected against an opponent at muJ with
// deviation phiJ.
func expected(mu, muJ, phiJ float64) float64 {
	return 1 / (1 + math.Exp(-g(phiJ)*(mu-muJ)))
}

// Update returns the rating after a period in which the player played the
// games results (none: only the deviation grows).
func (r Rating) Update(results []Result) Rating {
	mu := (r.R - 1500) / scale
	phi := r.RD / scale
	if len(results) == 0 {
		return Rating{R: r.R, RD: math.Sqrt(phi*phi+r.Vol*r.Vol) * scale, Vol: r.Vol}
	}
	// The estimated variance v of the rating from the games alone, and
	// the estimated improvement delta.
	var inv, sum float64
	for _, res := range results {
		muJ := (res.Opponent.R - 1500) / scale
		phiJ := res.Opponent.RD / scale
		gj := g(phiJ)
		e := expected(mu, muJ, phiJ)
		inv += gj * gj * e * (1 - e)
		sum += gj * (res.Score - e)
	}
	v := 1 / inv
	delta := v * sum
	vol := newVolatility(phi, r.Vol, v, delta)
	phiStar := math.Sqrt(phi*phi + vol*vol)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Rating{R: muNew*scale + 1500, RD: phiNew * scale, Vol: vol}
}

// newVolatility finds the new volatility: the root of Glickman's f by the
// Illinois variant of regula falsi.
func newVolatility(phi, vol, v, delta float64) float64 {
	a := math.Log(vol * vol)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	lo := a
	var hi float64
	if delta*delta > phi*phi+v {
		hi = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 {
			k++
		}
		hi = a - k*Tau
	}
	fLo, fHi := f(lo), f(hi)
	for math.Abs(hi-lo) > epsilon {
		c := lo + (lo-hi)*fLo/(fHi-fLo)
		fC := f(c)
		if fC*fHi <= 0 {
			lo, fLo = hi, fHi
		} else {
			fLo /= 2
		}
		hi, fHi = c, fC
	}
	return math.Exp(lo / 2)
}
