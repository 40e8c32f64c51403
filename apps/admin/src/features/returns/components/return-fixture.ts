import { type AdminReturn, RETURN_STATES, type ReturnStatus } from '@shop/shared';

/**
 * A request as GET /api/admin/returns/:id answers it, for the component tests: Ama's return of
 * one faulty phone of order KTG-1042, paid with Paystack. `moves` follows RETURN_STATES unless
 * a test says otherwise.
 */
export function adminReturn(overrides: Partial<AdminReturn> & { status?: ReturnStatus } = {}): AdminReturn {
  const status = overrides.status ?? 'Requested';
  return {
    number: 'RET-101',
    id: 101,
    orderId: 'order-1042',
    orderNumber: 'KTG-1042',
    kind: 'return',
    reason: 'faulty',
    note: 'The screen flickers after an hour.',
    status,
    statusLabel: RETURN_STATES[status].label,
    nextStep: RETURN_STATES[status].meaning,
    rejectionReason: null,
    resolutionNote: null,
    units: [
      {
        orderItemId: 'item-1',
        name: 'Tecno Spark 20',
        variant: '128GB, Black',
        quantity: 1,
        serial: '356789012345678',
        replacementSerial: null,
      },
    ],
    photos: [],
    history: [{ status: 'Requested', note: null, at: '2026-11-25T09:30:00.000Z', staff: null }],
    refund: null,
    createdAt: '2026-11-25T09:30:00.000Z',
    customer: { name: 'Ama Mensah', email: 'ama@example.com', phoneNumber: '+233241234567' },
    paymentMethod: 'Paystack',
    paymentStatus: 'Paid',
    condition: null,
    refundFailure: null,
    refundableGoods: 1899.99,
    refundableDelivery: 35.5,
    refundMethods: ['paystack'],
    moves: [...RETURN_STATES[status].moves],
    ...overrides,
  };
}
