package audio

// Ebitengine reports a sound device that fails to open as the game's
// error: the frame loop ends and the app with it. A machine with no sound
// device (a server's desktop, a container, a laptop whose card is off)
// must still play, silently, so the sounds open Ebitengine's audio only
// where a device is there to open (deviceThere, per platform).
