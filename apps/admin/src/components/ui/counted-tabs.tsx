interface CountedTabsProps<Tab extends string> {
  /** The tabs in their order, and what each is called. */
  tabs: readonly Tab[];
  labels: Record<Tab, string>;
  chosen: Tab;
  /** Each tab's count, from the list's answer; none while it loads. */
  counts: Partial<Record<Tab, number>> | undefined;
  /** The tab whose count is shown in red while above 0: the one waiting for staff. */
  waiting: Tab;
  /** The tab list's name, and the prefixes of the tabs' ids and of their counts' test ids. */
  name: string;
  idPrefix: string;
  countTestIdPrefix: string;
  panelId: string;
  onChoose: (tab: Tab) => void;
}

/** A queue's tabs (returns, reviews), each with how many items it holds, the waiting one in red. */
export function CountedTabs<Tab extends string>(props: CountedTabsProps<Tab>) {
  const { tabs, labels, chosen, counts, waiting, panelId, onChoose } = props;
  return (
    <div
      role="tablist"
      aria-label={props.name}
      className="mb-3 flex flex-wrap gap-1 border-b border-slate-200"
    >
      {tabs.map((each) => {
        const selected = each === chosen;
        const count = counts?.[each] ?? 0;
        return (
          <button
            key={each}
            type="button"
            role="tab"
            id={`${props.idPrefix}-${each}`}
            aria-selected={selected}
            aria-controls={panelId}
            onClick={() => onChoose(each)}
            className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm ${selected ? 'border-slate-900 font-semibold text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {labels[each]}
            {counts ? (
              <span
                data-testid={`${props.countTestIdPrefix}-${each}`}
                className={`rounded-full px-2 text-xs ${each === waiting && count > 0 ? 'bg-red-600 text-white' : 'bg-slate-100 text-slate-700'}`}
              >
                {count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
