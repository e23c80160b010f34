import '@portal/i18n/pages/introduction';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { CompileNotes } from '../components/CompileNotes';
import { LanguagesPanel } from '../components/LanguagesPanel';
import { StatusGuide } from '../components/StatusGuide';
import './IntroductionPage.css';

/**
 * What a contestant should know before submitting: the languages this site judges (compile command and an A+B
 * example each), what every judge result means, and the usual reasons code that builds at home fails here.
 * Only the languages come from the server; the rest stays readable when they cannot be loaded.
 */
export function IntroductionPage() {
  const t = useT();
  const title = t('nav.introduction');
  usePageTitle(title);
  return (
    <div className="page introduction">
      <h1 className="introduction__title">{title}</h1>
      <div className="introduction__columns">
        <LanguagesPanel />
        <div className="introduction__side">
          <StatusGuide />
          <CompileNotes />
        </div>
      </div>
    </div>
  );
}
