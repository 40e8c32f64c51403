import { CONTACT_MESSAGES, CONTACT_PAGE_TEXT, FORM_LABELS } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useSendContactMessage } from '../../../api/contact/send-contact-message';
import { TextAreaField, TextField } from '../../../components/text-field';
import { getAuthToken } from '../../../lib/auth-token';
import { paths } from '../../../lib/paths';
import { useAuthToken } from '../../../lib/use-auth-token';

/**
 * The contact form: a login, a name and a message are needed, else the first version's
 * "Please fill out all fields."; then the message is stored for the staff (docs/product.md#departures, departure 4).
 */
export function ContactForm() {
  const token = useAuthToken();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendContactMessage();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!getAuthToken() || !name.trim() || !message.trim()) {
      toast.error(CONTACT_MESSAGES.fillAllFields);
      return;
    }
    const trimmedEmail = email.trim();
    send.mutate(
      { name: name.trim(), message: message.trim(), ...(trimmedEmail ? { email: trimmedEmail } : {}) },
      {
        onSuccess: () => {
          toast.success(CONTACT_MESSAGES.sent);
          setName('');
          setEmail('');
          setMessage('');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {/* Said before typing, so nobody writes a message the shop cannot take. */}
      {!token && (
        <p
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="contact-login-hint"
        >
          {CONTACT_PAGE_TEXT.loginHint}{' '}
          <Link to={paths.login} className="font-semibold underline">
            {CONTACT_PAGE_TEXT.loginLink}
          </Link>
        </p>
      )}
      <TextField
        id={`${id}-name`}
        label={FORM_LABELS.name}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        id={`${id}-email`}
        label={FORM_LABELS.optionalEmail}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextAreaField
        id={`${id}-message`}
        label={FORM_LABELS.message}
        rows={5}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button
        type="submit"
        disabled={send.isPending}
        className="min-h-11 self-start rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
      >
        {send.isPending ? FORM_LABELS.sending : FORM_LABELS.send}
      </button>
    </form>
  );
}
