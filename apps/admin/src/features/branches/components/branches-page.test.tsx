import { BRANCH_ADMIN_TEXTS, BRANCH_MESSAGES, BRANCH_TEXTS, DIGITAL_ADDRESS_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import BranchesPage from './branches-page';

const texts = BRANCH_ADMIN_TEXTS;

const weekdayHours = { opens: '08:00', closes: '18:00' };
const ACCRA = {
  id: 1,
  name: 'Accra Mall',
  address: 'Spintex Road',
  city: 'Accra',
  digitalAddress: 'GA-123-4567',
  phone: '0302 000 111',
  openingHours: [...Array(5).fill(weekdayHours), { opens: '09:00', closes: '16:00' }, null],
  pickup: true,
  fillsDelivery: true,
};
const TAKORADI = {
  id: 2,
  name: 'Takoradi Market Circle',
  address: 'Market Circle',
  city: 'Takoradi',
  digitalAddress: '',
  phone: '0312 000 222',
  openingHours: Array(7).fill(weekdayHours),
  pickup: false,
  fillsDelivery: false,
};
const listAnswer = (branches: unknown[] = [ACCRA, TAKORADI]): FakeAnswer => ({
  body: { success: true, branches },
});
const profileOf = (isOwner: boolean): FakeAnswer => ({
  body: {
    success: true,
    user: { name: 'Signed In', email: 'in@example.com', image: null, isAdmin: true, isOwner },
    isAdmin: true,
  },
});

/** Opens the page as the owner, unless `viewerIsOwner` says the viewer is other staff. */
function openPage(answers: Record<string, FakeAnswer> = {}, viewerIsOwner = true) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/user/profile': profileOf(viewerIsOwner),
      'GET /api/admin/branches': listAnswer(),
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<BranchesPage />, { path: '/branches' });
  return fetchMock;
}

const sentBodies = (fetchMock: ReturnType<typeof vi.fn>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === method)
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://localhost').pathname,
      body: (init as RequestInit).body ? JSON.parse(String((init as RequestInit).body)) : undefined,
    }));

const branchItem = async (name: string) => screen.findByRole('listitem', { name });

