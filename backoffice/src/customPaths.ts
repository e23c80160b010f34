import type { AdminCapability } from '@hoj/core/domain/adminAccess';

/** Where the CSV import lives: under the user list, as the old front end had it. */
export const IMPORT_USERS_PATH = '/users/import';
export const SYSTEM_CONFIG_PATH = '/conf';
export const SWITCH_PATH = '/switch';
/** The problem bank's pages that are not one problem: under the problem list. */
export const PROBLEM_BATCH_PATH = '/problems/batch';
export const PROBLEM_EXAMINE_PATH = '/problems/examine';
export const PROBLEM_TRANSFER_PATH = '/problems/transfer';

/**
 * The custom pages the menu lists, in its order after the resources, each with the capability that opens it
 * and the text key of its label. The routes (App.tsx) guard the same capability.
 */
export const MENU_PAGES: readonly { path: string; capability: AdminCapability; labelKey: string }[] = [
  { path: PROBLEM_BATCH_PATH, capability: 'problems', labelKey: 'hoj.shell.menu.problemBatch' },
  { path: PROBLEM_EXAMINE_PATH, capability: 'problemExamine', labelKey: 'hoj.shell.menu.problemExamine' },
  { path: PROBLEM_TRANSFER_PATH, capability: 'problemTransfer', labelKey: 'hoj.shell.menu.problemTransfer' },
  { path: SYSTEM_CONFIG_PATH, capability: 'systemConfig', labelKey: 'hoj.shell.menu.systemConfig' },
  { path: SWITCH_PATH, capability: 'switches', labelKey: 'hoj.shell.menu.switches' },
];
