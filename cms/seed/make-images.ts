/**
 * Renders the seed's images into `cms/uploads/` from `images.ts`:
 *   npx tsx cms/seed/make-images.ts
 * Abstract SVG art (gradients and shapes, no text: fonts may be missing on CI) rasterised by sharp.
 * Deterministic: same manifest, same pixels.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createPrng, type Prng } from './prng';
import { COLOURS, IMAGES, type ImageSpec } from './images';

const UPLOADS = path.resolve(__dirname, '..', 'uploads');

const f = (n: number): string => n.toFixed(1);

function shapes(spec: ImageSpec, rng: Prng, accent: string, light: string, dark: string): string {
  const { width: w, height: h } = spec;
  const s = Math.min(w, h);
  const out: string[] = [];
  switch (spec.motif) {
    case 'circles':
      for (let i = 0; i < 7; i++) {
        const fill = [accent, light, dark][i % 3];
        out.push(
          `<circle cx="${f(rng.next() * w)}" cy="${f(rng.next() * h)}" r="${f(s * (0.15 + rng.next() * 0.35))}" fill="${fill}" fill-opacity="${(0.35 + rng.next() * 0.4).toFixed(2)}"/>`,
        );
      }
      break;
    case 'stripes': {
      const band = s * (0.08 + rng.next() * 0.06);
      const g: string[] = [];
      for (let x = -h; x < w + h; x += band * 2.2) {
        g.push(`<rect x="${f(x)}" y="${f(-h)}" width="${f(band)}" height="${f(h * 3)}" fill="${g.length % 3 === 0 ? light : accent}" fill-opacity="0.8"/>`);
      }
      out.push(`<g transform="rotate(${rng.int(25, 60)} ${w / 2} ${h / 2})">${g.join('')}</g>`);
      break;
    }
    case 'waves':
      for (let i = 0; i < 5; i++) {
        const y0 = h * (0.3 + i * 0.15);
        const amp = h * (0.04 + rng.next() * 0.06);
        const len = w / rng.int(2, 4);
        let d = `M0 ${f(y0)}`;
        for (let x = 0; x <= w + len; x += len) {
          d += ` Q${f(x + len / 4)} ${f(y0 - amp)} ${f(x + len / 2)} ${f(y0)} T${f(x + len)} ${f(y0)}`;
        }
        d += ` L${w} ${h} L0 ${h} Z`;
        out.push(`<path d="${d}" fill="${i % 2 ? accent : light}" fill-opacity="${(0.25 + i * 0.12).toFixed(2)}"/>`);
      }
      break;
    case 'sunset': {
      out.push(`<circle cx="${f(w * (0.35 + rng.next() * 0.3))}" cy="${f(h * 0.55)}" r="${f(s * 0.32)}" fill="${accent}"/>`);
      for (let i = 0; i < 6; i++) {
        const y = h * (0.6 + i * 0.07);
        out.push(`<rect x="0" y="${f(y)}" width="${w}" height="${f(h * 0.07 - i * 2)}" fill="${i % 2 ? dark : light}" fill-opacity="${(0.3 + i * 0.1).toFixed(2)}"/>`);
      }
      break;
    }
    case 'dots': {
      const step = s / rng.int(8, 12);
      for (let y = step / 2; y < h; y += step) {
        for (let x = step / 2; x < w; x += step) {
          const r = (step / 2) * (0.2 + 0.75 * (x / w) * (1 - Math.abs(y / h - 0.5)));
          out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${accent}"/>`);
        }
      }
      break;
    }
    case 'mountains':
      for (let i = 0; i < 4; i++) {
        const base = h * (0.55 + i * 0.15);
        const pts: string[] = [`0,${f(h)}`, `0,${f(base)}`];
        for (let x = 0; x <= w; x += w / 5) pts.push(`${f(x + rng.next() * w * 0.08)},${f(base - rng.next() * h * 0.35)}`);
        pts.push(`${w},${f(base)}`, `${w},${f(h)}`);
        out.push(`<polygon points="${pts.join(' ')}" fill="${[light, accent, dark, accent][i]}" fill-opacity="${(0.45 + i * 0.15).toFixed(2)}"/>`);
      }
      break;
    case 'rings': {
      const cx = w * (0.3 + rng.next() * 0.4);
      const cy = h * 0.5;
      for (let i = 9; i > 0; i--) {
        out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((s * 0.48 * i) / 9)}" fill="${i % 2 ? accent : dark}" fill-opacity="${i === 1 ? 1 : 0.85}"/>`);
      }
      out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.02)}" fill="${light}"/>`);
      break;
    }
    case 'arcs': {
      const cell = s / 2;
      const cols = Math.ceil(w / cell);
      const rows = Math.ceil(h / cell);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const x = c * cell;
          const y = r * cell;
          const corner = rng.int(0, 3);
          const ox = corner % 2 ? x + cell : x;
          const oy = corner > 1 ? y + cell : y;
          const fill = [accent, light, dark][(r + c) % 3];
          out.push(
            `<path d="M${f(ox)} ${f(oy)} L${f(ox === x ? x + cell : x)} ${f(oy)} A${f(cell)} ${f(cell)} 0 0 ${corner === 0 || corner === 3 ? 1 : 0} ${f(ox)} ${f(oy === y ? y + cell : y)} Z" fill="${fill}" fill-opacity="0.85"/>`,
          );
        }
      }
      break;
    }
    case 'tiles': {
      const cell = s / rng.int(3, 5);
      for (let y = 0; y < h; y += cell) {
        for (let x = 0; x < w; x += cell) {
          const fill = rng.pick([accent, light, dark, accent]);
          out.push(`<rect x="${f(x + cell * 0.08)}" y="${f(y + cell * 0.08)}" width="${f(cell * 0.84)}" height="${f(cell * 0.84)}" rx="${f(cell * 0.22)}" fill="${fill}" fill-opacity="${(0.55 + rng.next() * 0.4).toFixed(2)}"/>`);
        }
      }
      break;
    }
    case 'confetti':
      for (let i = 0; i < 40; i++) {
        const x = rng.next() * w;
        const y = rng.next() * h;
        const size = s * (0.03 + rng.next() * 0.06);
        const fill = rng.pick([accent, light, dark]);
        out.push(
          rng.chance(0.5)
            ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size / 2)}" fill="${fill}"/>`
            : `<rect x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size * 0.4)}" rx="${f(size * 0.1)}" fill="${fill}" transform="rotate(${rng.int(0, 179)} ${f(x)} ${f(y)})"/>`,
        );
      }
      break;
  }
  return out.join('');
}

export function svgFor(spec: ImageSpec): string {
  const rng = createPrng(spec.seed);
  const [from, to, accent] = spec.palette.map((n) => COLOURS[n].hex) as [string, string, string];
  const angle = rng.int(0, 359);
  const light = COLOURS.cream.hex;
  const dark = COLOURS.ink.hex;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${shapes(spec, rng, accent, light, dark)}</svg>`;
}

async function main(): Promise<void> {
  let total = 0;
  for (const spec of IMAGES) {
    const target = path.join(UPLOADS, spec.file);
    mkdirSync(path.dirname(target), { recursive: true });
    const image = sharp(Buffer.from(svgFor(spec)));
    await (spec.mimeType === 'image/png'
      ? image.png({ compressionLevel: 9, palette: true, colours: 64 })
      : image.jpeg({ quality: 72, mozjpeg: true })
    ).toFile(target);
    const size = statSync(target).size;
    total += size;
    console.log(`${spec.file}  ${spec.width}×${spec.height}  ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`${IMAGES.length} images, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
