/**
 * An update that only shows or hides the contest (the list's switch), not a save of the whole editor. Apart from
 * the resource module so the list can name it without loading the editor rules the resource maps forms with.
 */
export const VISIBLE_ONLY = 'visibleOnly';
