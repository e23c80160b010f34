import { GroupAuth, GroupMemberAuth } from '@generated/model/index';
import { coreMessages, translate } from '../i18n/messages';
import { groupAuthTable, groupMemberAuthTable } from './group';

describe('group tables', () => {
  it('have an entry for every auth and member level, labelled in both languages', () => {
    expect(Object.keys(groupAuthTable)).toHaveLength(Object.values(GroupAuth).length);
    expect(Object.keys(groupMemberAuthTable)).toHaveLength(Object.values(GroupMemberAuth).length);
    const entries = [
      ...Object.values(GroupAuth).map((auth) => groupAuthTable[auth]),
      ...Object.values(GroupMemberAuth).map((auth) => groupMemberAuthTable[auth]),
    ];
    for (const info of entries) {
      expect(info).toBeDefined();
      expect(coreMessages['en-US'][info.labelKey]?.trim()).toBeTruthy();
      expect(coreMessages['zh-CN'][info.labelKey]?.trim()).toBeTruthy();
    }
  });

  it('label and colour group visibility', () => {
    expect(translate(coreMessages['en-US'], groupAuthTable[GroupAuth.PROTECTED].labelKey)).toBe('Protected');
    expect(translate(coreMessages['zh-CN'], groupAuthTable[GroupAuth.PRIVATE].labelKey)).toBe('私有');
    expect(groupAuthTable[GroupAuth.PUBLIC].color).toBe('success');
    expect(groupAuthTable[GroupAuth.PRIVATE].color).toBe('danger');
  });

  it('members are member, admin and root; admin and root manage the group', () => {
    const members = Object.values(GroupMemberAuth).filter((auth) => groupMemberAuthTable[auth].member);
    const admins = Object.values(GroupMemberAuth).filter((auth) => groupMemberAuthTable[auth].admin);
    expect(members).toEqual([GroupMemberAuth.MEMBER, GroupMemberAuth.ADMIN, GroupMemberAuth.ROOT]);
    expect(admins).toEqual([GroupMemberAuth.ADMIN, GroupMemberAuth.ROOT]);
    for (const admin of admins) expect(groupMemberAuthTable[admin].member).toBe(true);
    expect(translate(coreMessages['en-US'], groupMemberAuthTable[GroupMemberAuth.APPLYING].labelKey)).toBe(
      'Applying',
    );
  });
});
