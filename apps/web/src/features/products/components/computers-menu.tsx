import { HOME_HEADINGS } from '@shop/shared';
import { Link } from 'react-router';
import { useCatalogueLists } from '../../../api/catalogue-lists/get-catalogue-lists';
import { paths } from '../../../lib/paths';
import { filterSearchString } from '../filter-query';

/** The category whose subcategories the home page's Computers menu links to. */
const COMPUTER_CATEGORY = 'Computer';

/**
 * The home's Computers category menu: one link per subcategory staff keep under Computer
 * (decision 0053) to the filter page.
 */
export function ComputersMenu() {
  const { data: lists } = useCatalogueLists();
  const subcategories = lists?.categories.find(
    (category) => category.name === COMPUTER_CATEGORY,
  )?.subcategories;
  return (
    <nav aria-labelledby="home-computers" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h2 id="home-computers" className="mb-3 text-xl font-bold sm:text-2xl">
        {HOME_HEADINGS.computersMenu}
      </h2>
      <ul className="flex min-h-11 flex-wrap gap-2">
        {(subcategories ?? []).map((subcategory) => (
          <li key={subcategory}>
            <Link
              to={`${paths.newProducts}${filterSearchString({ category: [COMPUTER_CATEGORY], subcategory: [subcategory] })}`}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium hover:border-slate-900 hover:bg-slate-900 hover:text-white"
            >
              {subcategory}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
