import { readSwitchConfig } from './switchConfig';

describe('readSwitchConfig', () => {
  it('reads a healthy configuration as it is, with nothing broken', () => {
    const { config, broken } = readSwitchConfig({
      openPublicDiscussion: true,
      openContestJudge: false,
      defaultSubmitInterval: 8,
      defaultCreateGroupLimit: 2_147_483_647,
      cfUsernameList: ['a', 'b'],
    });
    expect(broken).toEqual([]);
    expect(config).toMatchObject({
      openPublicDiscussion: true,
      openContestJudge: false,
      defaultSubmitInterval: 8,
      defaultCreateGroupLimit: 2_147_483_647,
      cfUsernameList: ['a', 'b'],
      hduUsernameList: [],
    });
  });

  it('accepts the shapes a real server sends: switches and numbers as text, lists as JSON text or null', () => {
    const { config, broken } = readSwitchConfig({
      openGroupJudge: 'true',
      openPublicJudge: 'false',
      defaultSubmitInterval: ' 15 ',
      poj: 'ignored',
      pojUsernameList: '["x"]',
      spojUsernameList: null,
    });
    expect(broken).toEqual([]);
    expect(config).toMatchObject({
      openGroupJudge: true,
      openPublicJudge: false,
      defaultSubmitInterval: 15,
      pojUsernameList: ['x'],
      spojUsernameList: [],
    });
  });

  it('lists every value the backend could not hold or the page cannot show, keeping numbers to correct', () => {
    const { config, broken } = readSwitchConfig({
      defaultSubmitInterval: 2_147_483_648,
      defaultCreateGroupLimit: -1,
      defaultCreateGroupDailyLimit: 2.5,
      defaultCreateDiscussionDailyLimit: 'many',
      openContestComment: 1,
      atcoderUsernameList: 'not json',
      libreojPasswordList: [1, 2],
    });
    expect(broken).toEqual([
      { field: 'openContestComment', stored: '1' },
      { field: 'defaultCreateDiscussionDailyLimit', stored: 'many' },
      { field: 'defaultCreateGroupDailyLimit', stored: '2.5' },
      { field: 'defaultCreateGroupLimit', stored: '-1' },
      { field: 'defaultSubmitInterval', stored: '2147483648' },
      { field: 'atcoderUsernameList', stored: 'not json' },
      { field: 'libreojPasswordList', stored: '[1,2]' },
    ]);
    expect(config).toMatchObject({
      defaultSubmitInterval: 2_147_483_648,
      defaultCreateGroupLimit: -1,
      defaultCreateGroupDailyLimit: 2.5,
      openContestComment: false,
      atcoderUsernameList: [],
      libreojPasswordList: [],
    });
    expect(config).not.toHaveProperty('defaultCreateDiscussionDailyLimit');
  });

  it('reads anything that is not an object as an empty configuration', () => {
    expect(readSwitchConfig(null).broken).toEqual([]);
    expect(readSwitchConfig('oops').config.openPublicDiscussion).toBe(false);
  });
});
