import type { Validator } from 'react-admin';
import { classificationRankRules } from './classificationRank';

function refusal(rules: Validator[], value: unknown): string | null {
  for (const rule of rules) {
    const result: unknown = rule(value, {}, {});
    if (typeof result === 'string') return result;
    if (result && typeof result === 'object' && 'message' in result) return String(result.message);
  }
  return null;
}

describe('tag classification rank', () => {
  it('takes whole numbers from 0 to the largest Integer the server stores', () => {
    expect(refusal(classificationRankRules, 0)).toBeNull();
    expect(refusal(classificationRankRules, 2147483647)).toBeNull();
    expect(refusal(classificationRankRules, -1)).toBe('hoj.tags.rankRange');
    expect(refusal(classificationRankRules, 2147483648)).toBe('hoj.tags.rankRange');
    expect(refusal(classificationRankRules, 1.5)).toBe('hoj.tags.rankRange');
    expect(refusal(classificationRankRules, null)).toBe('ra.validation.required');
  });
});
