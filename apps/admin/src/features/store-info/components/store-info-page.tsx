import { ADMIN_MESSAGES, ADMIN_TEXTS, type StoreInfo, storeInfoSchema } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useStoreInfo } from '../../../api/store-info/get-store-info';
import { useUpdateStoreInfo } from '../../../api/store-info/update-store-info';
import { StringListEditor } from '../../../components/string-list-editor';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { fieldBinder } from '../../../lib/field-binder';
import { PaymentsSection } from './payments-section';
import { ReasonsEditor } from './reasons-editor';

const blankInfo: StoreInfo = {
  about: '',
  whyChooseUs: [],
  whatWeOffer: [],
  visitUsAt: '',
  deliveryInfo: '',
  deepInfo: '',
  contact: { phone: '', email: '', location: '' },
};

/** Errors keyed by the first path segment (contact fields by their own name). */
function errorsOf(info: StoreInfo): Record<string, string> {
  const parsed = storeInfoSchema.safeParse(info);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] === 'contact' ? issue.path[1] : issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

function StoreInfoForm({ initial }: { initial: StoreInfo }) {
  const [info, setInfo] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateStoreInfo();
  const set = <Key extends keyof StoreInfo>(key: Key, value: StoreInfo[Key]) =>
    setInfo((old) => ({ ...old, [key]: value }));
  const setContact = (key: keyof StoreInfo['contact'], value: string) =>
    setInfo((old) => ({ ...old, contact: { ...old.contact, [key]: value } }));
  const field = fieldBinder(info, errors, set);
  const contactField = fieldBinder(info.contact, errors, setContact);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = errorsOf(info);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(info, {
      onSuccess: (answer) => toast.success(answer.message ?? ADMIN_MESSAGES.storeInfoSaved),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <TextAreaField label={ADMIN_TEXTS.storeInfo.about} {...field('about')} />
      <ReasonsEditor
        reasons={info.whyChooseUs}
        error={errors.whyChooseUs}
        onChange={(reasons) => set('whyChooseUs', reasons)}
      />
      <StringListEditor
        label={ADMIN_TEXTS.storeInfo.whatWeOffer}
        itemLabel={ADMIN_TEXTS.storeInfo.offer}
        items={info.whatWeOffer}
        error={errors.whatWeOffer}
        onChange={(offers) => set('whatWeOffer', offers)}
      />
      <TextAreaField label={ADMIN_TEXTS.storeInfo.visitUsAt} rows={2} {...field('visitUsAt')} />
      <TextAreaField label={ADMIN_TEXTS.storeInfo.deliveryInfo} {...field('deliveryInfo')} />
      <TextAreaField label={ADMIN_TEXTS.storeInfo.deepInfo} {...field('deepInfo')} />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-slate-700">{ADMIN_TEXTS.storeInfo.contact}</legend>
        <TextField label={ADMIN_TEXTS.storeInfo.phone} type="tel" {...contactField('phone')} />
        <TextField label={ADMIN_TEXTS.storeInfo.email} type="email" {...contactField('email')} />
        <TextField label={ADMIN_TEXTS.storeInfo.location} {...contactField('location')} />
      </fieldset>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? ADMIN_MESSAGES.saving : ADMIN_TEXTS.storeInfo.save}
      </Button>
    </form>
  );
}

export default function StoreInfoPage() {
  const info = useStoreInfo();
  if (info.isPending) return <Loading />;
  if (info.isError) return <LoadError message={failureMessage(info.error)} />;
  return (
    <div className="space-y-4">
      <PageHeader title={ADMIN_TEXTS.storeInfo.title} />
      <StoreInfoForm initial={info.data.info ?? blankInfo} />
      <PaymentsSection />
    </div>
  );
}
