import type { Validator } from 'react-admin';
import { countRules, emailRules, hostRules, portRules, requiredTextRules, webRules } from './validation';

/** The first rule's message key that refuses the value, or null when all accept it. */
function refusal(rules: Validator[], value: unknown): string | null {
  for (const rule of rules) {
    const result: unknown = rule(value, {}, {});
    if (typeof result === 'string') return result;
    if (result && typeof result === 'object' && 'message' in result) return String(result.message);
  }
  return null;
}

describe('config validation', () => {
  it('names the blank field in its message ("SMTP host is required"), as the other editors do', () => {
    const props = { label: 'hoj.systemConfig.email.host', source: 'emailHost' };
    for (const rules of [countRules, portRules, hostRules, emailRules]) {
      const [blankRule] = rules;
      expect(blankRule?.('  ', {}, props)).toEqual({
        message: 'hoj.validation.fieldRequired',
        args: { field: { nested: 'hoj.systemConfig.email.host' } },
      });
    }
  });

  it('accepts ports 1 to 65535 and refuses others, fractions and blanks', () => {
    expect(refusal(portRules, 1)).toBeNull();
    expect(refusal(portRules, 65535)).toBeNull();
    expect(refusal(portRules, 0)).toBe('hoj.systemConfig.validation.port');
    expect(refusal(portRules, 65536)).toBe('hoj.systemConfig.validation.port');
    expect(refusal(portRules, 25.5)).toBe('hoj.systemConfig.validation.integer');
    expect(refusal(portRules, null)).toBe('ra.validation.required');
  });

  it('takes host names and addresses, not URLs', () => {
    expect(refusal(hostRules, 'smtp.example.com')).toBeNull();
    expect(refusal(hostRules, '172.20.0.3')).toBeNull();
    expect(refusal(hostRules, 'smtp://example.com')).toBe('hoj.systemConfig.validation.host');
    expect(refusal(hostRules, 'a host')).toBe('hoj.systemConfig.validation.host');
    expect(refusal(hostRules, '')).toBe('ra.validation.required');
  });

  it("keeps counts and intervals within what the backend's 32-bit integers hold", () => {
    expect(refusal(countRules, 0)).toBeNull();
    expect(refusal(countRules, 2147483647)).toBeNull();
    expect(refusal(countRules, 2147483648)).toBe('hoj.systemConfig.validation.int32');
    expect(refusal(countRules, 99999999999)).toBe('hoj.systemConfig.validation.int32');
    expect(refusal(countRules, -1)).toBe('ra.validation.minValue');
  });

  it('takes only http(s) links, by the safe-link rule the portal renders with', () => {
    expect(refusal(webRules.recordUrl ?? [], '')).toBeNull();
    expect(refusal(webRules.recordUrl ?? [], 'https://beian.example.cn/')).toBeNull();
    expect(refusal(webRules.recordUrl ?? [], 'javascript:alert(1)')).toBe('hoj.systemConfig.validation.url');
    expect(refusal(webRules.baseUrl ?? [], 'oj.example.edu')).toBe('hoj.systemConfig.validation.url');
  });

  it('refuses required text of only spaces', () => {
    expect(refusal(webRules.name ?? [], '   ')).toBe('ra.validation.required');
    expect(refusal(webRules.name ?? [], ' HOJ ')).toBeNull();
    expect(refusal(requiredTextRules, '\t ')).toBe('ra.validation.required');
  });

  it('wants a mail address for the sender and the test recipient', () => {
    expect(refusal(emailRules, 'judge@example.com')).toBeNull();
    expect(refusal(emailRules, 'judge@')).toBe('hoj.systemConfig.validation.email');
    expect(refusal(emailRules, '')).toBe('ra.validation.required');
  });
});
