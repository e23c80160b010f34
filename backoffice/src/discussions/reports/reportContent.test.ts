import { REPORT_TAG_ORDER, REPORT_TAGS } from '@hoj/core/editor/discussionPost';
import { parseReportContent, reportTagKey } from './reportContent';

describe('parseReportContent', () => {
  it('splits the hash-wrapped tags from the reason', () => {
    expect(parseReportContent('#垃圾广告##违法违规# 公开买卖账号，还留了 QQ 号')).toEqual({
      tags: ['垃圾广告', '违法违规'],
      reason: '公开买卖账号，还留了 QQ 号',
    });
    expect(parseReportContent('#Spam Ads# #Plagiarism#copied from a blog')).toEqual({
      tags: ['Spam Ads', 'Plagiarism'],
      reason: 'copied from a blog',
    });
  });

  it('reads a report of tags only, of a reason only, or of nothing', () => {
    expect(parseReportContent('#垃圾广告#')).toEqual({ tags: ['垃圾广告'], reason: '' });
    expect(parseReportContent('和做题无关的闲聊')).toEqual({ tags: [], reason: '和做题无关的闲聊' });
    expect(parseReportContent(null)).toEqual({ tags: [], reason: '' });
  });

  it('keeps hashes that are not a leading tag in the reason', () => {
    expect(parseReportContent('see #3 and C#')).toEqual({ tags: [], reason: 'see #3 and C#' });
    expect(parseReportContent('#抄袭# 和 #12 楼一样')).toEqual({ tags: ['抄袭'], reason: '和 #12 楼一样' });
    expect(parseReportContent('#unclosed tag')).toEqual({ tags: [], reason: '#unclosed tag' });
    expect(parseReportContent('## empty')).toEqual({ tags: [], reason: '## empty' });
  });
});

describe('reportTagKey', () => {
  it('knows the portal’s tags in either language, whatever the case', () => {
    expect(reportTagKey('垃圾广告')).toBe('spam');
    expect(reportTagKey('Spam Ads')).toBe('spam');
    expect(reportTagKey(' plagiarism ')).toBe('plagiarism');
    expect(reportTagKey('赌博诈骗')).toBe('gambling');
  });

  it('knows every tag the portal sends, exactly as it sends them (HOJ’s Chinese words)', () => {
    for (const key of REPORT_TAG_ORDER) expect(reportTagKey(REPORT_TAGS[key])).toBe(key);
    expect(reportTagKey('恶意骂战')).toBe('abuse');
    expect(reportTagKey('恶意抄袭')).toBe('plagiarism');
  });

  it('knows no other tag', () => {
    expect(reportTagKey('剧透')).toBeNull();
  });
});
