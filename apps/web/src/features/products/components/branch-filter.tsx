import { BRANCH_TEXTS, type Branch } from '@shop/shared';

interface BranchFilterProps {
  /** The open branches offering pickup, in the shop's order. */
  branches: readonly Pick<Branch, 'id' | 'name'>[];
  chosen: number | undefined;
  onChoose: (branch: number | undefined) => void;
}

/**
 * "Available at": products with a unit at one pickup branch (`?branch=`, docs/product/branches.md).
 * One branch at a time, so radio buttons, the first of them "Anywhere". Left out when the shop
 * offers pickup nowhere.
 */
export function BranchFilter({ branches, chosen, onChoose }: BranchFilterProps) {
  if (branches.length === 0) return null;
  const choices = [{ id: undefined, name: BRANCH_TEXTS.anyBranch }, ...branches];
  return (
    <details open={chosen !== undefined} className="group">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between font-semibold">
        {BRANCH_TEXTS.availableAt}
        {chosen !== undefined && <span className="rounded-full bg-slate-900 px-2 text-xs text-white">1</span>}
      </summary>
      <fieldset>
        <legend className="sr-only">{BRANCH_TEXTS.availableAt}</legend>
        <ul className="grid grid-cols-2 gap-x-2 lg:grid-cols-1">
          {choices.map((branch) => (
            <li key={branch.id ?? 'anywhere'}>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="branch"
                  className="h-5 w-5 accent-slate-900"
                  checked={chosen === branch.id}
                  onChange={() => onChoose(branch.id)}
                />
                {branch.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}
