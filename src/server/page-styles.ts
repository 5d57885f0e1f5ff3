// The one stylesheet of the server's own pages (the owner's inbox, the customer's appointment page), from the
// site's theme tokens: phones first, large tap targets, visible focus.
import { breakpoints, colors, fonts, radius, space } from '../theme.ts';

const statusColors = {
  new: [colors.rose, colors.white],
  confirmed: [colors.success, colors.white],
  done: [colors.plum, colors.white],
  cancelled: [colors.muted, colors.white],
} as const;

// Phones come first: the bookings before the (folded) filters, every link, button, field and fold at least
// 44 px each way, nothing wider than the screen. Long words may wrap; an email address or a phone number
// never breaks inside itself (an address may break before its "@", each half ends in an ellipsis if it must).
export const pageCss = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: ${colors.cream}; color: ${colors.ink}; font: 1rem/1.5 ${fonts.body}; overflow-wrap: break-word; }
a { color: ${colors.rose}; }
:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
button, input, select, textarea { font: inherit; }
.top { background: ${colors.plum}; color: ${colors.onDark}; padding: ${space[2]} ${space[4]}; display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space[2]} ${space[3]}; }
.top a, .top .brand { color: ${colors.onDark}; font-weight: 700; text-decoration: none; }
.top .brand { flex: 1 1 10rem; display: inline-flex; align-items: center; min-height: 44px; min-width: 0; }
.top form { margin: 0; }
.top .actions { display: flex; align-items: center; gap: ${space[2]}; flex-wrap: wrap; justify-content: flex-end; }
main { max-width: 56rem; margin: 0 auto; padding: ${space[4]}; }
h1 { font-family: ${fonts.heading}; color: ${colors.plum}; font-size: 1.75rem; line-height: 1.25; margin: ${space[2]} 0 ${space[4]}; }
h2 { font-size: 1.125rem; margin: 0; }
.btn { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; padding: ${space[2]} ${space[4]}; border-radius: ${radius.pill}; border: 2px solid ${colors.rose}; background: ${colors.white}; color: ${colors.roseDark}; font-weight: 600; text-decoration: none; cursor: pointer; white-space: nowrap; }
.btn.primary { background: ${colors.rose}; color: ${colors.white}; }
.btn.quiet { border-color: ${colors.onDarkMuted}; background: transparent; color: ${colors.onDark}; }
.row { display: flex; flex-wrap: wrap; gap: ${space[2]}; align-items: center; }
.row form { margin: 0; }
.filters { background: ${colors.white}; border: 1px solid ${colors.line}; border-radius: ${radius.md}; margin-bottom: ${space[4]}; }
.filters > summary { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: ${space[3]}; min-height: 48px; padding: ${space[2]} ${space[4]}; border-radius: ${radius.md}; color: ${colors.plum}; font-weight: 700; cursor: pointer; list-style: none; }
.filters > summary::-webkit-details-marker { display: none; }
.filters > summary::after { content: ""; grid-column: 2; grid-row: 1 / span 2; width: 0.6rem; height: 0.6rem; margin: 0 ${space[1]} ${space[1]}; border-right: 2px solid; border-bottom: 2px solid; transform: rotate(45deg); }
.filters[open] > summary { border-bottom: 1px solid ${colors.line}; border-radius: ${radius.md} ${radius.md} 0 0; }
.filters[open] > summary::after { margin: ${space[1]} ${space[1]} 0; transform: rotate(-135deg); }
.summary-title, .summary-state { grid-column: 1; }
.summary-state { color: ${colors.muted}; font-weight: 400; font-size: 0.9375rem; }
.filters-body { display: grid; gap: ${space[4]}; padding: ${space[4]}; }
.filter-form { display: grid; gap: ${space[3]}; margin: 0; }
@media (min-width: ${breakpoints.md}px) { .filter-form { grid-template-columns: 1fr 1fr 2fr; align-items: start; } .filter-form > .row { grid-column: 1 / -1; } }
label { display: block; font-weight: 600; margin-bottom: ${space[1]}; }
input, select, textarea { width: 100%; min-height: 44px; padding: ${space[2]} ${space[3]}; border: 1px solid ${colors.muted}; border-radius: ${radius.sm}; background: ${colors.white}; color: ${colors.ink}; }
.hint { color: ${colors.muted}; font-size: 0.875rem; margin: ${space[1]} 0 0; }
.tabs { display: flex; flex-wrap: wrap; gap: ${space[2]}; list-style: none; padding: 0; margin: 0; }
.tabs a { display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; padding: ${space[1]} ${space[3]}; border-radius: ${radius.pill}; border: 1px solid ${colors.line}; background: ${colors.white}; color: ${colors.ink}; text-decoration: none; }
.tabs a[aria-current="page"] { background: ${colors.plum}; border-color: ${colors.plum}; color: ${colors.white}; }
.showing { justify-content: space-between; margin: 0 0 ${space[4]}; }
.list { list-style: none; padding: 0; margin: 0; display: grid; gap: ${space[3]}; }
.card { background: ${colors.white}; border: 1px solid ${colors.line}; border-radius: ${radius.md}; padding: ${space[4]}; display: grid; gap: ${space[2]}; min-width: 0; }
.card-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0 ${space[2]}; }
.card h2 a { display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; color: ${colors.plum}; }
.held a { display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; color: ${colors.plum}; font-weight: 600; }
.card-actions { display: grid; gap: ${space[2]}; margin-top: ${space[1]}; }
@media (min-width: ${breakpoints.md}px) { .card-actions { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${space[2]} ${space[4]}; } }
.pager { display: flex; flex-wrap: wrap; gap: ${space[2]}; margin-top: ${space[4]}; }
.pager .older { margin-left: auto; }
.meta { color: ${colors.muted}; margin: 0; font-size: 0.9375rem; }
.badge { display: inline-block; padding: 0 ${space[2]}; border-radius: ${radius.pill}; font-size: 0.8125rem; font-weight: 700; }
${Object.entries(statusColors)
  .map(([status, [bg, fg]]) => `.badge.${status} { background: ${bg}; color: ${fg}; }`)
  .join('\n')}
