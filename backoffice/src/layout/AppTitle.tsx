import { useTranslate } from 'react-admin';

/** The app's name in the current language (react-admin shows it where a page has no title of its own). */
export function AppTitle() {
  return <>{useTranslate()('hoj.app.title')}</>;
}
