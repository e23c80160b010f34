/** The message centre's public face: its page, as a loader so that it stays in its own chunk. */
export const loadMessagesPage = () => import('./routes/MessagesPage');
