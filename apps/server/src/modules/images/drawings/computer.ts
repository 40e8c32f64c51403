import { circle, type DeviceDrawing, fitSize, type Palette, path, rect, text, wallpaper } from './svg';

function monitor(
  palette: Palette,
  brand: string,
  x: number,
  y: number,
  width: number,
  height: number,
): string {
  const centre = x + width / 2;
  return (
    rect(centre - 22, y + height - 10, 44, 120, 8, palette.shade) +
    path(
      `M${centre - 120} ${y + height + 126} Q${centre} ${y + height + 80} ${centre + 120} ${y + height + 126} Z`,
      palette.body,
    ) +
    rect(x, y, width, height, 14, palette.body) +
    wallpaper(x + 12, y + 12, width - 24, height - 44, palette, 4) +
    text(brand, { x: centre, y: y + height - 16, size: fitSize(brand, width / 3, 16), fill: palette.ink })
  );
}

export const drawMonitor: DeviceDrawing = (palette, brand) => monitor(palette, brand, 80, 130, 640, 410);

/** Desktop: the tower is what tells it apart from a monitor alone. */
export const drawDesktop: DeviceDrawing = (palette, brand) =>
  monitor(palette, brand, 60, 170, 470, 320) +
  rect(570, 200, 170, 420, 14, palette.body) +
  rect(590, 230, 130, 12, 6, palette.shade) +
  rect(590, 256, 130, 12, 6, palette.shade) +
  circle(655, 560, 16, palette.shade, `stroke="${palette.highlight}" stroke-width="4"`) +
  text(brand, { x: 655, y: 400, size: fitSize(brand, 200, 26), fill: palette.ink, rotate: -90 }) +
  rect(130, 660, 330, 60, 10, palette.shade) +
  rect(140, 670, 310, 40, 6, palette.highlight, 'opacity="0.5"');

function keyRows(originX: number, originY: number, keyColour: string): string {
  const rows = [13, 12, 11, 10];
  let keys = '';
  rows.forEach((count, row) => {
    const offset = row * 14;
    for (let column = 0; column < count; column += 1) {
      keys += rect(originX + offset + column * 44, originY + row * 44, 36, 36, 6, keyColour);
    }
  });
  return keys;
}

export const drawKeyboard: DeviceDrawing = (palette, brand) =>
  rect(90, 260, 620, 290, 22, palette.body) +
  rect(90, 260, 620, 290, 22, 'none', `stroke="${palette.shade}" stroke-width="6"`) +
  text(brand, { x: 190, y: 286, size: fitSize(brand, 150, 18), fill: palette.ink }) +
  keyRows(118, 306, palette.shade) +
  rect(250, 482, 300, 36, 6, palette.shade) +
  rect(130, 482, 100, 36, 6, palette.shade) +
  rect(570, 482, 100, 36, 6, palette.shade);

export const drawMouse: DeviceDrawing = (palette, brand) =>
  path(
    'M400 130 C560 130 590 300 590 440 C590 600 520 690 400 690 C280 690 210 600 210 440 C210 300 240 130 400 130 Z',
    palette.body,
  ) +
  path('M400 130 V340', 'none', `stroke="${palette.shade}" stroke-width="6"`) +
  path('M215 340 Q400 380 585 340', 'none', `stroke="${palette.shade}" stroke-width="6"`) +
  rect(384, 190, 32, 80, 16, palette.deepShade) +
  path(
    'M240 300 Q300 160 400 140',
    'none',
    `stroke="${palette.highlight}" stroke-width="10" opacity="0.6" stroke-linecap="round"`,
  ) +
  text(brand, { x: 400, y: 590, size: fitSize(brand, 220, 30), fill: palette.ink });
