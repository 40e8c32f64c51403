import { BRANCH_TEXTS, type Branch, summariseOpeningHours } from '@shop/shared';
import { Clock, MapPin, Phone } from 'lucide-react';

/**
 * One shop of "Our shops": where it is, how to call it, its week's hours and whether orders may
 * be picked up there. A field the owner left empty is left out rather than shown blank (a
 * migrated "Main shop" may have no city or digital address yet).
 */
export function BranchCard({ branch }: { branch: Branch }) {
  const hoursId = `branch-${branch.id}-hours`;
  const place = [branch.address, branch.city].filter((part) => part.trim() !== '');
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{branch.name}</h3>
        {branch.pickup && (
          <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
            {BRANCH_TEXTS.pickupOffered}
          </span>
        )}
      </div>
      {(place.length > 0 || branch.digitalAddress) && (
        <div className="flex items-start gap-2 text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 shrink-0" size={18} />
          <div>
            {place.length > 0 && <address className="not-italic">{place.join(', ')}</address>}
            {branch.digitalAddress && <p>{BRANCH_TEXTS.digitalAddress(branch.digitalAddress)}</p>}
          </div>
        </div>
      )}
      {branch.phone && (
        <div className="flex items-center gap-2">
          <Phone aria-hidden="true" className="shrink-0" size={18} />
          <a
            href={`tel:${branch.phone.replace(/\s+/g, '')}`}
            className="inline-flex min-h-11 items-center text-blue-700 hover:underline"
          >
            {BRANCH_TEXTS.call(branch.phone)}
          </a>
        </div>
      )}
      <div className="flex items-start gap-2 text-slate-700">
        <Clock aria-hidden="true" className="mt-0.5 shrink-0" size={18} />
        <div>
          <h4 id={hoursId} className="font-medium text-slate-900">
            {BRANCH_TEXTS.hours}
          </h4>
          <ul aria-labelledby={hoursId} className="mt-1 text-sm">
            {summariseOpeningHours(branch.openingHours).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
