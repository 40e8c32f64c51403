import { ADMIN_MESSAGES, ADMIN_TEXTS, type AdminHero, DEFAULT_HERO_CTA, heroBodySchema } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useDeleteHero } from '../../../api/heroes/delete-hero';
import { useSaveHero } from '../../../api/heroes/save-hero';
import { useUploadImage } from '../../../api/uploads/upload-image';
import { ImageListEditor } from '../../../components/image-list-editor';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

type Errors = Partial<Record<'title' | 'link' | 'cta' | 'image' | 'position', string>>;

/** One hero's form: a new one when `hero` is missing, an existing one with Delete otherwise. */
export function HeroForm({
  hero,
  nextPosition,
  onCreated,
}: {
  hero?: AdminHero;
  nextPosition: number;
  onCreated?: () => void;
}) {
  const [title, setTitle] = useState(hero?.title ?? '');
  const [link, setLink] = useState(hero?.link ?? '/products');
  const [cta, setCta] = useState(hero?.cta ?? DEFAULT_HERO_CTA);
  const [position, setPosition] = useState(String(hero?.position ?? nextPosition));
  const [image, setImage] = useState(hero?.image ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveHero();
  const remove = useDeleteHero();
  const uploadImage = useUploadImage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = heroBodySchema.safeParse({
      title,
      link,
      cta,
      image,
      position: position === '' ? undefined : Number(position),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: hero?.id, body: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? ADMIN_MESSAGES.heroSaved);
          onCreated?.();
        },
      },
    );
  }

  function confirmAndDelete() {
    if (!hero || !window.confirm(ADMIN_MESSAGES.confirmDelete)) return;
    remove.mutate(hero.id, { onSuccess: (answer) => toast.success(answer.message) });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={hero ? ADMIN_TEXTS.heroes.form(hero.title) : ADMIN_TEXTS.heroes.newForm}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={ADMIN_TEXTS.heroes.heroTitle}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label={ADMIN_TEXTS.heroes.link}
          value={link}
          error={errors.link}
          hint={ADMIN_TEXTS.heroes.linkHint}
          onChange={(event) => setLink(event.target.value)}
        />
        <TextField
          label={ADMIN_TEXTS.heroes.cta}
          value={cta}
          error={errors.cta}
          onChange={(event) => setCta(event.target.value)}
        />
        <TextField
          label={ADMIN_TEXTS.heroes.position}
          type="number"
          min={0}
          value={position}
          error={errors.position}
          onChange={(event) => setPosition(event.target.value)}
        />
      </div>
      <ImageListEditor
        label={ADMIN_TEXTS.heroes.images}
        images={image}
        error={errors.image}
        upload={uploadImage.mutateAsync}
        onChange={setImage}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {hero ? ADMIN_TEXTS.heroes.save : ADMIN_TEXTS.heroes.add}
        </Button>
        {hero ? (
          <Button variant="danger" disabled={remove.isPending} onClick={confirmAndDelete}>
            {ADMIN_TEXTS.common.delete}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
