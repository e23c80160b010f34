import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin paints its "Skip to content" link in the primary colour's contrast text on the page background:
 * white on near-white in the light theme, so the link is invisible just when the keyboard reaches it. Ours is a
 * primary button with a focus ring; it still sits off screen until focused.
 */
const skipLink: RaThemeOptions['components'] = {
  RaSkipNavigationButton: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        '&:hover': { opacity: 1, backgroundColor: theme.palette.primary.dark },
        '&:focus-visible': {
          outline: `3px solid ${theme.palette.text.primary}`,
          outlineOffset: 2,
        },
      }),
    },
  },
};

function withSkipLink(theme: RaThemeOptions): RaThemeOptions {
  return { ...theme, components: { ...theme.components, ...skipLink } };
}

/**
 * react-admin's light palette puts white text on #2196f3 in the app bar and focused field labels in #1976d2 on
 * the filled fields' grey: both under the 4.5:1 contrast text needs. Darker blues of the same hue pass.
 */
const contrastingBlues: RaThemeOptions['palette'] = {
  ...defaultLightTheme.palette,
  primary: { main: '#1565c0' },
  secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  // MUI's red, orange and light blue are 3.8, 3.0 and 4.1 to 1 under their labels (a delete button on the
  // editor's grey toolbar, white on a warning chip, an info outline): the same hues a step darker pass 4.5:1.
  error: { main: '#b71c1c' },
  warning: { main: '#b45309', contrastText: '#fff' },
  info: { main: '#0277bd' },
};

/** react-admin's own light and dark themes; the app bar's toggle switches them and the store remembers it. */
export const lightTheme: RaThemeOptions = withSkipLink({ ...defaultLightTheme, palette: contrastingBlues });
export const darkTheme: RaThemeOptions = withSkipLink({
  ...defaultDarkTheme,
  // MUI's red (#f44336) is 3.5:1 on the dark paper; a lighter red of the same hue reads at 5:1 even on the
  // editor's toolbar grey (#424242).
  palette: { ...defaultDarkTheme.palette, error: { main: '#ff9e95' } },
});
