// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DeferredMenu, type MenuModule, type MenuStart } from './DeferredMenu';

// The stand-in of a navbar menu (decision 089) must not lose a press that begins before the real menu arrives and
// ends after it has swapped in: the browser then sends the click to neither button.
afterEach(cleanup);

function RealMenu({ open }: MenuStart) {
  return <button type="button">{open ? 'real, opened' : 'real, closed'}</button>;
}

function setup() {
  let arrive!: () => void;
  const load = () => new Promise<MenuModule>((resolve) => (arrive = () => resolve({ default: RealMenu })));
  render(
    <DeferredMenu load={load} className="menu" buttonClass="button">
      Bildirimler
    </DeferredMenu>,
  );
  return { stand: screen.getByRole('button', { name: 'Bildirimler' }), arrive: () => act(async () => arrive()) };
}

test('a press that starts on the stand-in and ends after the swap opens the real menu', async () => {
  const { stand, arrive } = setup();
  fireEvent.pointerEnter(stand); // hover starts the load
  fireEvent.pointerDown(stand);
  await arrive(); // the real menu swaps in before the release; no click reaches the stand-in
  expect(screen.getByRole('button').textContent).toBe('real, opened');
});

test('hover or focus alone loads the menu closed', async () => {
  const { stand, arrive } = setup();
  fireEvent.pointerEnter(stand);
  await arrive();
  expect(screen.getByRole('button').textContent).toBe('real, closed');
});
