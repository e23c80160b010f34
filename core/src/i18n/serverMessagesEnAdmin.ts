/**
 * The English of the messages back-office staff meet: editing contests, problems and trainings, importing and
 * exporting problem packages, uploading test cases. Some are the mock's own checks, worded like the backend's.
 */

import { itemInline, type Pattern } from './serverMessagesEnItems';

/** Exact texts, in the backend's words. */
export const ADMIN_EXACT: Readonly<Record<string, string>> = {
  // Images uploaded into markdown (statements, announcements, posts).
  '文件格式错误，只支持上传jpg、jpeg、gif、png、webp格式的图片！':
    'Wrong file type: upload a jpg, jpeg, gif, png or webp image.',
  '上传的图片文件大小不能大于4M！': 'The image must not be larger than 4 MB.',
  '该文件不存在！': 'This file does not exist.',
  // Shared by several editors.
  '查询失败！': 'Could not find it.',
  '添加失败！': 'Could not add it.',
  '修改失败！': 'Could not save the change.',
  '删除失败！': 'Could not delete it.',
  '移除失败！': 'Could not remove it.',
  '更新失败！': 'Could not update it.',
  '参数不能为空！': 'The request is missing its parameters.',
  '对不起，你无权限操作！': 'Sorry, you are not allowed to do this.',
  '该题目不存在！': 'This problem does not exist.',
  '该题目已添加，请勿重复添加！': 'This problem has been added already.',
  '未知的OJ的名字，暂时不支持！': 'Unknown remote judge: it is not supported.',
  '导入新题目失败！原因：可能是与该OJ链接超时或题号格式错误！':
    'Could not import the problem: the remote judge may have timed out, or the problem id is malformed.',
  导入新题目成功: 'Problem imported.',
  // Contest editor.
  '查询失败：该比赛不存在,请检查参数cid是否准确！': 'Not found: no contest has this id (cid).',
  '该比赛不存在，无法克隆！': 'This contest does not exist, so it cannot be cloned.',
  '比赛标题不能为空！': 'Enter a contest title.',
  '比赛的开始时间和结束时间不能为空！': 'Give the contest a start time and an end time.',
  '比赛的结束时间必须晚于开始时间！': 'The contest must end after it starts.',
  '私有赛和保护赛的比赛密码不能为空！': 'Private and protected contests need a password.',
  '开启封榜时，封榜时间不能为空！': 'Set when the rank list freezes, or switch freezing off.',
  '封榜时间必须在比赛的开始时间和结束时间之间！': 'The rank list must freeze between the start and the end.',
  '账号限制规则的起始编号和结束编号必须是非负整数，且结束编号不小于起始编号！':
    'The account rule numbers must be whole numbers from 0, and the last not below the first.',
  '开启奖项后，至少需要设置一个奖项！': 'With awards switched on, set at least one award.',
  '每个奖项都需要名称，且人数或比例不能为负数！':
    'Every award needs a name, and its count or share cannot be negative.',
  '按比例设置的奖项比例之和不能超过 100%！': 'Awards given by share cannot add up to more than 100%.',
  '比赛赛制只能是 0（ACM）或 1（OI）！': 'A contest type is 0 (ACM) or 1 (OI).',
  '比赛权限只能是 0（公开）、1（私有）或 2（保护）！':
    'A contest is 0 (public), 1 (private) or 2 (protected).',
  '排行榜显示名只能是 username、nickname 或 realname！':
    'The rank list shows the username, nickname or realname.',
  'OI 排行榜计分方式只能是 Recent 或 Highest！': 'The OI rank list scores by Recent or Highest.',
  '比赛赛制在创建后不可修改！': 'A contest type cannot change once the contest exists.',
  '参数错误！cid、pid 和 displayId 都不能为空':
    'Bad request: give the contest (cid), the problem (pid) and a display ID.',
  '添加失败，该题目已添加或者题目展示ID已存在！':
    'Not added: the problem is in the contest already, or its display ID is taken.',
  '查询失败：该比赛题目不存在！': 'Not found: the contest has no such problem.',
  '错误！您并非该比赛的管理员，无权下载AC记录！':
    "Error: only the contest's admins may download its accepted code.",
  '该比赛暂无可下载的 AC 代码！': 'This contest has no accepted code to download yet.',
  // Problem editor and remote problems.
  '对不起，你无权限查看题目！': 'Sorry, you may not see this problem.',
  '对不起，你无权限修改题目！': 'Sorry, you may not edit this problem.',
  '该题目的Problem ID已存在，请更换！': 'This Problem ID exists already: choose another.',
  '当前的Problem ID 已被使用，请重新更换新的！': 'This Problem ID is in use: choose a new one.',
  '修改失败！你无权限公开题目！': 'Not saved: you may not make problems public.',
  '编译成功！': 'Compiled successfully.',
  '请求参数pid或者progress不能为空！': 'Bad request: give the problem (pid) and the progress.',
  '错误：当前题目已不存在！': 'Error: this problem no longer exists.',
  '请求参数错误：progress请使用1~3': 'Bad request: progress is 1, 2 or 3.',
  '题目类型只能是 0（ACM）或 1（OI）！': 'A problem type is 0 (ACM) or 1 (OI).',
  '题目权限只能是 1（公开）、2（私有）或 3（比赛）！':
    'A problem is 1 (public), 2 (private) or 3 (contest only).',
  '题目难度只能是 0（简单）、1（中等）或 2（困难）！': 'A difficulty is 0 (easy), 1 (medium) or 2 (hard).',
  '判题模式只能是 default、spj 或 interactive！': 'The judge mode is default, spj or interactive.',
  '测试点模式只能是 default、subtask_lowest、subtask_average 或 ergodic_without_error！':
    'The test case mode is default, subtask_lowest, subtask_average or ergodic_without_error.',
  // Trainings: editor, problems, categories and registering.
  '查询失败：该训练不存在,请检查参数tid是否准确！': 'Not found: no training has this id (tid).',
  训练标题: 'Training title',
  训练描述: 'Training description',
  训练密码: 'Training password',
  '训练的权限必须为公开训练(Public)或私有训练(Private)！': 'A training is either Public or Private.',
  '添加失败，该题目已添加或者题目的训练展示ID已存在！':
    'Not added: the problem is in the training already, or its display ID is taken.',
  '该分类名称已存在！请勿重复添加！': 'A category with this name exists already.',
  '对不起，该训练不存在或不允许显示!': 'Sorry, this training does not exist or is hidden.',
  'tid或者password不能为空！': 'Give the training and its password.',
  '训练密码错误，请重新输入！': 'Wrong training password. Please try again.',
  '您已注册过该训练，请勿重复注册！': 'You have already registered for this training.',
  '该训练属于私有，请先使用专属密码注册！': 'This training is private: register with its password first.',
  // Problem packages and test cases.
  '请上传zip格式的题目文件压缩包！': 'Upload the problem package as a zip file.',
  '请上传xml后缀格式的fps题目文件！': 'Upload the FPS problem file as an .xml file.',
  '上传的文件不能为空！': 'The uploaded file is empty.',
  '压缩包里文件不能为空！': 'The archive holds no files.',
  '警告：未成功导入一道以上的题目，请检查文件格式是否正确！':
    'No problem could be imported. Check that the file has the right format.',
  '读取xml失败，请检查FPS文件格式是否准确！': 'The XML could not be read. Check that it is a valid FPS file.',
  '请上传zip格式的测试数据压缩包！': 'Upload the test data as a zip file.',
  '评测数据压缩包里文件不能为空！': 'The test data archive holds no files.',
  '评测数据压缩包里没有找到成对的输入输出文件（*.in 与 *.out 或 *.ans）！':
    'The test data archive has no input files with matching outputs (*.in with *.out or *.ans).',
  '对不起，该题目的评测数据为空！': 'Sorry, this problem has no test data.',
  '对不起，该题目不存在！': 'Sorry, this problem does not exist.',
  '对不起，您无权限下载该题目的评测数据！': 'Sorry, you may not download the test data of this problem.',
  '请至少选择一道题目进行导出！': 'Choose at least one problem to export.',
  '上传的文件不是有效的zip压缩包！': 'The uploaded file is not a valid zip archive.',
  '压缩包已损坏，无法完整读取！': 'The archive is damaged and cannot be read completely.',
  '压缩包不完整（找不到末尾的文件目录），可能在上传或下载时被截断，请重新打包后上传！':
    'The archive is damaged: its closing directory is missing, so it was probably cut short while uploading or downloading. Pack it again and upload it.',
};

