import * as React from 'react';
import { applyTheme, readStoredTheme, storeTheme, type TTheme } from '@/lib/theme';

type TThemeContext = { theme: TTheme; setTheme: (theme: TTheme) => void };

const ThemeContext = React.createContext<TThemeContext | null>(null);

export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const [theme, setThemeState] = React.useState<TTheme>(readStoredTheme);

  React.useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme]);

  const value = React.useMemo<TThemeContext>(
    () => ({
      theme,
      setTheme: (next) => {
        storeTheme(next);
        setThemeState(next);
      },
    }),
    [theme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): TThemeContext {
  const context = React.useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider.');
  return context;
}
