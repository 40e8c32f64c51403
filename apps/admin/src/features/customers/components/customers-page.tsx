import { ADMIN_MESSAGES, ADMIN_TEXTS, type AdminCustomer, formatGhs, PHONE_LABELS } from '@shop/shared';
import { ADMIN_DIALOG_TEXTS } from '@shop/shared/admin-dialog-texts';
import { useDeferredValue, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useCustomers } from '../../../api/customers/get-customers';
import { useUpdateCustomerOrderTexts } from '../../../api/customers/update-customer-order-texts';
import { useUpdateCustomerStaff } from '../../../api/customers/update-customer-staff';
import { useProfile } from '../../../api/profile/get-profile';
import { SearchBox } from '../../../components/list-filters';
import { PagedResults } from '../../../components/paged-results';
import { PhoneWithMarks } from '../../../components/phone-marks';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';
import { useListFilters } from '../../../lib/use-list-filters';
import { ConsentHistoryButton } from './consent-history-dialog';
import { PayOnDeliveryCell } from './pay-on-delivery-cell';
import { StaffBranchSelect } from './staff-branch-select';

function StaffToggle({ customer }: { customer: AdminCustomer }) {
  const update = useUpdateCustomerStaff();
  const [asking, setAsking] = useState(false);
  function toggle() {
    update.mutate(
      { id: customer.id, isAdmin: !customer.isAdmin },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onSettled: () => setAsking(false),
      },
    );
  }
  return (
    <>
      <Button
        variant={customer.isAdmin ? 'secondary' : 'primary'}
        size="sm"
        disabled={update.isPending}
        onClick={() => setAsking(true)}
      >
        {customer.isAdmin ? ADMIN_TEXTS.customers.removeStaff : ADMIN_TEXTS.customers.makeStaff}
      </Button>
      <ConfirmDialog
        open={asking}
        question={
          customer.isAdmin
            ? ADMIN_MESSAGES.removeStaffConfirm(customer.name)
            : ADMIN_MESSAGES.makeStaffConfirm(customer.name)
        }
        confirmLabel={customer.isAdmin ? ADMIN_DIALOG_TEXTS.removeStaff : ADMIN_DIALOG_TEXTS.makeStaff}
        confirmVariant={customer.isAdmin ? 'danger' : 'primary'}
        busy={update.isPending}
        onConfirm={toggle}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** The customer's phone, verified or not, and their "Text me about my orders", which staff may change. */
function PhoneCell({ customer }: { customer: AdminCustomer }) {
  const update = useUpdateCustomerOrderTexts();
  return (
    <>
      {customer.phone ? <PhoneWithMarks phone={customer.phone} verified={customer.phoneVerified} /> : null}
      <label className="mt-1 flex items-center gap-2 text-xs">
        <input
          type="checkbox"
          checked={customer.orderTexts}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { id: customer.id, orderTexts: event.target.checked },
              { onSuccess: (answer) => toast.success(answer.message) },
            )
          }
        />
        {PHONE_LABELS.orderTexts}
      </label>
      {customer.orderTexts && customer.orderUpdatesChannel === 'whatsapp' ? (
        <p className="mt-1 text-xs text-slate-600">
          {PHONE_LABELS.orderUpdatesBy}: {PHONE_LABELS.orderUpdatesByWhatsApp}
        </p>
      ) : null}
    </>
  );
}

/**
 * The staff cell: badges, and the toggle only for the owner (the server refuses anyone else)
 * and never on the owner's own row (no one changes the owner's access).
 */
export function StaffCell({ customer, viewerIsOwner }: { customer: AdminCustomer; viewerIsOwner: boolean }) {
  return (
    <>
      {customer.isOwner ? (
        <span className="mr-2 rounded bg-amber-600 px-1.5 text-xs text-white">
          {ADMIN_TEXTS.customers.ownerBadge}
        </span>
      ) : null}
      {customer.isAdmin ? (
        <span className="mr-2 rounded bg-slate-800 px-1.5 text-xs text-white">
          {ADMIN_TEXTS.customers.staffBadge}
        </span>
      ) : null}
      {viewerIsOwner && !customer.isOwner ? <StaffToggle customer={customer} /> : null}
      {customer.isAdmin ? <StaffBranchSelect customer={customer} editable={viewerIsOwner} /> : null}
    </>
  );
}

export default function CustomersPage() {
  const { page, setPage, filters, setFilter } = useListFilters({ search: '' });
  const q = useDeferredValue(filters.search.trim());
  const customers = useCustomers({ page, q });
  // The staff gate has read the profile already; this reads the same cached answer.
  const viewerIsOwner = useProfile().data?.user.isOwner ?? false;
  return (
    <div>
      <PageHeader title={ADMIN_TEXTS.customers.title} />
      {viewerIsOwner ? null : <p className="mb-3 text-sm text-slate-600">{ADMIN_MESSAGES.ownerOnly}</p>}
      <SearchBox
        label={ADMIN_TEXTS.customers.search}
        placeholder={ADMIN_TEXTS.customers.searchPlaceholder}
        className="mb-3"
        value={filters.search}
        onChange={setFilter('search')}
      />
      <PagedResults
        query={customers}
        countOf={(data) => data.customers.length}
        emptyMessage={ADMIN_MESSAGES.noCustomers}
        onPage={setPage}
      >
        {(data) => (
          <Table
            caption={ADMIN_TEXTS.customers.caption}
            head={
              <tr>
                <th className={headCellClass}>{ADMIN_TEXTS.customers.name}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.customers.joined}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.customers.orders}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.customers.spent}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.customers.phone}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.customers.staff}</th>
              </tr>
            }
          >
            {data.customers.map((customer) => (
              <tr key={customer.id}>
                <td className={cellClass}>
                  {customer.name}
                  <span className="block break-all text-xs text-slate-500">{customer.email}</span>
                  <ConsentHistoryButton customer={customer} />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(customer.createdAt)}</td>
                <td className={cellClass}>
                  {customer.orderCount}
                  <PayOnDeliveryCell customer={customer} />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatGhs(customer.totalSpent)}</td>
                <td className={cellClass}>
                  <PhoneCell customer={customer} />
                </td>
                <td className={cellClass}>
                  <StaffCell customer={customer} viewerIsOwner={viewerIsOwner} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </PagedResults>
    </div>
  );
}
