/** Problems per page in the group admin's problem pickers (the public bank's and the group's). */
export const PICKER_PER_PAGE = 10;
