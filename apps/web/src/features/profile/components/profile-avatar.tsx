import { PROFILE_LABELS } from '@shop/shared';

/** "Ama Mensah" -> "AM"; one word gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

export function ProfileAvatar({ name, image }: { name: string; image: string | null }) {
  if (image) {
    return (
      <img
        src={image}
        alt={PROFILE_LABELS.avatarAlt(name)}
        width={96}
        height={96}
        className="h-24 w-24 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={PROFILE_LABELS.avatarAlt(name)}
      className="flex h-24 w-24 items-center justify-center rounded-full bg-amber-400 text-3xl font-bold text-slate-900"
    >
      {initialsOf(name)}
    </span>
  );
}
