import { integrityViolation } from '@hoj/mocks/http/failure';
import { clock } from '@hoj/mocks/store/clock';
import { languages, problemTags, tags, type TagRow } from '@hoj/mocks/store/schema/problems';
import type { LanguageInput, TagInput, TemplateInput } from './problemBody';

/**
 * The problem's side tables as the editors send them: languages and templates by language id, tags by id or by
 * name. An id no row has breaks a foreign key, which the database refuses (HTTP 500).
 */

/** Allowed language names, in the order sent: by id, or by name among the judge's languages when no id came. */
export function languageNames(entries: readonly LanguageInput[], judge: string): string[] {
  const names = entries.map((entry) => {
    const row =
      entry.id !== null
        ? languages.get(entry.id)
        : entry.name !== null
          ? languages.one('name', `${judge}:${entry.name}`)
          : undefined;
    if (!row) throw integrityViolation();
    return row.name;
  });
  return [...new Set(names)];
}

/** The enabled templates by language name; a disabled one is not offered anywhere, so it is not kept. */
export function templatesByLanguage(entries: readonly TemplateInput[]): Record<string, string> {
  const templates: Record<string, string> = {};
  for (const entry of entries) {
    const language = languages.get(entry.lid);
    // `code_template.code` is NOT NULL and `lid` a foreign key.
    if (!language || entry.code === null) throw integrityViolation();
    if (entry.status !== false) templates[language.name] = entry.code;
  }
  return templates;
}

/**
 * The tags a save links: existing ones by id; a new one (no id) reuses the judge's tag of that name, or is
 * created on that judge, so no judge ends up with two tags of one name. A group problem's new tags are the
 * group's own (`gid`).
 */
export function resolveTags(
  entries: readonly TagInput[],
  judge: string,
  gid: number | null = null,
): TagRow[] {
  // Everything is checked before the first new tag is stored: the backend's transaction stores none on a failure.
  if (entries.some((e) => (e.id !== null ? !tags.has(e.id) : e.name === null))) throw integrityViolation();
  const resolved = entries.map((entry) => {
    const known = tags.get(entry.id);
    if (known) return known;
    const name = entry.name ?? '';
    const existing = tags.find((t) => t.name === name && t.oj === judge && t.gid === gid);
    if (existing) return existing;
    const now = clock.now();
    return tags.insert({
      id: tags.nextId(),
      name,
      color: entry.color,
      oj: judge,
      gid,
      tcid: null,
      gmtCreate: now,
      gmtModified: now,
    });
  });
  return [...new Map(resolved.map((t) => [t.id, t])).values()];
}

/** Makes the problem's tags exactly `wanted`: links that went are removed, new ones added. */
export function relinkTags(pid: number, wanted: readonly TagRow[]): void {
  const keep = new Set(wanted.map((t) => t.id));
  for (const link of problemTags.where('pid', pid))
    if (!keep.has(link.tid)) problemTags.delete(`${link.pid}:${link.tid}`);
  for (const tag of wanted)
    if (!problemTags.has(`${pid}:${tag.id}`)) problemTags.insert({ pid, tid: tag.id });
}
