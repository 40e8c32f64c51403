import { VARIANT_LABELS } from '@shop/shared/variant-labels';
import { swatchClass } from '../colour-swatch';

/** The most swatches a card shows; the rest are counted ("+3"). */
const SHOWN = 5;

/** A card's colours as small dots; a screen reader hears them named ("Colours: Black, Blue"). */
export function ColourSwatches({ colours }: { colours: readonly string[] }) {
  const hidden = colours.length - SHOWN;
  return (
    <span className="flex items-center gap-1" data-testid="colour-swatches">
      <span className="sr-only">{VARIANT_LABELS.colours(colours)}</span>
      {colours.slice(0, SHOWN).map((colour) => (
        <span
          key={colour}
          aria-hidden="true"
          title={colour}
          className={`size-3.5 rounded-full border border-slate-300 ${swatchClass(colour)}`}
        />
      ))}
      {hidden > 0 && (
        <span aria-hidden="true" className="text-xs text-slate-600">
          {VARIANT_LABELS.moreColours(hidden)}
        </span>
      )}
    </span>
  );
}
