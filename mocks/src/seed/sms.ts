import type { SmsConfig } from '../model';

/** An SMS provider set up and switched on, so the mobile setting works in the demo (nothing is really sent). */
export function seedSmsConfig(): SmsConfig {
  return {
    accessKeyId: 'LTAI-demo-access-key',
    accessKeySecret: 'demo-access-key-secret',
    signName: 'HOJ演示站',
    templateCode: 'SMS_100000001',
    enabled: true,
  };
}
