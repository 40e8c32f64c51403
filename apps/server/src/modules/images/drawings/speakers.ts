import { brandMark } from './brand-marks';
import { brightness, circle, type DeviceDrawing, mix, type Palette, path, rect, text } from './svg';

/**
 * Speakers by family: a JBL-like cylinder and a palm-size Go, a party box with light rings, a
 * tower, a smart speaker ball, bookshelf pairs, a subwoofer, a 5.1 home theatre, a mini hi-fi
 * and a compact Bluetooth brick. One-colour marks in a quiet tone of the body.
 */

function ink(palette: Palette): string {
  return brightness(palette.body) > 0.6
    ? mix(palette.body, '#000000', 0.5)
    : mix(palette.body, '#ffffff', 0.6);
}

/** A loudspeaker driver: surround, cone and dust cap. */
function driver(x: number, y: number, r: number, palette: Palette, ring = ''): string {
  return (
    (ring ? circle(x, y, r + 10, 'none', `stroke="${ring}" stroke-width="8" opacity="0.9"`) : '') +
    circle(x, y, r, '#18181b') +
    circle(x, y, r * 0.86, '#27272a', `stroke="#3f3f46" stroke-width="${Math.max(2, r * 0.06)}"`) +
    circle(x, y, r * 0.32, '#3f3f46') +
    circle(x - r * 0.1, y - r * 0.1, r * 0.1, palette.highlight, 'opacity="0.35"')
  );
}

/** Fabric: a few faint horizontal threads across a box. */
function fabric(x: number, y: number, width: number, height: number, colour: string): string {
  let threads = '';
  for (let line = y + 12; line < y + height - 6; line += 14) {
    threads += `M${x + 10} ${line}H${x + width - 10}`;
  }
  return path(threads, 'none', `stroke="${colour}" stroke-width="2" opacity="0.25"`);
}

function cylinder(palette: Palette, brand: string): string {
  return (
    rect(170, 506, 460, 22, 11, palette.deepShade) +
    rect(130, 290, 540, 230, 115, palette.body) +
    fabric(180, 300, 440, 210, palette.deepShade) +
    `<ellipse cx="160" cy="405" rx="40" ry="112" fill="${palette.shade}"/>` +
    `<ellipse cx="160" cy="405" rx="22" ry="70" fill="${palette.deepShade}"/>` +
    `<ellipse cx="640" cy="405" rx="40" ry="112" fill="${palette.shade}"/>` +
    `<ellipse cx="640" cy="405" rx="22" ry="70" fill="${palette.deepShade}"/>` +
    path('M668 360 C720 360 720 450 668 450', 'none', `stroke="${palette.deepShade}" stroke-width="14"`) +
    [0, 1, 2, 3].map((index) => circle(340 + index * 40, 300, 7, palette.deepShade)).join('') +
    brandMark(brand, 400, 405, 60, '#ffffff', { width: 200 })
  );
}

function go(palette: Palette, brand: string): string {
  return (
    circle(560, 250, 38, 'none', `stroke="${palette.shade}" stroke-width="14"`) +
    rect(230, 260, 340, 300, 70, palette.body) +
    fabric(250, 280, 300, 250, palette.deepShade) +
    rect(230, 530, 340, 30, 15, palette.shade) +
    brandMark(brand, 400, 420, 74, '#ffffff', { width: 200 })
  );
}

function party(palette: Palette, brand: string): string {
  return (
    rect(300, 110, 200, 40, 14, palette.shade) +
    rect(220, 140, 360, 560, 34, palette.body) +
    rect(240, 160, 320, 40, 10, palette.deepShade) +
    [0, 1, 2, 3, 4].map((index) => circle(290 + index * 50, 180, 7, '#9ca3af')).join('') +
    driver(400, 330, 110, palette, '#ec4899') +
    driver(400, 565, 110, palette, '#06b6d4') +
    brandMark(brand, 400, 448, 40, ink(palette))
  );
}

function tower(palette: Palette, brand: string): string {
  return (
    rect(260, 90, 280, 620, 40, palette.body) +
    fabric(270, 140, 260, 560, palette.highlight) +
    brandMark(brand, 400, 125, 24, ink(palette), { width: 160 }) +
    driver(400, 230, 60, palette) +
    driver(400, 520, 115, palette, '#f97316') +
    text('ULT', { x: 400, y: 360, size: 40, fill: '#f97316', weight: 900 })
  );
}

