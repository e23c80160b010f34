/**
 * The store's schema in one place: every table and every piece of state, area by area (users and sessions,
 * problems, contests, submissions, the forum, messages, files, the site's configuration). The registry loads it
 * before the first seed, so the snapshot `resetDb()` restores holds every one of them; domains import the area
 * they read from its own module.
 */
export * from './schema/accountState';
export * from './schema/accounts';
export * from './schema/announcements';
export * from './schema/comments';
export * from './schema/contests';
export * from './schema/discussions';
export * from './schema/files';
export * from './schema/groups';
export * from './schema/judge';
export * from './rules/judgePhases';
export * from './schema/judgeState';
export * from './schema/messages';
export * from './schema/outbox';
export * from './schema/problems';
export * from './schema/serverSettings';
export * from './schema/sessions';
export * from './schema/site';
export * from './schema/switchDefaults';
export * from './schema/trainings';
export * from './schema/uploadedCases';
