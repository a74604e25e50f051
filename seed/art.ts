// Pure SVG artworks for the seed: colour fields, geometric compositions,
// gradients, line drawings, installation views, sculptures, magazine covers
// and ad creatives. One drawing per image; each crop (original, square,
// landscape) is the same drawing seen through a different viewBox.
import { createRng, type Rng } from "./random.ts";

export type ArtKind = "color-field" | "geometric" | "gradient" | "line-drawing" | "installation" | "sculpture";
export const ART_KINDS: readonly ArtKind[] = [
  "color-field",
  "geometric",
  "gradient",
  "line-drawing",
  "installation",
  "sculpture",
];

export interface CoverText {
  masthead: string;
  issue: string; // 'NOVEMBER 2026'
  volume: string; // 'VOL. 65, NO. 3'
  headline: string;
}

export interface AdText {
  advertiser: string;
  line: string;
  dates: string;
}

export type Drawing =
  | { kind: ArtKind; seed: number; width: number; height: number }
  | { kind: "cover"; seed: number; width: number; height: number; text: CoverText }
  | { kind: "ad"; seed: number; width: number; height: number; text: AdText };

export type Crop = "original" | "square" | "landscape";
export const CROPS: readonly Crop[] = ["original", "square", "landscape"];

const PALETTES: readonly (readonly string[])[] = [
  ["#1d3557", "#e63946", "#f1faee", "#a8dadc", "#457b9d"],
  ["#2b2d42", "#8d99ae", "#edf2f4", "#ef233c", "#d90429"],
  ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51"],
  ["#0b090a", "#660708", "#a4161a", "#e5383b", "#f5f3f4"],
  ["#3d405b", "#e07a5f", "#f4f1de", "#81b29a", "#f2cc8f"],
  ["#10002b", "#5a189a", "#9d4edd", "#e0aaff", "#ffd60a"],
  ["#1b4332", "#40916c", "#95d5b2", "#d8f3dc", "#081c15"],
  ["#283618", "#606c38", "#fefae0", "#dda15e", "#bc6c25"],
  ["#003049", "#d62828", "#f77f00", "#fcbf49", "#eae2b7"],
  ["#22223b", "#4a4e69", "#9a8c98", "#c9ada7", "#f2e9e4"],
  ["#f8f9fa", "#212529", "#adb5bd", "#ffba08", "#3f88c5"],
  ["#582f0e", "#7f4f24", "#b6ad90", "#c2c5aa", "#414833"],
];

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

function palette(rng: Rng): string[] {
  return rng.sample(rng.pick(PALETTES), 5);
}

function colorField(rng: Rng, w: number, h: number): string {
  const [ground, a, b, c] = palette(rng);
  const blur = f(Math.min(w, h) * 0.012);
  const bands = rng.int(2, 3);
  const margin = (w * rng.int(7, 11)) / 100;
  const gap = h * 0.04;
  const bandH = (h - margin * 2 - gap * (bands - 1)) / bands;
  const colors = [a, b, c];
  let out = `<defs><filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>`;
  out += `<rect width="${w}" height="${h}" fill="${ground}"/><g filter="url(#soft)">`;
  for (let i = 0; i < bands; i++) {
    const y = margin + i * (bandH + gap);
    out += `<rect x="${f(margin)}" y="${f(y)}" width="${f(w - margin * 2)}" height="${f((bandH * rng.int(85, 100)) / 100)}" fill="${colors[i]}" opacity="${rng.int(80, 96) / 100}"/>`;
  }
  return `${out}</g>`;
}

