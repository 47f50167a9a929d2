// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { PlanItemTitle } from './PlanItemTitle';

// The staff plan listed only titles, so the explanation the advisor wrote for an own item was invisible in the console.
afterEach(cleanup);

const how = 'Nüfus müdürlüğünden alın.\nApostil gerekir.';

test("the advisor's own item shows its explanation under the title", () => {
  render(<PlanItemTitle item={{ title: 'Askerlik durum belgesi', how, waived: false, addedByAdvisor: true }} />);
  expect(screen.getByText('Askerlik durum belgesi')).toBeTruthy();
  expect(screen.getByTestId('plan-item-how').textContent).toBe(how);
});

test('a content item keeps its title alone; an own item without an explanation adds nothing', () => {
  render(
    <PlanItemTitle
      item={{ title: 'Diploma', how: 'Uzun kontrol listesi metni', waived: false, addedByAdvisor: false }}
    />,
  );
  expect(screen.queryByTestId('plan-item-how')).toBeNull();
  cleanup();
  render(<PlanItemTitle item={{ title: 'Belge', how: '', waived: true, addedByAdvisor: true }} />);
  expect(screen.queryByTestId('plan-item-how')).toBeNull();
});
