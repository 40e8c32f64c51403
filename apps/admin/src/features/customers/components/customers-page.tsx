import { ADMIN_MESSAGES, type AdminCustomer, formatGhs } from '@shop/shared';
import { useDeferredValue, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';
import { useCustomers } from '../api/get-customers';
import { useUpdateCustomerStaff } from '../api/update-customer-staff';

function StaffToggle({ customer }: { customer: AdminCustomer }) {
  const update = useUpdateCustomerStaff();
  function toggle() {
    const question = customer.isAdmin
      ? ADMIN_MESSAGES.removeStaffConfirm(customer.name)
      : ADMIN_MESSAGES.makeStaffConfirm(customer.name);
    if (!window.confirm(question)) return;
    update.mutate(
      { id: customer.id, isAdmin: !customer.isAdmin },
      { onSuccess: (answer) => toast.success(answer.message) },
    );
  }
  return (
    <Button
      variant={customer.isAdmin ? 'secondary' : 'primary'}
      size="sm"
      disabled={update.isPending}
      onClick={toggle}
    >
      {customer.isAdmin ? 'Remove staff' : 'Make staff'}
    </Button>
  );
}

export default function CustomersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const customers = useCustomers({ page, q });
  return (
    <div>
      <PageHeader title="Customers" />
      <input
        type="search"
        aria-label="Search customers by name or email"
        placeholder="Name or email"
        className={`${inputClass} mb-3`}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {customers.isPending ? (
        <Loading />
      ) : customers.isError ? (
        <LoadError message={customers.error.message} />
      ) : customers.data.customers.length === 0 ? (
        <Empty message={ADMIN_MESSAGES.noCustomers} />
      ) : (
        <>
          <Table
            caption="Customers"
            head={
              <tr>
                <th className={headCellClass}>Name</th>
                <th className={headCellClass}>Joined</th>
                <th className={headCellClass}>Orders</th>
                <th className={headCellClass}>Spent</th>
                <th className={headCellClass}>Staff</th>
              </tr>
            }
          >
            {customers.data.customers.map((customer) => (
              <tr key={customer.id}>
                <td className={cellClass}>
                  {customer.name}
                  <span className="block break-all text-xs text-slate-500">{customer.email}</span>
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(customer.createdAt)}</td>
                <td className={cellClass}>{customer.orderCount}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatGhs(customer.totalSpent)}</td>
                <td className={cellClass}>
                  {customer.isAdmin ? (
                    <span className="mr-2 rounded bg-slate-800 px-1.5 text-xs text-white">Staff</span>
                  ) : null}
                  <StaffToggle customer={customer} />
                </td>
              </tr>
            ))}
          </Table>
          <Pager
            page={customers.data.page}
            limit={customers.data.limit}
            total={customers.data.total}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
