// @vitest-environment happy-dom
// The photo library ("Choose a photo" and the Photos tool): each photo labelled with its name and the day it
// was added, in the order the server gives (newest first); choosing one gives its address.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PhotoGrid } from '../../../../src/owner/studio/client/PhotoGrid.tsx';

afterEach(cleanup);

const photos = [
  { src: '/images/towns/lone-oak.jpg', name: 'Lone oak', added: '2026-11-29T15:00:00.000Z' },
  { src: '/images/shop.png', name: 'Shop', added: '2026-03-02T15:00:00.000Z' },
];

it('labels each photo with its name and day, in the order given, and picks one with a tap', () => {
  const pick = vi.fn();
  render(<PhotoGrid photos={photos} onPick={pick} />);
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(['Lone oakAdded Nov 29, 2026', 'ShopAdded Mar 2, 2026']);
  fireEvent.click(screen.getByRole('button', { name: /Shop/ }));
  expect(pick).toHaveBeenCalledWith('/images/shop.png');
});

it('shows the same labels in the library, without buttons', () => {
  render(<PhotoGrid photos={photos} />);
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.getByText('Lone oak')).toBeTruthy();
  expect(screen.getByText('Added Mar 2, 2026')).toBeTruthy();
});
