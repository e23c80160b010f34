import { render, screen, type RenderResult } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { Locale } from '@hoj/core/i18n/locale';
import { resetPortal } from './renderApp';

/*
 * The catalogue of validation messages (the form rules of trainings, discussions, groups and their admin): every
 * validation message the portal shows, one row per rule. A row breaks exactly that rule through the code the form itself uses (its schema and resolver, its
 * validator, or the component when the rule lives there) and reads the message the way the form words it, in
 * Chinese and in English. Each feature keeps its rows beside its code (`features/<name>/validationMessages.test.tsx`)
 * and declares them with `describeValidationRows`.
 *
 * A page's texts are registered by its route's chunk; rows that render parts of those pages on their own make
 * their suite import the same `@portal/i18n/pages/…` modules the routes do.
 */

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

export interface ValidationRow {
  /** The rule, as a reader of the form would put it. */
  rule: string;
  /** Breaks the rule and returns the one message the form shows for it, in `locale`. */
  shown: (locale: Locale) => Promise<string>;
  'zh-CN': string;
  'en-US': string;
}

// ---- Resolvers: the form's resolver over its schema, as react-hook-form calls it on submit.

const RESOLVER_OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

/** Every message of a resolver's error tree by its dotted path (`cases.0.score`; flat keys stay as they are). */
function messagesByPath(errors: unknown, prefix = ''): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  if (typeof errors !== 'object' || errors === null) return found;
  const node = errors as Record<string, unknown>;
  if (typeof node.type === 'string' && 'message' in node) found[prefix] = node.message;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref' || key === 'message' || key === 'type') continue;
    Object.assign(found, messagesByPath(value, prefix === '' ? key : `${prefix}.${key}`));
  }
  return found;
}

/** The resolver's message for `values`, which must break one rule only: the one at `path`. */
export async function resolverMessage<T extends FieldValues>(
  resolver: Resolver<T>,
  values: T,
  path: string,
): Promise<unknown> {
  const { errors } = await resolver(values, undefined, RESOLVER_OPTIONS);
  const found = messagesByPath(errors);
  expect(Object.keys(found)).toEqual([path]);
  return found[path];
}

// ---- Components: rules kept in the component itself, rendered in the reader's language.

/** Renders `Ui` for a visitor reading `locale`, with a cache for components that use one. */
export function renderIn<P extends object>(locale: Locale, Ui: ComponentType<P>, props: P): RenderResult {
  resetPortal(locale);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Ui {...props} />
    </QueryClientProvider>,
  );
}

/** The one validation message on screen (under a field or in an alert); the form must show exactly one. */
export function onlyMessage(root: ParentNode = document.body): string {
  const texts = [...root.querySelectorAll('.field__error, [role="alert"]')]
    .map((element) => element.textContent?.trim() ?? '')
    .filter((text) => text !== '');
  expect(texts).toHaveLength(1);
  return texts[0] ?? '';
}

/** What `read` returns from `view`, which is unmounted afterwards whatever happens. */
export async function withView(view: RenderResult, read: () => Promise<string>): Promise<string> {
  try {
    return await read();
  } finally {
    view.unmount();
  }
}

/** Gives `file` to the file input labelled `label` in `view` and returns the one message the check shows. */
export function chosenFileMessage(view: RenderResult, label: string, file: File): Promise<string> {
  return withView(view, async () => {
    // The picker's `accept` would hide such a file from the dialog; the check must hold for a dropped one.
    await setupUser({ applyAccept: false }).upload(screen.getByLabelText(label), file);
    return onlyMessage(view.container);
  });
}

// ---- The suite.

/** A catalogue key (`groupForm.nameRequired`) or a placeholder (`{field}`) left in the text. */
const RAW = /[A-Za-z]\w*\.[A-Za-z]\w*|\{\w+\}/;
const HAN = /\p{Script=Han}/u;

/**
 * One test per row: the row's message in both languages is the expected text, translated (Chinese in Han
 * characters, English without any, the two different), with no catalogue key or placeholder left in it.
 */
export function describeValidationRows(subject: string, rows: readonly ValidationRow[]): void {
  describe(`${subject}: every validation message, in both languages`, () => {
    it.each(rows)('$rule', async (row) => {
      const shown: Record<string, string> = {};
      for (const locale of LOCALES) shown[locale] = await row.shown(locale);
      expect(shown).toEqual({ 'zh-CN': row['zh-CN'], 'en-US': row['en-US'] });
      expect(shown['zh-CN']).not.toEqual(shown['en-US']);
      for (const locale of LOCALES) expect(shown[locale]).not.toMatch(RAW);
      expect(shown['zh-CN']).toMatch(HAN);
      expect(shown['en-US']).not.toMatch(HAN);
    });
  });
}
