import { storeRecord } from '../cells';

/** Settings the backend keeps in Nacos beside the website configuration: mail, data sources, SMS. */

export interface EmailSettings {
  emailHost: string | null;
  emailPort: number | null;
  emailUsername: string | null;
  emailPassword: string | null;
  emailBGImg: string | null;
  emailSsl: boolean;
}

export interface DataSourceSettings {
  dbHost: string;
  dbPort: number;
  dbName: string;
  dbUsername: string;
  dbPassword: string;
  redisHost: string;
  redisPort: number;
  redisPassword: string;
}

/** SMS provider settings (extension `getAdminSmsConfig`). */
export interface SmsSettings {
  accessKeyId: string | null;
  accessKeySecret: string | null;
  signName: string | null;
  templateCode: string | null;
  enabled: boolean;
}

export interface ServerSettings {
  email: EmailSettings;
  dataSource: DataSourceSettings;
  sms: SmsSettings;
}

/**
 * A fresh install as the HOJ docker deployment ships it (no mail server, the compose file's MySQL and Redis),
 * plus an SMS provider set up and switched on so the mobile setting works in the demo (nothing is really sent).
 */
function defaults(): ServerSettings {
  return {
    email: {
      emailHost: null,
      emailPort: 465,
      emailUsername: null,
      emailPassword: null,
      emailBGImg: null,
      emailSsl: true,
    },
    dataSource: {
      dbHost: '172.20.0.3',
      dbPort: 3306,
      dbName: 'hoj',
      dbUsername: 'root',
      dbPassword: 'hoj123456',
      redisHost: '172.20.0.2',
      redisPort: 6379,
      redisPassword: 'hoj123456',
    },
    sms: {
      accessKeyId: 'LTAI-demo-access-key',
      accessKeySecret: 'demo-access-key-secret',
      signName: 'HOJ演示站',
      templateCode: 'SMS_100000001',
      enabled: true,
    },
  };
}

export const serverSettings: ServerSettings = storeRecord('server_settings', defaults());

export function resetServerSettings(): void {
  Object.assign(serverSettings, defaults());
}
