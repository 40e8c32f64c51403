import { type AdminOrderDetail, SERIAL_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SerialsForm } from './serials-form';

const PHONE_LINE = '00000000-0000-4000-8000-0000000000a1';
const CABLE_LINE = '00000000-0000-4000-8000-0000000000a2';

const line = (values: Partial<AdminOrderDetail['items'][number]>): AdminOrderDetail['items'][number] => ({
  _id: PHONE_LINE,
  productId: 7,
  variant: { _id: '', sku: '', options: { Storage: '128GB' } },
  name: 'Samsung Galaxy A15',
  price: 1450,
  image: null,
  quantity: 2,
  lineTotal: 2900,
  tracksSerials: true,
  serials: [],
  ...values,
});

const items = [
  line({}),
  line({
    _id: CABLE_LINE,
    name: 'USB-C cable',
    variant: { _id: '', sku: '', options: {} },
    tracksSerials: false,
  }),
];

// Valid IMEIs (their last digit passes the Luhn check) and one typed with a slip.
const GOOD = '490154203237518';
const OTHER_GOOD = '356938035643809';
const SLIP = '490154203237519';

function renderForm(serverError?: string) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <SerialsForm
      orderNumber="KTG-1042"
      items={items}
      busy={false}
      serverError={serverError}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

const field = (unit: number) =>
  screen.getByLabelText(SERIAL_TEXTS.fieldLabel(unit, 'Samsung Galaxy A15, 128GB'));

describe('the serials asked for before In Truck', () => {
  it('has one field per unit of the lines that record serials, none for the others', () => {
    renderForm();
    expect(field(1)).toHaveFocus();
    expect(field(2)).toBeInTheDocument();
    expect(screen.queryByLabelText(/USB-C cable/)).not.toBeInTheDocument();
  });

  it('says under the field that a mistyped IMEI fails its check digit, as it is typed', async () => {
    renderForm();
    await userEvent.type(field(1), SLIP);
    expect(field(1)).toHaveAccessibleDescription(SERIAL_TEXTS.problems['imei-check-digit']);
    await userEvent.clear(field(1));
    await userEvent.type(field(1), GOOD);
    expect(field(1)).not.toHaveAttribute('aria-invalid');
  });

  it('moves on with Enter as a scanner sends it, and saves from the last field when all are right', async () => {
    const onSubmit = renderForm();
    await userEvent.type(field(1), `${GOOD}{Enter}`);
    expect(field(2)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field(2), `${GOOD}{Enter}`);
    // The same serial twice is refused in the form, and nothing is sent.
    expect(field(2)).toHaveAccessibleDescription(SERIAL_TEXTS.repeatedInForm);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field(2));
    await userEvent.type(field(2), `${OTHER_GOOD.slice(0, 7)} ${OTHER_GOOD.slice(7)}{Enter}`);
    expect(onSubmit).toHaveBeenCalledWith({ [PHONE_LINE]: [GOOD, OTHER_GOOD] });
  });

  it('Enter on the last field goes back to an empty one above it', async () => {
    const onSubmit = renderForm();
    await userEvent.click(field(2));
    await userEvent.type(field(2), `${GOOD}{Enter}`);
    expect(field(1)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the form", () => {
    renderForm(SERIAL_TEXTS.alreadySold(GOOD, 'KTG-1041'));
    expect(screen.getByRole('alert')).toHaveTextContent(SERIAL_TEXTS.alreadySold(GOOD, 'KTG-1041'));
  });
});
