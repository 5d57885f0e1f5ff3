// The inbox's one stylesheet, from the site's theme tokens: phones first, large tap targets, visible focus.
import { breakpoints, colors, fonts, radius, space } from '../../theme.ts';

const statusColors = {
  new: [colors.rose, colors.white],
  confirmed: [colors.success, colors.white],
  done: [colors.plum, colors.white],
  cancelled: [colors.muted, colors.white],
} as const;

export const inboxCss = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: ${colors.cream}; color: ${colors.ink}; font: 1rem/1.5 ${fonts.body}; }
a { color: ${colors.rose}; }
:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
button, input, select, textarea { font: inherit; }
.top { background: ${colors.plum}; color: ${colors.onDark}; padding: ${space[3]} ${space[4]}; display: flex; align-items: center; justify-content: space-between; gap: ${space[3]}; }
.top a, .top .brand { color: ${colors.onDark}; font-weight: 700; text-decoration: none; }
.top form { margin: 0; }
.top .actions { display: flex; align-items: center; gap: ${space[2]}; flex-wrap: wrap; justify-content: flex-end; }
main { max-width: 56rem; margin: 0 auto; padding: ${space[4]}; }
h1 { font-family: ${fonts.heading}; color: ${colors.plum}; font-size: 1.75rem; margin: ${space[2]} 0 ${space[4]}; }
h2 { font-size: 1.125rem; margin: 0; }
.btn { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: ${space[2]} ${space[4]}; border-radius: ${radius.pill}; border: 2px solid ${colors.rose}; background: ${colors.white}; color: ${colors.roseDark}; font-weight: 600; text-decoration: none; cursor: pointer; white-space: nowrap; }
.btn.primary { background: ${colors.rose}; color: ${colors.white}; }
.btn.quiet { border-color: ${colors.onDarkMuted}; background: transparent; color: ${colors.onDark}; }
.row { display: flex; flex-wrap: wrap; gap: ${space[2]}; align-items: center; }
.row form { margin: 0; }
.filters { display: grid; gap: ${space[3]}; background: ${colors.white}; border: 1px solid ${colors.line}; border-radius: ${radius.md}; padding: ${space[4]}; margin-bottom: ${space[4]}; }
@media (min-width: ${breakpoints.md}px) { .filters { grid-template-columns: 1fr 1fr 2fr auto; align-items: end; } }
label { display: block; font-weight: 600; margin-bottom: ${space[1]}; }
input, select, textarea { width: 100%; min-height: 44px; padding: ${space[2]} ${space[3]}; border: 1px solid ${colors.muted}; border-radius: ${radius.sm}; background: ${colors.white}; color: ${colors.ink}; }
.hint { color: ${colors.muted}; font-size: 0.875rem; margin: ${space[1]} 0 0; }
.tabs { display: flex; flex-wrap: wrap; gap: ${space[2]}; list-style: none; padding: 0; margin: 0 0 ${space[4]}; }
.tabs a { display: inline-block; padding: ${space[2]} ${space[3]}; border-radius: ${radius.pill}; border: 1px solid ${colors.line}; background: ${colors.white}; color: ${colors.ink}; text-decoration: none; min-height: 44px; line-height: 28px; }
.tabs a[aria-current="page"] { background: ${colors.plum}; border-color: ${colors.plum}; color: ${colors.white}; }
.list { list-style: none; padding: 0; margin: 0; display: grid; gap: ${space[3]}; }
.card { background: ${colors.white}; border: 1px solid ${colors.line}; border-radius: ${radius.md}; padding: ${space[4]}; display: grid; gap: ${space[2]}; }
.card h2 a { color: ${colors.plum}; }
.meta { color: ${colors.muted}; margin: 0; font-size: 0.9375rem; }
.badge { display: inline-block; padding: 0 ${space[2]}; border-radius: ${radius.pill}; font-size: 0.8125rem; font-weight: 700; }
${Object.entries(statusColors)
  .map(([status, [bg, fg]]) => `.badge.${status} { background: ${bg}; color: ${fg}; }`)
  .join('\n')}
.notice { background: ${colors.blush}; border-left: 4px solid ${colors.rose}; padding: ${space[3]}; border-radius: ${radius.sm}; margin-bottom: ${space[4]}; }
.notice.error { border-left-color: ${colors.danger}; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: ${space[1]} ${space[4]}; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.message { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
section { margin-top: ${space[5]}; }
.sign-in { max-width: 24rem; margin: ${space[7]} auto; background: ${colors.white}; border: 1px solid ${colors.line}; border-radius: ${radius.md}; padding: ${space[5]}; display: grid; gap: ${space[3]}; }
`;
