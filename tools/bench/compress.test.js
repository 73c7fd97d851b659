const { compressedSizes } = require('./compress');

describe('compressedSizes', () => {
  test('repetitive text shrinks, brotli no worse than gzip here', () => {
    const body = Buffer.from('const answer = 42;\n'.repeat(500));
    const sizes = compressedSizes(body);
    expect(sizes.raw).toBe(body.length);
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10);
    expect(sizes.brotli).toBeLessThanOrEqual(sizes.gzip);
  });

  test('an empty body still has the compression format overhead, and zero raw bytes', () => {
    const sizes = compressedSizes(Buffer.alloc(0));
    expect(sizes.raw).toBe(0);
    expect(sizes.gzip).toBeGreaterThan(0);
  });
});
