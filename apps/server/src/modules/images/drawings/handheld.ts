import { circle, type DeviceDrawing, fitSize, path, rect, text, wallpaper } from './svg';

/** Back and front together, so the colour (on the back) and the screen both show. */
export const drawPhone: DeviceDrawing = (palette, brand) =>
  rect(380, 110, 240, 510, 38, palette.body) +
  rect(380, 110, 240, 510, 38, 'none', `stroke="${palette.shade}" stroke-width="6"`) +
  rect(405, 140, 92, 140, 24, palette.shade) +
  circle(451, 180, 24, '#111827', `stroke="${palette.highlight}" stroke-width="5"`) +
  circle(451, 242, 24, '#111827', `stroke="${palette.highlight}" stroke-width="5"`) +
  circle(480, 211, 7, '#fde68a') +
  text(brand, { x: 500, y: 560, size: fitSize(brand, 190, 30), fill: palette.ink }) +
  rect(180, 170, 240, 510, 38, palette.shade) +
  wallpaper(193, 183, 214, 484, palette, 28) +
  circle(300, 207, 8, '#000000') +
  text('12:30', { x: 300, y: 290, size: 44, fill: '#ffffff', weight: 400 }) +
  rect(250, 640, 100, 6, 3, '#ffffff', 'opacity="0.7"') +
  rect(174, 300, 6, 60, 3, palette.shade);

export const drawTablet: DeviceDrawing = (palette, brand) =>
  rect(110, 180, 580, 420, 34, palette.shade) +
  rect(104, 260, 6, 70, 3, palette.shade) +
  wallpaper(132, 202, 536, 376, palette, 16) +
  circle(400, 191, 5, '#000000') +
  text(brand, { x: 400, y: 300, size: fitSize(brand, 300, 48), fill: '#ffffff' }) +
  rect(180, 640, 440, 22, 11, palette.body) +
  rect(180, 640, 440, 22, 11, 'none', `stroke="${palette.shade}" stroke-width="3"`);

/** A case is a phone-shaped shell with a window for the cameras and raised side buttons. */
export const drawPhoneCase: DeviceDrawing = (palette, brand) =>
  rect(250, 90, 300, 620, 56, palette.body) +
  rect(268, 108, 264, 584, 44, palette.highlight, 'opacity="0.35"') +
  rect(290, 130, 120, 170, 30, '#111827') +
  circle(350, 180, 26, '#374151') +
  circle(350, 252, 26, '#374151') +
  rect(544, 250, 12, 90, 6, palette.shade) +
  rect(544, 360, 12, 50, 6, palette.shade) +
  circle(400, 430, 58, 'none', `stroke="${palette.shade}" stroke-width="8" opacity="0.6"`) +
  text(brand, { x: 400, y: 600, size: fitSize(brand, 220, 32), fill: palette.ink });

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