.notice { background: ${colors.blush}; border-left: 4px solid ${colors.rose}; padding: ${space[3]}; border-radius: ${radius.sm}; margin-bottom: ${space[4]}; }
.notice.error { border-left-color: ${colors.danger}; }
.back { margin: 0; }
.back a { display: inline-flex; align-items: center; gap: ${space[2]}; min-height: 44px; min-width: 44px; font-weight: 600; }
dl { margin: 0; }
dt { font-weight: 600; margin-top: ${space[3]}; }
dt:first-child { margin-top: 0; }
dd { margin: 0; min-width: 0; }
@media (min-width: ${breakpoints.sm}px) {
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: ${space[1]} ${space[4]}; }
  dt { margin-top: 0; }
}
.address > span, .unbroken { display: inline-block; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: top; }
.message { white-space: pre-wrap; margin: 0; }
section { margin-top: ${space[5]}; }
section > h2 { margin-bottom: ${space[2]}; }
/* The free times of a day (the customer's appointment page): 48 px tiles, the radio spread over its tile. */
.times { border: 0; padding: 0; margin: ${space[4]} 0; min-width: 0; }
.times legend { padding: 0; font-weight: 600; }
.time-list { display: grid; gap: ${space[2]}; margin-top: ${space[2]}; grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr)); }
.time { position: relative; display: flex; align-items: center; justify-content: center; min-height: 48px; margin: 0; padding: ${space[2]} ${space[3]}; border: 1px solid ${colors.muted}; border-radius: ${radius.md}; background: ${colors.white}; color: ${colors.plum}; font-variant-numeric: tabular-nums; cursor: pointer; }
.time input { position: absolute; inset: 0; width: 100%; height: 100%; min-height: 0; margin: 0; opacity: 0; cursor: pointer; }
.time:has(:checked) { background: ${colors.plum}; border-color: ${colors.plum}; color: ${colors.white}; }
.time:has(:focus-visible) { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
/* The questions before the visit (src/server/intake/): a question's answers as 44 px tiles, its error in words. */
.question { border: 0; padding: 0; margin: ${space[4]} 0; min-width: 0; }
.question legend { padding: 0; font-weight: 600; }
.choices { display: flex; flex-wrap: wrap; gap: ${space[2]}; margin: ${space[2]} 0; }
.choice { position: relative; display: inline-flex; align-items: center; gap: ${space[2]}; min-height: 44px; margin: 0; padding: ${space[1]} ${space[3]}; border: 1px solid ${colors.muted}; border-radius: ${radius.md}; background: ${colors.white}; font-weight: 400; cursor: pointer; }
/* The whole tile is the control, as the free times' are: the box or circle spread over it, the tile filled when chosen. */
.choice input { position: absolute; inset: -1px; width: calc(100% + 2px); height: calc(100% + 2px); min-height: 0; margin: 0; opacity: 0; cursor: pointer; }
.choice::before { content: ""; flex: none; width: 1.125rem; height: 1.125rem; border: 2px solid currentColor; border-radius: 50%; box-sizing: border-box; }
.choice:has(input[type="checkbox"])::before { border-radius: 4px; }
.choice:has(:checked) { background: ${colors.plum}; border-color: ${colors.plum}; color: ${colors.white}; }
.choice:has(:checked)::before { background: currentColor; box-shadow: inset 0 0 0 3px ${colors.plum}; }
.choice:has(:focus-visible) { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
@media (forced-colors: active) { .choice input { position: static; width: auto; height: auto; opacity: 1; } .choice::before { display: none; } }
.field-error { color: ${colors.ink}; font-weight: 600; margin: ${space[1]} 0; padding-left: ${space[2]}; border-left: 4px solid ${colors.danger}; }
.answers dd.alert { font-weight: 700; padding-left: ${space[2]}; border-left: 4px solid ${colors.danger}; }
/* A party's guests (src/server/parties/): each a compact card, their name over what they chose. */
.guests .card > h3, .guests .card > p, .guests .card > form { margin: 0; }
.guests .card > h3 { font-size: 1.0625rem; }
.sign-in { max-width: 24rem; margin: ${space[7]} auto; background: ${colors.white}; border: 1px solid ${colors.line}; border-radius: ${radius.md}; padding: ${space[5]}; display: grid; gap: ${space[3]}; }
`;
