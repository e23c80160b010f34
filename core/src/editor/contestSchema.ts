import {
  ContestAuth,
  ContestStatus,
  ContestType,
  OIRankScoreType,
  RankShowName,
} from '@generated/model/index';
import { array, boolean, date, mixed, number, object, string, type ObjectSchema } from 'yup';
import { accountRangeIssues } from './accountLimitRule';
import { AWARD_TYPES, awardIssues, type AwardType } from './awards';
import {
  contestDurationSeconds,
  sealTimeChoices,
  type ContestForm,
  type SealTimeChoice,
} from './contestForm';
import { editorMessage, requiredMessage } from './editorMessages';
import { TITLE_MAX_LENGTH, blank, reportIssues } from './schemaIssues';
import { normaliseStarUsers } from './starUsers';

export interface ContestSchemaContext {
  /** An existing contest is edited: its rule type may not change */
  editing: boolean;
  /** The rule type the contest was loaded with */
  originalType?: number;
}

function parentOf(value: unknown): Partial<ContestForm> {
  return typeof value === 'object' && value !== null ? (value as Partial<ContestForm>) : {};
}

/**
 * The rules a contest must pass before it is saved. Fields are declared in the order the checks run on save
 * (title, description, start, end, start before end, length above 0, password, rule type, seal time, awards,
 * account rule, star users), and yup reports errors in that order, so the first error is the one to show first.
 * Messages are EditorMessage objects (see editorErrorText).
 */
export function contestSchema(context: ContestSchemaContext): ObjectSchema<ContestForm> {
  return object({
    title: string()
      .defined()
      .test('required', requiredMessage('editor.field.contestTitle'), (value) => !blank(value))
      .max(
        TITLE_MAX_LENGTH,
        editorMessage('editor.error.maxLength', {
          field: 'editor.field.contestTitle',
          max: TITLE_MAX_LENGTH,
        }),
      ),
    description: string()
      .defined()
      .test('required', requiredMessage('editor.field.contestDescription'), (value) => !blank(value)),
    startTime: date()
      .nullable()
      .defined()
      .test('required', requiredMessage('editor.field.startTime'), (value) => value !== null),
    endTime: date()
      .nullable()
      .defined()
      .test('required', requiredMessage('editor.field.endTime'), (value) => value !== null)
      .test('order', function order(end) {
        const start = parentOf(this.parent).startTime ?? null;
        if (!start || !end) return true;
        const { duration, negative } = contestDurationSeconds(start, end);
        if (negative) return this.createError({ message: editorMessage('editor.error.contestTime') });
        if (duration <= 0)
          return this.createError({ message: editorMessage('editor.error.contestDuration') });
        return true;
      }),
    pwd: string()
      .defined()
      .test('required', requiredMessage('editor.field.contestPassword'), function password(value) {
        return parentOf(this.parent).auth === ContestAuth.PUBLIC || !blank(value);
      }),
    type: mixed<ContestType>()
      .oneOf(Object.values(ContestType))
      .defined()
      .test('locked', editorMessage('editor.error.ruleTypeLocked'), (value) => {
        if (!context.editing || context.originalType === undefined) return true;
        return value === context.originalType;
      }),
    sealTimeChoice: mixed<SealTimeChoice>()
      .oneOf([0, 1, 2])
      .defined()
      .test('fits', editorMessage('editor.error.sealTime'), function fits(choice) {
        const form = parentOf(this.parent);
        if (!form.sealRank) return true;
        const { duration } = contestDurationSeconds(form.startTime ?? null, form.endTime ?? null);
        return sealTimeChoices(duration).includes(choice);
      }),
    awardConfigList: array(
      object({
        // Loose here, like `num`: awardIssues names the award whose priority is not a number.
        priority: mixed<number>().nullable().defined(),
        name: string().defined(),
        background: string().defined(),
        color: string().defined(),
        num: mixed<number>().nullable().defined(),
      }),
    )
      .defined()
      .test('awards', function awards(list) {
        const type = parentOf(this.parent).awardType ?? 0;
        return reportIssues(this, awardIssues(type, Array.isArray(list) ? list : []));
      }),
    accountLimit: object({
      prefix: string().defined(),
      suffix: string().defined(),
      startNumber: mixed<number>().nullable().defined(),
      endNumber: mixed<number>().nullable().defined(),
      extraAccounts: string().defined(),
    }).test('range', function range(fields) {
      if (!parentOf(this.parent).openAccountLimit || !fields) return true;
      return reportIssues(this, accountRangeIssues(fields, this.path));
    }),
    starAccount: array(string().defined())
      .defined()
      .test('unique', function unique(list) {
        const { duplicates } = normaliseStarUsers(Array.isArray(list) ? list : []);
        return reportIssues(
          this,
          duplicates.map((name) => ({
            path: 'starAccount',
            message: editorMessage('editor.error.duplicateStarUser', { name }),
          })),
        );
      }),
    id: number().nullable().defined(),
    uid: string().defined(),
    author: string().defined(),
    auth: mixed<ContestAuth>().oneOf(Object.values(ContestAuth)).defined(),
    sealRank: boolean().defined(),
    autoRealRank: boolean().defined(),
    openPrint: boolean().defined(),
    openRank: boolean().defined(),
    allowEndSubmit: boolean().defined(),
    rankShowName: mixed<RankShowName>().oneOf(Object.values(RankShowName)).defined(),
    oiRankScoreType: mixed<OIRankScoreType>().oneOf(Object.values(OIRankScoreType)).defined(),
    openAccountLimit: boolean().defined(),
    awardType: mixed<AwardType>()
      .oneOf([...AWARD_TYPES])
      .defined(),
    visible: boolean().defined(),
    status: mixed<ContestStatus>().oneOf(Object.values(ContestStatus)).nullable().defined(),
    gid: number().nullable().defined(),
    source: number().defined(),
  });
}