function geometric(rng: Rng, w: number, h: number): string {
  const colors = palette(rng);
  const [ground, ...rest] = colors;
  const cols = rng.int(3, 6);
  const cell = w / cols;
  const rows = Math.ceil(h / cell);
  let out = `<rect width="${w}" height="${h}" fill="${ground}"/>`;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cell;
      const y = r * cell;
      const fill = rng.pick(rest);
      const shape = rng.int(0, 5);
      if (shape === 0)
        out += `<circle cx="${f(x + cell / 2)}" cy="${f(y + cell / 2)}" r="${f(cell * 0.42)}" fill="${fill}"/>`;
      else if (shape === 1)
        out += `<rect x="${f(x)}" y="${f(y)}" width="${f(cell)}" height="${f(cell)}" fill="${fill}"/>`;
      else if (shape === 2)
        out += `<path d="M${f(x)} ${f(y + cell)}L${f(x + cell)} ${f(y + cell)}L${f(x + cell)} ${f(y)}Z" fill="${fill}"/>`;
      else if (shape === 3)
        out += `<path d="M${f(x)} ${f(y)}A${f(cell)} ${f(cell)} 0 0 1 ${f(x + cell)} ${f(y + cell)}L${f(x)} ${f(y + cell)}Z" fill="${fill}"/>`;
      else if (shape === 4)
        out += `<rect x="${f(x + cell * 0.25)}" y="${f(y + cell * 0.25)}" width="${f(cell / 2)}" height="${f(cell / 2)}" fill="${fill}"/>`;
    }
  }
  return out;
}

function gradient(rng: Rng, w: number, h: number): string {
  const [a, b, c, d] = palette(rng);
  if (rng.chance(0.5)) {
    // Nested squares, after the homage-to-the-square tradition.
    const side = Math.min(w, h) * 0.9;
    let out = `<rect width="${w}" height="${h}" fill="${a}"/>`;
    const steps = [b, c, d];
    steps.forEach((color, i) => {
      const s = side * (1 - (i + 1) * 0.2);
      const x = (w - s) / 2;
      const y = (h - s) / 2 + side * 0.05 * (i + 1);
      out += `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" fill="${color}"/>`;
    });
    return out;
  }
  const cx = rng.int(25, 75);
  const cy = rng.int(25, 75);
  return (
    `<defs><radialGradient id="g" cx="${cx}%" cy="${cy}%" r="${rng.int(60, 90)}%"><stop offset="0" stop-color="${b}"/><stop offset="0.45" stop-color="${c}"/><stop offset="1" stop-color="${a}"/></radialGradient>` +
    `<linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${d}" stop-opacity="0"/><stop offset="1" stop-color="${d}" stop-opacity="0.55"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#v)"/>`
  );
}

function lineDrawing(rng: Rng, w: number, h: number): string {
  const paper = rng.pick(["#f4efe6", "#f7f3ea", "#efe9dc", "#fbfaf7"]);
  const ink = rng.pick(["#1f1f1f", "#2b3a55", "#5c3d2e", "#8a1c1c"]);
  const lines = rng.int(18, 42);
  const amp = (h * rng.int(3, 9)) / 100;
  const freq = rng.int(1, 4);
  const phase = rng.next() * Math.PI * 2;
  let out = `<rect width="${w}" height="${h}" fill="${paper}"/><g fill="none" stroke="${ink}" stroke-width="${f(Math.max(1, w / 600))}" stroke-linecap="round">`;
  for (let i = 0; i < lines; i++) {
    const y0 = h * 0.1 + (h * 0.8 * i) / lines;
    let d = `M${f(w * 0.08)} ${f(y0)}`;
    const segments = 8;
    for (let s = 1; s <= segments; s++) {
      const x = w * 0.08 + (w * 0.84 * s) / segments;
      const y = y0 + Math.sin(phase + (s / segments) * Math.PI * freq + i * 0.15) * amp * (0.4 + i / lines);
      const cx = x - (w * 0.84) / segments / 2;
      d += ` Q${f(cx)} ${f(y + amp * 0.3)} ${f(x)} ${f(y)}`;
    }
    out += `<path d="${d}" opacity="${(0.45 + (0.5 * (i % 3)) / 2).toFixed(2)}"/>`;
  }
  return `${out}</g>`;
}

