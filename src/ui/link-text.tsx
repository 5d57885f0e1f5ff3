import { isGenericLinkText } from '../schema/link-text.ts';
import { visuallyHiddenCss } from './visually-hidden.ts';

/** What is added, for screen readers and search engines only, to a link text that does not name its subject. */
export const linkTextWords = { about: (subject: string) => ` about ${subject}` } as const;

/**
 * A link's label. A label that says nothing by itself ("Learn More") gets its subject in hidden text, inside
 * the link: its name is then "Learn More about Teeth Whitening", which still starts with what is seen (an
 * aria-label would replace the visible words; WCAG's "label in name").
 */
export function LinkText({ label, subject }: { label: string; subject: string | undefined }) {
  if (subject === undefined || !isGenericLinkText(label)) return <>{label}</>;
  return (
    <>
      {label}
      <span css={visuallyHiddenCss}>{linkTextWords.about(subject)}</span>
    </>
  );
}
