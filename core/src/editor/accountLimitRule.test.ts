import {
  ACCOUNT_LIMIT_DEFAULTS,
  accountMatchesRule,
  accountRangePreview,
  accountRangeValid,
  buildAccountLimitRule,
  extraAccountList,
  parseAccountLimitRule,
  type AccountLimitFields,
} from './accountLimitRule';

const teams: AccountLimitFields = {
  prefix: 'team',
  suffix: '_2026',
  startNumber: 1,
  endNumber: 120,
  extraAccounts: 'judge01\nobserver alice',
};

describe('account limit rule', () => {
  it('is stored as the tagged text the backend reads', () => {
    expect(buildAccountLimitRule(teams)).toBe(
      '<prefix>team</prefix><suffix>_2026</suffix><start>1</start><end>120</end>' +
        '<extra>judge01\nobserver alice</extra>',
    );
  });

  it('round-trips through the stored text', () => {
    expect(parseAccountLimitRule(buildAccountLimitRule(teams))).toEqual(teams);
    expect(parseAccountLimitRule(buildAccountLimitRule(ACCOUNT_LIMIT_DEFAULTS))).toEqual(
      ACCOUNT_LIMIT_DEFAULTS,
    );
  });

  it('reads missing, partial or broken rules as defaults for what is missing', () => {
    expect(parseAccountLimitRule(null)).toEqual(ACCOUNT_LIMIT_DEFAULTS);
    expect(parseAccountLimitRule('not a rule')).toEqual(ACCOUNT_LIMIT_DEFAULTS);
    expect(parseAccountLimitRule('<prefix>cs</prefix><start>x</start><end> 30 </end>')).toEqual({
      ...ACCOUNT_LIMIT_DEFAULTS,
      prefix: 'cs',
      endNumber: 30,
    });
  });

  it('wants the end number not below the start number', () => {
    expect(accountRangeValid(teams)).toBe(true);
    expect(accountRangeValid({ ...teams, startNumber: 5, endNumber: 5 })).toBe(true);
    expect(accountRangeValid({ ...teams, startNumber: 6, endNumber: 5 })).toBe(false);
    expect(accountRangeValid({ ...teams, endNumber: null })).toBe(false);
    // The backend reads both into a Java Integer; account numbers are not negative.
    expect(accountRangeValid({ ...teams, startNumber: -1 })).toBe(false);
    expect(accountRangeValid({ ...teams, endNumber: 2147483648 })).toBe(false);
    expect(accountRangeValid({ ...teams, startNumber: 0, endNumber: 2147483647 })).toBe(true);
  });

  it('previews the allowed accounts and matches usernames', () => {
    expect(accountRangePreview(teams)).toEqual(['team1_2026', 'team2_2026', 'team120_2026']);
    expect(accountRangePreview({ ...teams, endNumber: 2 })).toEqual(['team1_2026', 'team2_2026']);
    expect(accountRangePreview({ ...teams, endNumber: 1 })).toEqual(['team1_2026']);
    expect(accountRangePreview({ ...teams, endNumber: 0 })).toEqual([]);
    expect(extraAccountList(teams)).toEqual(['judge01', 'observer', 'alice']);
    expect(accountMatchesRule('team7_2026', teams)).toBe(true);
    expect(accountMatchesRule('team121_2026', teams)).toBe(false);
    expect(accountMatchesRule('team07_2026', teams)).toBe(false);
    expect(accountMatchesRule('alice', teams)).toBe(true);
    expect(accountMatchesRule('bob', teams)).toBe(false);
  });
});
