import { roughText } from './roughText';

describe('roughText', () => {
  it('drops block markers, emphasis and link targets, and keeps the words and lines', () => {
    expect(
      roughText(
        '## 《程序设计基础》2024 秋\r\n\r\n- 上机：每周二 **14:00–15:40**；\n> 作业见 [训练](/training)\n\n\n\n1. `a + b`',
      ),
    ).toBe('《程序设计基础》2024 秋\n\n上机：每周二 14:00–15:40；\n作业见 训练\n\na + b');
  });

  it('keeps an image as its alt text and leaves formulas as they are written', () => {
    expect(roughText('![the board](/img/b.png) with $a_1 + b$')).toBe('the board with $a_1 + b$');
  });
});
