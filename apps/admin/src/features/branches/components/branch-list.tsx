import { BRANCH_ADMIN_TEXTS, BRANCH_TEXTS, type Branch, summariseOpeningHours } from '@shop/shared';
import { Button } from '../../../components/ui/button';

const texts = BRANCH_ADMIN_TEXTS;

interface BranchListProps {
  branches: Branch[];
  /** The owner's buttons; other staff read the list only. */
  canChange: boolean;
  busy: boolean;
  onEdit: (branch: Branch) => void;
  onMakeDelivery: (branch: Branch) => void;
  onArchive: (branch: Branch) => void;
}

/**
 * The open branches, each with what a shopper needs to find it and its week in a few lines.
 * The delivery branch wears a badge and offers neither to become it nor to close (the server
 * would refuse the close with 409; choosing another delivery branch comes first).
 */
export function BranchList({
  branches,
  canChange,
  busy,
  onEdit,
  onMakeDelivery,
  onArchive,
}: BranchListProps) {
  return (
    <ul aria-label={texts.title} className="grid gap-3 lg:grid-cols-2">
      {branches.map((branch) => (
        <li
          key={branch.id}
          aria-labelledby={`branch-${branch.id}-name`}
          className="min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`branch-${branch.id}-name`} className="text-base font-semibold text-slate-900">
              {branch.name}
            </h2>
            {branch.fillsDelivery ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                {texts.fillsDelivery}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-slate-700">{[branch.address, branch.city].filter(Boolean).join(', ')}</p>
          {branch.digitalAddress ? (
            <p className="text-sm text-slate-700">{BRANCH_TEXTS.digitalAddress(branch.digitalAddress)}</p>
          ) : null}
          {branch.phone ? <p className="text-sm text-slate-700">{branch.phone}</p> : null}
          <p className="text-sm font-medium text-slate-700">
            {branch.pickup ? BRANCH_TEXTS.pickupOffered : texts.noPickup}
          </p>
          <div>
            <h3 className="text-xs font-semibold uppercase text-slate-500">{texts.hours}</h3>
            <ul className="text-sm text-slate-700">
              {summariseOpeningHours(branch.openingHours).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          {canChange ? (
            <div className="flex flex-wrap gap-2 pt-1">
              <Button size="sm" variant="secondary" onClick={() => onEdit(branch)}>
                {texts.edit(branch.name)}
              </Button>
              {branch.fillsDelivery ? null : (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => onMakeDelivery(branch)}
                  >
                    {texts.makeDelivery}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => onArchive(branch)}>
                    {texts.archive}
                  </Button>
                </>
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
