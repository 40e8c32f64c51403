import { ADMIN_ORDER_TEXTS } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagePreview } from './message-preview';

const texts = ADMIN_ORDER_TEXTS.confirm;
const email = {
  to: 'ama@example.com',
  subject: 'Order KTG-31: In Truck',
  text: 'Your order KTG-31 is In Truck.',
};

describe('the preview of what a move sends', () => {
  it('shows the WhatsApp message, and no word about a missing SMS, for a shopper who chose WhatsApp', () => {
    render(
      <MessagePreview
        preview={{
          email,
          sms: null,
          whatsApp: { to: '+233241234567', text: 'Hello Ama, an update on your order KTG-31: packed.' },
        }}
      />,
    );
    expect(screen.getByTestId('whatsapp-preview')).toHaveTextContent('an update on your order KTG-31');
    expect(screen.getByText(texts.whatsAppTo('024 123 4567'))).toBeInTheDocument();
    expect(screen.queryByText(texts.noSms)).not.toBeInTheDocument();
  });

  it('says why no SMS goes when the shopper takes none', () => {
    render(<MessagePreview preview={{ email, sms: null, whatsApp: null }} />);
    expect(screen.getByText(texts.noSms)).toBeInTheDocument();
    expect(screen.queryByTestId('whatsapp-preview')).not.toBeInTheDocument();
  });
});