/** How the import tally names the problems it skipped because they were there already. */
const REPEATED_BY: Readonly<Record<string, string>> = { ID: 'Problem ID', 标题: 'title' };

/** Messages that carry a display id, a file name, a size or a count. */
export const ADMIN_PATTERNS: readonly Pattern[] = [
  [
    /^该比赛已有展示ID为 (.+) 的题目，请更换！$/,
    (displayId) => `This contest already has a problem with display ID ${displayId}: choose another.`,
  ],
  [
    /^\[(.+)\] 题目的评测数据不能为空，请检查FPS文件内该题目是否有test_input和test_output!$/,
    (title) => `“${title}” has no test data: check that the FPS item has test_input and test_output.`,
  ],
  // The detail is the JSON parser's own (English) explanation.
  [
    /^请检查编号为：(.+?)的题目json文件的格式：(.+)$/,
    (key, detail) => `Check the JSON file of problem ${key}: ${detail}`,
  ],
  [/^编号为：(.+?)的题目缺少文件：(.+)！$/, (key, name) => `Problem ${key} lacks the file ${name}.`],
  [
    /^编号为：(.+?)的题目缺少字段：(.+)！$/,
    (key, field) => `Problem ${key} lacks the field ${itemInline(field)}.`,
  ],
  [/^编号为：(.+)的题目没有评测数据！$/, (key) => `Problem ${key} has no test data.`],
  [
    /^\[(.+)\] 题目的test_input有(.+?)个，test_output有(.+?)个，数量不一致，请检查FPS文件！$/,
    (title, inputs, outputs) =>
      `“${title}” has ${inputs} test_input but ${outputs} test_output elements: each input needs its output.`,
  ],
  [
    /^\[(.+)\] 题目的sample_input有(.+?)个，sample_output有(.+?)个，数量不一致，请检查FPS文件！$/,
    (title, inputs, outputs) =>
      `“${title}” has ${inputs} sample_input but ${outputs} sample_output elements: each sample needs its output.`,
  ],
  [
    /^\[(.+)\] 题目没有test_output，也没有特殊判题程序，无法评测，请检查FPS文件！$/,
    (title) => `“${title}” has no test_output and no special judge, so no answer could be judged.`,
  ],
  [
    /^题目“(.+)”的图片 (.+) 不是可识别的图片（PNG、JPEG、GIF、WebP 或 BMP）！$/,
    (problem, name) => `The picture ${name} of “${problem}” is not a PNG, JPEG, GIF, WebP or BMP image.`,
  ],
  [
    /^编号为：(.+?)的题目的子任务计分方式 (.+) 在本站没有对应的评测模式（只支持 min 与 sum），已拒绝导入！$/,
    (key, kind) =>
      `Problem ${key} scores a subtask by ${kind}, which this site's judge cannot do (only min and sum); the package was refused.`,
  ],
  [
    /^编号为：(.+?)的题目的子任务混用了 min 与 sum 计分方式，本站一道题只能用一种，已拒绝导入！$/,
    (key) =>
      `Problem ${key} mixes min and sum subtasks; this site scores all subtasks of a problem one way, so the package was refused.`,
  ],
  [
    /^请检查编号为：(.+)的题目数据文件与测试数据文件夹是否一一对应！$/,
    (key) => `Problem ${key}: its JSON file and its test data folder must come in pairs.`,
  ],
  [
    /^编号为：(.+)的文件格式错误，请使用json文件！$/,
    (name) => `${name} has the wrong format: use a JSON file.`,
  ],
  [
    /^请检查编号为：(.+)的题目的代码语言是否有错，不要添加不支持的语言！$/,
    (key) => `Problem ${key} names a language this site does not support.`,
  ],
  [
    /^\[导入结果\] 成功数：(\d+),\s*失败数：(\d+),\s*重复失败的题目(ID|标题)：\[(.*)\]$/,
    (ok, failed, label, list) => {
      const tally = `Import result: ${ok} imported, ${failed} failed.`;
      return list.trim() ? `${tally} Already there (by ${REPEATED_BY[label] ?? label}): ${list}` : tally;
    },
  ],
  [
    /^压缩包内含有不安全的文件路径：(.+)（不允许绝对路径、盘符或“\.\.”）$/,
    (name) => `The archive holds an unsafe path: ${name} (no absolute paths, drive letters or “..”).`,
  ],
  [/^压缩包内含有重复的文件：(.+)$/, (name) => `The archive holds the file ${name} twice.`],
  [/^压缩包内的文件数超过上限 (\d+) 个！$/, (max) => `The archive holds more than ${max} files.`],
  [
    /^压缩包内的文件 (.+) 解压后超过单个文件上限 (.+)！$/,
    (name, max) => `${name} unpacks to more than the ${max} allowed per file.`,
  ],
  [/^压缩包解压后的总大小超过上限 (.+)！$/, (max) => `The archive unpacks to more than the ${max} allowed.`],
  [
    /^压缩包内的文件 (.+) 实际解压大小与声明不符，已拒绝导入！$/,
    (name) => `${name} unpacks to a different size than its header declares; the archive was refused.`,
  ],
  [/^上传的文件超过上限 (.+)！$/, (max) => `The uploaded file is larger than ${max}.`],
  [
    /^压缩包内的文件 (.+) 已损坏，无法解压！$/,
    (name) => `${name} in the archive is damaged and cannot be unpacked.`,
  ],
];