function miniWork(rng: Rng, x: number, y: number, w: number, h: number): string {
  const [a, b, c] = palette(rng);
  const frame = rng.chance(0.5) ? "#1a1a1a" : "#d9d4cb";
  let out = `<rect x="${f(x + 4)}" y="${f(y + 6)}" width="${f(w)}" height="${f(h)}" fill="#000" opacity="0.12"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${frame}"/>`;
  const inset = Math.max(2, w * 0.04);
  out += `<rect x="${f(x + inset)}" y="${f(y + inset)}" width="${f(w - inset * 2)}" height="${f(h - inset * 2)}" fill="${a}"/>`;
  if (rng.chance(0.5))
    out += `<circle cx="${f(x + w / 2)}" cy="${f(y + h / 2)}" r="${f(Math.min(w, h) * 0.28)}" fill="${b}"/>`;
  else
    out += `<rect x="${f(x + inset)}" y="${f(y + h * 0.55)}" width="${f(w - inset * 2)}" height="${f(h * 0.45 - inset)}" fill="${c}"/>`;
  return out;
}

function installation(rng: Rng, w: number, h: number): string {
  const wall = rng.pick(["#f3f1ed", "#ecebe7", "#f6f4f0", "#e9e5de"]);
  const floor = rng.pick(["#9c8f80", "#b7ada1", "#7d7268", "#c9c3ba", "#6f6f6f"]);
  const horizon = (h * rng.int(62, 72)) / 100;
  const vanish = (w * rng.int(35, 65)) / 100;
  let out =
    `<defs><linearGradient id="wl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="${wall}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="#3a3530"/></linearGradient></defs>`;
  out += `<rect width="${w}" height="${h}" fill="${wall}"/><rect width="${w}" height="${f(horizon)}" fill="url(#wl)"/>`;
  out += `<path d="M0 ${f(horizon)}L${w} ${f(horizon)}L${w} ${h}L0 ${h}Z" fill="url(#fl)"/>`;
  // Floor boards converge on the vanishing point.
  for (let i = -6; i <= 6; i++) {
    out += `<path d="M${f(vanish + i * w * 0.02)} ${f(horizon)}L${f(vanish + i * w * 0.22)} ${h}" stroke="#000" stroke-opacity="0.07"/>`;
  }
  const count = rng.int(1, 3);
  const slot = w / count;
  for (let i = 0; i < count; i++) {
    const ww = (slot * rng.int(38, 60)) / 100;
    const hh = Math.min(horizon * 0.55, (ww * rng.int(70, 140)) / 100);
    const x = i * slot + (slot - ww) / 2;
    const y = horizon * 0.45 - hh / 2;
    out += miniWork(rng, x, Math.max(h * 0.06, y), ww, hh);
  }
  if (rng.chance(0.4)) {
    const bx = (w * rng.int(30, 55)) / 100;
    const bw = w * 0.22;
    out +=
      `<rect x="${f(bx)}" y="${f(horizon + h * 0.12)}" width="${f(bw)}" height="${f(h * 0.035)}" fill="#2b2b2b"/>` +
      `<rect x="${f(bx + bw * 0.06)}" y="${f(horizon + h * 0.155)}" width="${f(bw * 0.04)}" height="${f(h * 0.07)}" fill="#2b2b2b"/>` +
      `<rect x="${f(bx + bw * 0.9)}" y="${f(horizon + h * 0.155)}" width="${f(bw * 0.04)}" height="${f(h * 0.07)}" fill="#2b2b2b"/>`;
  }
  return out;
}

