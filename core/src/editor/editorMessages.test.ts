import { translate } from '../i18n/messages';
import {
  editorErrorText,
  editorMessage,
  editorMessages,
  requiredMessage,
  translateErrorTree,
} from './editorMessages';

const english = (key: string, vars?: Record<string, string | number>) =>
  translate(editorMessages['en-US'], key, vars);
const chinese = (key: string, vars?: Record<string, string | number>) =>
  translate(editorMessages['zh-CN'], key, vars);

describe('editor messages', () => {
  it('have the same keys in en-US and zh-CN, none empty', () => {
    expect(Object.keys(editorMessages['zh-CN']).sort()).toEqual(Object.keys(editorMessages['en-US']).sort());
    for (const table of Object.values(editorMessages)) {
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(editorMessages['en-US'])) {
      expect([key, names(editorMessages['zh-CN'][key as keyof (typeof editorMessages)['zh-CN']])]).toEqual([
        key,
        names(text),
      ]);
    }
  });

  it('never use a key as the prefix of another (the back office nests dotted keys)', () => {
    const keys = Object.keys(editorMessages['en-US']);
    for (const key of keys) expect(keys.filter((other) => other.startsWith(`${key}.`))).toEqual([]);
  });

  it('word the rules in both languages', () => {
    expect(editorMessages['en-US']['editor.error.contestTime']).toBe(
      'The start time must be earlier than the end time',
    );
    expect(editorMessages['zh-CN']['editor.error.problemIdRequired']).toBe('题目展示 ID 不能为空');
  });
});

describe('editorErrorText', () => {
  it('translates the field name inside "{field} is required"', () => {
    expect(editorErrorText(requiredMessage('editor.field.title'), english)).toBe('Title is required');
    expect(editorErrorText(requiredMessage('editor.field.title'), chinese)).toBe('标题不能为空');
  });

  it('fills numbers and plain names as they are', () => {
    expect(editorErrorText(editorMessage('editor.error.scoreMin', { index: 3 }), english)).toBe(
      'Test case 3: the score must be greater than or equal to 0',
    );
    expect(editorErrorText(editorMessage('editor.error.duplicateTag', { name: 'dp' }), chinese)).toBe(
      '请勿重复添加标签：dp',
    );
  });

  it('accepts a plain key, and shows foreign messages unchanged', () => {
    expect(editorErrorText('editor.error.noLanguage', english)).toBe('Choose at least one language');
    expect(editorErrorText('this must be a `number` type', english)).toBe('this must be a `number` type');
    expect(editorErrorText(undefined, english)).toBe('');
    expect(editorErrorText(42, english)).toBe('42');
  });
});

describe('translateErrorTree', () => {
  it('gives every nested error its text and leaves element references alone', () => {
    const ref = { name: 'title', message: requiredMessage('editor.field.title') };
    const errors = {
      title: { type: 'required', message: requiredMessage('editor.field.title'), ref },
      cases: [
        undefined,
        { score: { type: 'problem-rules', message: editorMessage('editor.error.scoreMin', { index: 2 }) } },
      ],
    };
    translateErrorTree(errors, english);
    expect(errors.title.message).toBe('Title is required');
    expect(errors.cases[1]?.score.message).toBe('Test case 2: the score must be greater than or equal to 0');
    expect(ref.message).toEqual(requiredMessage('editor.field.title'));
  });
});
