import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGroup } from '../api/get-group';
import { DeleteGroupCard } from '../components/delete-group-card';
import { GroupHeader } from '../components/group-header';
import { GroupLogoUpload } from '../components/group-logo-upload';
import { GroupPageState } from '../components/group-page-state';
import { GroupSettingsForm } from '../components/group-settings-form';
import { TransferOwnershipCard } from '../components/transfer-ownership-card';
import { useGroupId, useGroupPowers } from '../components/use-group-id';
import { Result } from '../../../components/lazy-result';
import { useTitleSubject } from '../../../lib/document-title';

/** `/dashboard/group/setting?id=`: organisers edit the group; the owner also hands it over or deletes it. */
export function GroupSettingPage() {
  const { t } = useTranslation('groups');
  const id = useGroupId();
  const group = useGroup(id);
  useTitleSubject(group.data?.name);
  const powers = useGroupPowers(group.data);

  if (!id) return <GroupPageState error={null} />;
  if (!group.data) return <GroupPageState error={group.error} onRetry={() => void group.refetch()} />;
  const detail = group.data;

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <GroupHeader group={detail} />
      </Col>
      {!powers.organises ? (
        <Col span={24}>
          <Card>
            <Result status="403" title={t('settings.organisersOnly')} />
          </Card>
        </Col>
      ) : (
        <>
          <Col xs={24} xl={16}>
            <Card title={t('settings.title')}>
              <GroupSettingsForm key={detail.id} group={detail} />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Row gutter={[16, 16]}>
              <Col span={24}>
                <Card title={t('logo.title')}>
                  <GroupLogoUpload id={detail.id} name={detail.name} logo={detail.logo} />
                </Card>
              </Col>
              {powers.owns && (
                <>
                  <Col span={24}>
                    <TransferOwnershipCard group={detail} />
                  </Col>
                  <Col span={24}>
                    <DeleteGroupCard group={detail} />
                  </Col>
                </>
              )}
            </Row>
          </Col>
        </>
      )}
    </Row>
  );
}
