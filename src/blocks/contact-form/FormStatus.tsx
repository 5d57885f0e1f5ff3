import { css } from '@emotion/react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useSite } from '../../app/content-context.tsx';
import { colors, fontSize, radius, space } from '../../theme.ts';
import { mailtoHref, telHref } from '../../ui/contact-links.ts';
import { contactFormText as t } from './messages.ts';
import type { BookingStatus } from './use-booking-form.ts';

const boxCss = css({
  display: 'flex',
  gap: space[3],
  alignItems: 'flex-start',
  padding: space[4],
  borderRadius: radius.md,
  borderLeft: '4px solid currentColor',
  background: colors.white,
  '& p': { margin: 0, color: colors.ink },
  '& svg': { flexShrink: 0, marginTop: 2 },
});
const linkCss = css({ color: colors.rose, fontWeight: 700, whiteSpace: 'nowrap' });

/**
 * The success message lives in a live region that is always in the page, so screen readers announce
 * the text when it appears; the failure is an alert with the phone and email to reach us instead.
 */
export function FormStatus({ status, successMessage }: { status: BookingStatus; successMessage: string }) {
  const { business } = useSite();
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {status === 'sent' && (
          <div css={[boxCss, css({ color: colors.success, background: colors.blush })]}>
            <CircleCheck size={22} aria-hidden="true" />
            <p css={css({ fontWeight: 600 })}>{successMessage}</p>
          </div>
        )}
      </div>
      {status === 'failed' && (
        <div role="alert" css={[boxCss, css({ color: colors.danger, background: colors.blush })]}>
          <CircleAlert size={22} aria-hidden="true" />
          <div css={css({ display: 'grid', gap: space[1], fontSize: fontSize.sm })}>
            <p css={css({ fontWeight: 700, fontSize: fontSize.base })}>{t.errorHeading}</p>
            <p>{t.errorBody}</p>
            <p>
              {t.errorCall}{' '}
              <a href={telHref(business.phone)} css={linkCss}>{business.phone}</a> {t.errorOr} {t.errorEmail}{' '}
              <a href={mailtoHref(business.email)} css={linkCss}>{business.email}</a>
            </p>
          </div>
        </div>
      )}
    </>
  );
}
