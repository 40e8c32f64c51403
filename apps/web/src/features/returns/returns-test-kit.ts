/** Answers of the returns API as the server sends them, for the component tests of the return screens and /track_order. */

export const orderReturnsAnswer = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  delivered: true,
  windowClosesAt: '2026-12-05T23:59:59.999Z',
  windowOpen: true,
  reasons: ['faulty', 'wrong-item', 'not-as-described'],
  lines: [
    {
      orderItemId: 'order-7-line',
      name: 'Samsung Galaxy A15',
      variant: '128GB, Blue',
      quantity: 2,
      returnable: 2,
      serials: [
        { serial: '356938035643809', warrantyUntil: '2027-11-28', claimable: true },
        { serial: '356938035643817', warrantyUntil: '2027-11-28', claimable: true },
      ],
    },
  ],
  requests: [],
  ...overrides,
});

export const returnRequest = (overrides: Record<string, unknown> = {}) => ({
  number: 'RET-101',
  id: 101,
  orderId: 'order-7',
  orderNumber: 'KTG-1042',
  kind: 'return',
  reason: 'faulty',
  note: 'The screen flickers.',
  status: 'Requested',
  statusLabel: 'Requested',
  nextStep: 'The shop looks at the request and approves or rejects it, with a reason.',
  rejectionReason: null,
  resolutionNote: null,
  units: [
    {
      orderItemId: 'order-7-line',
      name: 'Samsung Galaxy A15',
      variant: '128GB, Blue',
      quantity: 1,
      serial: null,
      replacementSerial: null,
    },
  ],
  photos: [],
  history: [{ status: 'Requested', note: null, at: '2026-11-29T09:00:00.000Z' }],
  refund: null,
  createdAt: '2026-11-29T09:00:00.000Z',
  ...overrides,
});
