import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { formatDateTime, formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { Section } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useStorageOverview } from '../api/get-overview.ts';
import type { StorageOverview } from '../api/types.ts';
import { MountStateBadge } from '../shared/mount-state.tsx';
import * as styles from '../shared/storage.css.ts';

function Stat({ value, label, to }: { value: number; label: string; to: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>
        <Link to={to}>{formatNumber(value)}</Link>
      </dd>
    </div>
  );
}

function Overview({ overview }: { overview: StorageOverview }) {
  const { t } = useLingui();
  const { mounts } = overview;
  const attention = overview.failing ?? [];
  return (
    <Stack gap="xl">
      <Card
        title={t`Mounts`}
        description={<Plural value={mounts.total} one="# mount on the nodes, by the state of its last check." other="# mounts on the nodes, by the state of their last check." />}
        actions={
          <Button asChild variant="secondary">
            <Link to="/admin/storage/mounts">
              <Trans>Open the mounts</Trans>
            </Link>
          </Button>
        }
      >
        <dl className={styles.stats}>
          <Stat value={mounts.failing} label={t`Failing`} to="/admin/storage/mounts?state=failing" />
          <Stat value={mounts.unknown} label={t`Unknown (node unreachable)`} to="/admin/storage/mounts?state=unknown" />
          <Stat value={mounts.mounted} label={t`Mounted`} to="/admin/storage/mounts?state=mounted" />
        </dl>
      </Card>
      <Card title={t`Needs attention`} description={t`Failing mounts first, then those on nodes that cannot be reached.`}>
        {attention.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Every mount answered its last check.</Trans>
          </p>
        ) : (
          <ListCardList aria-label={t`Mounts that need attention`}>
            {attention.map((mount) => {
              const point = mount.mount_point;
              const node = mount.node.name;
              return (
                <ListCard key={mount.id}>
                  <div className={styles.itemMain}>
                    <ListCardTitle>
                      <span className={styles.mono}>{t`${point} on ${node}`}</span>
                    </ListCardTitle>
                    <ul className={styles.details} aria-label={t`Details`}>
                      <li className={styles.mono}>{mount.remote}</li>
                      {mount.checked_at ? <li>{t`Last checked ${formatDateTime(mount.checked_at)}`}</li> : null}
                      <li>
                        <Link to={`/admin/nodes/${mount.node.id}`}>{t`Open ${node}`}</Link>
                      </li>
                    </ul>
                  </div>
                  <div className={styles.itemSide}>
                    <MountStateBadge state={mount.state} />
                    <Link to={`/admin/storage/mounts?node=${mount.node.id}`}>{t`Mounts of ${node}`}</Link>
                  </div>
                </ListCard>
              );
            })}
          </ListCardList>
        )}
      </Card>
      <Card title={t`Paths`} description={t`Where mounts, libraries and server stacks live.`}>
        <dl className={styles.stats}>
          <Stat value={overview.mount_paths ?? 0} label={t`Mount paths`} to="/admin/storage/mount-paths" />
          <Stat value={overview.library_paths ?? 0} label={t`Library paths`} to="/admin/storage/library-paths" />
          <Stat value={overview.deployment_overrides ?? 0} label={t`Nodes with their own deployment paths`} to="/admin/storage/deployment-paths" />
        </dl>
      </Card>
    </Stack>
  );
}

/** `/app/admin/storage`: the mounts by state, the failing ones first, and the paths at a glance. */
export default function StorageOverviewScreen() {
  const { t } = useLingui();
  const overview = useStorageOverview();
  return (
    <Section query={overview} headingLevel={2} loading={t`Loading the storage overview`} error={t`The storage overview could not be loaded`}>
      {(data) => <Overview overview={data} />}
    </Section>
  );
}
