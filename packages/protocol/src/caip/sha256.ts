// SHA-256 for Base58Check in the initial bundle: small rather than fast (an address is 25 bytes). The round
// constants are derived from the primes as FIPS 180-4 defines them instead of being listed.
let constants: { k: number[]; h: number[] } | undefined;

const fraction = (value: number) => ((value - Math.floor(value)) * 2 ** 32) >>> 0;

function derive(): { k: number[]; h: number[] } {
  const k: number[] = [];
  const h: number[] = [];
  for (let n = 2; k.length < 64; n++) {
    let prime = true;
    for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false;
    if (!prime) continue;
    if (h.length < 8) h.push(fraction(Math.sqrt(n)));
    k.push(fraction(Math.cbrt(n)));
  }
  return { k, h };
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

export function sha256(data: Uint8Array): Uint8Array {
  constants ??= derive();
  const { k } = constants;
  const padded = new Uint8Array(((data.length + 72) >> 6) << 6);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = data.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  let state = [...constants.h];
  const w = new Uint32Array(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 64; i++) {
      if (i < 16) {
        w[i] = view.getUint32(offset + i * 4);
      } else {
        const x = w[i - 15]!;
        const y = w[i - 2]!;
        w[i] =
          w[i - 16]! +
          (rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) +
          w[i - 7]! +
          (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10));
      }
    }
    let [a, b, c, d, e, f, g, h] = state as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[i]! + w[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state = [a, b, c, d, e, f, g, h].map((value, i) => (value + state[i]!) | 0);
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  state.forEach((value, i) => {
    outView.setUint32(i * 4, value >>> 0);
  });
  return out;
}
