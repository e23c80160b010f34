import { useId } from 'react';
import { LOCALES, type Locale } from '@hoj/core/i18n/locale';
import { setLocale } from '@portal/i18n/locale';
import { useLocale, useT } from '@portal/i18n/useT';
import { GlobeIcon } from '@portal/shared/ui/icons';

/** Each language is named in itself, so a visitor who cannot read the current one still finds theirs. */
const NATIVE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('lang.label')}
      </label>
      <GlobeIcon />
      <select
        id={id}
        className="language-switch__select"
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {NATIVE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