function sculpture(rng: Rng, w: number, h: number): string {
  const [ground, body, accent] = palette(rng);
  const dark = rng.chance(0.5);
  const bg = dark ? "#161616" : "#ece9e4";
  const plinthW = (w * rng.int(22, 34)) / 100;
  const plinthH = h * 0.3;
  const px = (w - plinthW) / 2;
  const py = h - plinthH;
  let out = `<defs><radialGradient id="spot" cx="50%" cy="30%" r="70%"><stop offset="0" stop-color="${dark ? "#3a3a3a" : "#ffffff"}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>`;
  out += `<rect width="${w}" height="${h}" fill="url(#spot)"/>`;
  out += `<ellipse cx="${f(w / 2)}" cy="${f(h - 4)}" rx="${f(plinthW * 0.9)}" ry="${f(h * 0.02)}" fill="#000" opacity="0.2"/>`;
  out += `<rect x="${f(px)}" y="${f(py)}" width="${f(plinthW)}" height="${f(plinthH)}" fill="${dark ? "#e8e6e1" : "#fafafa"}"/>`;
  out += `<rect x="${f(px + plinthW * 0.82)}" y="${f(py)}" width="${f(plinthW * 0.18)}" height="${f(plinthH)}" fill="#000" opacity="0.06"/>`;
  // A stack of organic forms balanced on the plinth.
  let y = py;
  const parts = rng.int(2, 5);
  for (let i = 0; i < parts; i++) {
    const rw = (plinthW * rng.int(30, 70)) / 100;
    const rh = (((h * 0.5) / parts) * rng.int(70, 110)) / 100;
    const cx = w / 2 + (rng.next() - 0.5) * plinthW * 0.3;
    const color = i % 2 === 0 ? body : (accent ?? ground);
    out += `<ellipse cx="${f(cx)}" cy="${f(y - rh / 2)}" rx="${f(rw / 2)}" ry="${f(rh / 2)}" fill="${color}"/>`;
    out += `<ellipse cx="${f(cx - rw * 0.12)}" cy="${f(y - rh * 0.62)}" rx="${f(rw * 0.14)}" ry="${f(rh * 0.18)}" fill="#fff" opacity="0.18"/>`;
    y -= rh * 0.92;
  }
  return out;
}

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

const SANS = "Helvetica Neue, Helvetica, Arial, sans-serif";
const SERIF = "Georgia, Times New Roman, serif";

function cover(rng: Rng, w: number, h: number, text: CoverText): string {
  const art = rng.pick([colorField, geometric, gradient, installation, sculpture, lineDrawing]);
  const masthead = escapeXml(text.masthead.toUpperCase());
  let out = `<svg x="0" y="${f(h * 0.2)}" width="${w}" height="${f(h * 0.8)}" viewBox="0 0 ${w} ${f(h * 0.8)}" preserveAspectRatio="xMidYMid slice">${art(rng, w, Math.round(h * 0.8))}</svg>`;
  out = `<rect width="${w}" height="${h}" fill="#fff"/>${out}`;
  out += `<text x="${f(w / 2)}" y="${f(h * 0.14)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${f(w * 0.13)}" letter-spacing="${f(w * 0.012)}" fill="#111" textLength="${f(w * 0.88)}" lengthAdjust="spacingAndGlyphs">${masthead}</text>`;
  out += `<text x="${f(w * 0.06)}" y="${f(h * 0.185)}" font-family="${SANS}" font-size="${f(w * 0.028)}" letter-spacing="1.5" fill="#111">${escapeXml(text.issue)}</text>`;
  out += `<text x="${f(w * 0.94)}" y="${f(h * 0.185)}" text-anchor="end" font-family="${SANS}" font-size="${f(w * 0.028)}" letter-spacing="1.5" fill="#111">${escapeXml(text.volume)}</text>`;
  out += `<rect x="${f(w * 0.06)}" y="${f(h * 0.86)}" width="${f(w * 0.88)}" height="${f(h * 0.09)}" fill="#fff" opacity="0.92"/>`;
  out += `<text x="${f(w / 2)}" y="${f(h * 0.915)}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${f(w * 0.042)}" fill="#111">${escapeXml(text.headline)}</text>`;
  return out;
}

