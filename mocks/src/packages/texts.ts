/** Sizes in messages: whole MB where they divide evenly (the documented caps), KB or bytes otherwise. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} B`;
}

/**
 * The answers of the import, export and test-case calls. The backend's own refusals are quoted as it words them;
 * the zip safety checks are the mock's (the backend unzips with hutool and trusts the archive), worded the same
 * way so a user reads one language.
 */
export const packageMessages = {
  // The backend's words.
  zipOnly: '请上传zip格式的题目文件压缩包！',
  xmlOnly: '请上传xml后缀格式的fps题目文件！',
  noFile: '上传的文件不能为空！',
  emptyArchive: '压缩包里文件不能为空！',
  noProblems: '警告：未成功导入一道以上的题目，请检查文件格式是否正确！',
  badXml: '读取xml失败，请检查FPS文件格式是否准确！',
  fpsNoCases: (title: string) =>
    `[${title}] 题目的评测数据不能为空，请检查FPS文件内该题目是否有test_input和test_output!`,
  // The mock's words where HOJ fails without a message (an index past the end of the test_output list).
  fpsCaseCounts: (title: string, inputs: number, outputs: number) =>
    `[${title}] 题目的test_input有${inputs}个，test_output有${outputs}个，数量不一致，请检查FPS文件！`,
  fpsSampleCounts: (title: string, inputs: number, outputs: number) =>
    `[${title}] 题目的sample_input有${inputs}个，sample_output有${outputs}个，数量不一致，请检查FPS文件！`,
  fpsNoOutputs: (title: string) =>
    `[${title}] 题目没有test_output，也没有特殊判题程序，无法评测，请检查FPS文件！`,
  badProblemJson: (key: string, detail: string) => `请检查编号为：${key}的题目json文件的格式：${detail}`,
  // The mock's words where the backend would fail on a missing file or field.
  missingFile: (key: string, name: string) => `编号为：${key}的题目缺少文件：${name}！`,
  missingField: (key: string, field: string) => `编号为：${key}的题目缺少字段：${field}！`,
  noCases: (key: string) => `编号为：${key}的题目没有评测数据！`,
  badImage: (problem: string, name: string) =>
    `题目“${problem}”的图片 ${name} 不是可识别的图片（PNG、JPEG、GIF、WebP 或 BMP）！`,
  hydroSubtaskType: (key: string, kind: string) =>
    `编号为：${key}的题目的子任务计分方式 ${kind} 在本站没有对应的评测模式（只支持 min 与 sum），已拒绝导入！`,
  hydroMixedSubtaskTypes: (key: string) =>
    `编号为：${key}的题目的子任务混用了 min 与 sum 计分方式，本站一道题只能用一种，已拒绝导入！`,
  hojUnpaired: (key: string) => `请检查编号为：${key}的题目数据文件与测试数据文件夹是否一一对应！`,
  hojNotJson: (name: string) => `编号为：${name}的文件格式错误，请使用json文件！`,
  badLanguage: (key: string) => `请检查编号为：${key}的题目的代码语言是否有错，不要添加不支持的语言！`,
  importResult: (ok: number, failed: number, repeated: readonly string[], label: 'ID' | '标题') =>
    `[导入结果] 成功数：${ok},  失败数：${failed},  重复失败的题目${label}：[${repeated.join(', ')}]`,
  testcaseZipOnly: '请上传zip格式的测试数据压缩包！',
  testcaseEmpty: '评测数据压缩包里文件不能为空！',
  testcaseNoPairs: '评测数据压缩包里没有找到成对的输入输出文件（*.in 与 *.out 或 *.ans）！',
  noTestcase: '对不起，该题目的评测数据为空！',
  problemMissing: '对不起，该题目不存在！',
  noDownloadPermission: '对不起，您无权限下载该题目的评测数据！',
  exportEmpty: '请至少选择一道题目进行导出！',
  // The mock's own safety checks.
  notZip: '上传的文件不是有效的zip压缩包！',
  damaged: '压缩包已损坏，无法完整读取！',
  truncated: '压缩包不完整（找不到末尾的文件目录），可能在上传或下载时被截断，请重新打包后上传！',
  damagedEntry: (name: string) => `压缩包内的文件 ${name} 已损坏，无法解压！`,
  unsafePath: (name: string) => `压缩包内含有不安全的文件路径：${name}（不允许绝对路径、盘符或“..”）`,
  duplicateEntry: (name: string) => `压缩包内含有重复的文件：${name}`,
  tooManyEntries: (max: number) => `压缩包内的文件数超过上限 ${max} 个！`,
  entryTooLarge: (name: string, max: number) =>
    `压缩包内的文件 ${name} 解压后超过单个文件上限 ${sizeText(max)}！`,
  totalTooLarge: (max: number) => `压缩包解压后的总大小超过上限 ${sizeText(max)}！`,
  sizeMismatch: (name: string) => `压缩包内的文件 ${name} 实际解压大小与声明不符，已拒绝导入！`,
  fileTooLarge: (max: number) => `上传的文件超过上限 ${sizeText(max)}！`,
} as const;
