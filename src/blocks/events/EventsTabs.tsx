// Tabs after the WAI-ARIA tabs pattern: one tab stop (roving tabindex); arrows, Home and End move the
// focus and select at once (automatic activation), which suits two cheap, already-loaded views.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors, fontSize, motion, radius, space } from '../../theme.ts';

export interface TabSpec<K extends string> {
  key: K;
  label: string;
  icon: ReactNode;
}

interface EventsTabsProps<K extends string> {
  idBase: string;
  label: string;
  tabs: readonly TabSpec<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Content of the selected panel; the other panels stay in the DOM empty and hidden. */
  children: ReactNode;
}

const tablistCss = css({
  display: 'inline-flex',
  gap: space[1],
  padding: space[1],
  marginBottom: space[5],
  background: colors.blush,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.pill,
  maxWidth: '100%',
});

const tabCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: 44,
  padding: `${space[2]} ${space[5]}`,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: colors.plum,
  font: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  transition: `background ${motion.fast}, color ${motion.fast}`,
  [motion.reduce]: { transition: 'none' },
  '&:hover': { background: colors.blushDeep },
  '&[aria-selected="true"]': { background: colors.rose, color: colors.white },
});

export function EventsTabs<K extends string>({ idBase, label, tabs, selected, onSelect, children }: EventsTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${idBase}-tab-${key}`;
  const panelId = (key: K) => `${idBase}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} css={tablistCss} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={tab.key === selected}
            aria-controls={panelId(tab.key)}
            tabIndex={tab.key === selected ? 0 : -1}
            css={tabCss}
            onClick={() => onSelect(tab.key)}
          >
            {tab.icon}
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== selected}
          tabIndex={0}
          css={css({ '&:focus-visible': { outlineOffset: space[2] } })}
        >
          {tab.key === selected ? children : null}
        </div>
      ))}
    </>
  );
}
