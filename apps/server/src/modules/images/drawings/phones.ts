import { brandMark } from './brand-marks';
import { type PhoneLook, phoneLook } from './phone-looks';
import {
  brightness,
  circle,
  type DeviceDrawing,
  group,
  lens,
  mix,
  type Palette,
  path,
  rect,
  text,
  wallpaper,
} from './svg';

/** Phones: the back shows the family (camera layout, mark), the front its cut-out and screen. */

const DOCK_COLOURS = ['#22c55e', '#3b82f6', '#f59e0b', '#ef4444'];

function frameColour(look: PhoneLook, palette: Palette): string {
  return look.frame === 'titanium' ? mix(palette.body, '#d4d4d8', 0.45) : palette.shade;
}

/** Ink for a mark printed on the back: a quieter tone of the body colour. */
function markInk(palette: Palette): string {
  return brightness(palette.body) > 0.6
    ? mix(palette.body, '#000000', 0.45)
    : mix(palette.body, '#ffffff', 0.55);
}

function isApple(look: PhoneLook): boolean {
  return look.mark === 'centre';
}

function cameraModule(look: PhoneLook, palette: Palette): string {
  const { shape, x, y, w, h } = look.module;
  const fill =
    look.ring === 'dark' ? '#111827' : isApple(look) ? mix(palette.body, '#ffffff', 0.2) : palette.shade;
  const edge = `stroke="${mix(palette.body, '#000000', 0.2)}" stroke-width="3"`;
  switch (shape) {
    case 'square':
      return rect(x, y, w, h, Math.round(Math.min(w, h) * 0.26), fill, edge);
    case 'circle':
      return (
        circle(x + w / 2, y + h / 2, w / 2, fill, `stroke="#d1d5db" stroke-width="6"`) +
        circle(
          x + w / 2,
          y + h / 2,
          w / 2 - 10,
          'none',
          `stroke="${palette.highlight}" stroke-width="2" opacity="0.6"`,
        )
      );
    case 'pill':
      return rect(x, y, w, h, w / 2, fill, edge);
    case 'bar':
      return rect(x, y, w, h, h / 2, '#111827');
    case 'none':
      return '';
  }
}

function ringColour(look: PhoneLook, palette: Palette): string {
  if (look.ring === 'body') return mix(palette.body, '#ffffff', 0.3);
  return look.ring === 'metal' ? '#c7cbd1' : '#374151';
}

/** The back, drawn at (0, 0). */
function phoneBack(look: PhoneLook, palette: Palette, brand: string): string {
  const { width: w, height: h, radius: r } = look;
  const frame = frameColour(look, palette);
  const ink = markInk(palette);
  const { x, y, w: moduleWidth, h: moduleHeight } = look.module;
  return (
    rect(w - 2, 120, 6, 60, 3, frame) +
    rect(0, 0, w, h, r, palette.body, `stroke="${frame}" stroke-width="5"`) +
    path(
      `M14 ${r + 10} Q14 14 ${r + 10} 14 H${Math.round(w * 0.55)} L14 ${Math.round(h * 0.42)} Z`,
      '#ffffff',
      'opacity="0.08"',
    ) +
    cameraModule(look, palette) +
    look.lenses.map((one) => lens(one.x, one.y, one.r, ringColour(look, palette))).join('') +
    circle(look.flash[0], look.flash[1], 8, '#fde68a', 'stroke="#ffffff" stroke-width="2"') +
    (look.moduleText
      ? text(look.moduleText, {
          x: x + moduleWidth / 2,
          y: y + moduleHeight - 12,
          size: 11,
          fill: palette.highlight,
          weight: 400,
        })
      : '') +
    (look.pen ? rect(w - 64, h - 5, 34, 9, 4, frame) : '') +
    (isApple(look)
      ? brandMark(brand, w / 2, h * 0.47, 58, ink)
      : brandMark(brand, w / 2, h - 56, 22, ink, { width: w - 70 }))
  );
}

