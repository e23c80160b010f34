import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's own light and dark themes; the app bar's toggle switches them and the store remembers it. */
export const lightTheme: RaThemeOptions = defaultLightTheme;
export const darkTheme: RaThemeOptions = defaultDarkTheme;
