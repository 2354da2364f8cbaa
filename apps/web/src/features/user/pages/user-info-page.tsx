import { useUserSettings } from '../api/get-settings';
import { ProfileCard } from '../components/profile-card';
import { QueryState } from '../../../components/query-state';

/** `/user/info`: the profile card. */
export function UserInfoPage() {
  const settings = useUserSettings();
  if (!settings.data) return <QueryState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <ProfileCard profile={settings.data} />;
}
