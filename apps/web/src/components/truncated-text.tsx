import { truncate } from '@shop/shared';

/** A name cut to `length` characters (the original behaviour), the whole name in its title. */
export function TruncatedText({
  text,
  length,
  className,
}: {
  text: string;
  length: number;
  className?: string;
}) {
  const shown = truncate(text, length);
  return (
    <span className={className} title={shown === text ? undefined : text}>
      {shown}
    </span>
  );
}
