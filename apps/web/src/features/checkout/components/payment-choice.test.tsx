import { PAY_ON_DELIVERY_TEXTS, PAY_ONLINE, type PaymentMethod } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentChoice } from './payment-choice';

const hint = 'For orders up to GHS 3,000.00, delivered in Accra.';

function Chooser({ onChange = vi.fn(), refusal }: { onChange?: (method: string) => void; refusal?: string }) {
  const [value, setValue] = useState<PaymentMethod>(PAY_ONLINE);
  return (
    <PaymentChoice
      payOnDeliveryHint={hint}
      value={value}
      refusal={refusal}
      onChange={(method) => {
        setValue(method);
        onChange(method);
      }}
    />
  );
}

const payOnline = () => screen.getByRole('radio', { name: /^Pay now \(mobile money or card\)/ });
const payOnDelivery = () =>
  screen.getByRole('radio', { name: /^Pay on delivery \(cash or mobile money to the rider\)/ });

describe('the payment choice on /order', () => {
  it('is one named group of two options, pay now chosen first, each saying what it means', () => {
    render(<Chooser />);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(payOnline()).toBeChecked();
    expect(payOnline()).toHaveAttribute('value', PAY_ONLINE);
    // The first version's name of the online method stays in the option (the original behaviour).
    expect(screen.getByRole('radio', { name: /Pay with MOMO/ })).toBe(payOnline());
    expect(payOnDelivery()).not.toBeChecked();
    expect(payOnDelivery()).toHaveAccessibleName(new RegExp(hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  it('chooses pay on delivery by a tap anywhere on its words, and back', async () => {
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />);
    await userEvent.click(screen.getByText(PAY_ON_DELIVERY_TEXTS.methodLabels['pay-on-delivery']));
    expect(payOnDelivery()).toBeChecked();
    expect(payOnline()).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('pay-on-delivery');
    await userEvent.click(screen.getByText(PAY_ON_DELIVERY_TEXTS.methodLabels[PAY_ONLINE]));
    expect(payOnline()).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(PAY_ONLINE);
  });

  it("shows the server's refusal as an alert the group points to", () => {
    const refusal = PAY_ON_DELIVERY_TEXTS.refusals.overLimit('GHS 3,000.00');
    render(<Chooser refusal={refusal} />);
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(refusal);
  });

  it('shows no alert while nothing was refused', () => {
    render(<Chooser />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
