import { ApiFailure } from '../http/failure';
import { streamOperation } from '../http/operation';
import { readJson } from '../http/request';

/** The service's refusal of a request without messages. */
export const aiMessages = { aiMessagesMissing: 'messages must not be empty' } as const;

/** Pause before each piece of the answer, so clients really see it stream in. */
export const AI_CHUNK_DELAY_MS = 15;
/** Characters (code points) per piece. */
const CHUNK_LENGTH = 24;
const ROLES = new Set(['system', 'user', 'assistant']);

export interface AiChatQuestion {
  code: string;
  description: string;
  language: string;
  tags: readonly string[];
  /** The last message the user wrote. */
  question: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The request body as the contract's `AiChatRequest` has it; a body that breaks it is HTTP 400. */
function readQuestion(body: unknown): AiChatQuestion {
  const invalid = () => new ApiFailure(400, aiMessages.aiMessagesMissing, 400);
  if (!isRecord(body) || !Array.isArray(body.messages) || body.messages.length === 0) throw invalid();
  const chat = body.messages.map((m: unknown) => {
    if (!isRecord(m) || typeof m.content !== 'string' || typeof m.role !== 'string' || !ROLES.has(m.role))
      throw invalid();
    return { role: m.role, content: m.content };
  });
  const configs = isRecord(body.configs) ? body.configs : {};
  const tags = Array.isArray(body.tags) ? body.tags.filter((t): t is string => typeof t === 'string') : [];
  return {
    code: text(configs.currentCode),
    description: text(configs.description),
    language: text(configs.language).trim(),
    tags,
    question:
      [...chat]
        .reverse()
        .find((m) => m.role === 'user')
        ?.content.trim() ?? '',
  };
}

/** Bounds like 10^9, 10^{18} or 1e18 in a statement: values that overflow 32-bit integers. */
const LARGE_BOUND = /10\s*\^\s*\{?\s*(9|1\d)\s*\}?|1e(9|1\d)/i;
const USES_64_BIT = /\blong\b|int64|i64|\bu64\b|BigInteger|\bint\s*\(/;

/**
 * The mock's helper: a fixed, deterministic hint built from the request. It names the language and tags, points
 * at the usual causes of a wrong answer, and says that it will not hand out a solution. Chinese when the user
 * asked in Chinese, English otherwise.
 */
export function aiHint(q: AiChatQuestion): string {
  const zh = /[\u3400-\u9fff]/.test(q.question);
  const lines = q.code.trim() ? q.code.trimEnd().split('\n').length : 0;
  const language = q.language || (zh ? '未指定的语言' : 'an unnamed language');
  const quoted = q.question.length > 60 ? `${q.question.slice(0, 60)}…` : q.question;
  const overflow = LARGE_BOUND.test(q.description) && q.code.trim() !== '' && !USES_64_BIT.test(q.code);
  if (zh) {
    return [
      lines > 0
        ? `我看了你的 ${language} 代码（${lines} 行）。`
        : `你还没有写 ${language} 代码，先按输入格式把数据读进来。`,
      quoted ? `你的问题：“${quoted}”\n\n` : '\n\n',
      q.tags.length > 0
        ? `这道题的标签是 ${q.tags.join('、')}：先想清楚这种方法在题目的数据范围下怎么用，再去改细节。\n\n`
        : '这道题没有标签：先从数据范围推算需要的时间复杂度。\n\n',
      overflow ? '题目里的数值可能超过 32 位整数的范围，检查是否需要 64 位整数（如 long long）。\n\n' : '',
      '重新提交前请检查：\n1. 最小和最大的输入（n = 1、数值全部相同、取到上限）；\n',
      '2. 输出格式：空格、换行，不要输出多余的提示文字；\n3. 运行时间：估算最大数据下的运算次数。\n\n',
      '我不会直接给出完整的解答；一次改一处，卡住时带着具体的问题再来问我。',
    ].join('');
  }
  return [
    lines > 0
      ? `I read your ${language} code (${lines} lines).`
      : `You have no ${language} code yet: start by reading the input as the statement describes it.`,
    quoted ? ` You asked: "${quoted}"\n\n` : '\n\n',
    q.tags.length > 0
      ? `The problem is tagged ${q.tags.join(', ')}: work out how that technique fits the constraints before changing details.\n\n`
      : 'The problem has no tags: start from the constraints and the time complexity they allow.\n\n',
    overflow
      ? 'Values in this problem can exceed 32-bit integers: check whether you need 64-bit ones.\n\n'
      : '',
    'Before you submit again, check:\n1. the smallest and largest inputs (n = 1, all values equal, the upper bounds);\n',
    '2. the output format: spaces, line breaks, no extra prompts;\n3. the running time for the largest input.\n\n',
    'I will not write the complete solution for you; fix one thing at a time and ask again with a concrete question if you are stuck.',
  ].join('');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function* pieces(answer: string): AsyncGenerator<unknown> {
  const chars = Array.from(answer);
  for (let start = 0; start < chars.length; start += CHUNK_LENGTH) {
    await sleep(AI_CHUNK_DELAY_MS);
    yield { choices: [{ delta: { content: chars.slice(start, start + CHUNK_LENGTH).join('') } }] };
  }
}

export const aiHelpHandlers = [
  streamOperation('streamAiChat', 'required', async ({ request }) =>
    pieces(aiHint(readQuestion(await readJson(request)))),
  ),
];
