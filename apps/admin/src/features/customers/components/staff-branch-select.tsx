import { type AdminCustomer, PICKUP_COUNTER_ADMIN_TEXTS } from '@shop/shared';
import { toast } from 'react-toastify/unstyled';
import { useBranches } from '../../../api/branches/get-branches';
import { useUpdateStaffBranch } from '../../../api/customers/update-staff-branch';
import { inputClass } from '../../../components/ui/field';

const texts = PICKUP_COUNTER_ADMIN_TEXTS;

/**
 * The branch a staff member works at (decision 0069), chosen by the owner: their orders list
 * shows that branch's pickups first. Other staff read it.
 */
export function StaffBranchSelect({ customer, editable }: { customer: AdminCustomer; editable: boolean }) {
  const branches = useBranches();
  const save = useUpdateStaffBranch();
  const open = branches.data?.branches ?? [];
  const current = open.find((branch) => branch.id === customer.branchId);
  if (!editable) {
    return current ? (
      <span className="block text-xs text-slate-600">{`${texts.staffBranch}: ${current.name}`}</span>
    ) : null;
  }
  return (
    <select
      aria-label={`${texts.staffBranch}: ${customer.name}`}
      className={`${inputClass} mt-1 w-44`}
      value={customer.branchId ? String(customer.branchId) : ''}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(
          { id: customer.id, branchId: event.target.value ? Number(event.target.value) : null },
          { onSuccess: (answer) => toast.success(answer.message) },
        )
      }
    >
      <option value="">{texts.noBranch}</option>
      {open.map((branch) => (
        <option key={branch.id} value={String(branch.id)}>
          {branch.name}
        </option>
      ))}
    </select>
  );
}
