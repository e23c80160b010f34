import { clock } from '../clock';
import { storeList } from '../cells';

export interface SentMail {
  kind: 'registerCode' | 'resetPassword' | 'testEmail';
  to: string;
  /** The code, the reset link, or (for a test mail) the SMTP host it would have gone through. */
  content: string;
  sentAt: number;
}

/** Every mail the mock "sent" since the last reset, oldest first. */
const outbox = storeList<SentMail>('outbox');

export function resetOutbox(): void {
  outbox.length = 0;
}

/** True under jest, where the "mail" is asserted through the outbox instead of read from the log. */
const quiet = typeof process !== 'undefined' && process.env?.JEST_WORKER_ID !== undefined;

/** "Sends" a mail: keeps it in the outbox and prints it, so a developer can copy the code or the link. */
export function sendMail(kind: SentMail['kind'], to: string, content: string, logLine: string): void {
  outbox.push({ kind, to, content, sentAt: clock.nowMs() });
  if (!quiet) console.info(`[mock] ${logLine}`);
}

/** The mails of one kind, oldest first (or all of them). */
export function sentMails(kind?: SentMail['kind']): SentMail[] {
  return outbox.filter((mail) => kind === undefined || mail.kind === kind);
}
