import { ADMIN_MESSAGES, type OrderStatus } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusActions } from './status-actions';

function buttonNames(): string[] {
  return screen.queryAllByRole('button').map((button) => button.textContent ?? '');
}

describe('order status buttons', () => {
  it.each<[OrderStatus, string[]]>([
    ['Pending', ['Move to In Truck', 'Cancel order']],
    ['In Truck', ['Move to In Transit', 'Cancel order']],
    ['In Transit', ['Cancel order']],
    ['Delivered', []],
    ['Cancelled', []],
  ])('offers only the allowed moves from %s', (status, expected) => {
    render(<StatusActions status={status} busy={false} onMove={vi.fn()} />);
    expect(buttonNames()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByText(ADMIN_MESSAGES.noStatusMoves)).toBeInTheDocument();
  });

  it('moves forward with one click', async () => {
    const onMove = vi.fn();
    render(<StatusActions status="In Truck" busy={false} onMove={onMove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move to In Transit' }));
    expect(onMove).toHaveBeenCalledWith('In Transit');
  });

  it('asks for a reason before cancelling', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<StatusActions status="Pending" busy={false} onMove={onMove} />);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(screen.getByText(ADMIN_MESSAGES.cancelReasonRequired)).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(ADMIN_MESSAGES.cancelReasonPrompt), 'Customer asked by phone');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(onMove).toHaveBeenCalledWith('Cancelled', 'Customer asked by phone');
  });

  it('disables the buttons while a move is on its way', () => {
    render(<StatusActions status="Pending" busy onMove={vi.fn()} />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