/** The front, drawn at (0, 0): frame, black bezel, lit screen, cut-out, clock and dock. */
function phoneFront(look: PhoneLook, palette: Palette): string {
  const { width: w, height: h, radius: r, chin } = look;
  const centre = w / 2;
  const screenBottom = h - 10 - chin;
  const ios = isApple(look);
  const cutouts: Record<PhoneLook['cutout'], string> = {
    island: rect(centre - 36, 22, 72, 22, 11, '#000000'),
    notch: rect(centre - 56, 4, 112, 32, 14, '#05070d'),
    punch: circle(centre, 28, 8, '#000000'),
    drop: circle(centre, 14, 11, '#05070d'),
  };
  const dockY = screenBottom - 62;
  const icons = DOCK_COLOURS.map((colour, index) => {
    const iconX = 30 + index * ((w - 60) / 4) + (w - 60) / 8;
    return ios ? rect(iconX - 17, dockY, 34, 34, 9, colour) : circle(iconX, dockY + 17, 16, colour);
  }).join('');
  return (
    rect(-3, 110, 5, 34, 2, frameColour(look, palette)) +
    rect(-3, 156, 5, 60, 2, frameColour(look, palette)) +
    rect(0, 0, w, h, r, frameColour(look, palette)) +
    rect(4, 4, w - 8, h - 8, r - 3, '#05070d') +
    wallpaper(
      10,
      10,
      w - 20,
      screenBottom - 10,
      palette,
      Math.max(8, r - 10),
      ios ? 'bubbles' : look.ring === 'body' ? 'waves' : 'bloom',
    ) +
    (chin > 0 && !ios ? rect(10, screenBottom - 20, w - 20, 20, 0, palette.screen, 'opacity="0.6"') : '') +
    cutouts[look.cutout] +
    (ios
      ? text('Tuesday 12 March', { x: centre, y: 76, size: 13, fill: '#ffffff', weight: 400 }) +
        text('9:41', { x: centre, y: 118, size: 62, fill: '#ffffff', weight: 600 }) +
        rect(22, dockY - 10, w - 44, 54, 20, '#ffffff', 'opacity="0.2"')
      : text('12:30', { x: centre, y: 104, size: 48, fill: '#ffffff', weight: 300 }) +
        text('Tue, 12 Mar  31°C', { x: centre, y: 140, size: 12, fill: '#ffffff', weight: 400 })) +
    icons +
    (chin < 12 ? rect(centre - 40, screenBottom - 12, 80, 5, 3, '#ffffff', 'opacity="0.7"') : '')
  );
}

/** The phone seen from its side: thin frame, buttons, and how far the cameras stand out. */
function phoneProfile(look: PhoneLook, palette: Palette): string {
  const frame = frameColour(look, palette);
  const lensTop = Math.min(...look.lenses.map((one) => one.y - one.r));
  const lensBottom = Math.max(...look.lenses.map((one) => one.y + one.r));
  const bumpTop = look.module.shape === 'none' ? lensTop : look.module.y;
  const bumpHeight = look.module.shape === 'none' ? lensBottom - lensTop : look.module.h;
  return (
    rect(26, bumpTop, 12, bumpHeight, 5, look.ring === 'dark' ? '#111827' : palette.shade) +
    rect(-5, 120, 8, 60, 3, frame) +
    rect(-5, 200, 8, 90, 3, frame) +
    rect(0, 0, 30, look.height, 14, frame) +
    rect(8, 6, 14, look.height - 12, 7, palette.body, 'opacity="0.7"') +
    rect(10, look.height - 40, 10, 20, 4, '#111827')
  );
}

export const drawPhone: DeviceDrawing = (palette, brand, lookName, view) => {
  const look = phoneLook(lookName);
  switch (view) {
    case 'front':
      return (
        group('translate(170 110)', phoneBack(look, palette, brand)) +
        group('translate(390 170)', phoneFront(look, palette))
      );
    case 'back':
      return group(
        `translate(${400 - look.width * 0.6} ${400 - look.height * 0.6}) scale(1.2)`,
        phoneBack(look, palette, brand),
      );
    case 'side':
      return (
        group(
          `translate(230 150) rotate(-4 ${look.width / 2} ${look.height / 2})`,
          phoneFront(look, palette),
        ) + group('translate(560 140)', phoneProfile(look, palette))
      );
  }
};

/** A case follows the phone it fits: the window shows that phone's camera, in black. */
export const drawPhoneCase: DeviceDrawing = (palette, brand, lookName, view) => {
  if (view !== 'front') return '';
  const look = phoneLook(lookName);
  const phoneInside: Palette = { ...palette, body: '#1f2937', shade: '#111827', highlight: '#6b7280' };
  const pad = 14;
  const clear = brightness(palette.body) > 0.85;
  return group(
    `translate(${400 - (look.width + pad * 2) * 0.6} ${400 - (look.height + pad * 2) * 0.6}) scale(1.2)`,
    rect(
      0,
      0,
      look.width + pad * 2,
      look.height + pad * 2,
      look.radius + pad,
      palette.body,
      clear ? 'opacity="0.55"' : '',
    ) +
      rect(look.width + pad * 2 - 4, 140, 10, 70, 5, palette.shade) +
      group(
        `translate(${pad} ${pad})`,
        (clear ? phoneBack(look, phoneInside, '') : '') +
          rect(
            look.module.x - 8,
            look.module.y - 8,
            Math.max(look.module.w, 90) + 16,
            Math.max(look.module.h, 170) + 16,
            30,
            '#111827',
          ) +
          cameraModule(look, phoneInside) +
          look.lenses.map((one) => lens(one.x, one.y, one.r, '#4b5563')).join(''),
      ) +
      (look.mark === 'centre'
        ? circle(
            pad + look.width / 2,
            pad + look.height * 0.5,
            62,
            'none',
            'stroke="#9ca3af" stroke-width="8" opacity="0.8"',
          )
        : '') +
      brandMark(brand, pad + look.width / 2, pad + look.height - 40, 22, markInk(palette), {
        width: look.width - 60,
      }),
  );
};
