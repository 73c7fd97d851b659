export type Provider = 'plausible' | 'umami' | 'goatcounter' | 'matomo';
export interface FakeProvider {
  provider: Provider;
  url: string;
  /** As the provider reads it: the JSON body, the form fields or the query (four shapes, read field by field by the tests). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each provider's own shape
  received: { data: Record<string, any>; contentType: string | null; cookie: string | null; origin: string | null }[];
  problems: string[];
  close(): Promise<void>;
}
export function startFakeProvider(provider: Provider, options?: { port?: number; refuse?: boolean }): Promise<FakeProvider>;
export const PROVIDERS: Provider[];
