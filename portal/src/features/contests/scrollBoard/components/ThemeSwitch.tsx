import { useSignals } from '@preact/signals-react/runtime';
import type { Translate } from '@portal/i18n/useT';
import { setTheme, themeSignal } from '@portal/shared/theme/themeState';
import { MoonIcon, SunIcon } from '@portal/shared/ui/icons';

/**
 * The dark-theme toggle, here because the page hides the site's navigation where it usually is: a projector
 * in a lit hall reads better in one theme, in a dark one in the other.
 */
export function ThemeSwitch({ t }: { t: Translate }) {
  useSignals();
  const dark = themeSignal.value === 'dark';
  return (
    <button
      type="button"
      className="button button--ghost scroll-head__theme"
      aria-pressed={dark}
      aria-label={t('shell.theme.dark')}
      title={t('shell.theme.dark')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
