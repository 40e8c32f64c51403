import { circle, type DeviceDrawing, fitSize, path, rect, text } from './svg';

export const drawHeadphones: DeviceDrawing = (palette, brand) =>
  path(
    'M190 470 V380 C190 150 610 150 610 380 V470',
    'none',
    `stroke="${palette.body}" stroke-width="44" stroke-linecap="round"`,
  ) +
  path(
    'M230 300 C280 200 520 200 570 300',
    'none',
    `stroke="${palette.shade}" stroke-width="16" stroke-linecap="round"`,
  ) +
  rect(120, 400, 150, 260, 70, palette.body) +
  rect(150, 420, 70, 220, 35, palette.shade) +
  rect(530, 400, 150, 260, 70, palette.body) +
  rect(580, 420, 70, 220, 35, palette.shade) +
  text(brand, { x: 195, y: 530, size: fitSize(brand, 110, 22), fill: palette.ink, rotate: -90 }) +
  text(brand, { x: 605, y: 530, size: fitSize(brand, 110, 22), fill: palette.ink, rotate: 90 });

function bud(centreX: number, mirror: number, palette: Parameters<DeviceDrawing>[0]): string {
  return (
    rect(
      centreX - 22 * mirror - 22,
      250,
      44,
      150,
      22,
      palette.highlight,
      `stroke="${palette.shade}" stroke-width="4"`,
    ) +
    circle(centreX, 240, 62, palette.highlight, `stroke="${palette.shade}" stroke-width="4"`) +
    circle(centreX + 34 * mirror, 232, 26, palette.shade)
  );
}

/** Earbuds sit above their open charging case, the case carrying the colour and the brand. */
export const drawEarbuds: DeviceDrawing = (palette, brand) =>
  bud(300, -1, palette) +
  bud(500, 1, palette) +
  path('M220 460 H580 V560 C580 660 520 700 400 700 C280 700 220 660 220 560 Z', palette.body) +
  rect(220, 420, 360, 60, 30, palette.shade) +
  path('M220 480 H580', 'none', `stroke="${palette.deepShade}" stroke-width="4"`) +
  circle(400, 520, 7, '#22c55e') +
  text(brand, { x: 400, y: 600, size: fitSize(brand, 260, 34), fill: palette.ink });

function grille(originX: number, originY: number, columns: number, rows: number, gap: number, fill: string) {
  let dots = '';
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      dots += circle(originX + column * gap, originY + row * gap, gap * 0.28, fill);
    }
  }
  return dots;
}

export const drawSpeaker: DeviceDrawing = (palette, brand) =>
  rect(250, 90, 300, 620, 30, palette.body) +
  rect(250, 90, 300, 620, 30, 'none', `stroke="${palette.shade}" stroke-width="8"`) +
  circle(400, 220, 60, palette.shade) +
  circle(400, 220, 34, palette.deepShade) +
  circle(400, 220, 12, palette.highlight) +
  circle(400, 450, 125, palette.shade) +
  circle(400, 450, 100, palette.deepShade) +
  circle(400, 450, 60, palette.shade, `stroke="${palette.highlight}" stroke-width="4"`) +
  circle(400, 450, 22, palette.highlight) +
  text(brand, { x: 400, y: 640, size: fitSize(brand, 220, 34), fill: palette.ink });

/** Soundbar with its subwoofer, the usual pairing on Ghanaian shop shelves. */
export const drawSoundbar: DeviceDrawing = (palette, brand) =>
  rect(50, 220, 700, 130, 50, palette.body) +
  rect(90, 238, 620, 60, 28, palette.shade) +
  grille(110, 258, 30, 2, 20, palette.deepShade) +
  text(brand, { x: 400, y: 324, size: fitSize(brand, 200, 20), fill: palette.ink }) +
  rect(470, 420, 240, 300, 24, palette.body) +
  circle(590, 560, 90, palette.shade) +
  circle(590, 560, 60, palette.deepShade) +
  circle(590, 560, 18, palette.highlight) +
  rect(530, 680, 120, 10, 5, palette.shade);
