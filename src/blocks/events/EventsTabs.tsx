/** @jsxImportSource react */
// Tabs after the WAI-ARIA tabs pattern: one tab stop (roving tabindex); arrows, Home and End move the
// focus and select at once (automatic activation), which suits two cheap, already-loaded views.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useEventsClasses } from './classes.ts';

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

export function EventsTabs<K extends string>({ idBase, label, tabs, selected, onSelect, children }: EventsTabsProps<K>) {
  const c = useEventsClasses();
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
      <div role="tablist" aria-label={label} className={c.tablist} onKeyDown={onKeyDown}>
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
            className={c.tab}
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
          className={c.panel}
        >
          {tab.key === selected ? children : null}
        </div>
      ))}
    </>
  );
}
