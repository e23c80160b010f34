import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { setTheme, themeSignal } from '@portal/shared/theme/themeState';
import { MoonIcon, SunIcon } from '@portal/shared/ui/icons';

/**
 * One toggle button: pressed means dark. Its name stays the same in both states, so a screen reader says
 * "Dark theme, toggle button, pressed / not pressed" instead of a label that flips meaning.
 */
export function ThemeToggle() {
  useSignals();
  const t = useT();
  const dark = themeSignal.value === 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-pressed={dark}
      aria-label={t('shell.theme.dark')}
      title={t('shell.theme.dark')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
