import { storePublicFile } from '../store/schema/files';
import { ApiFailure } from '../http/failure';
import {
  languages,
  problems,
  problemTags,
  tags,
  type ProblemCaseRow,
  type ProblemRow,
} from '../store/schema/problems';
import { clock } from '../store/clock';
import type { ImportedCase, ImportedProblem } from './importedProblem';
import { storeStatementFile } from '../store/schema/files';
import { packageMessages } from './texts';

/** The site judge's language names. */
function siteLanguages(): string[] {
  return languages.where('oj', 'ME').map((l) => l.name);
}

/**
 * HOJ's own export names languages the importing site must have: an unknown one refuses the whole package before
 * anything is stored, as the backend does. The other formats drop what the site lacks.
 */
export function checkLanguages(
  list: readonly ImportedProblem[],
  problemKey: (p: ImportedProblem, i: number) => string,
) {
  const known = new Set(siteLanguages());
  list.forEach((p, i) => {
    const names = [...(p.languages ?? []), ...p.codeTemplates.map((t) => t.language)];
    if (names.some((name) => !known.has(name)))
      throw new ApiFailure(400, packageMessages.badLanguage(problemKey(p, i)));
  });
}

/** The OI total the judge will award, by the problem's case mode (what HOJ stores as `ioScore`). */
export function totalScore(mode: ProblemRow['judgeCaseMode'], cases: readonly ImportedCase[]): number {
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average')
    return cases.reduce((sum, c) => sum + (c.score ?? 0), 0);
  const groups = new Map<number | null, number[]>();
  for (const c of cases) groups.set(c.groupNum, [...(groups.get(c.groupNum) ?? []), c.score ?? 0]);
  let total = 0;
  for (const scores of groups.values()) {
    total +=
      mode === 'subtask_lowest'
        ? Math.min(...scores)
        : Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
  }
  return total;
}

/** A tag of the site (`oj` ME, no group) by name, any letter case; created when the site has none. */
function siteTag(name: string, now: Date): number {
  const wanted = name.trim().toUpperCase();
  const found = tags.find((t) => t.oj === 'ME' && t.gid === null && t.name.toUpperCase() === wanted);
  if (found) return found.id;
  return tags.insert({
    id: tags.nextId(),
    name: name.trim(),
    color: null,
    oj: 'ME',
    gid: null,
    tcid: null,
    gmtCreate: now,
    gmtModified: now,
  }).id;
}

function toRow(p: ImportedProblem, id: number, problemId: string, author: string, now: Date): ProblemRow {
  const site = siteLanguages();
  const allowed = (p.languages ?? site).filter((name) => site.includes(name));
  const oi = p.type === 1;
  const cases: ProblemCaseRow[] = p.cases.map((c, i) => ({
    input: `${i + 1}.in`,
    output: `${i + 1}.out`,
    inputContent: c.input,
    outputContent: c.output,
    score: oi ? (c.score ?? 0) : 0,
    groupNum: c.groupNum,
  }));
  const options = p.options ?? {};
  return {
    id,
    problemId,
    title: p.title,
    difficulty: options.difficulty ?? 1,
    type: p.type,
    auth: 1,
    gid: null,
    author,
    description: p.description,
    input: p.input,
    output: p.output,
    hint: p.hint,
    source: p.source,
    examples: p.examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join(''),
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    isRemote: false,
    remoteOj: null,
    ioScore: oi ? totalScore(p.judgeCaseMode, p.cases) : 100,
    codeShare: options.codeShare ?? false,
    isFileIO: options.isFileIO ?? false,
    ioReadFileName: options.ioReadFileName ?? null,
    ioWriteFileName: options.ioWriteFileName ?? null,
    userExtraFile: options.userExtraFile ?? null,
    judgeExtraFile: options.judgeExtraFile ?? null,
    openCaseResult: options.openCaseResult ?? true,
    isRemoveEndBlank: options.isRemoveEndBlank ?? true,
    languages: allowed.length > 0 ? allowed : site,
    codeTemplates: Object.fromEntries(
      p.codeTemplates.filter((t) => site.includes(t.language)).map((t) => [t.language, t.code]),
    ),
    cases,
    isUploadCase: true,
    spjCode: p.spj?.code ?? null,
    spjLanguage: p.spj?.language ?? null,
    modifiedUser: author,
    gmtCreate: now,
    gmtModified: now,
  };
}

export interface ImportOutcome {
  imported: ProblemRow[];
  /** What the refusal lists for each problem whose display id was taken (its id or its title). */
  repeated: string[];
}

/**
 * Stores parsed problems one by one, as the backend adds them: a problem without a display id gets `P<id>`, a
 * package's display id is kept in upper case, and one already taken fails that problem alone (the others stay
 * imported). Tags are found by name or created; embedded images and linked files are stored where the
 * statements point.
 */
export function commitImport(
  list: readonly ImportedProblem[],
  author: string,
  label: 'ID' | '标题',
): ImportOutcome {
  const now = clock.now();
  const outcome: ImportOutcome = { imported: [], repeated: [] };
  for (const p of list) {
    const wanted = p.problemId?.toUpperCase() ?? null;
    const id = problems.nextId();
    const problemId = wanted ?? `P${id}`;
    if (problems.one('problemId', problemId)) {
      outcome.repeated.push(label === 'ID' ? problemId : p.title);
      continue;
    }
    for (const image of p.images ?? [])
      storePublicFile(image.name, { contentType: image.contentType, body: new Uint8Array(image.bytes) });
    for (const file of p.files ?? []) storeStatementFile(file);
    const row = problems.insert(toRow(p, id, problemId, author, now));
    for (const tid of new Set(p.tags.filter((t) => t.trim()).map((t) => siteTag(t, now))))
      problemTags.insert({ pid: row.id, tid });
    outcome.imported.push(row);
  }
  return outcome;
}

/** The answer of an import: success, or HOJ's tally of what failed (the rest stays imported). */
export function importFailure(
  outcome: ImportOutcome,
  total: number,
  label: 'ID' | '标题',
): ApiFailure | null {
  if (outcome.repeated.length === 0) return null;
  return new ApiFailure(
    400,
    packageMessages.importResult(
      total - outcome.repeated.length,
      outcome.repeated.length,
      outcome.repeated,
      label,
    ),
  );
}
