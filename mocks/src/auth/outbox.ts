import { clock } from '../clock';
import { db } from '../db';
import type { SentMail } from './accountFlows';

/** True under jest, where the "mail" is asserted through the outbox instead of read from the log. */
const quiet = typeof process !== 'undefined' && process.env?.JEST_WORKER_ID !== undefined;

/** "Sends" a mail: keeps it in the outbox and prints it, so a developer can copy the code or the link. */
export function sendMail(kind: SentMail['kind'], to: string, content: string, logLine: string): void {
  db.accountFlows.outbox.push({ kind, to, content, sentAt: clock.nowMs() });
  if (!quiet) console.info(`[mock] ${logLine}`);
}
