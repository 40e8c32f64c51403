/** Splits a name around the first case-insensitive occurrence of the search text. */
export function splitAtMatch(name: string, text: string): [string, string, string] {
  const at = text ? name.toLowerCase().indexOf(text.toLowerCase()) : -1;
  if (at < 0) return [name, '', ''];
  return [name.slice(0, at), name.slice(at, at + text.length), name.slice(at + text.length)];
}

export function HighlightMatch({ name, text }: { name: string; text: string }) {
  const [before, match, after] = splitAtMatch(name, text);
  return (
    <>
      {before}
      {match && <mark className="bg-amber-200 text-inherit">{match}</mark>}
      {after}
    </>
  );
}
