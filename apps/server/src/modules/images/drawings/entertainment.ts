import { circle, type DeviceDrawing, fitSize, path, rect, text, wallpaper } from './svg';

export const drawTelevision: DeviceDrawing = (palette, brand) =>
  path('M170 590 L140 680 H190 L230 590 Z', palette.shade) +
  path('M630 590 L660 680 H610 L570 590 Z', palette.shade) +
  rect(50, 130, 700, 460, 12, '#111827') +
  wallpaper(62, 142, 676, 410, palette, 4) +
  path('M62 552 L62 470 Q220 380 380 470 T738 440 V552 Z', palette.shade, 'opacity="0.9"') +
  text(brand, { x: 400, y: 572, size: fitSize(brand, 200, 18), fill: '#e5e7eb' });

export const drawCamera: DeviceDrawing = (palette, brand) =>
  path('M300 220 L330 170 H470 L500 220 Z', palette.deepShade) +
  rect(110, 210, 580, 380, 40, palette.deepShade) +
  rect(110, 210, 130, 380, 40, palette.body) +
  rect(560, 240, 110, 30, 10, palette.shade) +
  text(brand, { x: 400, y: 246, size: fitSize(brand, 150, 24), fill: '#ffffff' }) +
  circle(420, 420, 160, palette.shade) +
  circle(420, 420, 130, '#111827', `stroke="${palette.body}" stroke-width="10"`) +
  circle(420, 420, 85, '#1e293b') +
  circle(420, 420, 50, palette.glow, 'opacity="0.5"') +
  circle(395, 395, 16, '#ffffff', 'opacity="0.7"') +
  circle(620, 300, 18, '#ef4444');

/** A flat console box with its round vent, plus a controller so it reads as games, not a router. */
export const drawConsole: DeviceDrawing = (palette, brand) =>
  rect(140, 200, 520, 300, 28, palette.body) +
  rect(140, 200, 520, 300, 28, 'none', `stroke="${palette.shade}" stroke-width="6"`) +
  circle(520, 320, 90, palette.deepShade) +
  circle(520, 320, 70, 'none', `stroke="${palette.shade}" stroke-width="6" stroke-dasharray="10 8"`) +
  rect(180, 440, 160, 14, 7, palette.shade) +
  circle(610, 460, 10, palette.highlight) +
  text(brand, { x: 270, y: 290, size: fitSize(brand, 200, 30), fill: palette.ink }) +
  path(
    'M230 560 H570 C650 560 660 720 600 720 C560 720 550 680 500 680 H300 C250 680 240 720 200 720 C140 720 150 560 230 560 Z',
    palette.shade,
  ) +
  circle(300, 620, 22, palette.deepShade) +
  circle(500, 620, 22, palette.deepShade);

export const drawGamepad: DeviceDrawing = (palette, brand) =>
  path(
    'M220 240 H580 C700 240 760 470 730 580 C710 650 640 660 600 610 L540 530 H260 L200 610 C160 660 90 650 70 580 C40 470 100 240 220 240 Z',
    palette.body,
  ) +
  rect(176, 310, 40, 120, 8, palette.deepShade) +
  rect(136, 350, 120, 40, 8, palette.deepShade) +
  circle(600, 310, 22, '#22c55e') +
  circle(650, 360, 22, '#ef4444') +
  circle(550, 360, 22, '#3b82f6') +
  circle(600, 410, 22, '#f59e0b') +
  circle(300, 450, 46, palette.deepShade) +
  circle(300, 450, 30, palette.shade) +
  circle(500, 450, 46, palette.deepShade) +
  circle(500, 450, 30, palette.shade) +
  text(brand, { x: 400, y: 330, size: fitSize(brand, 150, 24), fill: palette.ink });
