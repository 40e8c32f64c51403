import { formatGhs, PROMOTION_ADMIN_TEXTS, type Promotion } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { datesOf, figureOf, promotionName, usesOf } from './promotion-figures';

const texts = PROMOTION_ADMIN_TEXTS;

interface PromotionListProps {
  promotions: Promotion[];
  /** Only the owner edits and switches; other staff read the figures and the uses. */
  canChange: boolean;
  switching: boolean;
  onEdit: (promotion: Promotion) => void;
  onSwitch: (promotion: Promotion, enabled: boolean) => void;
  onShowUses: (promotion: Promotion) => void;
}

/** A row's button: its visible word, named with the promotion for screen readers ("Edit SAVE10"). */
function RowButton({
  label,
  name,
  onClick,
  disabled,
}: {
  label: string;
  name: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    // The name begins with the word shown (axe's label-content-name-mismatch).
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${label} ${name}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** Every promotion with what it gives and what it has brought: uses, discount given and its orders' revenue. */
export function PromotionList({
  promotions,
  canChange,
  switching,
  onEdit,
  onSwitch,
  onShowUses,
}: PromotionListProps) {
  return (
    <Table
      caption={texts.title}
      head={
        <tr>
          <th className={headCellClass}>{texts.code}</th>
          <th className={headCellClass}>{texts.description}</th>
          <th className={headCellClass}>{texts.kind}</th>
          <th className={headCellClass}>{texts.page.dates}</th>
          <th className={headCellClass}>{texts.enabled}</th>
          <th className={headCellClass}>{`${texts.uses} / ${texts.usesLeft}`}</th>
          <th className={headCellClass}>{texts.discountGiven}</th>
          <th className={headCellClass}>{texts.revenue}</th>
          <th className={headCellClass}>
            <span className="sr-only">{texts.page.actions}</span>
          </th>
        </tr>
      }
    >
      {promotions.map((promotion) => {
        const name = promotionName(promotion);
        return (
          <tr key={promotion.id} data-testid={`promotion-${promotion.id}`}>
            <th scope="row" className={`${cellClass} font-mono font-medium`}>
              {promotion.code ?? <span className="font-sans italic text-slate-600">{texts.automatic}</span>}
            </th>
            <td className={cellClass}>{promotion.description}</td>
            <td className={cellClass}>{figureOf(promotion)}</td>
            <td className={`${cellClass} text-xs`}>{datesOf(promotion)}</td>
            <td className={cellClass}>
              <span className={promotion.enabled ? 'font-medium text-green-700' : 'text-slate-500'}>
                {promotion.enabled ? texts.enabled : texts.page.off}
              </span>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{usesOf(promotion)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatGhs(promotion.discountGiven)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatGhs(promotion.revenue)}</td>
            <td className={cellClass}>
              <div className="flex flex-wrap gap-1">
                <RowButton label={texts.uses} name={name} onClick={() => onShowUses(promotion)} />
                {canChange ? (
                  <>
                    <RowButton label={texts.page.edit} name={name} onClick={() => onEdit(promotion)} />
                    <RowButton
                      label={promotion.enabled ? texts.switchOff : texts.switchOn}
                      name={name}
                      disabled={switching}
                      onClick={() => onSwitch(promotion, !promotion.enabled)}
                    />
                  </>
                ) : null}
              </div>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
