import { PHONE_LABELS, PHONE_MESSAGES } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../test/render-route';
import { PhoneSection } from './phone-section';

const unverified = {
  success: true,
  phone: null,
  phoneDisplay: null,
  phoneVerified: false,
  orderTexts: true,
  orderUpdatesChannel: 'sms',
  whatsAppOffered: false,
};
const verified = { ...unverified, phone: '+233245550101', phoneDisplay: '024 555 0101', phoneVerified: true };

it('sends a code to the number typed, then the code, and shows the number verified', async () => {
  window.localStorage.setItem('token', 'shopper-token');
  const { requests, answers } = fakeApi({
    'GET /api/user/phone': { body: unverified },
    'POST /api/user/phone/start': {
      body: { success: true, message: PHONE_MESSAGES.codeSent('024 555 0101') },
    },
    'POST /api/user/phone/confirm': { body: { success: true, message: PHONE_MESSAGES.phoneVerified } },
  });
  renderRoute(<PhoneSection />, { path: '/profile' });
  await userEvent.type(await screen.findByLabelText(PHONE_LABELS.phone), '024 555 0101');
  await userEvent.click(screen.getByRole('button', { name: PHONE_LABELS.sendCode }));
  await userEvent.type(await screen.findByLabelText(PHONE_LABELS.code), '042917');
  answers['GET /api/user/phone'] = {
    body: verified,
  };
  await userEvent.click(screen.getByRole('button', { name: PHONE_LABELS.verify }));
  expect(await screen.findByText(PHONE_LABELS.verified)).toBeInTheDocument();
  expect(screen.getByText('024 555 0101')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
    { phone: '024 555 0101' },
    { code: '042917' },
  ]);
});

it("shows why the server refused a code, and saves the shopper's choice of order texts", async () => {
  window.localStorage.setItem('token', 'shopper-token');
  const { requests } = fakeApi({
    'GET /api/user/phone': { body: unverified },
    'POST /api/user/phone/start': {
      body: { success: true, message: PHONE_MESSAGES.codeSent('024 555 0101') },
    },
    'POST /api/user/phone/confirm': {
      status: 400,
      body: { success: false, message: PHONE_MESSAGES.codeWrong(4) },
    },
    'PUT /api/user/phone/order-texts': {
      body: { success: true, message: PHONE_MESSAGES.orderTextsSaved(false) },
    },
  });
  renderRoute(<PhoneSection />, { path: '/profile' });
  await userEvent.type(await screen.findByLabelText(PHONE_LABELS.phone), '0245550101');
  await userEvent.click(screen.getByRole('button', { name: PHONE_LABELS.sendCode }));
  await userEvent.type(await screen.findByLabelText(PHONE_LABELS.code), '000000');
  await userEvent.click(screen.getByRole('button', { name: PHONE_LABELS.verify }));
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.some((alert) => alert.textContent === PHONE_MESSAGES.codeWrong(4))).toBe(true);
  await userEvent.click(screen.getByLabelText(new RegExp(PHONE_LABELS.orderTexts)));
  await expect
    .poll(() => requests.find((request) => request.method === 'PUT'))
    .toMatchObject({ path: '/api/user/phone/order-texts', body: { orderTexts: false } });
});

it('offers order updates by WhatsApp where the shop sends it, and saves the choice with the switch left on', async () => {
  window.localStorage.setItem('token', 'shopper-token');
  const { requests, answers } = fakeApi({
    'GET /api/user/phone': { body: { ...verified, whatsAppOffered: true } },
    'PUT /api/user/phone/order-texts': {
      body: { success: true, message: PHONE_MESSAGES.orderUpdatesSaved(true, 'whatsapp') },
    },
  });
  renderRoute(<PhoneSection />, { path: '/profile' });
  const choice = await screen.findByRole('group', { name: PHONE_LABELS.orderUpdatesBy });
  expect(within(choice).getByRole('radio', { name: PHONE_LABELS.orderUpdatesBySms })).toBeChecked();
  answers['GET /api/user/phone'] = {
    body: { ...verified, whatsAppOffered: true, orderUpdatesChannel: 'whatsapp' },
  };
  await userEvent.click(within(choice).getByRole('radio', { name: PHONE_LABELS.orderUpdatesByWhatsApp }));
  expect(await screen.findByText(PHONE_MESSAGES.orderUpdatesSaved(true, 'whatsapp'))).toBeInTheDocument();
  expect(within(choice).getByRole('radio', { name: PHONE_LABELS.orderUpdatesByWhatsApp })).toBeChecked();
  expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
    { orderTexts: true, orderUpdatesChannel: 'whatsapp' },
  ]);
});

it('shows no channel choice where the shop sends no WhatsApp, or while order texts are off', async () => {
  window.localStorage.setItem('token', 'shopper-token');
  const { answers } = fakeApi({ 'GET /api/user/phone': { body: verified } });
  const view = renderRoute(<PhoneSection />, { path: '/profile' });
  expect(await screen.findByLabelText(new RegExp(PHONE_LABELS.orderTexts))).toBeChecked();
  expect(screen.queryByRole('group', { name: PHONE_LABELS.orderUpdatesBy })).toBeNull();
  view.unmount();

  answers['GET /api/user/phone'] = { body: { ...verified, whatsAppOffered: true, orderTexts: false } };
  renderRoute(<PhoneSection />, { path: '/profile' });
  expect(await screen.findByLabelText(new RegExp(PHONE_LABELS.orderTexts))).not.toBeChecked();
  expect(screen.queryByRole('group', { name: PHONE_LABELS.orderUpdatesBy })).toBeNull();
});
