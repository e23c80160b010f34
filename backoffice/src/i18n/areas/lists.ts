import { defineArea } from './defineArea';

/** Texts every list table shares: the named selection boxes of its rows. */
export const listsMessages = defineArea({
  'zh-CN': { hoj: { list: { selectRow: '选择 %{name}' } } },
  'en-US': { hoj: { list: { selectRow: 'Select %{name}' } } },
});
