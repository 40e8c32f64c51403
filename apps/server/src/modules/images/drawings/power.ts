import { brandMark } from './brand-marks';
import { brightness, circle, type DeviceDrawing, mix, type Palette, path, rect, text } from './svg';

/** Chargers (a plug with a cable, or Apple's small cube), power banks, UPS and power stations. */

const METAL = '#9ca3af';

function ink(palette: Palette): string {
  return brightness(palette.body) > 0.6
    ? mix(palette.body, '#000000', 0.5)
    : mix(palette.body, '#ffffff', 0.6);
}

/** Ghana uses the three-pin type G plug, so every charger shows three rectangular pins. */
function pins(x: number, y: number, scale: number): string {
  return (
    rect(x - 50 * scale, y, 34 * scale, 80 * scale, 5, METAL) +
    rect(x + 16 * scale, y, 34 * scale, 80 * scale, 5, METAL) +
    rect(x - 17 * scale, y - 30 * scale, 34 * scale, 100 * scale, 5, METAL)
  );
}

export const drawCharger: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  if (look === 'cube') {
    return (
      pins(400, 170, 1) +
      rect(
        270,
        240,
        260,
        260,
        36,
        palette.body,
        `stroke="${mix(palette.body, '#000000', 0.15)}" stroke-width="5"`,
      ) +
      rect(372, 440, 56, 20, 10, '#111827') +
      brandMark(brand, 400, 350, 60, mix(palette.body, '#000000', 0.25)) +
      text('20W', { x: 400, y: 410, size: 18, fill: mix(palette.body, '#000000', 0.4), weight: 400 })
    );
  }
  return (
    pins(400, 130, 1.1) +
    rect(260, 210, 280, 300, 40, palette.body, `stroke="${palette.shade}" stroke-width="6"`) +
    rect(365, 450, 70, 24, 12, '#111827') +
    brandMark(brand, 400, 330, 32, ink(palette), { width: 220 }) +
    text(brand === 'Samsung' ? 'Super Fast Charging' : 'Fast Charge', {
      x: 400,
      y: 380,
      size: 14,
      fill: ink(palette),
      weight: 400,
    }) +
    path(
      'M400 474 C400 560 560 560 560 640',
      'none',
      `stroke="${palette.shade}" stroke-width="16" stroke-linecap="round"`,
    ) +
    rect(530, 630, 60, 90, 14, palette.body, `stroke="${palette.shade}" stroke-width="4"`) +
    rect(548, 716, 24, 34, 6, METAL)
  );
};

export const drawPowerBank: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  const display = look === 'display';
  return (
    rect(240, 110, 320, 580, display ? 30 : 46, palette.body, `stroke="${palette.shade}" stroke-width="6"`) +
    path('M256 150 Q256 126 280 126 H400 L256 300 Z', '#ffffff', 'opacity="0.07"') +
    (display
      ? rect(290, 170, 220, 130, 14, '#0b1220') +
        text('87%', { x: 400, y: 225, size: 54, fill: '#34d399', weight: 600 }) +
        text('IN  OUT', { x: 400, y: 274, size: 14, fill: '#9ca3af', weight: 400 })
      : [0, 1, 2, 3]
          .map((index) => circle(340 + index * 40, 190, 9, index < 3 ? '#22c55e' : palette.shade))
          .join('')) +
    brandMark(brand, 400, 440, 40, ink(palette), { width: 240 }) +
    rect(370, 488, 56, 24, 5, 'none', `stroke="${ink(palette)}" stroke-width="3"`) +
    rect(426, 494, 6, 12, 2, ink(palette)) +
    rect(375, 493, 36, 14, 2, '#22c55e') +
    rect(310, 640, 60, 20, 6, '#111827') +
    rect(390, 640, 44, 18, 9, '#111827') +
    rect(450, 640, 44, 18, 9, '#111827')
  );
};

function ups(palette: Palette, brand: string): string {
  return (
    rect(240, 110, 320, 590, 18, palette.deepShade) +
    rect(262, 130, 276, 550, 12, palette.body) +
    rect(310, 180, 180, 110, 10, '#0b1220') +
    rect(335, 205, 100, 56, 6, 'none', 'stroke="#34d399" stroke-width="6"') +
    rect(435, 222, 10, 22, 3, '#34d399') +
    rect(345, 215, 60, 36, 3, '#34d399') +
    circle(345, 350, 20, '#22c55e') +
    circle(400, 350, 20, palette.shade) +
    circle(455, 350, 20, '#ef4444') +
    path(
      'M300 420H500M300 448H500M300 476H500M300 504H500M300 532H500',
      'none',
      `stroke="${palette.shade}" stroke-width="10" stroke-linecap="round"`,
    ) +
    brandMark(brand, 400, 620, 30, ink(palette), { width: 230 })
  );
}

/** A portable power station: a box with a carry handle, a display and rows of sockets. */
function station(palette: Palette, brand: string): string {
  return (
    path(
      'M230 250 V190 Q230 160 260 160 H540 Q570 160 570 190 V250',
      'none',
      `stroke="${palette.shade}" stroke-width="34"`,
    ) +
    rect(130, 240, 540, 400, 34, palette.body) +
    rect(160, 280, 200, 110, 12, '#0b1220') +
    text('96%', { x: 260, y: 320, size: 44, fill: '#34d399', weight: 600 }) +
    text('1056Wh', { x: 260, y: 362, size: 16, fill: '#9ca3af', weight: 400 }) +
    [0, 1]
      .map(
        (index) =>
          rect(400 + index * 120, 280, 100, 110, 14, palette.shade) + pins(450 + index * 120, 310, 0.45),
      )
      .join('') +
    [0, 1, 2, 3].map((index) => rect(170 + index * 60, 440, 40, 24, 8, '#111827')).join('') +
    brandMark(brand, 540, 580, 34, ink(palette), { width: 180 })
  );
}

export const drawUps: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  return look === 'station' ? station(palette, brand) : ups(palette, brand);
};
