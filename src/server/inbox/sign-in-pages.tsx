// The inbox's sign-in page, and the page an emailed sign-in link leads to.
import { inboxText as t } from './messages.ts';
import { html } from '../page-shell.tsx';
import { Document, type PageContext } from './pages.tsx';

/** `offerLink`: the password is paused for this connection, and a link can be asked for instead; `info`: a notice that is no error. */
export function signInPage(ctx: PageContext, problem?: string, then?: string, extra: { offerLink?: boolean; info?: string } = {}): string {
  return html(
    <Document ctx={ctx} title={t.signInTitle}>
      {extra.info && (
        <p className="notice" role="status">
          {extra.info}
        </p>
      )}
      <form className="sign-in" method="post" action={`${ctx.base}/sign-in`}>
        <h1>{t.signInTitle}</h1>
        {then && <input type="hidden" name="then" value={then} />}
        {problem && (
          <p className="notice error" role="alert">
            {problem}
          </p>
        )}
        <div>
          <label htmlFor="password">{t.password}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required autoFocus />
        </div>
        <button className="btn primary" type="submit">
          {t.signIn}
        </button>
      </form>
      {extra.offerLink && (
        <form className="sign-in" method="post" action={`${ctx.base}/email-link`}>
          {then && <input type="hidden" name="then" value={then} />}
          <button className="btn" type="submit">
            {t.emailLink}
          </button>
        </form>
      )}
    </Document>,
  );
}

/** Where an emailed link leads: one button, so that a mail program opening the link to check it signs nobody in. */
export function linkPage(ctx: PageContext, token: string): string {
  return html(
    <Document ctx={ctx} title={t.linkTitle}>
      <form className="sign-in" method="post" action={`${ctx.base}/link`}>
        <h1>{t.linkTitle}</h1>
        <p>{t.linkExplain}</p>
        <input type="hidden" name="token" value={token} />
        <button className="btn primary" type="submit">
          {t.linkButton}
        </button>
      </form>
    </Document>,
  );
}
