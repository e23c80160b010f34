import { defineArea } from '@backoffice/i18n/areas/defineArea';

/** The import/export page's texts; the page registers them when its chunk loads. */
export const problemTransferMessages = defineArea({
  'zh-CN': {
    hoj: {
      problemTransfer: {
        title: '导入与导出题目',
        import: {
          heading: '导入题目',
          intro: '上传其他评测系统导出的题目包。题目导入后为公开题目，作者为当前账号。',
          format: '题目包格式',
          formats: {
            hoj: 'HOJ（zip）',
            qduoj: 'QDUOJ（zip）',
            fps: 'FPS（xml 或 zip）',
            hydro: 'Hydro（zip）',
          },
          hints: {
            hoj: '本站或其他 HOJ 导出的 zip：每道题一个 problem_<编号>.json 和同名的测试数据文件夹。',
            qduoj: 'QDUOJ 导出的 zip：每道题一个文件夹，内含 problem.json 和 testcase 文件夹。',
            fps: 'FreeProblemSet 的 .xml 文件（如 HUSTOJ 导出），或装有这类 xml 文件的 zip。',
            hydro:
              'Hydro 导出的 zip：每道题一个文件夹，内含 problem.yaml、题面 Markdown 和 testdata 文件夹。',
          },
          choose: '选择题目包文件',
          chosen: '{name}（{size}）',
          noFile: '尚未选择文件',
          submit: '导入',
          cancel: '取消上传',
          uploading: '正在上传：{percent}%',
          processing: '上传完成，服务器正在导入…',
          cancelled: '已取消上传，没有导入任何题目。',
          done_other: '已导入 {count} 道题目。',
          doneNoList: '导入成功。',
          partly: '部分题目未能导入：',
          failed: '导入失败：',
          resultHeading: '本次导入的题目',
          listFailed: '导入已完成，但读取新题目列表失败：{message}',
          column: {
            problemId: '题号',
            title: '标题',
            cases: '测试数据组数',
          },
          casesUnknown: '—',
          open: '编辑题目「{title}」',
        },
        export: {
          heading: '导出题目',
          intro: '选择题目，导出为 HOJ 格式的 zip（题目信息与全部测试数据），可在任意 HOJ 站点导入。',
          search: '搜索题目',
          searchHint: '输入标题、题号或作者',
          noOptions: '没有匹配的题目',
          loading: '正在搜索…',
          searchFailed: '搜索失败：{message}',
          required: '请至少选择一道题目。',
          submit_other: '导出 {count} 道题目',
          submitNone: '导出',
          done: '已下载 {name}',
        },
      },
    },
  },
  'en-US': {
    hoj: {
      problemTransfer: {
        title: 'Import and export problems',
        import: {
          heading: 'Import problems',
          intro:
            'Upload a problem package exported by another judge. Imported problems are public, with your account as their author.',
          format: 'Package format',
          formats: {
            hoj: 'HOJ (zip)',
            qduoj: 'QDUOJ (zip)',
            fps: 'FPS (xml or zip)',
            hydro: 'Hydro (zip)',
          },
          hints: {
            hoj: 'A zip exported by this or another HOJ site: a problem_<id>.json and a test data folder of the same name per problem.',
            qduoj: 'A zip exported by QDUOJ: one folder per problem with problem.json and a testcase folder.',
            fps: 'A FreeProblemSet .xml file (as HUSTOJ exports them), or a zip of such files.',
            hydro:
              'A zip exported by Hydro: one folder per problem with problem.yaml, the statement in Markdown and a testdata folder.',
          },
          choose: 'Choose package file',
          chosen: '{name} ({size})',
          noFile: 'No file chosen',
          submit: 'Import',
          cancel: 'Cancel upload',
          uploading: 'Uploading: {percent}%',
          processing: 'Uploaded; the server is importing…',
          cancelled: 'Upload cancelled. No problems were imported.',
          done_one: 'Imported {count} problem.',
          done_other: 'Imported {count} problems.',
          doneNoList: 'Import succeeded.',
          partly: 'Some problems were not imported:',
          failed: 'Import failed:',
          resultHeading: 'Problems imported now',
          listFailed: 'The import finished, but the list of new problems could not be read: {message}',
          column: {
            problemId: 'Display ID',
            title: 'Title',
            cases: 'Test cases',
          },
          casesUnknown: '—',
          open: 'Edit problem “{title}”',
        },
        export: {
          heading: 'Export problems',
          intro:
            'Choose problems to export as an HOJ zip (statement, settings and all test data), which any HOJ site can import.',
          search: 'Search problems',
          searchHint: 'Type a title, display ID or author',
          noOptions: 'No matching problems',
          loading: 'Searching…',
          searchFailed: 'Search failed: {message}',
          required: 'Choose at least one problem.',
          submit_one: 'Export {count} problem',
          submit_other: 'Export {count} problems',
          submitNone: 'Export',
          done: 'Downloaded {name}',
        },
      },
    },
  },
});
