/** Runtime configuration: injected by the server into index.html, or fetched from /config.json in dev. */
export type TAppConfig = { anonKey: string; siteUrl: string };

declare global {
  interface Window {
    __GROUNDWORK__?: TAppConfig;
  }
}

export function isAppConfig(value: unknown): value is TAppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.anonKey === 'string' && record.anonKey.length > 0 && typeof record.siteUrl === 'string'
  );
}

export async function loadConfig(): Promise<TAppConfig> {
  const injected = window.__GROUNDWORK__;
  if (isAppConfig(injected)) return injected;
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  const body: unknown = await response.json();
  if (!isAppConfig(body)) throw new Error('/config.json is missing anonKey or siteUrl');
  return body;
}
