import { TrainingAuth } from '@generated/model/index';
import { coreMessages, translate } from '../i18n/messages';
import { trainingAuthTable } from './training';

describe('training auth table', () => {
  it('has an entry for every auth, labelled in both languages', () => {
    expect(Object.keys(trainingAuthTable).sort()).toEqual(Object.values(TrainingAuth).sort());
    for (const auth of Object.values(TrainingAuth)) {
      const info = trainingAuthTable[auth];
      expect(info).toBeDefined();
      expect(coreMessages['en-US'][info.labelKey]?.trim()).toBeTruthy();
      expect(coreMessages['zh-CN'][info.labelKey]?.trim()).toBeTruthy();
    }
  });

  it('only private needs a password', () => {
    expect(trainingAuthTable[TrainingAuth.PUBLIC].password).toBe(false);
    expect(trainingAuthTable[TrainingAuth.PRIVATE].password).toBe(true);
    expect(translate(coreMessages['zh-CN'], trainingAuthTable[TrainingAuth.PRIVATE].labelKey)).toBe('私有');
    expect(trainingAuthTable[TrainingAuth.PUBLIC].color).toBe('success');
  });
});
