// Class names for an island, made on the server: the island receives them as props, so it hydrates with
// React alone and no styling runtime, and the page's critical CSS holds every rule they name.
import { ClassNames, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';

export type ClassNamesOf<S> = Record<keyof S, string>;

export function WithClassNames<S extends Record<string, SerializedStyles>>({ styles, children }: { styles: S; children: (classes: ClassNamesOf<S>) => ReactNode }) {
  return (
    <ClassNames>
      {({ css }) => children(Object.fromEntries(Object.entries(styles).map(([key, style]) => [key, css(style)])) as ClassNamesOf<S>)}
    </ClassNames>
  );
}
