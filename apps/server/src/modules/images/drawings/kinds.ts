import type { Subcategory } from '@shop/shared';
import { drawEarbuds, drawHeadphones, drawSoundbar, drawSpeaker } from './audio';
import { drawDesktop, drawKeyboard, drawLaptop, drawMonitor, drawMouse } from './computer';
import { drawCamera, drawConsole, drawGamepad, drawTelevision } from './entertainment';
import { drawFitnessBand, drawPhone, drawPhoneCase, drawSmartwatch, drawTablet } from './handheld';
import { drawCable, drawCharger, drawPowerBank, drawRouter, drawUps } from './power';
import type { DeviceDrawing } from './svg';

/** Every subcategory has a drawing; the Record type makes a new subcategory fail to compile here. */
export const DRAWING_BY_SUBCATEGORY: Record<Subcategory, DeviceDrawing> = {
  'Android Phone': drawPhone,
  iPhone: drawPhone,
  Tablet: drawTablet,
  Laptop: drawLaptop,
  Desktop: drawDesktop,
  Monitor: drawMonitor,
  Keyboard: drawKeyboard,
  Mouse: drawMouse,
  Headphones: drawHeadphones,
  Earbuds: drawEarbuds,
  Speaker: drawSpeaker,
  Soundbar: drawSoundbar,
  Charger: drawCharger,
  'Power Bank': drawPowerBank,
  Cable: drawCable,
  'Phone Case': drawPhoneCase,
  Router: drawRouter,
  Smartwatch: drawSmartwatch,
  'Fitness Band': drawFitnessBand,
  Camera: drawCamera,
  Television: drawTelevision,
  UPS: drawUps,
  Console: drawConsole,
  Gamepad: drawGamepad,
};
