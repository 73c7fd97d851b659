/** Re-evaluates `read` until `accept` holds or the time is up; returns the last value either way. */
export async function eventually<T>(read: () => T | Promise<T>, accept: (value: T) => boolean, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}
