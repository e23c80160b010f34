import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@portal/i18n/useT';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { judgeLanguagesQuery } from '../api/languageQuery';
import type { JudgeLanguage } from '../model/judgeLanguage';
import { ExampleCode } from './ExampleCode';

function LanguageItem({ language }: { language: JudgeLanguage }) {
  const t = useT();
  const id = useId();
  return (
    <li className="introduction-language">
      <h3 className="introduction-language__name">
        {language.name}
        {language.description ? (
          <span className="introduction-language__description"> ({language.description})</span>
        ) : null}
      </h3>
      {language.compileCommand ? (
        <figure className="introduction-command" aria-labelledby={`${id}-command`}>
          <figcaption id={`${id}-command`} className="introduction-command__caption">
            {t('introduction.language.compileCommand')}
          </figcaption>
          <pre className="introduction-command__text">{language.compileCommand}</pre>
        </figure>
      ) : null}
      {language.template ? (
        <ExampleCode code={language.template} language={language.name} contentType={language.contentType} />
      ) : null}
    </li>
  );
}

/** The site's judge languages with their compilers, compile commands and A+B examples. */
export function LanguagesPanel() {
  const t = useT();
  const query = useQuery(judgeLanguagesQuery());
  const view = queryView(query);

  let body;
  if (view.kind === 'pending') body = <Skeleton rows={6} label={t('introduction.languages.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('introduction.languages.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.length === 0) body = <EmptyState message={t('introduction.languages.empty')} />;
  else
    body = (
      <>
        <RefreshFailed query={query} />
        <ul className="introduction-languages">
          {view.data.map((language) => (
            <LanguageItem key={language.key} language={language} />
          ))}
        </ul>
      </>
    );

  return (
    <Panel title={t('introduction.languages.title')} className="introduction__languages">
      {body}
    </Panel>
  );
}
