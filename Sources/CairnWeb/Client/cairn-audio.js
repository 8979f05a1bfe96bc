// Cairn's microphone capture, run by the page's AudioWorklet: it mixes the input to mono,
// downsamples it to 16 kHz (averaging the input samples that fall in each output sample,
// which also filters out what 16 kHz cannot carry) and hands the page 100 ms chunks of
// signed 16-bit samples to stream to the server.
const OUTPUT_RATE = 16000;
const CHUNK = 1600; // 100 ms at 16 kHz

class CairnCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.step = sampleRate / OUTPUT_RATE; // input samples per output sample
    this.position = 0;
    this.sum = 0;
    this.count = 0;
    this.chunk = new Int16Array(CHUNK);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const frames = channels[0].length;
    for (let i = 0; i < frames; i++) {
      let mixed = 0;
      for (const channel of channels) mixed += channel[i];
      this.sum += mixed / channels.length;
      this.count += 1;
      this.position += 1;
      if (this.position < this.step) continue;
      this.position -= this.step;
      const value = Math.max(-1, Math.min(1, this.sum / this.count));
      this.chunk[this.filled++] = value < 0 ? value * 0x8000 : value * 0x7fff;
      this.sum = 0;
      this.count = 0;
      if (this.filled === CHUNK) {
        this.port.postMessage(this.chunk.buffer, [this.chunk.buffer]);
        this.chunk = new Int16Array(CHUNK);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor("cairn-capture", CairnCapture);
