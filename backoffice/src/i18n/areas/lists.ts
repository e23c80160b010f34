import { defineArea } from './defineArea';

/** Texts every list table shares: the named selection boxes of its rows, and a list that failed to load. */
export const listsMessages = defineArea({
  'zh-CN': { hoj: { list: { selectRow: '选择 {name}', loadFailed: '列表加载失败', retry: '重试' } } },
  'en-US': {
    hoj: {
      list: { selectRow: 'Select {name}', loadFailed: 'The list could not be loaded', retry: 'Retry' },
    },
  },
});
