import { createStateCell } from './stateCell';

describe('createStateCell', () => {
  it('holds a value and tells subscribers when it changes, until they unsubscribe', () => {
    const cell = createStateCell(1);
    const listener = jest.fn();
    const unsubscribe = cell.subscribe(listener);
    cell.set(2);
    expect(cell.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    cell.set(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
