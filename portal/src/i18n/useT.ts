import { useCallback } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Locale } from '@hoj/core/i18n/locale';
import { translateIn, type MessageKey } from './catalog';
import { localeSignal } from './locale';

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * The translate function for the current language. Reading the locale signal here subscribes the calling
 * component, so a language switch re-renders every component that shows text.
 */
export function useT(): Translate {
  useSignals();
  const locale = localeSignal.value;
  return useCallback<Translate>((key, vars) => translateIn(locale, key, vars), [locale]);
}

/** The current language, for formatters (dates, durations) that need it. */
export function useLocale(): Locale {
  useSignals();
  return localeSignal.value;
}
