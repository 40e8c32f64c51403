import { PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DoorOutcomeForm } from './door-outcome-form';

const texts = PAY_ON_DELIVERY_TEXTS.outcomeForm;
const { collection } = PAY_ON_DELIVERY_TEXTS;

function openForm(refusal?: string) {
  const onRecord = vi.fn();
  render(<DoorOutcomeForm amountToCollect={1324.99} busy={false} refusal={refusal} onRecord={onRecord} />);
  return onRecord;
}

const record = () => userEvent.click(screen.getByRole('button', { name: texts.record }));

describe('the outcome at the door', () => {
  it('says what the rider collects, fills in the amount due, and records cash collected for it', async () => {
    const onRecord = openForm();
    expect(screen.getByText('GHS 1,324.99')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: texts.collected })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    // Cash has no transaction id to ask for.
    expect(screen.queryByLabelText(texts.momoTransactionId)).toBeNull();
    expect(screen.getByLabelText(texts.amount)).toHaveValue(1324.99);
    await record();
    expect(onRecord).toHaveBeenCalledWith({ outcome: 'collected', method: 'cash', amount: 1324.99 });
  });

  it('asks for the MoMo transaction id of a mobile money payment before recording it', async () => {
    const onRecord = openForm();
    await userEvent.click(
      screen.getByRole('radio', { name: PAY_ON_DELIVERY_TEXTS.collectionMethodLabels.momo }),
    );
    await record();
    expect(screen.getByText(collection.momoIdRequired)).toBeInTheDocument();
    expect(onRecord).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(texts.momoTransactionId), '  MP240611.1234.A56789 ');
    await record();
    expect(onRecord).toHaveBeenCalledWith({
      outcome: 'collected',
      method: 'momo',
      momoTransactionId: 'MP240611.1234.A56789',
      amount: 1324.99,
    });
  });

  it('records nothing collected when the amount is cleared', async () => {
    const onRecord = openForm();
    await userEvent.clear(screen.getByLabelText(texts.amount));
    await record();
    expect(screen.getByLabelText(texts.amount)).toHaveAttribute('aria-invalid', 'true');
    expect(onRecord).not.toHaveBeenCalled();
  });

  it('records a refusal only with its reason', async () => {
    const onRecord = openForm();
    await userEvent.click(screen.getByRole('radio', { name: texts.refused }));
    expect(screen.queryByLabelText(texts.amount)).toBeNull();
    await record();
    expect(screen.getByText(collection.reasonRequired)).toBeInTheDocument();
    expect(onRecord).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(texts.reason), 'Not at home, phone off');
    await record();
    expect(onRecord).toHaveBeenCalledWith({ outcome: 'refused', reason: 'Not at home, phone off' });
  });

  it("shows the server's refusal (a wrong amount)", () => {
    const refusal = collection.wrongAmount('GHS 1,324.99');
    openForm(refusal);
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
  });
});
