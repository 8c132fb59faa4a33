package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen.
type Scene interface {
	Update(c *Context)
	Draw(dst *ebiten.Image, c *Context)
}

// transitionTicks is the length of a cross-fade between scenes.
const transitionTicks = 16

// manager runs the current scene and fades into the next one, as
// Ebitengine's blocks example does.
type manager struct {
	ctx      *Context
	current  Scene
	next     Scene
	count    int
	from, to *ebiten.Image
}

func (m *manager) goTo(s Scene) {
	if m.next != nil {
		m.current = m.next
	}
	m.next = s
	m.count = transitionTicks
}

func (m *manager) update() {
	if m.next != nil {
		m.count--
		if m.count <= 0 {
			m.current, m.next = m.next, nil
		}
		return // no input during a transition
	}
	m.current.Update(m.ctx)
}

func (m *manager) draw(dst *ebiten.Image) {
	if m.next == nil {
		m.current.Draw(dst, m.ctx)
		return
	}
	b := dst.Bounds()
	if m.from == nil || m.from.Bounds() != b {
		if m.from != nil {
			m.from.Deallocate()
			m.to.Deallocate()
		}
		m.from = ebiten.NewImage(b.Dx(), b.Dy())
		m.to = ebiten.NewImage(b.Dx(), b.Dy())
	}
	m.from.Clear()
	m.to.Clear()
	m.current.Draw(m.from, m.ctx)
	m.next.Draw(m.to, m.ctx)
	dst.DrawImage(m.from, nil)
	t := 1 - float64(m.count)/float64(transitionTicks)
	t = t * t * (3 - 2*t)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(float32(t))
	// The new scene rises a little as it fades in.
	op.GeoM.Translate(0, (1-t)*24*m.ctx.Screen.U)
	dst.DrawImage(m.to, op)
}
