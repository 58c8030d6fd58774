import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A camera stream for Chromium's fake capture device (--use-file-for-fake-video-capture): a Y4M
 * video showing each EAN-13 barcode for a while in turn, looped by Chromium. Written synchronously
 * (the browser is launched with the file's path before any test runs).
 */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => [...code].map((bit) => (bit === '0' ? '1' : '0')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 symbol ('1' = bar). */
export function ean13Modules(digits: string): string {
  const d = [...digits].map(Number);
  const left = d.slice(1, 7).map((n, i) => (PARITY[d[0]][i] === 'L' ? L[n] : G[n])).join('');
  const right = d.slice(7).map((n) => R[n]).join('');
  return `101${left}01010${right}101`;
}

const W = 400;
const H = 240;
const MODULE_PX = 3;

function frame(digits: string): Buffer {
  const y = Buffer.alloc(W * H, 255);
  const modules = ean13Modules(digits);
  const x0 = Math.floor((W - modules.length * MODULE_PX) / 2);
  for (let row = 50; row < H - 50; row++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] === '1') y.fill(0, row * W + x0 + m * MODULE_PX, row * W + x0 + (m + 1) * MODULE_PX);
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
}

/** Writes the video (each code for `framesEach` frames at 10 fps) and returns its path. */
export function writeBarcodeVideo(name: string, codes: string[], framesEach = 15): string {
  const file = path.join(os.tmpdir(), `bookturn-${name}-${process.pid}.y4m`);
  const frames = codes.flatMap((code) => Array.from({ length: framesEach }, () => frame(code)));
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...frames]));
  return file;
}
