import { circle, type DeviceDrawing, fitSize, path, rect, text } from './svg';

export const drawSmartwatch: DeviceDrawing = (palette, brand) =>
  rect(320, 60, 160, 220, 30, palette.body) +
  rect(320, 520, 160, 220, 30, palette.body) +
  rect(345, 640, 110, 14, 7, palette.shade) +
  rect(345, 680, 110, 14, 7, palette.shade) +
  rect(270, 230, 260, 340, 80, palette.shade) +
  rect(530, 330, 22, 70, 8, palette.deepShade) +
  rect(292, 252, 216, 296, 62, '#000000') +
  circle(400, 400, 100, 'none', `stroke="${palette.body}" stroke-width="14" stroke-dasharray="420 300"`) +
  circle(400, 400, 74, 'none', `stroke="${palette.glow}" stroke-width="10" stroke-dasharray="300 200"`) +
  text('10:09', { x: 400, y: 392, size: 40, fill: '#ffffff', weight: 400 }) +
  text(brand, { x: 400, y: 436, size: fitSize(brand, 110, 18), fill: palette.highlight });

/** A band is drawn as the loop it makes on a wrist, with the tracker pod at the front. */
export const drawFitnessBand: DeviceDrawing = (palette, brand) =>
  path('M160 400 C160 220 640 220 640 400', 'none', `stroke="${palette.shade}" stroke-width="70"`) +
  path('M160 400 C160 580 640 580 640 400', 'none', `stroke="${palette.body}" stroke-width="70"`) +
  rect(300, 420, 200, 110, 50, '#111827', `stroke="${palette.shade}" stroke-width="6"`) +
  text('8,432', { x: 400, y: 462, size: 34, fill: '#ffffff', weight: 400 }) +
  text(brand, { x: 400, y: 500, size: fitSize(brand, 120, 16), fill: palette.highlight }) +
  rect(540, 250, 60, 14, 7, palette.deepShade);
