import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProblemInfoVO } from '@generated/model/index';
import { createDraftSaver, type DraftSaver } from '@portal/features/problems/editor/draftSaver';
import {
  chooseLanguage,
  DEFAULT_LANGUAGES,
  loadDraft,
  loadGlobalSettings,
  type EditorDraft,
  type EditorSettings,
} from '@portal/features/problems/editor/editorSettings';

export interface EditorDraftState {
  draft: EditorDraft;
  languages: readonly string[];
  setCode: (code: string) => void;
  /** Switches language; code that is blank or still the old template becomes the new language's template. */
  setLanguage: (language: string) => void;
  setSettings: (settings: Partial<Omit<EditorSettings, 'language'>>) => void;
  /** Back to the template of the current language. */
  resetCode: () => void;
  /** Puts code (the last accepted one) in the editor, in its language when the problem offers it. */
  replaceCode: (code: string, language?: string | null) => void;
}

/**
 * The code and settings of one problem (`draftKey`): opened from its draft, else from the reader's usual
 * settings and the language's template; every change is kept (see `createDraftSaver`).
 */
export function useEditorDraft(problem: ProblemInfoVO, key: string): EditorDraftState {
  const languages = useMemo(
    () => (problem.languages.length > 0 ? problem.languages : DEFAULT_LANGUAGES),
    [problem.languages],
  );
  const templates = problem.codeTemplate;
  const templateOf = useCallback((language: string) => templates[language] ?? '', [templates]);

  const [draft, setDraft] = useState<EditorDraft>(() => {
    const saved = loadDraft(key);
    const usual = loadGlobalSettings();
    const language = chooseLanguage(languages, saved?.language ?? '', usual.language);
    return saved ? { ...saved, language } : { ...usual, language, code: templateOf(language) };
  });

  const saver = useRef<DraftSaver | null>(null);
  useEffect(() => {
    const current = createDraftSaver(key);
    saver.current = current;
    return () => current.dispose();
  }, [key]);

  const update = useCallback((change: (previous: EditorDraft) => EditorDraft) => {
    setDraft((previous) => {
      const next = change(previous);
      // Harmless if React runs the updater twice: the saver keeps only the latest draft.
      if (next !== previous) saver.current?.schedule(next);
      return next;
    });
  }, []);

  return {
    draft,
    languages,
    setCode: useCallback((code) => update((d) => (d.code === code ? d : { ...d, code })), [update]),
    setLanguage: useCallback(
      (language) =>
        update((d) => {
          if (d.language === language) return d;
          const untouched = d.code.trim() === '' || d.code === templateOf(d.language);
          return { ...d, language, code: untouched ? templateOf(language) : d.code };
        }),
      [update, templateOf],
    ),
    setSettings: useCallback((settings) => update((d) => ({ ...d, ...settings })), [update]),
    resetCode: useCallback(
      () => update((d) => ({ ...d, code: templateOf(d.language) })),
      [update, templateOf],
    ),
    replaceCode: useCallback(
      (code, language) =>
        update((d) => ({
          ...d,
          code,
          language: language && languages.includes(language) ? language : d.language,
        })),
      [update, languages],
    ),
  };
}
