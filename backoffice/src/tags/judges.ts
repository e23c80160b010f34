import { RemoteOj } from '@generated/model/index';

/** The judges a tag or classification can belong to: the site's own problems (`ME`), then the remote judges. */
export const TAG_JUDGES = ['ME', ...Object.values(RemoteOj)] as const;

export type TagJudge = (typeof TAG_JUDGES)[number];

/** The judge a list opens on: the site's own tags, which staff edit far more often than remote ones. */
export const DEFAULT_JUDGE: TagJudge = 'ME';

export function isTagJudge(value: unknown): value is TagJudge {
  return typeof value === 'string' && (TAG_JUDGES as readonly string[]).includes(value);
}

/** A judge from a filter or form value; anything unknown reads as the site's own. */
export const judgeOr = (value: unknown, fallback: TagJudge = DEFAULT_JUDGE): TagJudge =>
  isTagJudge(value) ? value : fallback;

/** i18n key of a judge's name. */
export const judgeLabel = (judge: TagJudge): string => `hoj.tags.judge.${judge}`;
