/**
 * The contract's event streams (`text/event-stream`, the AI helper's answer): `data: <json>` events closed by
 * `data: [DONE]`. The handlers write them and the contract check reads them.
 */
export const DONE = '[DONE]';
export const EVENT_STREAM = 'text/event-stream';
