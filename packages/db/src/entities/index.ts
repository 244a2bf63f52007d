import { AppSetting } from './app-setting';
import { AuthSigningKey } from './auth-signing-key';

export { AppSetting, AuthSigningKey };
export const entities = [AuthSigningKey, AppSetting];
