import { screen, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { FormProvider, useForm } from 'react-hook-form';
import {
  ContestAuth,
  GroupAuth,
  JudgeCaseMode,
  JudgeMode,
  ProblemType,
  TrainingAuth,
} from '@generated/model/index';
import { contestSchema, newContestForm, type ContestForm } from '@hoj/core/editor/contestEditor';
import {
  EMPTY_GROUP_FORM,
  groupSchema,
  joinSchema,
  type GroupForm,
  type JoinForm,
} from '@hoj/core/editor/groupSchema';
import { newProblemForm, type ProblemForm } from '@hoj/core/editor/problemEditor';
import { TRAINING_DEFAULTS, trainingSchema, type TrainingForm } from '@hoj/core/editor/trainingEditor';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { translateIn } from '@portal/i18n/catalog';
import {
  chosenFileMessage,
  describeValidationRows,
  onlyMessage,
  renderIn,
  resolverMessage,
  withView,
  type ValidationRow,
} from '@portal/test/validationRows';
import { AnnouncementEditorDialog } from './components/AnnouncementEditorDialog';
import { AvatarPicker } from './components/AvatarPicker';
import { ContestAnnouncementForm } from './contestAdmin/ContestAnnouncementForm';
import { ContestProblemEntryForm } from './contestAdmin/ContestProblemEntryForm';
import { editorResolver } from './model/editorResolver';
import { groupResolver } from './model/groupResolver';
import { TagsSection } from './problemAdmin/components/OptionsSections';
import { problemResolver } from './problemAdmin/model/problemResolver';
// The rows render parts of the group pages on their own: the texts their routes' chunks register.
import '@portal/i18n/pages/groupContentAdmin';
import '@portal/i18n/pages/groupContestAdmin';
import '@portal/i18n/pages/groupProblemAdmin';
import '@portal/i18n/pages/groups';

// The group pages' rows of the validation-message catalogue: every message of its forms' rules, in both languages
// (@portal/test/validationRows).

installMockServer();

// Group create dialog and settings page, join dialog: the rule's key, translated where the field shows it.
const VALID_GROUP: GroupForm = {
  ...EMPTY_GROUP_FORM,
  name: 'Algorithm Club',
  shortName: 'algoc',
  brief: 'Weekly practice together',
  description: 'We solve a problem set every week.',
};

function groupRow(
  rule: string,
  change: Partial<GroupForm>,
  path: keyof GroupForm,
  zh: string,
  en: string,
): ValidationRow {
  return {
    rule: `group form: ${rule}`,
    shown: async (locale) =>
      translateIn(
        locale,
        String(
          await resolverMessage(groupResolver<GroupForm>(groupSchema), { ...VALID_GROUP, ...change }, path),
        ),
      ),
    'zh-CN': zh,
    'en-US': en,
  };
}

function joinRow(
  rule: string,
  auth: GroupAuth,
  form: JoinForm,
  path: keyof JoinForm,
  zh: string,
  en: string,
): ValidationRow {
  return {
    rule: `join application: ${rule}`,
    shown: async (locale) =>
      translateIn(
        locale,
        String(
          await resolverMessage(
            groupResolver<JoinForm>(() => joinSchema(auth)),
            form,
            path,
          ),
        ),
      ),
    'zh-CN': zh,
    'en-US': en,
  };
}

// Group problem editor: core's problem rules with the editor's compile state, worded by its resolver.
const VALID_PROBLEM: ProblemForm = newProblemForm({
  problemId: '1001',
  title: 'A + B',
  input: 'Two integers',
  output: 'Their sum',
  isUploadCase: false,
  cases: [{ input: '1 2', output: '3', score: null, groupNum: null }],
  languages: ['C++'],
});

/** What the editor passes when nothing was compiled in this session and the problem is new. */
const NOTHING_COMPILED = { compiledCode: null, compiledLanguage: null, originalCode: null };

function problemRow(
  rule: string,
  change: Partial<ProblemForm>,
  path: string,
  zh: string,
  en: string,
): ValidationRow {
  return {
    rule: `group problem form: ${rule}`,
    shown: async (locale) =>
      String(
        await resolverMessage(
          problemResolver(
            () => locale,
            () => NOTHING_COMPILED,
          ),
          { ...VALID_PROBLEM, ...change },
          path,
        ),
      ),
    'zh-CN': zh,
    'en-US': en,
  };
}

/** A tag box that already holds "DP", as the problem editor's form gives it. */
function TagBox() {
  const form = useForm<ProblemForm>({ defaultValues: newProblemForm({ tags: [{ name: 'DP' }] }) });
  return (
    <FormProvider {...form}>
      <TagsSection choices={[]} />
    </FormProvider>
  );
}

// Group training editor.
const VALID_TRAINING: TrainingForm = {
  ...TRAINING_DEFAULTS,
  title: 'Dynamic programming',
  description: 'From knapsacks to intervals',
  categoryId: 1,
};

function trainingRow(
  rule: string,
  change: Partial<TrainingForm>,
  path: keyof TrainingForm,
  zh: string,
  en: string,
): ValidationRow {
  return {
    rule: `training editor: ${rule}`,
    shown: async (locale) =>
      String(
        await resolverMessage(
          editorResolver<TrainingForm>(trainingSchema, () => locale),
          { ...VALID_TRAINING, ...change },
          path,
        ),
      ),
    'zh-CN': zh,
    'en-US': en,
  };
}

// Group contest editor, creating a contest.
const START = new Date('2030-03-01T10:00:00Z');
const VALID_CONTEST: ContestForm = newContestForm({
  title: 'Spring warm-up',
  description: 'Five problems in three hours',
  startTime: START,
  endTime: new Date('2030-03-01T13:00:00Z'),
});

function contestRow(
  rule: string,
  change: Partial<ContestForm>,
  path: string,
  zh: string,
  en: string,
): ValidationRow {
  return {
    rule: `contest save: ${rule}`,
    shown: async (locale) =>
      String(
        await resolverMessage(
          editorResolver<ContestForm>(
            () => contestSchema({ editing: false }),
            () => locale,
          ),
          { ...VALID_CONTEST, ...change },
          path,
        ),
      ),
    'zh-CN': zh,
    'en-US': en,
  };
}

function groupAnnouncementRow(
  rule: string,
  title: string,
  content: string,
  zh: string,
  en: string,
): ValidationRow {
  return {
    rule: `group announcement: ${rule}`,
    shown: async (locale) => {
      const onSave = jest.fn(() => Promise.resolve());
      const view = renderIn(locale, AnnouncementEditorDialog, {
        initial: { title, content, status: 0 },
        onSave,
        onClose: () => undefined,
      });
      return withView(view, async () => {
        const dialog = screen.getByRole('dialog');
        await setupUser().click(
          within(dialog).getByRole('button', { name: translateIn(locale, 'groups.save') }),
        );
        expect(onSave).not.toHaveBeenCalled();
        return onlyMessage(dialog);
      });
    },
    'zh-CN': zh,
    'en-US': en,
  };
}

function contestAnnouncementRow(
  rule: string,
  title: string,
  content: string,
  zh: string,
  en: string,
): ValidationRow {
  return {
    rule: `contest announcement: ${rule}`,
    shown: async (locale) => {
      const onSaved = jest.fn(() => Promise.resolve());
      const view = renderIn(locale, ContestAnnouncementForm, {
        cid: 1,
        initial: { id: 1, title, content, status: 0 },
        onSaved,
        onCancel: () => undefined,
      });
      return withView(view, async () => {
        await setupUser().click(screen.getByRole('button', { name: translateIn(locale, 'groupAdmin.save') }));
        expect(onSaved).not.toHaveBeenCalled();
        return onlyMessage(view.container);
      });
    },
    'zh-CN': zh,
    'en-US': en,
  };
}

/** The group's avatar picker checks a file before anything is cropped or sent. */
function avatarRow(rule: string, file: File, zh: string, en: string): ValidationRow {
  return {
    rule: `group avatar: ${rule}`,
    shown: (locale) =>
      chosenFileMessage(
        renderIn(locale, AvatarPicker, { src: null, name: 'Algorithm Club', onCropped: jest.fn() }),
        translateIn(locale, 'groups.avatar.choose'),
        file,
      ),
    'zh-CN': zh,
    'en-US': en,
  };
}

describeValidationRows('group pages', [
  // Create group and group settings.
  groupRow('name required', { name: '  ' }, 'name', '团队名称不能为空', 'The group name is required'),
  groupRow(
    'name 5-25 characters',
    { name: 'Club' },
    'name',
    '团队名称的长度应为 5 到 25 个字符',
    'The group name must have 5 to 25 characters',
  ),
  groupRow(
    'short name required',
    { shortName: '' },
    'shortName',
    '团队简称不能为空',
    'The group short name is required',
  ),
  groupRow(
    'short name 5-10 characters',
    { shortName: 'algorithms1' },
    'shortName',
    '团队简称的长度应为 5 到 10 个字符',
    'The group short name must have 5 to 10 characters',
  ),
  groupRow('brief required', { brief: '' }, 'brief', '团队简介不能为空', 'The group brief is required'),
  groupRow(
    'brief 5-50 characters',
    { brief: 'x'.repeat(51) },
    'brief',
    '团队简介的长度应为 5 到 50 个字符',
    'The group brief must have 5 to 50 characters',
  ),
  groupRow(
    'visibility required',
    { auth: null },
    'auth',
    '团队权限不能为空',
    'The group visibility is required',
  ),
  groupRow(
    'code required when not public',
    { auth: GroupAuth.PROTECTED, code: '' },
    'code',
    '团队邀请码不能为空',
    'The invitation code is required',
  ),
  groupRow(
    'code of exactly 6 characters',
    { auth: GroupAuth.PRIVATE, code: 'ABC12' },
    'code',
    '团队邀请码的长度应为 6 个字符',
    'The invitation code must have exactly 6 characters',
  ),
  groupRow(
    'description required',
    { description: ' ' },
    'description',
    '团队描述不能为空',
    'The group description is required',
  ),
  groupRow(
    'description 5-1000 characters',
    { description: 'Hi!' },
    'description',
    '团队描述的长度应为 5 到 1000 个字符',
    'The group description must have 5 to 1000 characters',
  ),

  // Application to join.
  joinRow(
    'code required for a private group',
    GroupAuth.PRIVATE,
    { code: '', reason: 'I am in the class' },
    'code',
    '团队邀请码不能为空',
    'The invitation code is required',
  ),
  joinRow(
    'code of 6 characters for a private group',
    GroupAuth.PRIVATE,
    { code: 'ABC1234', reason: 'I am in the class' },
    'code',
    '团队邀请码的长度应为 6 个字符',
    'The invitation code must have exactly 6 characters',
  ),
  joinRow(
    'reason required when not public',
    GroupAuth.PROTECTED,
    { code: '', reason: '   ' },
    'reason',
    '申请理由不能为空',
    'The reason for applying is required',
  ),
  joinRow(
    'reason 5-100 characters',
    GroupAuth.PROTECTED,
    { code: '', reason: 'x'.repeat(101) },
    'reason',
    '申请理由的长度应为 5 到 100 个字符',
    'The reason for applying must have 5 to 100 characters',
  ),

  // Group problem form.
  problemRow('title required', { title: ' ' }, 'title', '标题不能为空', 'Title is required'),
  problemRow(
    'input description required',
    { input: '' },
    'input',
    '输入描述不能为空',
    'Input Description is required',
  ),
  problemRow(
    'output description required',
    { output: '' },
    'output',
    '输出描述不能为空',
    'Output Description is required',
  ),
  problemRow(
    'display id required',
    { problemId: '' },
    'problemId',
    '题目展示 ID 不能为空',
    'Problem Display ID is required',
  ),
  problemRow(
    'file IO needs both file names',
    { isFileIO: true, ioReadFileName: 'sum.in', ioWriteFileName: '' },
    'ioWriteFileName',
    '文件 IO 需要同时填写输入文件名和输出文件名',
    'File IO needs both the input file name and the output file name',
  ),
  problemRow(
    'test cases needed',
    { cases: [] },
    'cases',
    '评测数据不能为空：请上传测试数据或至少添加一组测试用例',
    'Test cases are required: upload test data or add at least one test case',
  ),
  problemRow(
    'a manual case needs an input or an output',
    { cases: [{ input: '', output: '', score: null, groupNum: null }] },
    'cases.0.input',
    '第 1 组测试用例：输入和输出不能同时为空',
    'Test case 1: the input or the output is required',
  ),
  problemRow(
    'OI score is a number',
    { type: ProblemType.OI, cases: [{ input: '1 2', output: '3', score: Number.NaN, groupNum: null }] },
    'cases.0.score',
    '第 1 组测试用例：得分必须是整数',
    'Test case 1: the score must be an integer',
  ),
  problemRow(
    'OI score at least 0',
    { type: ProblemType.OI, cases: [{ input: '1 2', output: '3', score: -5, groupNum: null }] },
    'cases.0.score',
    '第 1 组测试用例：得分必须大于或等于 0',
    'Test case 1: the score must be greater than or equal to 0',
  ),
  problemRow(
    'subtask group number',
    { judgeCaseMode: JudgeCaseMode.SUBTASK_LOWEST },
    'cases.0.groupNum',
    '第 1 组测试用例：非默认的测试点模式下必须填写子任务组号',
    'Test case 1: a subtask group number is required when the judge case mode is not the default one',
  ),
  problemRow(
    'judge code required',
    { judgeMode: JudgeMode.SPJ, spjCode: '  ' },
    'spjCode',
    '特殊判题或交互判题的代码不能为空',
    'The special judge or interactive judge code is required',
  ),
  problemRow(
    'judge code compiled',
    { judgeMode: JudgeMode.INTERACTIVE, spjCode: 'int main() { return 0; }' },
    'spjCode',
    '特殊判题或交互判题的代码尚未编译成功',
    'The special judge or interactive judge code has not been compiled successfully',
  ),
  problemRow(
    'at least one language',
    { languages: [] },
    'languages',
    '请至少选择一种编程语言',
    'Choose at least one language',
  ),
  problemRow(
    'enabled template not empty',
    { codeTemplates: [{ language: 'C++', code: ' ', status: true }] },
    'codeTemplates.0.code',
    '已启用的 C++ 代码模板不能为空',
    'The enabled code template of C++ must not be empty',
  ),
  problemRow(
    'no duplicate tag on save',
    { tags: [{ name: 'DP' }, { name: ' dp ' }] },
    'tags',
    '请勿重复添加标签：dp',
    'Do not add an existing tag: dp',
  ),
  {
    rule: 'group problem form: no duplicate tag in the tag box',
    shown: async (locale) => {
      const view = renderIn(locale, TagBox, {});
      return withView(view, async () => {
        const user = setupUser();
        await user.type(screen.getByLabelText(translateIn(locale, 'groupProblemAdmin.tags.new')), ' dp ');
        await user.click(
          screen.getByRole('button', { name: translateIn(locale, 'groupProblemAdmin.tags.add') }),
        );
        return onlyMessage(view.container);
      });
    },
    'zh-CN': '不要重复添加标签：dp',
    'en-US': 'Do not add an existing tag: dp',
  },
  {
    rule: 'contest problem: display id required',
    shown: async (locale) => {
      const view = renderIn(locale, ContestProblemEntryForm, {
        entry: { id: 1, cid: 1, pid: 1, displayId: '', displayTitle: 'A + B', color: '#ffffff' },
        onSaved: jest.fn(() => Promise.resolve()),
        onCancel: () => undefined,
      });
      return withView(view, async () => {
        await setupUser().click(screen.getByRole('button', { name: translateIn(locale, 'groupAdmin.save') }));
        return onlyMessage(view.container);
      });
    },
    'zh-CN': '请填写题目在比赛中的编号',
    'en-US': "Give the problem's label in the contest",
  },

  // Training editor.
  trainingRow('rank required', { rank: null }, 'rank', '训练排序不能为空', 'Training Rank is required'),
  trainingRow(
    'rank a whole number',
    { rank: -1 },
    'rank',
    '排序值必须是 0 到 2147483647 之间的整数',
    'The rank must be an integer from 0 to 2147483647',
  ),
  trainingRow('title required', { title: '' }, 'title', '训练标题不能为空', 'Training Title is required'),
  trainingRow(
    'description required',
    { description: ' ' },
    'description',
    '训练描述不能为空',
    'Training Description is required',
  ),
  trainingRow(
    'category required',
    { categoryId: null },
    'categoryId',
    '训练分类不能为空',
    'Training Category is required',
  ),
  trainingRow(
    'password required when private',
    { auth: TrainingAuth.PRIVATE, privatePwd: '' },
    'privatePwd',
    '训练密码不能为空',
    'Training Password is required',
  ),

  // Announcements: the group's and a group contest's.
  groupAnnouncementRow('title required', ' ', 'Exam on Friday', '公告标题不能为空', 'The title is required'),
  groupAnnouncementRow('content required', 'Exam', '', '公告内容不能为空', 'The content is required'),
  contestAnnouncementRow(
    'title required',
    '',
    'Problem C is fixed',
    '请填写公告标题',
    'Give the announcement a title',
  ),
  contestAnnouncementRow('content required', 'Problem C', '  ', '请填写公告内容', 'Write the announcement'),

  // Contest save, in the order the editor checks.
  contestRow('title required', { title: '' }, 'title', '比赛标题不能为空', 'Contest Title is required'),
  contestRow(
    'description required',
    { description: '  ' },
    'description',
    '比赛描述不能为空',
    'Contest Description is required',
  ),
  contestRow(
    'start time required',
    { startTime: null },
    'startTime',
    '开始时间不能为空',
    'Start Time is required',
  ),
  contestRow('end time required', { endTime: null }, 'endTime', '结束时间不能为空', 'End Time is required'),
  contestRow(
    'duration above 0',
    { endTime: new Date(START) },
    'endTime',
    '比赛时长必须大于 0',
    'The contest duration must be greater than 0',
  ),
  contestRow(
    'password when private',
    { auth: ContestAuth.PRIVATE, pwd: '' },
    'pwd',
    '比赛密码不能为空',
    'Contest Password is required',
  ),
  contestRow(
    'password when protected',
    { auth: ContestAuth.PROTECTED, pwd: ' ' },
    'pwd',
    '比赛密码不能为空',
    'Contest Password is required',
  ),
  contestRow(
    'no duplicate star user',
    { starAccount: ['alice', ' alice ', 'bob'] },
    'starAccount',
    '请勿重复添加打星用户：alice',
    'Do not add a duplicate star user: alice',
  ),

  // The group's avatar.
  avatarRow(
    'file type',
    new File(['%PDF'], 'avatar.pdf', { type: 'application/pdf' }),
    '文件格式不支持，只能上传 gif、jpg、jpeg、png、bmp 或 webp 格式的图片',
    'File type not supported: only gif, jpg, jpeg, png, bmp and webp pictures',
  ),
  avatarRow(
    'at most 2 MB',
    new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'avatar.png', { type: 'image/png' }),
    '头像图片大小不能超过 2 MB',
    'The picture must not be larger than 2 MB',
  ),
]);
