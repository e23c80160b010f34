/** Cmd+M minimises the window on a Mac, so Monaco's tab-focus switch is Ctrl+Shift+M there, Ctrl+M elsewhere. */
export const onMac = (): boolean => typeof navigator !== 'undefined' && /mac/i.test(navigator.platform);

/** The switch's keys as the hint under an editor names them. */
export const tabFocusKeys = (): string => (onMac() ? 'Ctrl+Shift+M' : 'Ctrl+M');
