import { GroupMemberAuth, RoleKey } from '@generated/model/index';
import type { UserRow } from '../store/schema/accounts';
import { zip } from '../http/zip';
import { groupMembers } from '../store/schema/groups';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { fileOperation, operation } from '../http/operation';
import { problems, type ProblemRow } from '../store/schema/problems';
import { clock } from '../store/clock';
import { caseTexts } from './caseTexts';
import { exportProblems } from './hojExport';
import { extensionOf, readUpload } from './multipart';
import { PackageRefusal, refusalFailure } from './refusal';
import { readZip } from './safeZip';
import { casesOfTestcaseZip } from './testcaseZip';
import { packageMessages } from './texts';
import { keepUploadedCases } from '../store/schema/uploadedCases';

const SITE_ADMINS: readonly string[] = [RoleKey.ROOT, RoleKey.ADMIN, RoleKey.PROBLEM_ADMIN];

const memberLevel = (gid: number, uid: string) => groupMembers.get(`${gid}:${uid}`)?.auth ?? 0;

/** A download refused before streaming: HTTP 400 with the JSON error, body status 400 even for permissions. */
const refusedDownload = (msg: string) => new ApiFailure(400, msg, 400);

function attachment(body: Uint8Array<ArrayBuffer>, name: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/x-download',
      'Content-Disposition': `attachment;filename=${encodeURIComponent(name)}`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
}

/** Group problems: root, the author and the group's members; others: root, problem admins and the author. */
function mayDownloadCases(user: UserRow, problem: ProblemRow): boolean {
  if (user.role === RoleKey.ROOT || user.username === problem.author) return true;
  if (problem.gid !== null) return memberLevel(problem.gid, user.uid) >= GroupMemberAuth.MEMBER;
  return user.role === RoleKey.PROBLEM_ADMIN;
}

/** `pid=1&pid=2` or `pid=1,2`; a value Spring cannot convert is its HTTP 500. */
function pidList(url: URL): number[] {
  const raw = url.searchParams
    .getAll('pid')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (raw.length === 0) throw new ApiFailure(400, messages.missingParameter('pid'), 400);
  return [
    ...new Set(
      raw.map((value) => {
        if (!/^[-+]?\d{1,18}$/.test(value)) throw new ApiFailure(500, messages.serverError, 500);
        return Number(value);
      }),
    ),
  ];
}

function formInt(form: FormData | null, name: string): number | undefined {
  const value = form?.get(name);
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

export const fileHandlers = [
  // Root only (x-roles). Problems that do not exist are left out; none at all refuses the export.
  fileOperation('exportProblem', 'required', ({ url }) => {
    const rows = pidList(url)
      .map((pid) => problems.get(pid))
      .filter((row): row is ProblemRow => row !== undefined);
    if (rows.length === 0) throw refusedDownload(packageMessages.problemMissing);
    return attachment(exportProblems(rows, clock.now()), `problem_export_${clock.nowMs()}.zip`);
  }),

  fileOperation('downloadTestcase', 'required', ({ query, user }) => {
    const problem = problems.get(query.requiredInt('pid'));
    if (!problem) throw refusedDownload(packageMessages.problemMissing);
    if (!mayDownloadCases(user, problem)) throw refusedDownload(packageMessages.noDownloadPermission);
    if (problem.isRemote || problem.cases.length === 0) throw refusedDownload(packageMessages.noTestcase);
    const texts = caseTexts(problem);
    // Uploaded cases keep their file names; typed-in ones are numbered like the judge's folder.
    const named = problem.isUploadCase !== false;
    const entries = problem.cases.flatMap((c, i) => [
      { name: named && c.input ? c.input : `${i + 1}.in`, content: texts[i]?.input ?? '' },
      { name: named && c.output ? c.output : `${i + 1}.out`, content: texts[i]?.output ?? '' },
    ]);
    return attachment(zip(entries, clock.now()), `problem_${problem.id}_testcase_${clock.nowMs()}.zip`);
  }),

  // Staff, or an admin of the group the problem is for (`gid` in the query or the form, as hoj-vue sends it).
  operation('uploadTestcaseZip', 'required', async ({ request, query, user }) => {
    const upload = await readUpload(request);
    const gid = query.int('gid') ?? formInt(upload.fields, 'gid');
    const groupAdmin = gid !== undefined && memberLevel(gid, user.uid) >= GroupMemberAuth.ADMIN;
    if (!SITE_ADMINS.includes(user.role) && !groupAdmin)
      throw new ApiFailure(403, messages.noPermissionToOperate);
    if (extensionOf(upload.name) !== 'zip') throw new ApiFailure(400, packageMessages.testcaseZipOnly);
    let cases;
    try {
      cases = casesOfTestcaseZip(readZip(upload.bytes));
    } catch (error) {
      if (error instanceof PackageRefusal) throw refusalFailure(error);
      throw error;
    }
    const fileListDir = keepUploadedCases(cases);
    return {
      data: { fileList: cases.map((c) => ({ input: c.inputName, output: c.outputName })), fileListDir },
    };
  }),
];
