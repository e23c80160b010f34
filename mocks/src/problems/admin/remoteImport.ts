import { RemoteOj } from '@generated/model/index';
import { ApiFailure } from '@hoj/mocks/http/failure';
import { operation } from '@hoj/mocks/http/operation';
import { clock } from '@hoj/mocks/store/clock';
import { remoteProblemRow } from '../remoteProblemRow';
import type { RemoteProblemDraft } from '../seedRemoteStatements';
import { problems, tags, type ProblemRow, type TagRow } from '@hoj/mocks/store/schema/problems';
import { remoteCatalogue } from './remoteCatalogue';
import { problemByDisplayId } from './problemWrites';
import { relinkTags } from './problemLinks';
import { adminProblemMessages } from './texts';

/** The display id an imported problem gets: the judge's code, a dash, the id on that judge (`HDU-1000`). */
export const remoteDisplayId = (judge: string, remoteId: string): string =>
  `${judge.toUpperCase()}-${remoteId.trim()}`;

/** What the crawler of `judge` finds under `remoteId`; an unknown judge or id is the backend's failure. */
function crawl(judge: string, remoteId: string): RemoteProblemDraft {
  if (!Object.values(RemoteOj).some((oj) => oj === judge.toUpperCase()))
    throw new ApiFailure(400, adminProblemMessages.remoteUnknownJudge);
  const wanted = remoteDisplayId(judge, remoteId).toLowerCase();
  const draft = remoteCatalogue.find((d) => d.problemId.toLowerCase() === wanted);
  if (!draft) throw new ApiFailure(400, adminProblemMessages.remoteFetchFailed);
  return draft;
}

/**
 * The judge's tags a crawled problem carries, matched by name without case and created when missing; a problem
 * that came without tags gets the tag named after its judge.
 */
function remoteTags(draft: RemoteProblemDraft): TagRow[] {
  const oj = draft.remoteOj;
  const names = draft.tags.length > 0 ? draft.tags : [oj];
  return names.map((name) => {
    const existing =
      draft.tags.length > 0
        ? tags.find((t) => t.oj === oj && t.name.toUpperCase() === name.toUpperCase())
        : tags.find((t) => t.name === name);
    if (existing) return existing;
    const now = clock.now();
    return tags.insert({
      id: tags.nextId(),
      name,
      color: null,
      oj,
      gid: null,
      tcid: null,
      gmtCreate: now,
      gmtModified: now,
    });
  });
}

/**
 * Fetches a problem from a remote judge and stores it as a public remote problem of `author`, with the judge's
 * languages and tags. The trainings' and contests' remote imports can call this too (they reuse a problem that
 * is already there instead of refusing it).
 */
export function importRemoteProblem(judge: string, remoteId: string, author: string): ProblemRow {
  const draft = crawl(judge, remoteId);
  const now = clock.now();
  const row = problems.insert(remoteProblemRow(draft, problems.nextId(), author, now));
  relinkTags(row.id, remoteTags(draft));
  return row;
}

export const remoteImportHandlers = [
  // A problem already imported is refused; on success `msg` is the backend's fixed text.
  operation('importAdminRemoteOJProblem', 'required', ({ query, user }) => {
    const judge = query.requiredString('name');
    const remoteId = query.requiredString('problemId');
    if (problemByDisplayId(remoteDisplayId(judge, remoteId)))
      throw new ApiFailure(400, adminProblemMessages.remoteExists);
    importRemoteProblem(judge, remoteId, user.username);
    return { data: null, msg: adminProblemMessages.remoteImported };
  }),
];