describe('the Branches page', () => {
  it('lists each branch with its address, phone, hours in a few lines, pickup and the delivery badge', async () => {
    openPage();
    const accra = await branchItem('Accra Mall');
    expect(accra).toHaveTextContent('Spintex Road, Accra');
    expect(accra).toHaveTextContent(BRANCH_TEXTS.digitalAddress('GA-123-4567'));
    expect(accra).toHaveTextContent('0302 000 111');
    expect(accra).toHaveTextContent(BRANCH_TEXTS.pickupOffered);
    expect(accra).toHaveTextContent(texts.fillsDelivery);
    expect(within(accra).getByText('Monday to Friday: 08:00 to 18:00')).toBeInTheDocument();
    expect(within(accra).getByText('Saturday: 09:00 to 16:00')).toBeInTheDocument();
    expect(within(accra).getByText('Sunday: Closed')).toBeInTheDocument();
    // The delivery branch can be neither made it again nor closed.
    expect(within(accra).queryByRole('button', { name: texts.archive })).toBeNull();

    const takoradi = await branchItem('Takoradi Market Circle');
    expect(takoradi).toHaveTextContent(texts.noPickup);
    expect(takoradi).not.toHaveTextContent(texts.fillsDelivery);
    expect(within(takoradi).getByText('Monday to Sunday: 08:00 to 18:00')).toBeInTheDocument();
  });

  it('adds a branch with its week: times as typed, closed days sent as null', async () => {
    const kumasi = { ...TAKORADI, id: 3, name: 'Kumasi Adum' };
    const fetchMock = openPage({
      'POST /api/admin/branches': {
        status: 201,
        body: { success: true, message: texts.saved, branch: kumasi },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.add }));
    const form = screen.getByRole('form', { name: texts.add });
    await userEvent.type(within(form).getByLabelText(texts.name), '  Kumasi Adum ');
    await userEvent.type(within(form).getByLabelText(texts.address), 'Adum Road');
    await userEvent.type(within(form).getByLabelText(texts.city), 'Kumasi');
    const digitalAddress = within(form).getByLabelText(DIGITAL_ADDRESS_TEXTS.label);
    expect(digitalAddress).toHaveAccessibleDescription(DIGITAL_ADDRESS_TEXTS.hint);
    await userEvent.type(digitalAddress, 'ak 0396 1234');
    await userEvent.type(within(form).getByLabelText(texts.phone), '0322 000 333');
    await userEvent.click(within(form).getByLabelText(texts.pickup));
    // Saturday shorter, Sunday closed as a new branch starts, and Wednesday closed too.
    const saturdayOpens = within(form).getByLabelText(texts.opens('Saturday'));
    await userEvent.clear(saturdayOpens);
    await userEvent.type(saturdayOpens, '09:30');
    await userEvent.click(within(form).getByLabelText(texts.closedOn('Wednesday')));
    expect(within(form).getByLabelText(texts.opens('Wednesday'))).toBeDisabled();
    expect(within(form).getByLabelText(texts.closedOn('Sunday'))).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST')).toEqual([
      {
        path: '/api/admin/branches',
        body: {
          name: 'Kumasi Adum',
          address: 'Adum Road',
          city: 'Kumasi',
          digitalAddress: 'AK-0396-1234',
          phone: '0322 000 333',
          pickup: true,
          openingHours: [
            { opens: '08:00', closes: '18:00' },
            { opens: '08:00', closes: '18:00' },
            null,
            { opens: '08:00', closes: '18:00' },
            { opens: '08:00', closes: '18:00' },
            { opens: '09:30', closes: '18:00' },
            null,
          ],
        },
      },
    ]);
    // The form closes once saved.
    expect(screen.queryByRole('form', { name: texts.add })).toBeNull();
  });

  it('names a day that closes before it opens beside its times, and sends nothing', async () => {
    const fetchMock = openPage();
    await userEvent.click(await screen.findByRole('button', { name: texts.add }));
    const form = screen.getByRole('form', { name: texts.add });
    await userEvent.type(within(form).getByLabelText(texts.name), 'Kumasi Adum');
    const fridayCloses = within(form).getByLabelText(texts.closes('Friday'));
    await userEvent.clear(fridayCloses);
    await userEvent.type(fridayCloses, '07:00');
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));
    expect(within(form).getByLabelText(texts.opens('Friday'))).toHaveAccessibleDescription(
      BRANCH_MESSAGES.hoursOrder('Friday'),
    );
    expect(sentBodies(fetchMock, 'POST')).toEqual([]);
  });

  it("shows the server's 409 beside the form when the name is taken, and keeps the form open", async () => {
    openPage({
      'PUT /api/admin/branches/2': {
        status: 409,
        body: { success: false, message: BRANCH_MESSAGES.nameTaken('Accra Mall') },
      },
    });
    const takoradi = await branchItem('Takoradi Market Circle');
    await userEvent.click(
      within(takoradi).getByRole('button', { name: texts.edit('Takoradi Market Circle') }),
    );
    const form = screen.getByRole('form', { name: texts.edit('Takoradi Market Circle') });
    const name = within(form).getByLabelText(texts.name);
    expect(name).toHaveValue('Takoradi Market Circle');
    await userEvent.clear(name);
    await userEvent.type(name, 'Accra Mall');
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(BRANCH_MESSAGES.nameTaken('Accra Mall'));
    expect(within(form).getByLabelText(texts.name)).toHaveValue('Accra Mall');
  });

  it('makes another branch fill delivery orders, and closes a branch once the owner confirms', async () => {
    const moved = [
      { ...ACCRA, fillsDelivery: false },
      { ...TAKORADI, fillsDelivery: true },
    ];
    const fetchMock = openPage({
      'POST /api/admin/branches/2/delivery': listAnswer(moved),
      'DELETE /api/admin/branches/1': { body: { success: true, message: texts.archived('Accra Mall') } },
    });
    const takoradi = await branchItem('Takoradi Market Circle');
    await userEvent.click(within(takoradi).getByRole('button', { name: texts.makeDelivery }));
    expect(await screen.findByText(texts.madeDelivery('Takoradi Market Circle'))).toBeInTheDocument();
    expect(await branchItem('Takoradi Market Circle')).toHaveTextContent(texts.fillsDelivery);

    const accra = await branchItem('Accra Mall');
    expect(accra).not.toHaveTextContent(texts.fillsDelivery);
    await userEvent.click(within(accra).getByRole('button', { name: texts.archive }));
    const dialog = screen.getByRole('dialog', { name: texts.archiveConfirm('Accra Mall') });
    expect(sentBodies(fetchMock, 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.archive }));
    expect(await screen.findByText(texts.archived('Accra Mall'))).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE')).toEqual([{ path: '/api/admin/branches/1', body: undefined }]);
  });

  it("shows the server's refusal to close a branch above the list", async () => {
    openPage({
      'DELETE /api/admin/branches/2': {
        status: 409,
        body: { success: false, message: BRANCH_MESSAGES.lastBranch },
      },
    });
    const takoradi = await branchItem('Takoradi Market Circle');
    await userEvent.click(within(takoradi).getByRole('button', { name: texts.archive }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.archive }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BRANCH_MESSAGES.lastBranch);
  });

  it('shows staff who are not the owner the branches and why they cannot change them', async () => {
    const fetchMock = openPage({}, false);
    const accra = await branchItem('Accra Mall');
    expect(screen.getByText(texts.ownerOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.add })).toBeNull();
    expect(within(accra).queryByRole('button')).toBeNull();
    expect(within(await branchItem('Takoradi Market Circle')).queryByRole('button')).toBeNull();
    for (const method of ['POST', 'PUT', 'DELETE']) expect(sentBodies(fetchMock, method)).toEqual([]);
  });

  it('says so when there are no branches', async () => {
    openPage({ 'GET /api/admin/branches': listAnswer([]) });
    expect(await screen.findByText(texts.none)).toBeInTheDocument();
  });
});
