// The shell of the server's own pages (the owner's inbox and the customer's appointment page): one document,
// one head (a phone's width, never indexed, one stylesheet), a top bar with the business's name and the
// page's actions, and the form pieces they share. Plain HTML: nothing here needs JavaScript.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pageCss } from './page-styles.ts';

export const html = (node: ReactNode) => `<!doctype html>${renderToStaticMarkup(node)}`;

export function PageHead({ title, businessName }: { title: string; businessName: string }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>{`${title} · ${businessName}`}</title>
      <style>{pageCss}</style>
    </head>
  );
}

/** A whole page: its head, the top bar (the brand linking `home`, and `actions` beside it), and `children` as its main. */
export function Shell({ title, businessName, brand, home, actions, children }: { title: string; businessName: string; brand: string; home: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <html lang="en">
      <PageHead title={title} businessName={businessName} />
      <body>
        <header className="top">
          <a className="brand" href={home}>
            {brand}
          </a>
          {actions && <div className="actions">{actions}</div>}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** A phone number that never breaks across lines: "(903) 555-" and "0177" read as two numbers. */
export const unbroken = (phone: string): string => phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** A labelled text box of up to 1,000 characters. */
export function TextBox({ id, name = id, label, rows, required }: { id: string; name?: string; label: string; rows: number; required?: boolean }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} rows={rows} maxLength={1000} required={required} />
    </>
  );
}

/** A form's send button, on its own line. */
export function SendButton({ label, primary }: { label: string; primary?: boolean }) {
  return (
    <p>
      <button className={primary ? 'btn primary' : 'btn'} type="submit">
        {label}
      </button>
    </p>
  );
}
