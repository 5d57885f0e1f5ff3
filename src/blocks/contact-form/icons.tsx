/** @jsxImportSource react */
// The booking form's four icons, drawn from lucide's shapes (ISC licence) without lucide-react's runtime:
// the form is the contact page's only script, and its page budget leaves no room for an icon library.
type Shape = ['path', { d: string }] | ['circle', { cx: string; cy: string; r: string }] | ['line', { x1: string; x2: string; y1: string; y2: string }];

function icon(shapes: Shape[]) {
  return function FormIcon({ size, className }: { size: number; className?: string }) {
    return (
      <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
        {shapes.map(([Tag, attrs], i) => <Tag key={i} {...attrs} />)}
      </svg>
    );
  };
}

export const SendIcon = icon([
  ['path', { d: 'M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z' }],
  ['path', { d: 'm21.854 2.147-10.94 10.939' }],
]);
export const CheckIcon = icon([['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'm16 9-5.5 5.5L8 12' }]]);
export const AlertIcon = icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
  ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
]);
export const ChevronIcon = icon([['path', { d: 'm6 9 6 6 6-6' }]]);
