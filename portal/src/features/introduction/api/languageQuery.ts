import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import type { Language } from '@generated/model/index';
import { localLanguagesOf, type JudgeLanguage } from '../model/judgeLanguage';

export const introductionKeys = {
  languages: ['introduction', 'languages'] as const,
};

/**
 * The site's own judge languages. `all=false` without a problem asks for the local judge's only; the list is
 * still filtered, since a server that ignores the flag would send every remote judge's languages too.
 */
export const judgeLanguagesQuery = () =>
  queryOptions({
    queryKey: introductionKeys.languages,
    queryFn: async ({ signal }): Promise<JudgeLanguage[]> => {
      const rows = await unwrap(api.GET('/api/languages', { params: { query: { all: false } }, signal }));
      return localLanguagesOf(recordsOf<Partial<Language>>(rows, 'judge languages'));
    },
  });
