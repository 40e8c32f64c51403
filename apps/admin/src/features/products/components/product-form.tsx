import {
  ADMIN_MESSAGES,
  type AdminProductBody,
  BRANDS,
  CATEGORIES,
  SOUND_SYSTEM_OPTIONS,
  SUBCATEGORIES,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { ImageListEditor } from '../../../components/image-list-editor';
import { StringListEditor } from '../../../components/string-list-editor';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { fieldBinder } from '../../../lib/field-binder';
import { type FieldErrors, type ProductFormValues, validateProduct } from './product-form-values';

interface ProductFormProps {
  initialValues: ProductFormValues;
  submitLabel: string;
  saving: boolean;
  /** Errors from the server's answer, already placed by field. */
  serverErrors?: FieldErrors;
  onSubmit: (body: AdminProductBody) => void;
  /** Injected in tests; the real upload otherwise. */
  upload?: (file: File) => Promise<{ url: string }>;
}

const FLAGS = [
  { flag: 'TopSellingProduct', label: 'Top selling' },
  { flag: 'collection', label: 'In the collection' },
] as const;

/** Every field of the Product entity, checked with the server's own schema before sending. */
export function ProductForm({
  initialValues,
  submitLabel,
  saving,
  serverErrors,
  onSubmit,
  upload,
}: ProductFormProps) {
  const [values, setValues] = useState(initialValues);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  function set<Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) {
    setValues((old) => ({ ...old, [field]: value }));
    setClientErrors((old) => ({ ...old, [field]: undefined }));
  }

  const field = fieldBinder(values, errors, set);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateProduct(values);
    if (!result.ok) {
      setClientErrors(result.errors);
      return;
    }
    setClientErrors({});
    onSubmit(result.body);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" {...field('name')} />
        <TextField label="Price (GHS)" inputMode="decimal" {...field('price')} />
        <SelectField
          label="Category"
          options={CATEGORIES}
          placeholder="Choose a category"
          {...field('category')}
        />
        <SelectField
          label="Subcategory"
          options={SUBCATEGORIES}
          placeholder="Choose a subcategory"
          {...field('subcategory')}
        />
        <SelectField label="Brand" options={BRANDS} placeholder="Choose a brand" {...field('brand')} />
        <SelectField
          label="Sound system"
          options={SOUND_SYSTEM_OPTIONS}
          placeholder="None"
          {...field('soundSystem')}
        />
        <TextField label="Stock" type="number" min={0} step={1} {...field('stock')} />
        <TextField label="Reviews (count)" type="number" min={0} step={1} {...field('reviews')} />
      </div>
      <TextAreaField label="Description" {...field('description')} />
      <StringListEditor
        label="Info lines"
        itemLabel="Info line"
        items={values.info}
        error={errors.info}
        onChange={(info) => set('info', info)}
      />
      <div className="flex flex-wrap gap-6">
        {FLAGS.map(({ flag, label }) => (
          <label key={flag} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values[flag]}
              onChange={(event) => set(flag, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </div>
      <ImageListEditor
        label="Images"
        images={values.image}
        error={errors.image}
        upload={upload}
        onChange={(image) => set('image', image)}
      />
      <Button type="submit" disabled={saving}>
        {saving ? ADMIN_MESSAGES.saving : submitLabel}
      </Button>
    </form>
  );
}
