const { fixed, formatTable, kB, ms } = require('./table');

describe('formatTable', () => {
  test('pads the first column left and the others right, under a rule', () => {
    const text = formatTable(
      ['build', 'LCP ms'],
      [
        ['federated', '1520'],
        ['single', '98'],
      ],
    );
    expect(text.split('\n')).toEqual(['build      LCP ms', '---------  ------', 'federated    1520', 'single         98']);
  });
});

describe('number formats', () => {
  test('kB counts 1000 bytes with one decimal', () => {
    expect(kB(125_449)).toBe('125.4');
    expect(kB(0)).toBe('0.0');
  });

  test('ms rounds, fixed keeps the digits asked for', () => {
    expect(ms(1520.6)).toBe('1521');
    expect(fixed(0.98765, 2)).toBe('0.99');
  });

  test('a missing figure shows as a dash', () => {
    expect(kB(undefined)).toBe('–');
    expect(ms(null)).toBe('–');
    expect(fixed(null, 2)).toBe('–');
  });
});
