import { brandMark } from './brand-marks';
import {
  brightness,
  circle,
  type DeviceDrawing,
  group,
  lens,
  mix,
  type Palette,
  rect,
  text,
  wallpaper,
} from './svg';

/**
 * Tablets by family: an iPad (even bezels, one lens in a small plate, the apple in the middle),
 * a Galaxy Tab (wide 16:10 screen, two bare lenses, wordmark at the foot) and other Android
 * tablets (thicker bezels, a small plate and the wordmark).
 */

type Look = 'ipad' | 'galaxy-tab' | 'android-tab';

const SHAPES: Record<Look, { width: number; height: number; radius: number; bezel: number }> = {
  ipad: { width: 560, height: 400, radius: 30, bezel: 20 },
  'galaxy-tab': { width: 600, height: 380, radius: 22, bezel: 16 },
  'android-tab': { width: 580, height: 380, radius: 24, bezel: 26 },
};

function asLook(look: string): Look {
  return look === 'ipad' || look === 'galaxy-tab' ? look : 'android-tab';
}

const ICON_COLOURS = ['#22c55e', '#3b82f6', '#f59e0b', '#ef4444', '#a855f7', '#14b8a6'];

function front(look: Look, palette: Palette): string {
  const { width, height, radius, bezel } = SHAPES[look];
  const x = 400 - width / 2;
  const y = 400 - height / 2;
  const ios = look === 'ipad';
  const icons = ICON_COLOURS.map((colour, index) => {
    const iconX = 400 - 150 + index * 60;
    return ios
      ? rect(iconX - 18, y + height - bezel - 60, 36, 36, 10, colour)
      : circle(iconX, y + height - bezel - 42, 17, colour);
  }).join('');
  return (
    rect(x, y, width, height, radius, palette.shade) +
    rect(x + 4, y + 4, width - 8, height - 8, radius - 3, '#05070d') +
    wallpaper(
      x + bezel,
      y + bezel,
      width - bezel * 2,
      height - bezel * 2,
      palette,
      ios ? 12 : 6,
      ios ? 'bubbles' : look === 'galaxy-tab' ? 'waves' : 'bloom',
    ) +
    circle(400, y + bezel / 2, 4, '#1f2937') +
    (ios
      ? rect(400 - 170, y + height - bezel - 70, 340, 56, 18, '#ffffff', 'opacity="0.2"') +
        text('9:41', { x: 400, y: y + 90, size: 54, fill: '#ffffff', weight: 600 })
      : text('12:30', { x: x + 120, y: y + 80, size: 44, fill: '#ffffff', weight: 300 })) +
    icons +
    rect(x + width - 90, y - 4, 50, 6, 3, palette.shade) +
    // The pen or keyboard cover that goes with each family.
    (look === 'android-tab'
      ? ''
      : rect(x + 40, y + height + 40, width - 80, 16, 8, mix(palette.body, '#ffffff', 0.3)))
  );
}

function back(look: Look, palette: Palette, brand: string): string {
  const { width, height, radius } = SHAPES[look];
  const x = 400 - width / 2;
  const y = 400 - height / 2;
  const ink =
    brightness(palette.body) > 0.6 ? mix(palette.body, '#000000', 0.45) : mix(palette.body, '#ffffff', 0.55);
  const camera =
    look === 'ipad'
      ? rect(x + 24, y + 24, 56, 56, 16, mix(palette.body, '#ffffff', 0.2)) +
        lens(x + 52, y + 52, 16, '#c7cbd1')
      : look === 'galaxy-tab'
        ? lens(x + 50, y + 50, 16, mix(palette.body, '#ffffff', 0.3)) +
          lens(x + 50, y + 94, 12, mix(palette.body, '#ffffff', 0.3))
        : rect(x + 24, y + 24, 48, 90, 20, '#111827') +
          lens(x + 48, y + 52, 14, '#4b5563') +
          circle(x + 48, y + 92, 7, '#fde68a');
  return (
    rect(x, y, width, height, radius, palette.body, `stroke="${palette.shade}" stroke-width="5"`) +
    camera +
    (look === 'ipad'
      ? brandMark(brand, 400, 400, 80, ink) +
        [0, 1, 2].map((index) => circle(400 - 14 + index * 14, y + height - 12, 3, ink)).join('')
      : brandMark(brand, 400, y + height - 50, 28, ink, { width: 240 }))
  );
}

export const drawTablet: DeviceDrawing = (palette, brand, lookName, view) => {
  const look = asLook(lookName);
  if (view === 'front') {
    // The back peeks out behind the screen, so the listing shows the colour and the camera.
    return (
      group('translate(330 60) scale(0.55)', back(look, palette, brand)) +
      group('translate(-30 60) scale(0.9)', front(look, palette))
    );
  }
  return view === 'back' ? back(look, palette, brand) : '';
};
