import { registerMessages } from '../catalog';
import { defineMessages } from '../defineMessages';

/**
 * The introduction page: the site's judge languages with their compile commands and A+B examples, every judge
 * result explained, and notes on compiling. Text between backticks is shown as code.
 */
export const introductionMessages = defineMessages({
  'zh-CN': {
    'introduction.languages.title': '编译器与例题',
    'introduction.languages.loading': '正在加载评测语言…',
    'introduction.languages.error': '评测语言加载失败',
    'introduction.languages.empty': '本站暂未配置评测语言',
    'introduction.language.compileCommand': '编译命令',
    'introduction.language.example': 'A+B 问题',
    'introduction.code.copy': '复制',
    'introduction.code.copyLabel': '复制 {language} 的 A+B 代码',
    'introduction.code.copied': '代码已复制',
    'introduction.code.copyFailed': '无法复制，请手动选择代码',

    'introduction.results.title': '评测结果说明',
    'introduction.status.submitting': '您的代码正在提交到服务器。',
    'introduction.status.pending': '您的提交正在排队等待评测，请稍候。',
    'introduction.status.submittedFailed': '本次提交未能送达评测机，请重新提交。',
    'introduction.status.compiling': '正在编译您的源代码，请稍候。',
    'introduction.status.judging': '正在用测试数据运行您的程序，请稍候。',
    'introduction.status.compileError': '您的源代码编译失败，可在提交详情中查看编译器的输出。',
    'introduction.status.presentationError':
      '输出已接近正确答案，但格式不符：请检查是否有多余或缺少的空格、换行等空白符。',
    'introduction.status.partialAccepted': '部分测试点通过：请想想您的解法还遗漏了哪些情况。',
    'introduction.status.accepted': '恭喜！您的程序通过了全部测试点。',
    'introduction.status.wrongAnswer': '您的程序输出与标准答案不符。',
    'introduction.status.runtimeError': '您的程序异常终止，例如段错误、除以零，或以非 0 的返回值退出。',
    'introduction.status.timeLimitExceeded': '您的程序运行时间超出了题目的时间限制。',
    'introduction.status.memoryLimitExceeded': '您的程序使用的内存超出了题目的内存限制。',
    'introduction.status.systemError': '评测系统出现了故障，并非您的代码问题：请报告给管理员。',
    'introduction.status.cancelled': '该提交已被取消，不再评测。',
    'introduction.status.notSubmitted': '您还没有提交过这道题（题目列表与榜单中显示）。',
    'introduction.status.submittedUnknownResult': '封榜期间的提交：结果在比赛解除封榜后公布。',
    'introduction.status.noStatus': '没有可显示的评测结果。',

    'introduction.compile.title': '编译说明',
    'introduction.compile.tip1':
      '`__int64` 不是 ANSI 标准类型，只能在 VC 中使用；在 GNU C++ 中请写成 `long long`，`scanf` 与 `printf` 使用 `%lld` 作为格式。',
    'introduction.compile.tip2': '`main()` 的返回值必须定义为 `int`，而不是 `void`。',
    'introduction.compile.tip3':
      '在循环头中定义的变量，如 `for (int i = 0; …)` 中的 `i`，在循环之外不再有定义。',
    'introduction.compile.tip4': '`itoa` 不是 ANSI 标准函数，标准 C/C++ 中没有它。',
  },
  'en-US': {
    'introduction.languages.title': 'Compilers and examples',
    'introduction.languages.loading': 'Loading the judge languages…',
    'introduction.languages.error': 'The judge languages could not be loaded',
    'introduction.languages.empty': 'This site has no judge languages set up yet',
    'introduction.language.compileCommand': 'Compile command',
    'introduction.language.example': 'A+B problem',
    'introduction.code.copy': 'Copy',
    'introduction.code.copyLabel': 'Copy the A+B code in {language}',
    'introduction.code.copied': 'Code copied',
    'introduction.code.copyFailed': 'Could not copy: please select the code by hand',

    'introduction.results.title': 'Judge results explained',
    'introduction.status.submitting': 'Your code is on its way to the server.',
    'introduction.status.pending': 'Your submission is queued for a judge; please wait for the result.',
    'introduction.status.submittedFailed':
      'Your submission did not reach the judge this time; please submit it again.',
    'introduction.status.compiling': 'Your source code is being compiled; please wait for the result.',
    'introduction.status.judging': 'Your program is running on the test data; please wait for the result.',
    'introduction.status.compileError':
      "Your source code did not compile; the submission's details show the compiler's output.",
    'introduction.status.presentationError':
      'Your output is close to the right answer but laid out differently: check for extra or missing spaces and line breaks.',
    'introduction.status.partialAccepted':
      'Some test cases passed: think about the cases your solution still misses.',
    'introduction.status.accepted': 'Congratulations! Your program passed every test case.',
    'introduction.status.wrongAnswer': "Your program's output does not match the expected answer.",
    'introduction.status.runtimeError':
      'Your program ended abnormally: a segmentation fault, a division by zero or a non-zero exit code, for example.',
    'introduction.status.timeLimitExceeded': "Your program ran longer than the problem's time limit.",
    'introduction.status.memoryLimitExceeded':
      "Your program used more memory than the problem's memory limit.",
    'introduction.status.systemError':
      'Something went wrong in the judge itself, not in your code: please report it to an administrator.',
    'introduction.status.cancelled': 'The submission was cancelled and will not be judged.',
    'introduction.status.notSubmitted':
      'You have not submitted to this problem yet (problem lists and boards).',
    'introduction.status.submittedUnknownResult':
      'Submitted while the contest board is sealed: the result shows once the board is unsealed.',
    'introduction.status.noStatus': 'There is no judge result to show.',

    'introduction.compile.title': 'Compile notes',
    'introduction.compile.tip1':
      '`__int64` is not ANSI standard and works only in VC: write `long long` in GNU C++, and use `%lld` as the format in `scanf` and `printf`.',
    'introduction.compile.tip2': 'The return type of `main()` must be `int`, not `void`.',
    'introduction.compile.tip3':
      'A variable defined in a loop header, like `i` in `for (int i = 0; …)`, is not defined outside the loop.',
    'introduction.compile.tip4':
      '`itoa` is not an ANSI standard function: standard C/C++ has no such function.',
  },
});

registerMessages(introductionMessages);
