import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProblemInfoVO } from '@generated/model/index';
import type { CodeReplacement } from '@portal/features/problems/editor/codeEditorProps';
import { createDraftSaver, type DraftSaver } from '@portal/features/problems/editor/draftSaver';
import {
  adoptVisitorDraft,
  draftKey,
  loadDraft,
  openDraft,
  watchDraft,
  type DraftPlace,
  type StoredDraft,
} from '@portal/features/problems/editor/draftStore';
import {
  chooseLanguage,
  DEFAULT_LANGUAGES,
  loadGlobalSettings,
  type EditorDraft,
  type EditorSettings,
} from '@portal/features/problems/editor/editorSettings';

export interface EditorDraftState {
  draft: EditorDraft;
  /**
   * The last time the text was changed from outside the editor (reset, last accepted code, a language's
   * template, a later draft from another tab); the editor applies each one once, as a single undoable edit.
   */
  replacement: CodeReplacement | null;
  languages: readonly string[];
  /** The editor's own text, as typed: never handed back to the editor. */
  setCode: (code: string) => void;
  /** Switches language; code that is blank or still the old template becomes the new language's template. */
  setLanguage: (language: string) => void;
  setSettings: (settings: Partial<Omit<EditorSettings, 'language'>>) => void;
  /** Back to the template of the current language. */
  resetCode: () => void;
  /** Puts code (the last accepted one) in the editor, in its language when the problem offers it. */
  replaceCode: (code: string, language?: string | null) => void;
}

export interface DraftOwner {
  /** The signed-in reader's uid; null for a visitor. */
  uid: string | null;
  /** The reader has just signed in on this page: the code they wrote as a visitor becomes theirs. */
  adoptVisitorDraft: boolean;
}

/** The problem's languages and templates, read defensively: a server may send null, or any key at all. */
function editorInputs(problem: ProblemInfoVO) {
  const offered = Array.isArray(problem.languages)
    ? problem.languages.filter((name): name is string => typeof name === 'string' && name !== '')
    : [];
  const templates = new Map<string, string>();
  const raw: unknown = problem.codeTemplate;
  if (typeof raw === 'object' && raw !== null) {
    // Own entries into a Map: a language called "constructor" or "__proto__" is just a name here.
    for (const [name, code] of Object.entries(raw)) if (typeof code === 'string') templates.set(name, code);
  }
  return { languages: offered.length > 0 ? offered : DEFAULT_LANGUAGES, templates };
}

interface DraftView {
  draft: StoredDraft;
  replacement: CodeReplacement | null;
}

/**
 * The code and settings of one problem for one reader (`draftKey`): opened from their draft, else from a draft
 * an earlier front end left, else from the reader's usual settings and the language's template. Every change is
 * kept (`createDraftSaver`); a later edit of the same draft in another tab is taken over at once, and an older
 * tab never overwrites it.
 */
export function useEditorDraft(
  problem: ProblemInfoVO,
  place: DraftPlace,
  owner: DraftOwner,
): EditorDraftState {
  const { languages, templates } = useMemo(() => editorInputs(problem), [problem]);
  const templateOf = useCallback((language: string) => templates.get(language) ?? '', [templates]);
  const key = draftKey(place, owner.uid);

  const [view, setView] = useState<DraftView>(() => {
    const saved = openDraft(place, owner.uid);
    const usual = loadGlobalSettings();
    const language = chooseLanguage(languages, saved?.language ?? '', usual.language);
    const draft: StoredDraft = saved
      ? { ...saved, language }
      : { ...usual, language, code: templateOf(language), editedAt: 0 };
    return { draft, replacement: null };
  });
  // What the callbacks compare against: the editor reports every keystroke, faster than React re-renders.
  const latest = useRef(view.draft);
  const saver = useRef<DraftSaver | null>(null);

  const show = useCallback((next: StoredDraft, replaceText: boolean) => {
    latest.current = next;
    setView((previous) => ({
      draft: next,
      replacement: replaceText
        ? { id: (previous.replacement?.id ?? 0) + 1, text: next.code }
        : previous.replacement,
    }));
  }, []);

  const takeOver = useCallback(
    (incoming: StoredDraft) => {
      const mine = latest.current;
      if (incoming.editedAt <= mine.editedAt) return;
      const language = chooseLanguage(languages, incoming.language, mine.language);
      show({ ...incoming, language }, incoming.code !== mine.code);
    },
    [languages, show],
  );

  // After the page's previous draft (the visitor's) has been flushed by its own clean-up, which React runs
  // before this effect and after this component's first render.
  const { uid, adoptVisitorDraft: adopt } = owner;
  useEffect(() => {
    if (uid === null || !adopt) return;
    const adopted = adoptVisitorDraft(place, uid);
    if (adopted) takeOver({ ...adopted, editedAt: Math.max(adopted.editedAt, latest.current.editedAt + 1) });
    // Once, when the page opens for the account that has just signed in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = createDraftSaver(key, undefined, () => {
      const stored = loadDraft(key);
      if (stored) takeOver(stored);
    });
    saver.current = current;
    const stopWatching = watchDraft(key, takeOver);
    return () => {
      stopWatching();
      current.dispose();
    };
  }, [key, takeOver]);

  const edit = useCallback(
    (change: (previous: StoredDraft) => EditorDraft, replaceText: boolean) => {
      const previous = latest.current;
      const changed = change(previous);
      if (changed === previous) return;
      // Later than any edit this tab has seen, even one another tab stamped a moment ahead of this clock.
      const next = { ...changed, editedAt: Math.max(Date.now(), previous.editedAt + 1) };
      show(next, replaceText && next.code !== previous.code);
      saver.current?.schedule(next);
    },
    [show],
  );

  return {
    draft: view.draft,
    replacement: view.replacement,
    languages,
    setCode: useCallback((code) => edit((d) => (d.code === code ? d : { ...d, code }), false), [edit]),
    setLanguage: useCallback(
      (language) =>
        edit((d) => {
          if (d.language === language) return d;
          const untouched = d.code.trim() === '' || d.code === templateOf(d.language);
          return { ...d, language, code: untouched ? templateOf(language) : d.code };
        }, true),
      [edit, templateOf],
    ),
    setSettings: useCallback((settings) => edit((d) => ({ ...d, ...settings }), false), [edit]),
    resetCode: useCallback(
      () => edit((d) => ({ ...d, code: templateOf(d.language) }), true),
      [edit, templateOf],
    ),
    replaceCode: useCallback(
      (code, language) =>
        edit(
          (d) => ({
            ...d,
            code,
            language: language && languages.includes(language) ? language : d.language,
          }),
          true,
        ),
      [edit, languages],
    ),
  };
}
