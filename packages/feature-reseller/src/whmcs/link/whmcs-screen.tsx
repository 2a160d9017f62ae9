import { useLingui } from '@lingui/react/macro';
import { Card, Stack } from '@portal/ui-kit/layout';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useWhmcsLink } from '../api/get-link.ts';
import * as styles from '../shared/whmcs.css.ts';
import { ConnectionTest } from './connection-test.tsx';
import { LinkForm, LinkReadOnly } from './link-form.tsx';
import { MappingTable } from './mapping-table.tsx';
import { NodesList } from './nodes-list.tsx';

function LinkCard() {
  const { t } = useLingui();
  const link = useWhmcsLink();
  if (link.isPending) return <SectionLoading label={t`Loading the WHMCS link`} shape="form" />;
  if (link.isError) return <SectionError headingLevel={3} title={t`The WHMCS link could not be loaded`} error={link.error} onRetry={() => void link.refetch()} />;
  const data = link.data;
  return (
    <div className={styles.linkLayout}>
      {data.can_edit === false ? <LinkReadOnly link={data} /> : <LinkForm link={data} />}
      <ConnectionTest link={data} linkUpdatedAt={link.dataUpdatedAt} />
    </div>
  );
}

/** `/app/reseller-panel/whmcs`: the link to the reseller's WHMCS and its test, the product mapping, and the nodes as WHMCS sees them. */
export default function WhmcsScreen() {
  const { t } = useLingui();
  return (
    <Stack gap="xl">
      <Card title={t`WHMCS link`} description={t`Your WHMCS sells your products; with this link the portal creates and suspends the servers it bills.`}>
        <LinkCard />
      </Card>
      <Card title={t`Product mapping`} description={t`Which WHMCS product sells each of your products.`}>
        <MappingTable />
      </Card>
      <Card title={t`Nodes in WHMCS`} description={t`Your nodes’ containers and the WHMCS services that bill them.`}>
        <NodesList />
      </Card>
    </Stack>
  );
}
