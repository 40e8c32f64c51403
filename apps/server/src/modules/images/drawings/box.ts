import { brandAccent, brandMark } from './brand-marks';
import { group, path, rect } from './svg';

/**
 * The in-box picture: the retail box, with the product printed on its lid and the brand on a
 * band in the brand's colour, and the product standing beside it. Apple's boxes are plain white.
 */
export function drawInBox(brand: string, printed: string, standing: string): string {
  const plain = brand === 'Apple' || brand === '';
  // JBL's orange tag would vanish on an orange band.
  const accent = brand === 'JBL' ? '#111111' : brandAccent(brand);
  return (
    path('M120 230 L200 170 H540 L460 230 Z', '#ffffff', 'stroke="#e2e8f0" stroke-width="2"') +
    path('M460 230 L540 170 V620 L460 680 Z', '#d8dee6') +
    rect(120, 230, 340, 450, 4, '#f8fafc') +
    group('translate(138 236) scale(0.38)', printed) +
    (plain
      ? brandMark(brand, 290, 630, 30, '#9ca3af', { width: 200 })
      : rect(120, 560, 340, 120, 0, accent) + brandMark(brand, 290, 620, 34, '#ffffff', { width: 260 })) +
    group('translate(370 300) scale(0.55)', standing)
  );
}
