import { brandMark } from './brand-marks';
import { circle, type DeviceDrawing, mix, type Palette, path, rect, text } from './svg';

/**
 * Watches by family: an Apple Watch (squircle, digital crown, sport band, complications), a
 * round Galaxy-style watch (two buttons, ring of ticks), a classic round watch with a rotating
 * bezel and leather strap (Huawei GT), a square budget watch; bands as a slim pill or a
 * rectangle on a loop.
 */

function ticks(x: number, y: number, radius: number, colour: string, count: number): string {
  let marks = '';
  for (let index = 0; index < count; index += 1) {
    const angle = (index / count) * Math.PI * 2;
    const inner = index % 5 === 0 ? radius - 16 : radius - 8;
    marks += `M${(x + Math.cos(angle) * inner).toFixed(0)} ${(y + Math.sin(angle) * inner).toFixed(0)}L${(x + Math.cos(angle) * radius).toFixed(0)} ${(y + Math.sin(angle) * radius).toFixed(0)}`;
  }
  return path(marks, 'none', `stroke="${colour}" stroke-width="3"`);
}

function strap(width: number, colour: string, holes: boolean): string {
  return (
    rect(400 - width / 2, 50, width, 260, 30, colour) +
    rect(400 - width / 2, 490, width, 260, 30, colour) +
    (holes
      ? [0, 1, 2, 3].map((index) => circle(400, 600 + index * 32, 6, mix(colour, '#000000', 0.4))).join('')
      : '') +
    rect(400 - width / 2 + 10, 520, width - 20, 14, 7, mix(colour, '#000000', 0.25))
  );
}

function rings(x: number, y: number): string {
  return (
    circle(x, y, 46, 'none', 'stroke="#ef4444" stroke-width="9" stroke-dasharray="210 80"') +
    circle(x, y, 34, 'none', 'stroke="#a3e635" stroke-width="9" stroke-dasharray="150 80"') +
    circle(x, y, 22, 'none', 'stroke="#22d3ee" stroke-width="9" stroke-dasharray="90 60"')
  );
}

function appleWatch(palette: Palette): string {
  return (
    strap(150, palette.body, false) +
    rect(285, 240, 230, 290, 70, mix(palette.body, '#9ca3af', 0.5)) +
    rect(515, 320, 20, 56, 8, mix(palette.body, '#6b7280', 0.4)) +
    rect(517, 400, 12, 60, 5, mix(palette.body, '#6b7280', 0.4)) +
    rect(298, 253, 204, 264, 58, '#000000') +
    text('10:09', { x: 400, y: 330, size: 52, fill: '#ffffff', weight: 500 }) +
    rings(340, 440) +
    text('8,432', { x: 445, y: 430, size: 22, fill: '#a3e635', weight: 600 }) +
    text('31°', { x: 445, y: 462, size: 22, fill: '#38bdf8', weight: 600 })
  );
}

function round(palette: Palette, brand: string, classic: boolean): string {
  const caseColour = classic ? '#9ca3af' : mix(palette.body, '#6b7280', 0.3);
  const strapColour = classic ? mix(palette.body, '#000000', 0.1) : palette.body;
  return (
    strap(classic ? 140 : 150, strapColour, classic) +
    rect(520, 330, 26, 40, 8, caseColour) +
    rect(520, 430, 26, 40, 8, caseColour) +
    circle(400, 400, 160, caseColour) +
    (classic ? circle(400, 400, 148, '#1f2937') + ticks(400, 400, 146, '#e5e7eb', 60) : '') +
    circle(400, 400, classic ? 124 : 142, '#000000') +
    (classic ? '' : ticks(400, 400, 136, '#4b5563', 12)) +
    text('10:09', { x: 400, y: 380, size: 50, fill: '#ffffff', weight: 400 }) +
    text('Tue 12', { x: 400, y: 330, size: 18, fill: '#9ca3af', weight: 400 }) +
    circle(
      400,
      450,
      26,
      'none',
      `stroke="${classic ? '#f59e0b' : '#22d3ee'}" stroke-width="7" stroke-dasharray="120 50"`,
    ) +
    brandMark(brand, 400, 500, 12, '#9ca3af', { width: 90 })
  );
}

