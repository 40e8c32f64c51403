import { ADMIN_ORDER_TEXTS, formatPhoneNumber, type OrderMessagePreview } from '@shop/shared';

const texts = ADMIN_ORDER_TEXTS.confirm;

/**
 * The e-mail and the SMS (or, for a shopper who chose it, the WhatsApp message) the customer
 * would receive, word for word as the server would send them.
 */
export function MessagePreview({ preview }: { preview: Omit<OrderMessagePreview, 'success'> }) {
  return (
    <div className="space-y-3 text-sm" data-testid="message-preview">
      {preview.whatsApp ? (
        <section aria-label={texts.whatsAppTo(formatPhoneNumber(preview.whatsApp.to))}>
          <p className="font-medium text-slate-700">
            {texts.whatsAppTo(formatPhoneNumber(preview.whatsApp.to))}
          </p>
          <p className="mt-1 rounded-md bg-slate-100 p-2 text-slate-900" data-testid="whatsapp-preview">
            {preview.whatsApp.text}
          </p>
        </section>
      ) : (
        <SmsPreview sms={preview.sms} />
      )}
      {preview.email ? (
        <section aria-label={texts.emailTo(preview.email.to)}>
          <p className="font-medium text-slate-700">{texts.emailTo(preview.email.to)}</p>
          <p className="mt-1 text-slate-900">{texts.subject(preview.email.subject)}</p>
          <pre
            // No scrolling box of its own: the dialog scrolls, with its buttons, by keyboard too.
            className="mt-1 whitespace-pre-wrap rounded-md bg-slate-100 p-2 font-sans text-slate-900"
            data-testid="email-preview"
          >
            {preview.email.text}
          </pre>
        </section>
      ) : (
        <p className="text-slate-600">{texts.noEmail}</p>
      )}
    </div>
  );
}

/** The SMS, or why none goes. */
function SmsPreview({ sms }: { sms: Omit<OrderMessagePreview, 'success'>['sms'] }) {
  return (
    <section aria-label={sms ? texts.smsTo(formatPhoneNumber(sms.to)) : texts.noSms}>
      {sms ? (
        <>
          <p className="font-medium text-slate-700">{texts.smsTo(formatPhoneNumber(sms.to))}</p>
          <p className="mt-1 rounded-md bg-slate-100 p-2 text-slate-900" data-testid="sms-preview">
            {sms.text}
          </p>
        </>
      ) : (
        <p className="text-slate-600">{texts.noSms}</p>
      )}
    </section>
  );
}
