package audio

import "testing"

// The tests below open the real audio context (ALSA's null device in CI:
// make sets ALSA_CONFIG_PATH, which deviceThere takes as a device).

func TestEffectsPlayThroughTheSwitches(t *testing.T) {
	s := New(false)
	s.SetVolumes(0, 0)
	s.Play(Capture)
	if s.ctx != nil {
		t.Fatal("an effect at volume 0 opened the audio context")
	}
	s.SetVolumes(2, -1)
	if e, m := s.Volumes(); e != 1 || m != 0 {
		t.Fatalf("volumes %v %v: not kept within 0…1", e, m)
	}
	s.Unlock()
	s.Play(Select)
	if s.ctx == nil {
		t.Fatal("an effect at full volume did not play")
	}
}

// TestMusicWaitsForTheTapAndItsVolume: no music before the first tap, none
// at volume 0; after a tap it is made a step a tick, plays, and fades out
// and pauses when its volume goes to 0.
func TestMusicWaitsForTheTapAndItsVolume(t *testing.T) {
	s := New(false)
	s.SetVolumes(1, 0.5)
	for range 200 {
		s.Update()
	}
	if MusicPlaying() {
		t.Fatal("music before the first tap")
	}
	s.Unlock()
	s.SetVolumes(1, 0)
	for range 200 {
		s.Update()
	}
	if MusicPlaying() {
		t.Fatal("music at volume 0")
	}
	s.SetVolumes(1, 0.5)
	ticks := 0
	for ; !MusicPlaying() && ticks < 1000; ticks++ {
		s.Update()
	}
	if !MusicPlaying() {
		t.Fatal("no music after a tap at volume 0.5")
	}
	if music.gain > musicFade*2 {
		t.Fatalf("the music began at volume %v, not faded in", music.gain)
	}
	s.SetVolumes(1, 0)
	for range 100 {
		s.Update()
	}
	if MusicPlaying() || music.gain != 0 {
		t.Fatalf("the music plays on at volume 0 (gain %v)", music.gain)
	}
}

// Silent sounds never open the device, whatever is played and however
// long the music is asked for.
func TestSilentSoundsOpenNothing(t *testing.T) {
	s := New(true)
	s.Unlock()
	s.Play(Select)
	for range 200 {
		s.Update()
	}
	if s.ctx != nil || MusicPlaying() {
		t.Fatal("silent sounds opened the audio context")
	}
}
