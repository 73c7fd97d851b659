import federationRuntimePlugin from './federationRuntimePlugin';
import { REMOTE_MAP_ID } from './remoteMap';

type CreateScript = (args: { url: string; attrs?: Record<string, unknown> }) => { script: HTMLScriptElement; timeout: number };

describe("the federation runtime plugin's remote entry scripts", () => {
  beforeAll(() => {
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${REMOTE_MAP_ID}">[{"name":"remote_cv","entry":"https://cv.example.dev/mf-manifest.json"}]</script>`);
  });
  const createScript = federationRuntimePlugin().createScript as unknown as CreateScript;

  it("makes the script itself, its URL through the script URL policy, with the runtime's attributes and a bounded wait", () => {
    const { script, timeout } = createScript({ url: 'https://cv.example.dev/remoteEntry.js', attrs: { crossorigin: 'anonymous', async: true } });
    expect(script.src).toBe('https://cv.example.dev/remoteEntry.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.async).toBe(true);
    expect(timeout).toBeGreaterThan(0);
  });

  it('refuses an entry from an origin the remote map does not name', () => {
    expect(() => createScript({ url: 'https://evil.example/remoteEntry.js' })).toThrow(TypeError);
  });
});
