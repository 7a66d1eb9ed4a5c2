export const THEMES = ['light', 'dark', 'system'] as const;
export type TTheme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'theme';

export function isTheme(value: unknown): value is TTheme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readStoredTheme(): TTheme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function storeTheme(theme: TTheme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or a full storage: the choice still applies to this page.
  }
}

export function resolveTheme(theme: TTheme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

export function systemPrefersDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function applyTheme(theme: TTheme): void {
  const resolved = resolveTheme(theme, systemPrefersDark());
  document.documentElement.classList.toggle('dark', resolved === 'dark');
}
