import { STOCK_PERMISSIONS, stockPermissionsOf } from './permissions';

describe('stock permissions', () => {
  it('keep user, announcement, system and rejudge administration for root alone', () => {
    for (const permission of ['user_admin', 'announcement_admin', 'system_info_admin', 'rejudge'] as const) {
      const holders = Object.entries(STOCK_PERMISSIONS)
        .filter(([, granted]) => granted.includes(permission))
        .map(([role]) => role);
      expect(holders).toEqual(['root']);
    }
  });

  it('let muted users neither comment nor reply, and no-submit users not submit', () => {
    expect(stockPermissionsOf(['mute_user']).has('comment_add')).toBe(false);
    expect(stockPermissionsOf(['no_subimit_user']).has('submit')).toBe(false);
    expect(stockPermissionsOf(['default_user']).has('submit')).toBe(true);
  });

  it('grant nothing for an unknown role key', () => {
    expect(stockPermissionsOf(['visitor']).size).toBe(0);
  });
});
