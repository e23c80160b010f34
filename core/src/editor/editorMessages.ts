import type { Locale } from '../i18n/locale';

/**
 * Texts of the problem, contest and training editors. English is the reference key set; Chinese must have the
 * same keys (a test checks it). No key is the prefix of another, because the back office nests dotted keys.
 */
const enUS = {
  'editor.error.required': '{field} is required',
  'editor.error.maxLength': '{field} can not exceed {max} characters',
  'editor.error.positiveInteger': '{field} must be a positive integer',
  'editor.error.integerRange': '{field} must be an integer from {min} to {max}',
  'editor.error.problemIdRequired': 'Problem Display ID is required',
  'editor.error.fileIoNames': 'File IO needs both the input file name and the output file name',
  'editor.error.noTestCase': 'Test cases are required: upload test data or add at least one test case',
  'editor.error.caseEmpty': 'Test case {index}: the input or the output is required',
  'editor.error.scoreInteger': 'Test case {index}: the score must be an integer',
  'editor.error.scoreMin': 'Test case {index}: the score must be greater than or equal to 0',
  'editor.error.scoreMax': 'Test case {index}: the score must not be above {max}',
  'editor.error.scoreTotal':
    'The case scores add up to {total}, more than the largest total the server stores ({max})',
  'editor.error.groupNumRequired':
    'Test case {index}: a subtask group number is required when the judge case mode is not the default one',
  'editor.error.spjCodeRequired': 'The special judge or interactive judge code is required',
  'editor.error.spjNotCompiled':
    'The special judge or interactive judge code has not been compiled successfully',
  'editor.error.noLanguage': 'Choose at least one language',
  'editor.error.emptyTemplate': 'The enabled code template of {language} must not be empty',
  'editor.error.duplicateTag': 'Do not add an existing tag: {name}',
  'editor.error.extraFile': 'An extra file needs both a file name and content',
  'editor.error.duplicateExtraFile': 'There are two extra files named {name}',
  'editor.error.contestDuration': 'The contest duration must be greater than 0',
  'editor.error.contestTime': 'The start time must be earlier than the end time',
  'editor.error.ruleTypeLocked': 'The rule type cannot be changed once the contest exists',
  'editor.error.sealTime': 'This contest is too short to seal the rank at that time',
  'editor.error.awardPriority': 'Award priorities must be unique',
  'editor.error.awardPercent': 'Award {index}: the percentage must be an integer from 0 to 100',
  'editor.error.awardPercentTotal': 'The award percentages add up to {total}%, which is more than 100%',
  'editor.error.awardCount': 'Award {index}: the number of people must be an integer from 0 to {max}',
  'editor.error.awardPriorityRange': 'Award {index}: the priority must be a whole number from 1 to {max}',
  'editor.error.duplicateStarUser': 'Do not add a duplicate star user: {name}',
  'editor.error.accountRange': 'The end number must not be below the start number',
  'editor.error.trainingRank': 'The rank must be an integer from 0 to 2147483647',
  'editor.error.reportEmpty': 'The report label and reason cannot be empty',

  'editor.field.problemId': 'Problem Display ID',
  'editor.field.title': 'Title',
  'editor.field.description': 'Description',
  'editor.field.input': 'Input Description',
  'editor.field.output': 'Output Description',
  'editor.field.timeLimit': 'Time Limit',
  'editor.field.memoryLimit': 'Memory Limit',
  'editor.field.stackLimit': 'Stack Limit',
  'editor.field.ioScore': 'Total Score',
  'editor.field.ioReadFileName': 'Input File Name',
  'editor.field.ioWriteFileName': 'Output File Name',
  'editor.field.contestDisplayId': 'Contest Display ID',
  'editor.field.contestDisplayTitle': 'Contest Display Title',
  'editor.field.contestTitle': 'Contest Title',
  'editor.field.contestDescription': 'Contest Description',
  'editor.field.startTime': 'Start Time',
  'editor.field.endTime': 'End Time',
  'editor.field.contestPassword': 'Contest Password',
  'editor.field.awardName': 'Award Name',
  'editor.field.accountStart': 'Start Number',
  'editor.field.accountEnd': 'End Number',
  'editor.field.trainingTitle': 'Training Title',
  'editor.field.trainingDescription': 'Training Description',
  'editor.field.trainingRank': 'Training Rank',
  'editor.field.trainingPassword': 'Training Password',
  'editor.field.trainingCategory': 'Training Category',
  'editor.field.discussionTitle': 'Discussion Title',
  'editor.field.discussionDescription': 'Discussion Description',
  'editor.field.discussionCategory': 'Discussion Category',
  'editor.field.discussionContent': 'Discussion Content',
  'editor.field.reportReason': 'Report Reason',

  'editor.seal.halfHour': '30 minutes before the end',
  'editor.seal.oneHour': '1 hour before the end',
  'editor.seal.whole': 'From the start',
  'editor.awardType.none': 'No awards',
  'editor.awardType.proportion': 'By proportion',
  'editor.awardType.count': 'By number of people',
};

