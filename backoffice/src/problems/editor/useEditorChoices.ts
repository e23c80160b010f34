import { useQuery } from '@tanstack/react-query';
import type { Language, Tag } from '@generated/model/index';
import { loadLanguageChoices, loadTagChoices } from './problemCalls';

/** The languages a problem may allow (its judge's), shared by the language list and the judge-language select. */
export function useLanguageChoices(pid: number | null) {
  return useQuery<Language[]>({
    queryKey: ['problemEditor', 'languages', pid],
    queryFn: ({ signal }) => loadLanguageChoices(pid, signal),
    staleTime: 5 * 60_000,
  });
}

/** The judge's existing tags, offered by the tag picker. */
export function useTagChoices(judge: string) {
  return useQuery<Tag[]>({
    queryKey: ['problemEditor', 'tags', judge],
    queryFn: ({ signal }) => loadTagChoices(judge, signal),
    staleTime: 60_000,
  });
}
