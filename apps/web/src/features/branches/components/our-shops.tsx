import { BRANCH_TEXTS } from '@shop/shared';
import { branchesQueryOptions, useBranches } from '../../../api/branches/get-branches';
import { StaticIsland } from '../../../components/static-island';
import type { PageDataLoader } from '../../../lib/page-data';
import { BranchCard } from './branch-card';

const HEADING_ID = 'our-shops-heading';

/**
 * The branches, put in the cache before the server renders the page that shows them. A failure
 * is kept in the cache (prefetchQuery never throws), so the page renders without the section.
 */
export const loadOurShops: PageDataLoader = ({ queryClient }) =>
  queryClient.prefetchQuery(branchesQueryOptions());

/**
 * "Our shops" (decision 0067): every open branch with its address, phone, hours and pickup. Left
 * out when the list is empty or could not be loaded: the rest of the page stands without it.
 */
export function OurShops() {
  const { data: branches, isPending, dataUpdatedAt } = useBranches();
  // On a visit within the browser the list is asked when the page opens: keep its place.
  if (isPending) return <div className="mt-10 h-40 animate-pulse rounded-lg bg-slate-100" />;
  if (!branches || branches.length === 0) return null;
  return (
    <section aria-labelledby={HEADING_ID} className="mt-10" data-testid="our-shops">
      <h2 id={HEADING_ID} className="text-xl font-semibold">
        {BRANCH_TEXTS.ourShops}
      </h2>
      <p className="mt-2 text-slate-600">{BRANCH_TEXTS.ourShopsIntro}</p>
      {/* Text and links only: the browser keeps the server's DOM instead of hydrating it; a newer
          answer (keyed by its time) renders anew. */}
      <StaticIsland key={dataUpdatedAt} id="our-shops-list">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {branches.map((branch) => (
            <li key={branch.id}>
              <BranchCard branch={branch} />
            </li>
          ))}
        </ul>
      </StaticIsland>
    </section>
  );
}
