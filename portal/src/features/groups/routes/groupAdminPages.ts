// The pages only a group's admins open (its announcements, its settings with the avatar cropper) come in a
// chunk of their own, so members never download them.
export { GroupAnnouncementsPage } from './GroupAnnouncementsPage';
export { GroupSettingsPage } from './GroupSettingsPage';
