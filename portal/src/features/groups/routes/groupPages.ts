// A group's frame and its tabs travel in one chunk (the tabs only its admins open load from there): the tabs
// are small lists a reader moves between, and one page module costs the entry (which lists every page's
// files) less than several.
export { GroupLayout } from './GroupLayout';
export { GroupTabPage } from './GroupTabPage';
