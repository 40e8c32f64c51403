import { ADMIN_MESSAGES, ADMIN_ORDER_TEXTS, type OrderStatus, SERIAL_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import { StatusActions } from './status-actions';

const ORDER_ID = '00000000-0000-4000-8000-000000000031';
const confirmTexts = ADMIN_ORDER_TEXTS.confirm;

/** The server's preview: what the customer would receive. */
const previewAnswer = {
  success: true,
  email: {
    to: 'ama@example.com',
    subject: 'Order KTG-31: In Transit',
    text: 'Your order KTG-31 is In Transit.',
  },
  sms: { to: '+233241234567', text: 'Kwik Tech: order KTG-31 is on its way.' },
  whatsApp: null,
};

function buttonNames(): string[] {
  return screen.queryAllByRole('button').map((button) => button.textContent ?? '');
}

function renderActions(status: OrderStatus, onMove = vi.fn(), moves?: OrderStatus[]) {
  renderWithProviders(
    <StatusActions
      orderId={ORDER_ID}
      orderNumber="KTG-31"
      status={status}
      moves={moves}
      busy={false}
      onMove={onMove}
    />,
  );
  return onMove;
}

beforeEach(() => {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(fakeFetch({ [`POST /api/admin/orders/${ORDER_ID}/message-preview`]: { body: previewAnswer } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('order status buttons', () => {
  it.each<[OrderStatus, string[]]>([
    ['Pending', ['Move to In Truck', 'Cancel order']],
    ['In Truck', ['Move to In Transit', 'Cancel order']],
    ['In Transit', [ADMIN_ORDER_TEXTS.markDelivered, 'Cancel order']],
    ['Delivered', []],
    ['Cancelled', []],
  ])('offers only the allowed moves from %s', (status, expected) => {
    renderActions(status);
    expect(buttonNames()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByText(ADMIN_MESSAGES.noStatusMoves)).toBeInTheDocument();
  });

  it('asks first, showing the SMS and e-mail the customer will receive, and moves only on confirm', async () => {
    const user = userEvent.setup();
    const onMove = renderActions('In Truck');
    await user.click(screen.getByRole('button', { name: 'Move to In Transit' }));
    expect(onMove).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', {
      name: confirmTexts.moveTitle('KTG-31', 'In Transit'),
    });
    expect(dialog).toHaveAccessibleDescription(confirmTexts.cannotUndo.move);
    expect(await within(dialog).findByTestId('sms-preview')).toHaveTextContent(previewAnswer.sms.text);
    expect(within(dialog).getByTestId('email-preview')).toHaveTextContent(previewAnswer.email.text);
    expect(within(dialog).getByText(confirmTexts.smsTo('024 123 4567'))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: confirmTexts.goBack }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move to In Transit' }));
    const again = await screen.findByRole('dialog');
    await within(again).findByTestId('sms-preview');
    await user.click(within(again).getByRole('button', { name: 'Move to In Transit' }));
    expect(onMove).toHaveBeenCalledWith('In Transit', undefined);
  });

  it('lets staff mark an order in transit Delivered after the pause', async () => {
    const user = userEvent.setup();
    const onMove = renderActions('In Transit');
    await user.click(screen.getByRole('button', { name: ADMIN_ORDER_TEXTS.markDelivered }));
    const dialog = await screen.findByRole('dialog', { name: confirmTexts.deliveredTitle('KTG-31') });
    await within(dialog).findByTestId('sms-preview');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_ORDER_TEXTS.markDelivered }));
    expect(onMove).toHaveBeenCalledWith('Delivered', undefined);
  });

  it('asks for a reason, then shows it going to the customer as typed before cancelling', async () => {
    const user = userEvent.setup();
    const onMove = renderActions('Pending');

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(screen.getByText(ADMIN_MESSAGES.cancelReasonRequired)).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(ADMIN_MESSAGES.cancelReasonPrompt), 'Customer asked by phone');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    const dialog = await screen.findByRole('dialog', { name: confirmTexts.cancelTitle('KTG-31') });
    expect(dialog).toHaveAccessibleDescription(confirmTexts.cannotUndo.cancel);
    expect(within(dialog).getByText(confirmTexts.reasonSentAsTyped)).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
    // The preview was asked for with the reason as typed.
    const [, init] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(JSON.parse(String(init?.body))).toEqual({
      change: 'status',
      status: 'Cancelled',
      reason: 'Customer asked by phone',
    });
    await within(dialog).findByTestId('sms-preview');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(onMove).toHaveBeenCalledWith('Cancelled', 'Customer asked by phone');
  });

  it('asks for the serial of each unit before a phone goes In Truck, and sends them with the move', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const lineId = '00000000-0000-4000-8000-0000000000b1';
    renderWithProviders(
      <StatusActions
        orderId={ORDER_ID}
        orderNumber="KTG-31"
        status="Pending"
        busy={false}
        items={[
          {
            _id: lineId,
            productId: 3,
            variant: { _id: '', sku: '', options: {} },
            name: 'Tecno Spark 20',
            price: 1450,
            image: null,
            quantity: 1,
            lineTotal: 1450,
            tracksSerials: true,
            serials: [],
          },
        ]}
        onMove={onMove}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Move to In Truck' }));
    // The serials first: no dialog until each unit has one.
    expect(screen.queryByRole('dialog')).toBeNull();
    const field = screen.getByLabelText(SERIAL_TEXTS.fieldLabel(1, 'Tecno Spark 20'));
    await user.type(field, '490154203237518{Enter}');
    const dialog = await screen.findByRole('dialog', { name: confirmTexts.moveTitle('KTG-31', 'In Truck') });
    await within(dialog).findByTestId('sms-preview');
    await user.click(within(dialog).getByRole('button', { name: 'Move to In Truck' }));
    expect(onMove).toHaveBeenCalledWith('In Truck', undefined, { [lineId]: ['490154203237518'] });
  });

  it('disables the buttons while a move is on its way', () => {
    renderWithProviders(
      <StatusActions orderId={ORDER_ID} orderNumber="KTG-31" status="Pending" busy onMove={vi.fn()} />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
