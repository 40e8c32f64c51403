import type { PolicyDocument } from '@shop/shared';

/** Renders a policy text of packages/shared (privacy, terms) as a readable page. */
export function PolicyDocumentView({ document }: { document: PolicyDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{document.title}</h1>
      <p className="mt-1 text-sm text-slate-500">{document.updated}</p>
      <p className="mt-4 text-slate-700">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
