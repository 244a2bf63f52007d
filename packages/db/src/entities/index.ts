import { AppSetting } from './app-setting';
import { AuthSigningKey } from './auth-signing-key';
import { AuthSession, AuthUser, MailMessage, Profile } from './auth-user';

export { AppSetting, AuthSigningKey, AuthUser, Profile, AuthSession, MailMessage };
export const entities = [AuthSigningKey, AppSetting, AuthUser, Profile, AuthSession, MailMessage];
