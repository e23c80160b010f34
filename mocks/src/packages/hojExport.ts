import { zip, type ZipEntry } from '../http/zip';
import { problemTags, tags, type ProblemRow } from '../store/schema/problems';
import { problemColumns } from '../store/problemShape';
import { caseTexts } from './caseTexts';

/** The problem's columns as HOJ's export writes them: no id, author or dates, always public, nulls left out. */
function exportColumns(p: ProblemRow): Record<string, unknown> {
  const columns = problemColumns(p, {
    auth: 1,
    spjCode: p.spjCode,
    spjLanguage: p.spjLanguage,
    judgeExtraFile: p.judgeExtraFile,
    isUploadCase: true,
  });
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== null && value !== undefined),
  );
}

function extraFiles(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Names of a problem's tags. */
export function tagNamesOf(pid: number): string[] {
  return problemTags
    .where('pid', pid)
    .map((link) => tags.get(link.tid)?.name)
    .filter((name): name is string => name !== undefined);
}

/** `problem_<pid>.json` and the `problem_<pid>/` case files of one problem. */
export function exportEntries(p: ProblemRow, tagNames: readonly string[] = tagNamesOf(p.id)): ZipEntry[] {
  const folder = `problem_${p.id}`;
  const cases = caseTexts(p);
  const samples = cases.map((c, i) => ({
    input: `${i + 1}.in`,
    output: `${i + 1}.out`,
    ...(c.score > 0 ? { score: c.score } : {}),
    ...(c.groupNum !== null ? { groupNum: c.groupNum } : {}),
  }));
  const vo = {
    problem: exportColumns(p),
    codeTemplates: Object.entries(p.codeTemplates).map(([language, code]) => ({ language, code })),
    judgeMode: p.judgeMode,
    samples,
    userExtraFile: extraFiles(p.userExtraFile),
    tags: [...tagNames],
    languages: [...p.languages],
  };
  return [
    { name: `${folder}.json`, content: JSON.stringify(vo) },
    ...cases.flatMap((c, i) => [
      { name: `${folder}/${i + 1}.in`, content: c.input },
      { name: `${folder}/${i + 1}.out`, content: c.output },
    ]),
  ];
}

/**
 * HOJ's problem export: for each problem its JSON (the columns, `samples` naming the case files, tags, languages,
 * code templates) and a folder of `1.in`/`1.out` …, the layout `POST /api/file/import-problem` reads back.
 */
export function exportProblems(rows: readonly ProblemRow[], modified: Date): Uint8Array<ArrayBuffer> {
  return zip(
    rows.flatMap((row) => exportEntries(row)),
    modified,
  );
}
