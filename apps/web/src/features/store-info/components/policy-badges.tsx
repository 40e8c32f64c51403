import { POLICY_BADGES } from '@shop/shared';
import { Headphones, RefreshCw, RotateCcw } from 'lucide-react';

const ICONS = [RefreshCw, RotateCcw, Headphones];

/** Easy Exchange, 7 Days Return, 24/7 support. */
export function PolicyBadges() {
  return (
    <ul className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-8 sm:grid-cols-3">
      {POLICY_BADGES.map((badge, index) => {
        const Icon = ICONS[index] ?? Headphones;
        return (
          <li key={badge.title} className="flex flex-col items-center gap-2 text-center">
            <Icon aria-hidden="true" size={36} className="text-slate-800" />
            <h3 className="font-semibold">{badge.title}</h3>
            <p className="text-sm text-slate-600">{badge.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