function homepod(palette: Palette): string {
  let mesh = '';
  for (let row = 0; row < 9; row += 1) {
    const y = 270 + row * 38;
    const half = Math.sqrt(Math.max(0, 200 ** 2 - (y - 430) ** 2)) - 24;
    mesh += `M${Math.round(400 - half)} ${y}H${Math.round(400 + half)}`;
  }
  return (
    circle(400, 430, 200, palette.body) +
    path(
      mesh,
      'none',
      `stroke="${palette.shade}" stroke-width="6" stroke-dasharray="2 10" stroke-linecap="round"`,
    ) +
    `<ellipse cx="400" cy="258" rx="120" ry="26" fill="${palette.highlight}"/>` +
    `<ellipse cx="400" cy="258" rx="70" ry="14" fill="#f472b6" opacity="0.7"/>` +
    text('+', { x: 430, y: 258, size: 22, fill: '#ffffff' }) +
    text('−', { x: 370, y: 258, size: 22, fill: '#ffffff' })
  );
}

function box(
  x: number,
  y: number,
  width: number,
  height: number,
  palette: Palette,
  tweeter: boolean,
): string {
  return (
    rect(x, y, width, height, 12, palette.body, `stroke="${palette.shade}" stroke-width="4"`) +
    (tweeter ? driver(x + width / 2, y + 70, 30, palette) : '') +
    driver(x + width / 2, y + height - width / 2 - 10, width * 0.36, palette)
  );
}

function bookshelf(palette: Palette, brand: string): string {
  return (
    box(140, 220, 230, 400, palette, true) +
    box(430, 220, 230, 400, palette, true) +
    brandMark(brand, 255, 600, 16, ink(palette), { width: 100 }) +
    brandMark(brand, 545, 600, 16, ink(palette), { width: 100 })
  );
}

function subwoofer(palette: Palette, brand: string): string {
  return (
    rect(180, 200, 440, 440, 20, palette.body) +
    driver(400, 410, 170, palette) +
    rect(200, 640, 60, 20, 6, palette.deepShade) +
    rect(540, 640, 60, 20, 6, palette.deepShade) +
    brandMark(brand, 400, 612, 18, ink(palette), { width: 120 })
  );
}

function homeTheatre(palette: Palette, brand: string): string {
  return (
    box(70, 180, 130, 460, palette, true) +
    box(600, 180, 130, 460, palette, true) +
    rect(240, 480, 320, 90, 10, palette.body) +
    rect(270, 505, 150, 36, 4, '#0b1220') +
    text('5.1 CH', { x: 345, y: 524, size: 20, fill: '#38bdf8', weight: 400 }) +
    circle(500, 525, 22, palette.shade) +
    brandMark(brand, 400, 556, 14, ink(palette), { width: 80 }) +
    box(270, 250, 110, 170, palette, false) +
    box(420, 250, 110, 170, palette, false)
  );
}

function hifi(palette: Palette, brand: string): string {
  return (
    box(90, 230, 190, 360, palette, true) +
    box(520, 230, 190, 360, palette, true) +
    rect(300, 300, 200, 290, 16, palette.shade) +
    rect(320, 330, 160, 50, 6, '#0b1220') +
    text('FM 104.3', { x: 400, y: 356, size: 20, fill: '#38bdf8', weight: 400 }) +
    circle(400, 460, 40, palette.deepShade, `stroke="${palette.highlight}" stroke-width="3"`) +
    rect(340, 530, 120, 8, 4, palette.deepShade) +
    brandMark(brand, 400, 565, 18, ink({ ...palette, body: palette.shade }), { width: 120 })
  );
}

function compact(palette: Palette, brand: string): string {
  let dots = '';
  for (let row = 0; row < 6; row += 1) {
    dots += `M250 ${330 + row * 26}H550`;
  }
  return (
    rect(140, 360, 24, 150, 12, palette.deepShade) +
    rect(160, 290, 480, 280, 60, palette.body) +
    path(
      dots,
      'none',
      `stroke="${palette.deepShade}" stroke-width="10" stroke-dasharray="2 14" stroke-linecap="round"`,
    ) +
    [0, 1, 2].map((index) => circle(360 + index * 40, 292, 8, palette.shade)).join('') +
    brandMark(brand, 400, 520, 28, ink(palette), { width: 200 })
  );
}

export const drawSpeaker: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  switch (look) {
    case 'cylinder':
      return cylinder(palette, brand);
    case 'go':
      return go(palette, brand);
    case 'party':
      return party(palette, brand);
    case 'tower':
      return tower(palette, brand);
    case 'homepod':
      return homepod(palette);
    case 'bookshelf':
      return bookshelf(palette, brand);
    case 'subwoofer':
      return subwoofer(palette, brand);
    case 'home-theatre':
      return homeTheatre(palette, brand);
    case 'hifi':
      return hifi(palette, brand);
    default:
      return compact(palette, brand);
  }
};
