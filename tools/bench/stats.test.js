const { median, ratio } = require('./stats');

describe('median', () => {
  test('is the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });

  test('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test('ignores missing figures and is null when none are left', () => {
    expect(median([null, 7, undefined, Number.NaN])).toBe(7);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });
});

describe('ratio', () => {
  test('divides the federated figure by the single one', () => {
    expect(ratio(125, 50)).toBe(2.5);
  });

  test('is null when a figure is missing or the divisor is zero', () => {
    expect(ratio(null, 10)).toBeNull();
    expect(ratio(10, undefined)).toBeNull();
    expect(ratio(10, 0)).toBeNull();
  });
});
