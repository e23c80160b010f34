/** The settings feature's public face: its page, as a loader so that it stays in its own chunk. */
export const loadSettingsPage = () => import('./routes/SettingsPage');
