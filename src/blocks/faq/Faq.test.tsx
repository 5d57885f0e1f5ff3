// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import type { BlockOf } from '../schemas.ts';
import { Faq } from './Faq.tsx';

// The real FAQ of the permanent jewelry page, so the test follows the YAML.
let block: BlockOf<'faq'>;
beforeAll(async () => {
  const result = await loadContent(process.cwd());
  if (!result.ok) throw new Error('content invalid; run npm run validate');
  const page = result.bundle.routes.find((r) => r.path === '/permanent-jewelry');
  const faq = page?.kind === 'page' ? page.blocks.find((b) => b.type === 'faq') : undefined;
  if (faq?.type !== 'faq') throw new Error('no faq block on /permanent-jewelry');
  block = faq;
});
afterEach(cleanup);

const questions = () => screen.getAllByRole('button');
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

it('renders the #faq section with every question collapsed', () => {
  const { container } = render(<Faq block={block} />);
  expect(container.querySelector('section')?.id).toBe('faq');
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(block.heading);
  expect(questions().map((b) => b.textContent)).toEqual(block.items.map((i) => i.question));
  for (const button of questions()) {
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(answerOf(button).hidden).toBe(true);
    expect(answerOf(button).getAttribute('aria-labelledby')).toBe(button.id);
  }
});

it('opens and closes an answer with Enter and Space', async () => {
  const user = userEvent.setup();
  render(<Faq block={block} />);
  await user.tab();
  const first = questions()[0]!;
  expect(document.activeElement).toBe(first);

  await user.keyboard('{Enter}');
  expect(first.getAttribute('aria-expanded')).toBe('true');
  expect(answerOf(first).hidden).toBe(false);
  expect(answerOf(first).textContent).toContain(block.items[0]!.answer.split('\n')[0]!.slice(0, 40));

  await user.keyboard(' ');
  expect(first.getAttribute('aria-expanded')).toBe('false');
  expect(answerOf(first).hidden).toBe(true);
});

it('keeps other answers as they are when one opens', async () => {
  const user = userEvent.setup();
  render(<Faq block={block} />);
  const [a, b] = questions();
  await user.click(a!);
  await user.click(b!);
  expect(a!.getAttribute('aria-expanded')).toBe('true');
  expect(b!.getAttribute('aria-expanded')).toBe('true');
});

it('moves between questions with the arrow keys, Home and End', async () => {
  const user = userEvent.setup();
  render(<Faq block={block} />);
  const all = questions();
  const last = all[all.length - 1]!;
  await user.tab();
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(all[1]);
  await user.keyboard('{End}');
  expect(document.activeElement).toBe(last);
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(all[0]);
  await user.keyboard('{ArrowUp}');
  expect(document.activeElement).toBe(last);
  await user.keyboard('{Home}');
  expect(document.activeElement).toBe(all[0]);
  // Moving focus never opens anything.
  expect(all.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
});
