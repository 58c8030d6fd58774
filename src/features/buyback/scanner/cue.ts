/** The short "got it" cue of a scan: a vibration where the device has one, and a 90 ms beep. */
let audio: AudioContext | null = null;

export function scanCue(kind: 'accepted' | 'refused'): void {
  try {
    navigator.vibrate?.(kind === 'accepted' ? 60 : [40, 60, 40]);
  } catch {
    // vibration is optional
  }
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = kind === 'accepted' ? 880 : 330;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(audio.destination);
    const now = audio.currentTime;
    osc.start(now);
    osc.stop(now + 0.09);
  } catch {
    // sound is optional (autoplay rules, no audio device)
  }
}