function square(palette: Palette, brand: string): string {
  return (
    strap(140, palette.body, true) +
    rect(290, 250, 220, 260, 40, palette.shade) +
    rect(510, 350, 18, 50, 6, palette.deepShade) +
    rect(304, 264, 192, 232, 30, '#000000') +
    text('10:09', { x: 400, y: 360, size: 48, fill: '#ffffff', weight: 400 }) +
    text('♥ 72', { x: 360, y: 430, size: 22, fill: '#ef4444', weight: 600 }) +
    text('8,432', { x: 445, y: 430, size: 20, fill: '#a3e635', weight: 600 }) +
    brandMark(brand, 400, 475, 14, '#9ca3af', { width: 100 })
  );
}

/** The back of a watch: the heart-rate sensor's glass dome with its green lights, on the case back. */
function watchBack(palette: Palette, brand: string, look: string): string {
  const caseColour = look === 'classic' ? '#9ca3af' : mix(palette.body, '#6b7280', 0.4);
  const body =
    look === 'apple'
      ? rect(285, 240, 230, 290, 70, caseColour)
      : look === 'square'
        ? rect(290, 250, 220, 260, 40, palette.shade)
        : circle(400, 390, 160, caseColour);
  return (
    strap(
      look === 'classic' ? 140 : 150,
      look === 'classic' ? mix(palette.body, '#000000', 0.1) : palette.body,
      look !== 'apple',
    ) +
    body +
    circle(400, 390, 96, '#1f2937', `stroke="${mix(caseColour, '#ffffff', 0.3)}" stroke-width="6"`) +
    circle(400, 390, 60, '#111827', 'stroke="#374151" stroke-width="4"') +
    [0, 1, 2, 3]
      .map((index) =>
        circle(400 + (index % 2 ? 1 : -1) * 26, 390 + (index < 2 ? -18 : 18), 9, '#22c55e', 'opacity="0.85"'),
      )
      .join('') +
    circle(400, 390, 8, '#ef4444', 'opacity="0.8"') +
    brandMark(brand, 400, 318, 16, mix(caseColour, '#000000', 0.45), { width: 100 })
  );
}

export const drawSmartwatch: DeviceDrawing = (palette, brand, look, view) => {
  if (view === 'back') return watchBack(palette, brand, look);
  if (view !== 'front') return '';
  if (look === 'apple') return appleWatch(palette);
  if (look === 'square') return square(palette, brand);
  return round(palette, brand, look === 'classic');
};

export const drawFitnessBand: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  const pill = look !== 'rect';
  return (
    path('M170 400 C170 220 630 220 630 400', 'none', `stroke="${palette.shade}" stroke-width="60"`) +
    path('M170 400 C170 580 630 580 630 400', 'none', `stroke="${palette.body}" stroke-width="60"`) +
    (pill
      ? rect(330, 400, 140, 230, 70, '#1f2937', 'stroke="#9ca3af" stroke-width="6"') +
        rect(346, 416, 108, 198, 54, '#000000')
      : rect(320, 410, 160, 210, 26, '#1f2937', 'stroke="#9ca3af" stroke-width="6"') +
        rect(334, 424, 132, 182, 18, '#000000')) +
    text('10:09', { x: 400, y: 480, size: 34, fill: '#ffffff', weight: 500 }) +
    text('8,432', { x: 400, y: 530, size: 20, fill: '#a3e635', weight: 600 }) +
    circle(400, 572, 12, 'none', 'stroke="#ef4444" stroke-width="5"') +
    brandMark(brand, 400, 300, 16, palette.highlight, { width: 120 })
  );
};
