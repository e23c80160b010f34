import { IconButton, Tooltip } from '@mui/material';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { useTheme, useThemesContext, useTranslate } from 'react-admin';

/**
 * The app bar's light/dark switch. react-admin's own button is named "Toggle light/dark mode" whatever the
 * theme, so a screen reader cannot tell which one is on; this one is the "Dark theme" button, pressed or not.
 * The choice goes to react-admin's store (kept across reloads and logouts, see App.tsx); until staff make one,
 * the system's setting decides.
 */
export function ThemeToggle() {
  const translate = useTranslate();
  const { defaultTheme } = useThemesContext();
  const [theme, setTheme] = useTheme(defaultTheme);
  const dark = theme === 'dark';
  const label = translate('hoj.shell.theme.dark');
  return (
    <Tooltip title={label} enterDelay={300}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={dark}
        onClick={() => setTheme(dark ? 'light' : 'dark')}
      >
        {dark ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
}
