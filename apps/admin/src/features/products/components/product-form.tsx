import {
  ADMIN_MESSAGES,
  ADMIN_TEXTS,
  type AdminProductBody,
  type CatalogueLists,
  SERIAL_TEXTS,
  SOUND_SYSTEM_OPTIONS,
  WARRANTY_MONTHS_MAX,
} from '@shop/shared';
import { subcategoriesOf } from '@shop/shared/category-subcategories';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { type FormEvent, type RefObject, useImperativeHandle, useState } from 'react';
import { useUploadImage } from '../../../api/uploads/upload-image';
import { ImageListEditor } from '../../../components/image-list-editor';
import { StringListEditor } from '../../../components/string-list-editor';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { fieldBinder } from '../../../lib/field-binder';
import {
  type FieldErrors,
  type ProductFormValues,
  serialValuesOf,
  validateProduct,
} from './product-form-values';

interface ProductFormProps {
  initialValues: ProductFormValues;
  /** The brands, categories and subcategories staff keep (Brands & categories): the menus offer these. */
  lists: CatalogueLists;
  submitLabel: string;
  saving: boolean;
  /** Errors from the server's answer, already placed by field. */
  serverErrors?: FieldErrors;
  onSubmit: (body: AdminProductBody) => void;
  /** Injected in tests; the real upload otherwise. */
  upload?: (file: File) => Promise<{ url: string }>;
  /** A product with several variants takes its price and stock from its variants grid. */
  priceFromVariants?: boolean;
  /**
   * On the edit page the one Save button is below the variants grid: it checks this form
   * through the handle, and the form shows no button of its own.
   */
  handle?: RefObject<ProductFormHandle | null>;
  /** A new product: picking its category (or subcategory) fills in serial tracking and warranty. */
  fillSerialDefaults?: boolean;
}

export interface ProductFormHandle {
  /** Shows every problem beside its field; answers the body when there is none. */
  check: () => AdminProductBody | null;
}

const FLAGS = [
  { flag: 'topSelling', label: ADMIN_TEXTS.productForm.topSelling },
  { flag: 'collection', label: ADMIN_TEXTS.productForm.collection },
] as const;

/** Every field of the Product entity, checked with the server's own schema before sending. */
export function ProductForm({
  initialValues,
  lists,
  submitLabel,
  saving,
  serverErrors,
  onSubmit,
  upload,
  priceFromVariants = false,
  handle,
  fillSerialDefaults = false,
}: ProductFormProps) {
  const uploadImage = useUploadImage();
  const [values, setValues] = useState(initialValues);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  function set<Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) {
    setValues((old) => ({ ...old, [field]: value }));
    setClientErrors((old) => ({ ...old, [field]: undefined }));
  }

  const field = fieldBinder(values, errors, set);

  /** A new category narrows the subcategory menu; a subcategory not under it is cleared. */
  function chooseCategory(category: string) {
    set('category', category);
    const keepsSubcategory = subcategoriesOf(lists, category, '').includes(values.subcategory);
    if (!keepsSubcategory) set('subcategory', '');
    if (fillSerialDefaults) fillSerials(category, keepsSubcategory ? values.subcategory : '');
  }

  function chooseSubcategory(subcategory: string) {
    set('subcategory', subcategory);
    if (fillSerialDefaults) fillSerials(values.category, subcategory);
  }

  function fillSerials(category: string, subcategory: string) {
    const defaults = serialValuesOf(category, subcategory);
    set('tracksSerials', defaults.tracksSerials);
    set('warrantyMonths', defaults.warrantyMonths);
  }

  function check(): AdminProductBody | null {
    const result = validateProduct(values);
    setClientErrors(result.ok ? {} : result.errors);
    return result.ok ? result.body : null;
  }

  useImperativeHandle(handle, () => ({ check }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (handle) return;
    const body = check();
    if (body) onSubmit(body);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={ADMIN_TEXTS.productForm.name} {...field('name')} />
        <TextField
          label={ADMIN_TEXTS.productForm.price}
          inputMode="decimal"
          readOnly={priceFromVariants}
          hint={priceFromVariants ? VARIANT_GRID_TEXTS.priceFromVariants : undefined}
          {...field('price')}
        />
        <SelectField
          label={ADMIN_TEXTS.productForm.category}
          options={lists.categories.map((category) => category.name)}
          placeholder={ADMIN_TEXTS.productForm.chooseCategory}
          {...field('category')}
          onChange={(event) => chooseCategory(event.target.value)}
        />
        <SelectField
          label={ADMIN_TEXTS.productForm.subcategory}
          options={subcategoriesOf(lists, values.category, values.subcategory)}
          placeholder={ADMIN_TEXTS.productForm.chooseSubcategory}
          {...field('subcategory')}
          onChange={(event) => chooseSubcategory(event.target.value)}
        />
        <SelectField
          label={ADMIN_TEXTS.productForm.brand}
          options={lists.brands}
          placeholder={ADMIN_TEXTS.productForm.chooseBrand}
          {...field('brand')}
        />
        <SelectField
          label={ADMIN_TEXTS.productForm.soundSystem}
          options={SOUND_SYSTEM_OPTIONS}
          placeholder={ADMIN_TEXTS.productForm.noSoundSystem}
          {...field('soundSystem')}
        />
        <TextField
          label={ADMIN_TEXTS.productForm.stock}
          type="number"
          min={0}
          step={1}
          readOnly={priceFromVariants}
          hint={priceFromVariants ? VARIANT_GRID_TEXTS.priceFromVariants : undefined}
          {...field('stock')}
        />
        <TextField
          label={SERIAL_TEXTS.warrantyMonthsLabel}
          type="number"
          min={0}
          max={WARRANTY_MONTHS_MAX}
          step={1}
          {...field('warrantyMonths')}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            checked={values.tracksSerials}
            onChange={(event) => set('tracksSerials', event.target.checked)}
          />
          {SERIAL_TEXTS.tracksSerialsLabel}
        </label>
      </div>
      <TextAreaField label={ADMIN_TEXTS.productForm.description} {...field('description')} />
      <StringListEditor
        label={ADMIN_TEXTS.productForm.infoLines}
        itemLabel={ADMIN_TEXTS.productForm.infoLine}
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
        label={ADMIN_TEXTS.productForm.images}
        images={values.image}
        error={errors.image}
        upload={upload ?? uploadImage.mutateAsync}
        onChange={(image) => set('image', image)}
      />
      {handle ? null : (
        <Button type="submit" disabled={saving}>
          {saving ? ADMIN_MESSAGES.saving : submitLabel}
        </Button>
      )}
    </form>
  );
}