export type EditorMessageKey = keyof typeof enUS;

const zhCN: Record<EditorMessageKey, string> = {
  'editor.error.required': '{field}不能为空',
  'editor.error.maxLength': '{field}不能超过 {max} 个字符',
  'editor.error.positiveInteger': '{field}必须是正整数',
  'editor.error.integerRange': '{field}必须是 {min} 到 {max} 之间的整数',
  'editor.error.problemIdRequired': '题目展示 ID 不能为空',
  'editor.error.fileIoNames': '文件 IO 需要同时填写输入文件名和输出文件名',
  'editor.error.noTestCase': '评测数据不能为空：请上传测试数据或至少添加一组测试用例',
  'editor.error.caseEmpty': '第 {index} 组测试用例：输入和输出不能同时为空',
  'editor.error.scoreInteger': '第 {index} 组测试用例：得分必须是整数',
  'editor.error.scoreMin': '第 {index} 组测试用例：得分必须大于或等于 0',
  'editor.error.scoreMax': '第 {index} 组测试用例：得分不能大于 {max}',
  'editor.error.scoreTotal': '各测试用例得分合计为 {total}，超过了服务器能保存的最大总分（{max}）',
  'editor.error.groupNumRequired': '第 {index} 组测试用例：非默认的测试点模式下必须填写子任务组号',
  'editor.error.spjCodeRequired': '特殊判题或交互判题的代码不能为空',
  'editor.error.spjNotCompiled': '特殊判题或交互判题的代码尚未编译成功',
  'editor.error.noLanguage': '请至少选择一种编程语言',
  'editor.error.emptyTemplate': '已启用的 {language} 代码模板不能为空',
  'editor.error.duplicateTag': '请勿重复添加标签：{name}',
  'editor.error.extraFile': '额外文件需要同时填写文件名和内容',
  'editor.error.duplicateExtraFile': '有两个额外文件都叫 {name}',
  'editor.error.contestDuration': '比赛时长必须大于 0',
  'editor.error.contestTime': '开始时间必须早于结束时间',
  'editor.error.ruleTypeLocked': '比赛创建后不能再修改赛制',
  'editor.error.sealTime': '比赛时长不足，无法在该时间封榜',
  'editor.error.awardPriority': '奖项的优先级不能重复',
  'editor.error.awardPercent': '第 {index} 个奖项：比例必须是 0 到 100 之间的整数',
  'editor.error.awardPercentTotal': '奖项比例合计为 {total}%，不能超过 100%',
  'editor.error.awardCount': '第 {index} 个奖项：人数必须是 0 到 {max} 之间的整数',
  'editor.error.awardPriorityRange': '第 {index} 个奖项：优先级必须是 1 到 {max} 之间的整数',
  'editor.error.duplicateStarUser': '请勿重复添加打星用户：{name}',
  'editor.error.accountRange': '结束编号不能小于起始编号',
  'editor.error.trainingRank': '排序值必须是 0 到 2147483647 之间的整数',
  'editor.error.reportEmpty': '举报标签和举报理由不能都为空',

  'editor.field.problemId': '题目展示 ID',
  'editor.field.title': '标题',
  'editor.field.description': '题目描述',
  'editor.field.input': '输入描述',
  'editor.field.output': '输出描述',
  'editor.field.timeLimit': '时间限制',
  'editor.field.memoryLimit': '内存限制',
  'editor.field.stackLimit': '栈限制',
  'editor.field.ioScore': '总分',
  'editor.field.ioReadFileName': '输入文件名',
  'editor.field.ioWriteFileName': '输出文件名',
  'editor.field.contestDisplayId': '比赛中的题目展示 ID',
  'editor.field.contestDisplayTitle': '比赛中的题目展示标题',
  'editor.field.contestTitle': '比赛标题',
  'editor.field.contestDescription': '比赛描述',
  'editor.field.startTime': '开始时间',
  'editor.field.endTime': '结束时间',
  'editor.field.contestPassword': '比赛密码',
  'editor.field.awardName': '奖项名称',
  'editor.field.accountStart': '起始编号',
  'editor.field.accountEnd': '结束编号',
  'editor.field.trainingTitle': '训练标题',
  'editor.field.trainingDescription': '训练描述',
  'editor.field.trainingRank': '训练排序',
  'editor.field.trainingPassword': '训练密码',
  'editor.field.trainingCategory': '训练分类',
  'editor.field.discussionTitle': '讨论标题',
  'editor.field.discussionDescription': '讨论描述',
  'editor.field.discussionCategory': '讨论分类',
  'editor.field.discussionContent': '讨论内容',
  'editor.field.reportReason': '举报理由',

  'editor.seal.halfHour': '比赛结束前半小时',
  'editor.seal.oneHour': '比赛结束前一小时',
  'editor.seal.whole': '全程封榜',
  'editor.awardType.none': '不设奖项',
  'editor.awardType.proportion': '按比例',
  'editor.awardType.count': '按人数',
};

