import { act, render } from '@testing-library/react';
import { BATCH, FIRST_BATCH, useShownCount } from './useShownCount';

function List({ total }: { total: number }) {
  const shown = useShownCount(total);
  return <p>{shown}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('renders the first batch with the page, then one batch per task until the whole list is there', () => {
  const { container } = render(<List total={1000} />);
  expect(container.textContent).toBe(String(FIRST_BATCH));
  act(() => jest.advanceTimersToNextTimer());
  expect(container.textContent).toBe(String(FIRST_BATCH + BATCH));
  let tasks = 1;
  while (jest.getTimerCount() > 0) {
    act(() => jest.advanceTimersToNextTimer());
    tasks += 1;
  }
  expect(container.textContent).toBe('1000');
  expect(tasks).toBe(Math.ceil((1000 - FIRST_BATCH) / BATCH));
});

it('renders a short list whole at once, and schedules nothing', () => {
  const { container } = render(<List total={12} />);
  expect(container.textContent).toBe('12');
  expect(jest.getTimerCount()).toBe(0);
});
