/** The shop's Content-Security-Policy as it stands, for the reference page (to be narrowed). */
export function referencePageCsp(header: string): string {
  return header;
}