function ad(rng: Rng, w: number, h: number, text: AdText): string {
  const [fg, accent] = palette(rng);
  const dark = rng.chance(0.5);
  const back = dark ? "#111" : rng.pick(["#f5f3ee", "#ffffff", "#f1efe9"]);
  const ink = dark ? "#fff" : "#111";
  const wide = w / h > 2;
  let out = `<rect width="${w}" height="${h}" fill="${back}"/>`;
  // A small abstract motif beside or above the text.
  const motifW = wide ? h * 0.8 : w * 0.7;
  const motifH = wide ? h * 0.8 : h * 0.42;
  const mx = wide ? w - motifW - h * 0.1 : (w - motifW) / 2;
  const my = wide ? h * 0.1 : h * 0.08;
  out += `<svg x="${f(mx)}" y="${f(my)}" width="${f(motifW)}" height="${f(motifH)}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">${rng.pick([geometric, gradient, colorField])(rng, 400, 300)}</svg>`;
  const size = wide ? h * 0.2 : Math.min(w * 0.1, h * 0.07);
  const tx = wide ? h * 0.2 : w / 2;
  const anchor = wide ? "start" : "middle";
  const ty = wide ? h * 0.36 : h * 0.6;
  const maxWidth = wide ? w - motifW - h * 0.5 : w * 0.9;
  out += `<text x="${f(tx)}" y="${f(ty)}" text-anchor="${anchor}" font-family="${SANS}" font-weight="700" font-size="${f(size)}" fill="${ink}" letter-spacing="1"${escapeXml(text.advertiser).length * size * 0.62 > maxWidth ? ` textLength="${f(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : ""}>${escapeXml(text.advertiser.toUpperCase())}</text>`;
  out += `<text x="${f(tx)}" y="${f(ty + size * 1.4)}" text-anchor="${anchor}" font-family="${SERIF}" font-style="italic" font-size="${f(size * 0.75)}" fill="${ink}"${escapeXml(text.line).length * size * 0.4 > maxWidth ? ` textLength="${f(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : ""}>${escapeXml(text.line)}</text>`;
  const datesFit =
    text.dates.length * size * 0.5 * 0.75 > maxWidth
      ? ` textLength="${f(maxWidth)}" lengthAdjust="spacingAndGlyphs"`
      : "";
  out += `<text x="${f(tx)}" y="${f(ty + size * 2.6)}" text-anchor="${anchor}" font-family="${SANS}" font-size="${f(size * 0.5)}" fill="${dark ? (accent ?? fg ?? "#fff") : "#b3261e"}" letter-spacing="2"${datesFit}>${escapeXml(text.dates.toUpperCase())}</text>`;
  return out;
}

const PAINTERS: Record<ArtKind, (rng: Rng, w: number, h: number) => string> = {
  "color-field": colorField,
  geometric,
  gradient,
  "line-drawing": lineDrawing,
  installation,
  sculpture,
};

/** The viewBox of a crop, centred on the drawing, and its pixel size. */
export function cropBox(
  crop: Crop,
  width: number,
  height: number,
  anchorTop = false,
): { x: number; y: number; w: number; h: number } {
  if (crop === "original") return { x: 0, y: 0, w: width, h: height };
  if (crop === "square") {
    const side = Math.min(width, height);
    return { x: (width - side) / 2, y: anchorTop ? 0 : (height - side) / 2, w: side, h: side };
  }
  // Landscape 16:9: full width if the drawing is tall enough, else full height.
  const h = Math.min(height, Math.round((width * 9) / 16));
  const w = Math.min(width, Math.round((h * 16) / 9));
  return { x: (width - w) / 2, y: anchorTop ? 0 : (height - h) / 2, w, h };
}

/** Renders a drawing as a standalone SVG document for one crop. */
export function renderSvg(drawing: Drawing, crop: Crop): string {
  const rng = createRng(drawing.seed);
  const { width: w, height: h } = drawing;
  const body =
    drawing.kind === "cover"
      ? cover(rng, w, h, drawing.text)
      : drawing.kind === "ad"
        ? ad(rng, w, h, drawing.text)
        : PAINTERS[drawing.kind](rng, w, h);
  // Covers keep their masthead in every crop.
  const box = cropBox(crop, w, h, drawing.kind === "cover");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.w}" height="${box.h}" viewBox="${f(box.x)} ${f(box.y)} ${box.w} ${box.h}">${body}</svg>\n`;
}
