import { localizeServerMessage } from '@hoj/core/i18n/serverMessages';
import { accountMessages, loginMessages, mobileMessages, profileMessages } from '../accounts/texts';
import { avatarMessages } from '../accounts/avatar';
import { announcementMessages } from '../announcements/handlers';
import { commentMessages } from '../comments/texts';
import { contestMessages } from '../contests/handlers';
import { discussionMessages } from '../discussions/texts';
import { noticeMessages } from '../messages/adminNoticeHandlers';
import { cleanTexts } from '../messages/messageHandlers';
import { judgeMessages } from '../judge/texts';
import { tagMessages } from '../problems/adminTagHandlers';
import { problemMessages } from '../problems/texts';
import { carouselMessages } from '../site/carousel';
import { lastSuperAdminMessages } from '../accounts/admin/manage';
import { messages } from './messages';
import { adminContestMessages } from '../contests/admin/texts';
import { markdownImageMessages } from '../files/markdownImages';
import { packageMessages } from '../packages/texts';
import { adminProblemMessages } from '../problems/admin/texts';
import { trainingMessages } from '../trainings/texts';
import { groupMessages } from '../groups/texts';
import {
  groupContestMessages,
  groupProblemMessages,
  groupStepMessages,
  groupTrainingMessages,
} from '../groups/contentTexts';
import { groupDiscussionMessages } from '../discussions/groupTexts';

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** Every answer text the mocks send, with sample arguments for the ones that take some. */
function allTexts(): string[] {
  const tables: Record<string, unknown>[] = [
    messages,
    loginMessages,
    accountMessages,
    mobileMessages,
    profileMessages,
    avatarMessages,
    announcementMessages,
    commentMessages,
    discussionMessages,
    cleanTexts,
    noticeMessages,
    tagMessages,
    problemMessages,
    judgeMessages,
    contestMessages,
    carouselMessages,
    lastSuperAdminMessages,
    adminContestMessages,
    packageMessages,
    adminProblemMessages,
    trainingMessages,
    markdownImageMessages,
    groupMessages,
    groupProblemMessages,
    groupTrainingMessages,
    groupContestMessages,
    groupStepMessages,
    groupDiscussionMessages,
  ];
  return tables.flatMap((table) =>
    Object.values(table).flatMap((entry) => {
      if (typeof entry === 'string') return [entry];
      if (typeof entry !== 'function') return [];
      const fn = entry as (...args: unknown[]) => unknown;
      const text = fn(...parameterNames(fn).map(sampleFor));
      return typeof text === 'string' ? [text] : [];
    }),
  );
}

function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const list = /^\(?([^)=]*)\)?\s*=>/.exec(String(fn))?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.replace(/:.*$/, '').trim())
    .filter(Boolean);
}

/** What the backend puts in: numbers, a field's Chinese name, or a request parameter's name. */
function sampleFor(parameter: string): unknown {
  if (['seconds', 'count', 'left', 'n', 'max'].includes(parameter)) return 3;
  if (['item', 'field'].includes(parameter)) return '标题';
  if (['ok', 'failed'].includes(parameter)) return 2;
  if (parameter === 'repeated') return ['P1001', 'P1002'];
  if (parameter === 'label') return 'ID';
  return 'limit';
}

describe('the server texts the mocks answer with', () => {
  it('all read in English for en-US readers (core knows every one of them)', () => {
    const texts = allTexts();
    expect(texts.length).toBeGreaterThan(80);
    const untranslated = texts.filter((text) => CJK.test(localizeServerMessage(text, 'en-US')));
    expect(untranslated).toEqual([]);
  });
});
