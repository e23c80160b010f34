import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeMode } from '@generated/model/index';
import { askedKeys, pluralForms } from '@backoffice/i18n/messageKeys';
import { REMOTE_JUDGES } from '../problemListQuery';
import { problemEditorMessages } from './problemEditorMessages';
import { problemListMessages } from './problemListMessages';
import { problemResourceMessages } from './problemResourceMessages';

const areas = { problemResourceMessages, problemListMessages, problemEditorMessages };

const pluralKeys = (messages: object) => [...pluralForms(messages).keys()];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the problem screens’ texts', () => {
  it.each(Object.entries(areas))('%s has the same keys and plurals in both languages', (_name, area) => {
    expect(askedKeys(area['zh-CN'])).toEqual(askedKeys(area['en-US']));
    expect(pluralKeys(area['zh-CN']).sort()).toEqual(pluralKeys(area['en-US']).sort());
  });

  it('has every key the screens name', () => {
    const known = new Set(Object.values(areas).flatMap((area) => askedKeys(area['en-US'])));
    const named = sourceFiles(join(__dirname, '..'))
      .flatMap((file) => [
        ...readFileSync(file, 'utf8').matchAll(/['"`](hoj\.problem(?:Admin|Editor)\.[\w.]+)['"`]/g),
      ])
      .map((match) => match[1] ?? '');
    const built = [
      ...Object.values(JudgeMode).map((mode) => `hoj.problemEditor.judge.explain.${mode}`),
      ...REMOTE_JUDGES.map((judge) => `hoj.problemAdmin.judges.${judge}`),
      ...['userExtraFile', 'judgeExtraFile'].flatMap((field) => [
        `hoj.problemEditor.files.${field}`,
        `hoj.problemEditor.files.${field}Hint`,
      ]),
      'hoj.problemEditor.image.type',
      'hoj.problemEditor.image.size',
    ];
    expect([...named, ...built].filter((key) => !known.has(key))).toEqual([]);
    expect(named.length).toBeGreaterThan(50);
  });
});
