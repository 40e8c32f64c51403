import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestPaymentDialog } from './test-payment-dialog';

const request = { accessCode: 'test_access_1', reference: 'KTG-1', email: 'ama@example.com', amount: 230 };

describe('the test payment dialog', () => {
  it('tells the shopper, before anything else, that no money moves', () => {
    render(<TestPaymentDialog request={request} busy={false} onPay={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Test payment' });
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent('No money moves');
    expect(dialog).toHaveTextContent(/nothing is charged to a card or mobile money wallet/i);
    // The note comes before the amount and the Pay button in the reading order.
    const pay = within(dialog).getByRole('button', { name: 'Pay GHS 230.00' });
    expect(note.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
