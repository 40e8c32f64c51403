import { ADMIN_TEXTS, RETURN_ADMIN_TEXTS, RETURN_MESSAGES } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import ReturnSettingsPage from './return-settings-page';

const texts = RETURN_ADMIN_TEXTS;

const settingsAnswer = (
  settings = { windowDays: 7, changedMindAllowed: false },
  message?: string,
): FakeAnswer => ({
  body: { success: true, ...(message ? { message } : {}), settings },
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
      'GET /api/admin/return-settings': settingsAnswer(),
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReturnSettingsPage />, { path: paths.returnSettings });
  const putBodies = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { putBodies };
}

const windowDays = () => screen.findByLabelText(texts.windowDaysLabel);
const save = () => userEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.common.save }));

describe('the Return rules page', () => {
  it('lets the owner change the window and take back a change of mind, with the server’s message', async () => {
    const { putBodies } = openPage({
      'PUT /api/admin/return-settings': settingsAnswer(
        { windowDays: 14, changedMindAllowed: true },
        RETURN_MESSAGES.settingsSaved,
      ),
    });
    const days = await windowDays();
    expect(days).toHaveValue(7);
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('checkbox', { name: texts.changedMindLabel }));
    await save();
    expect(await screen.findByText(RETURN_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(putBodies()).toEqual([{ windowDays: 14, changedMindAllowed: true }]);
  });

  it('names a window that is no whole number of days up to the most before asking the server', async () => {
    const { putBodies } = openPage();
    const days = await windowDays();
    await userEvent.clear(days);
    await userEvent.type(days, '120');
    await save();
    expect(days).toHaveAccessibleDescription(RETURN_MESSAGES.windowDays);
    await userEvent.clear(days);
    await save();
    expect(days).toHaveAccessibleDescription(RETURN_MESSAGES.windowDays);
    expect(putBodies()).toEqual([]);
  });

  it("shows the server's refusal on the page", async () => {
    openPage({
      'PUT /api/admin/return-settings': { status: 403, body: { success: false, message: 'Only the owner.' } },
    });
    await windowDays();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the owner.');
  });

  it('shows staff who are not the owner the rules, read-only', async () => {
    const { putBodies } = openPage({}, false);
    const days = await windowDays();
    await waitFor(() => expect(days).toBeDisabled());
    expect(days).toHaveValue(7);
    expect(screen.getByRole('checkbox', { name: texts.changedMindLabel })).toBeDisabled();
    expect(screen.queryByRole('button', { name: ADMIN_TEXTS.common.save })).toBeNull();
    expect(putBodies()).toEqual([]);
  });
});
