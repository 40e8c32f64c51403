import { circle, type DeviceDrawing, fitSize, path, rect, text } from './svg';

const METAL = '#9ca3af';

/** Ghana uses the three-pin type G plug, so the charger shows three rectangular pins. */
export const drawCharger: DeviceDrawing = (palette, brand) =>
  rect(330, 120, 40, 90, 6, METAL) +
  rect(430, 120, 40, 90, 6, METAL) +
  rect(380, 90, 40, 110, 6, METAL) +
  rect(260, 200, 280, 300, 40, palette.body) +
  rect(260, 200, 280, 300, 40, 'none', `stroke="${palette.shade}" stroke-width="6"`) +
  rect(365, 440, 70, 24, 12, '#111827') +
  text(brand, { x: 400, y: 330, size: fitSize(brand, 220, 34), fill: palette.ink }) +
  path(
    'M400 464 C400 560 560 560 560 640',
    'none',
    `stroke="${palette.shade}" stroke-width="16" stroke-linecap="round"`,
  ) +
  rect(530, 630, 60, 90, 14, palette.body, `stroke="${palette.shade}" stroke-width="4"`) +
  rect(548, 716, 24, 34, 6, METAL);

export const drawPowerBank: DeviceDrawing = (palette, brand) =>
  rect(250, 120, 300, 560, 40, palette.body) +
  rect(250, 120, 300, 560, 40, 'none', `stroke="${palette.shade}" stroke-width="6"`) +
  rect(272, 142, 256, 180, 26, palette.highlight, 'opacity="0.3"') +
  [0, 1, 2, 3]
    .map((index) => circle(340 + index * 40, 190, 9, index < 3 ? '#22c55e' : palette.shade))
    .join('') +
  text(brand, { x: 400, y: 420, size: fitSize(brand, 240, 40), fill: palette.ink }) +
  rect(330, 640, 60, 20, 6, '#111827') +
  rect(410, 640, 50, 20, 10, '#111827') +
  circle(520, 650, 8, palette.shade);

const CABLE_ROUTE = 'M200 230 C200 460 620 300 600 480 C580 640 260 560 330 660';

/** The cable loops between a USB-A and a USB-C plug, the pair most shoppers need. */
export const drawCable: DeviceDrawing = (palette, brand) =>
  path(CABLE_ROUTE, 'none', `stroke="${palette.shade}" stroke-width="34" stroke-linecap="round"`) +
  path(CABLE_ROUTE, 'none', `stroke="${palette.body}" stroke-width="24" stroke-linecap="round"`) +
  rect(140, 120, 120, 140, 20, palette.shade) +
  rect(160, 60, 80, 70, 6, METAL) +
  rect(180, 80, 40, 14, 3, '#4b5563') +
  text(brand, { x: 200, y: 200, size: fitSize(brand, 100, 20), fill: palette.inkOnShade, rotate: -90 }) +
  rect(280, 640, 100, 110, 20, palette.shade) +
  rect(305, 740, 50, 40, 14, METAL);

/** Uninterruptible power supply: a tower with a status display, sold widely because of power cuts. */
export const drawUps: DeviceDrawing = (palette, brand) =>
  rect(240, 110, 320, 590, 18, palette.deepShade) +
  rect(262, 130, 276, 550, 12, palette.body) +
  rect(310, 180, 180, 110, 10, '#0b1220') +
  rect(335, 205, 100, 56, 6, 'none', 'stroke="#34d399" stroke-width="6"') +
  rect(435, 222, 10, 22, 3, '#34d399') +
  rect(345, 215, 60, 36, 3, '#34d399') +
  circle(345, 350, 20, '#22c55e') +
  circle(400, 350, 20, palette.shade) +
  circle(455, 350, 20, '#ef4444') +
  [0, 1, 2, 3, 4, 5].map((index) => rect(300, 420 + index * 28, 200, 10, 5, palette.shade)).join('') +
  text(brand, { x: 400, y: 620, size: fitSize(brand, 230, 34), fill: palette.ink });

export const drawRouter: DeviceDrawing = (palette, brand) =>
  [190, 330, 470, 610]
    .map((x, index) =>
      rect(
        x - 14,
        180 + (index % 2) * 40,
        28,
        260,
        14,
        palette.shade,
        `transform="rotate(${(index - 1.5) * 8} ${x} 440)"`,
      ),
    )
    .join('') +
  rect(110, 420, 580, 150, 30, palette.body) +
  rect(110, 520, 580, 50, 24, palette.shade) +
  [0, 1, 2, 3, 4, 5]
    .map((index) => circle(220 + index * 48, 545, 8, index < 4 ? '#22c55e' : '#f59e0b'))
    .join('') +
  text(brand, { x: 400, y: 470, size: fitSize(brand, 300, 34), fill: palette.ink }) +
  path(
    'M330 120 Q400 70 470 120',
    'none',
    `stroke="${palette.glow}" stroke-width="14" stroke-linecap="round"`,
  ) +
  path(
    'M360 150 Q400 120 440 150',
    'none',
    `stroke="${palette.glow}" stroke-width="14" stroke-linecap="round"`,
  ) +
  circle(400, 178, 12, palette.glow);