export const editorMessages: Record<Locale, Record<EditorMessageKey, string>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
};

/**
 * What every editor schema uses as a yup message: a message key plus its placeholder values. A value that is
 * itself an `editor.` key (the name of a field, such as `editor.field.title`) is translated before it is put
 * in, so "{field} is required" reads "Title is required" in either language. (A type alias rather than an
 * interface, because yup only takes messages that fit `Record<PropertyKey, unknown>`.)
 */
export type EditorMessage = {
  key: EditorMessageKey;
  values?: Record<string, string | number>;
};

export function editorMessage(
  key: EditorMessageKey,
  values?: Record<string, string | number>,
): EditorMessage {
  return values ? { key, values } : { key };
}

/** The "{field} is required" message for a field label key. */
export function requiredMessage(field: EditorMessageKey): EditorMessage {
  return { key: 'editor.error.required', values: { field } };
}

function isEditorMessage(value: unknown): value is EditorMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string' &&
    ((value as { values?: unknown }).values === undefined ||
      (typeof (value as { values?: unknown }).values === 'object' &&
        (value as { values?: unknown }).values !== null))
  );
}

/**
 * The text of an editor validation message in the reader's language. Accepts what a yup error carries (an
 * EditorMessage object, a plain key string) and, for messages that were not ours, shows them as they are.
 */
export function editorErrorText(
  message: unknown,
  translate: (key: string, vars?: Record<string, string | number>) => string,
): string {
  if (typeof message === 'string') return translate(message);
  if (!isEditorMessage(message)) return message === undefined || message === null ? '' : String(message);
  if (!message.values) return translate(message.key);
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values)) {
    vars[name] = typeof value === 'string' && value.startsWith('editor.') ? translate(value) : value;
  }
  return translate(message.key, vars);
}

/**
 * Replaces, in place, every message of a form-library error tree (react-hook-form's `FieldErrors`: nodes with
 * `type` and `message`, nested by field path, e.g. `cases[2].score`) with its text, so inputs that show
 * strings can show editor messages. Element references (`ref`) are not walked.
 */
export function translateErrorTree(
  errors: unknown,
  translate: (key: string, vars?: Record<string, string | number>) => string,
): void {
  if (typeof errors !== 'object' || errors === null) return;
  const node = errors as Record<string, unknown>;
  if (typeof node.type === 'string' && 'message' in node)
    node.message = editorErrorText(node.message, translate);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'ref' && key !== 'message' && key !== 'type') translateErrorTree(value, translate);
  }
}
