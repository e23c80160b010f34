import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { trainingNameMessages } from '@backoffice/trainings/i18n/trainingNameMessages';
import { requiredField } from './validators';

// The labels come with the pages that show them.
registerPageMessages(trainingNameMessages);

type Message = string | { message: string; args: Record<string, unknown> } | undefined;

/** What react-admin's error text shows for a validator's answer (ValidationError's translate call). */
async function shown(answer: Message, locale: 'en-US' | 'zh-CN'): Promise<string> {
  const i18n = await createI18nProvider(locale);
  if (answer === undefined) return '';
  if (typeof answer === 'string') return i18n.translate(answer, { _: answer });
  return i18n.translate(answer.message, { _: answer.message, ...answer.args });
}

describe('requiredField ("{field} is required", the wording of core’s editor rules)', () => {
  it('names the field in both languages, from a given label key or the input’s resource and source', async () => {
    const byKey = requiredField('resources.trainingCategories.fields.name')('  ', {}, {}) as Message;
    expect(await shown(byKey, 'en-US')).toBe('Name is required');
    const byResource = requiredField()('', {}, { resource: 'trainingCategories', source: 'name' }) as Message;
    expect(await shown(byResource, 'zh-CN')).toBe('名称不能为空');
  });

  it('accepts filled values, and says plain "Required" when it cannot know the field', async () => {
    expect(requiredField('resources.tags.fields.name')('DFS', {}, {})).toBeUndefined();
    expect(await shown(requiredField()(null, {}, {}) as Message, 'en-US')).toBe('Required');
  });
});
